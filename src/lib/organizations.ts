import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { organizationsPath, OrganizationsResponseSchema } from '../../contract/organizations.ts'
import { api } from '../api/client.ts'
import { queryRoots } from './query-keys.ts'

/** The training agencies, shared by the agencies page, the directory's filter and the profile form's choice (one cache entry). */
export const organizationsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [...queryRoots.organizations, 'list', lang] as const,
    queryFn: ({ signal }) => api.post(organizationsPath, OrganizationsResponseSchema, { query: { lang: lang === 'en' ? 1 : 2 }, signal }),
    staleTime: 60 * 60_000,
  })
