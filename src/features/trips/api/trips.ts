import { queryOptions } from '@tanstack/react-query'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import type { Currency, Lang } from '../../../../contract/common.ts'
import {
  CourseDetailsResponseSchema,
  courseDetailsRequest,
  TripDetailsResponseSchema,
  tripDetailsRequest,
  TripsSearchResponseSchema,
  tripsSearchRequest,
} from '../../../../contract/trips.ts'
import { LiveaboardDetailsResponseSchema, liveaboardDetailsPath } from '../../../../contract/liveaboards.ts'
import { api } from '../../../api/client.ts'
import { queryRoots } from '../../../lib/query-keys.ts'

// The trips area's keys and requests are the entry pages' (contract/trips.ts, listed in
// contract/entry-pages.ts): a first visit's page carries their answers under these keys.

export const tripsSearchQueryOptions = (search: TripsSearch, month: string, lang: Lang, currency: Currency) => {
  const { key, call } = tripsSearchRequest(search, month, lang, currency)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, TripsSearchResponseSchema, { signal }) })
}

export const tripDetailsQueryOptions = (id: number, lang: Lang) => {
  const { key, call } = tripDetailsRequest(id, lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, TripDetailsResponseSchema, { signal }) })
}

export const courseDetailsQueryOptions = (id: number, lang: Lang) => {
  const { key, call } = courseDetailsRequest(id, lang)
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => api.send(call, CourseDetailsResponseSchema, { signal }) })
}

// A liveaboard's boat, cabins, route and extras (decision 027): not an entry page, so its key is the
// area's own, under the trips root so that a booking's change of seats marks its cabins stale too.
export const liveaboardQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: [...queryRoots.trips, 'liveaboard', id, lang] as const,
    queryFn: ({ signal }) => api.get(liveaboardDetailsPath, LiveaboardDetailsResponseSchema, { query: { tempTripId: id, lang }, signal }),
  })
