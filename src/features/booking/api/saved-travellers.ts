import { queryOptions } from '@tanstack/react-query'
import { savedTravellersPath, SavedTravellersResponseSchema } from '../../../../contract/travellers.ts'
import { api } from '../../../api/client.ts'
import { diverKeys } from '../../../lib/query-keys.ts'

/**
 * The travellers the diver booked for before, to pick again: under the diver's keys, so a booking
 * (which keeps whom it was for) refreshes them with the rest of the account.
 */
export const savedTravellersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...diverKeys.all(userId), 'saved-travellers'] as const,
    queryFn: async ({ signal }) => (await api.get(savedTravellersPath, SavedTravellersResponseSchema, { signal })).data,
    staleTime: 5 * 60_000,
  })
