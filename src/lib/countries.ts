import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { CountriesResponseSchema, getCountriesPath } from '../../contract/general.ts'
import { api } from '../api/client.ts'

/** The countries that have a branch: the country filter of the directory and the trips area (one cache entry). */
export const usedCountriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['used-countries', lang] as const,
    queryFn: ({ signal }) => api.get(getCountriesPath, CountriesResponseSchema, { query: { UsedOnly: true }, signal }),
    staleTime: 60 * 60_000,
  })
