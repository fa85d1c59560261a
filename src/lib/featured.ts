import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { TripsSearchResponseSchema, upcomingDeparturesRequest } from '../../contract/trips.ts'
import { api } from '../api/client.ts'
import { queryRoots } from './query-keys.ts'

// The home's sections and the country pages read these. The departures' request is the home's first
// view's (contract/entry-pages.ts); the other calls import their contract file when they run.

/**
 * Countries with dive centers and their counts: the home's search panel and destinations, `/countries`
 * and a country page read one cache entry. The names come in the request's language.
 */
export const destinationsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['destinations', lang] as const,
    queryFn: async ({ signal }) => {
      const { destinationsPath, DestinationsResponseSchema } = await import('../../contract/general.ts')
      return api.get(destinationsPath, DestinationsResponseSchema, { signal })
    },
    staleTime: 60 * 60_000,
  })

/**
 * The next departures (trips, liveaboards, course dates) anywhere or in one country: the first page of
 * the trips search, so the short lists of the home and a country page cost the same at any catalogue
 * size. Its key and request are the home's first view's (contract/entry-pages.ts): a first visit's
 * home carries the answer under this key.
 */
export const upcomingDeparturesQueryOptions = (lang: Lang, countryId?: number) => {
  const { key, call } = upcomingDeparturesRequest(lang, countryId)
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.send(call, TripsSearchResponseSchema, { signal }),
  })
}

/** Best rated dive centers first (the directory call sorted by rate), anywhere or in one country. */
export const topCentersQueryOptions = (lang: Lang, countryId?: number) =>
  queryOptions({
    queryKey: [...queryRoots.branches, 'top', lang, countryId ?? null] as const,
    queryFn: async ({ signal }) => {
      const { BranchListResponseSchema, diveCentersPath } = await import('../../contract/branches.ts')
      return api.post(diveCentersPath, BranchListResponseSchema, {
        query: { isEnglish: lang === 'en' },
        body: { SortBy: 'rate', Page: 1, CountryId: countryId ?? null },
        signal,
      })
    },
  })
