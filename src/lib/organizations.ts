import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { OrganizationsResponseSchema, organizationsRequest } from '../../contract/organizations.ts'
import { api } from '../api/client.ts'

/** The training agencies, shared by the agencies page, the directory's filter and the profile form's choice (one cache entry). */
export const organizationsQueryOptions = (lang: Lang) => {
  const { key, call } = organizationsRequest(lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, OrganizationsResponseSchema, { signal }), staleTime: 60 * 60_000 })
}
