import { queryOptions } from '@tanstack/react-query'
import { ratesPath, RatesResponseSchema } from '../../contract/wallet.ts'
import { api } from '../api/client.ts'

/**
 * The one rates table every price is converted with, on the device: the same for every language
 * and currency (neither is in the key), persisted with the cache so converted prices work offline.
 */
export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'rates'] as const,
    queryFn: ({ signal }) => api.get(ratesPath, RatesResponseSchema, { signal }),
    staleTime: 6 * 60 * 60_000,
  })
