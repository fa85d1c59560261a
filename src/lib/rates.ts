import { queryOptions } from '@tanstack/react-query'
import { RatesResponseSchema, ratesRequest } from '../../contract/wallet.ts'
import { api } from '../api/client.ts'

/**
 * The one rates table every price is converted with, on the device: the same for every language
 * and currency (neither is in the key), persisted with the cache so converted prices work offline.
 */
export const ratesQueryOptions = () => {
  const { key, call } = ratesRequest()
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, RatesResponseSchema, { signal }), staleTime: 6 * 60 * 60_000 })
}
