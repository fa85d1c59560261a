import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../../../contract/common.ts'
import { organizationDetailsPath, OrganizationDetailsResponseSchema } from '../../../../contract/organizations.ts'
import { api } from '../../../api/client.ts'
import { queryRoots } from '../../../lib/query-keys.ts'

// The agencies list is shared with the branch directory's filter, so it lives in src/lib.
export { organizationsQueryOptions } from '../../../lib/organizations.ts'

/** An agency's page: its description, courses with their next dates, and its best rated centers (in the request's language). */
export const organizationDetailsQueryOptions = (organizationId: number, lang: Lang) =>
  queryOptions({
    queryKey: [...queryRoots.organizations, 'detail', organizationId, lang] as const,
    queryFn: ({ signal }) => api.get(organizationDetailsPath, OrganizationDetailsResponseSchema, { query: { organizationId }, signal }),
    staleTime: 10 * 60_000,
  })
