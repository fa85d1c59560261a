import { queryOptions } from '@tanstack/react-query'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import type { Currency, Lang } from '../../../../contract/common.ts'
import {
  CourseDetailsResponseSchema,
  courseDetailsRequest,
  TripDetailsResponseSchema,
  tripDetailsRequest,
  hasRange,
  TripsMarkersResponseSchema,
  tripsMarkersPath,
  tripsQueryOf,
  TripsSearchResponseSchema,
  tripsSearchRequest,
  usesCurrency,
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

/** What the results map shows: its viewport as Trips/Markers reads it and the whole zoom it clusters by. */
export type MapView = { bbox: string; zoom: number }

/**
 * The markers of the list's search in the map's viewport: the same filters as the list (its sort, page
 * and area aside: the map asks for what it shows), so the two cannot disagree. The key follows the
 * list's (language, currency only with a price bound, month only without days) and adds the view.
 */
export const tripsMarkersQueryOptions = (search: TripsSearch, month: string, lang: Lang, currency: Currency, view: MapView) => {
  const filters: TripsSearch = { ...search, sort: undefined, page: undefined, bbox: undefined }
  const query = { ...tripsQueryOf(filters, month, currency), sort: undefined, page: undefined, bbox: view.bbox, zoom: view.zoom, lang }
  return queryOptions({
    queryKey: [...queryRoots.trips, 'markers', lang, usesCurrency(search) ? currency : null, hasRange(search) ? null : month, filters, view] as const,
    queryFn: ({ signal }) => api.send({ method: 'GET', path: tripsMarkersPath, query }, TripsMarkersResponseSchema, { signal }),
  })
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
