import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { organizationsPath, OrganizationsResponseSchema } from '../../contract/organizations.ts'
import { api } from '../api/client.ts'

/** The training agencies, shared by the agencies page and the directory's filter (one cache entry). */
export const organizationsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['organizations', 'list', lang] as const,
    queryFn: ({ signal }) => api.post(organizationsPath, OrganizationsResponseSchema, { query: { lang: lang === 'en' ? 1 : 2 }, signal }),
    staleTime: 60 * 60_000,
  })
