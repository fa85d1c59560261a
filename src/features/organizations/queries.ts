import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../contract/common.ts'
import { organizationsPath, OrganizationsResponseSchema } from '../../../contract/organizations.ts'
import { api } from '../../api/client.ts'

export const organizationKeys = {
  all: ['organizations'] as const,
  list: (lang: Lang) => [...organizationKeys.all, 'list', lang] as const,
}

export const organizationsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: organizationKeys.list(lang),
    queryFn: ({ signal }) => api.post(organizationsPath, OrganizationsResponseSchema, { query: { lang: lang === 'en' ? 1 : 2 }, signal }),
    staleTime: 60 * 60_000,
  })
