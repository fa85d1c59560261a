import { queryOptions } from '@tanstack/react-query'
import type { Currency, Lang } from '../../../../contract/common.ts'
import {
  CourseDetailsResponseSchema,
  courseDetailsPath,
  TripDetailsResponseSchema,
  tripDetailsPath,
  TripsSearchResponseSchema,
  tripsQueryOf,
  tripsSearchPath,
  usesCurrency,
} from '../../../../contract/trips.ts'
import { api } from '../../../api/client.ts'
import { queryRoots } from '../../../lib/query-keys.ts'
import type { TripsSearch } from '../search.ts'

/**
 * Keys carry the language; the diver's currency only when a price bound is given in it (prices are
 * otherwise converted on the device, so one answer serves every currency).
 */
export const tripKeys = {
  all: queryRoots.trips,
  search: (search: TripsSearch, month: string, lang: Lang, currency: Currency) =>
    [...tripKeys.all, 'search', lang, usesCurrency(search) ? currency : null, month, search] as const,
  trip: (id: number, lang: Lang) => [...tripKeys.all, 'trip', id, lang] as const,
  course: (id: number, lang: Lang) => [...tripKeys.all, 'course', id, lang] as const,
}

export const tripsSearchQueryOptions = (search: TripsSearch, month: string, lang: Lang, currency: Currency) =>
  queryOptions({
    queryKey: tripKeys.search(search, month, lang, currency),
    queryFn: ({ signal }) => api.get(tripsSearchPath, TripsSearchResponseSchema, { query: { ...tripsQueryOf(search, month, currency), lang }, signal }),
  })

export const tripDetailsQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: tripKeys.trip(id, lang),
    queryFn: ({ signal }) => api.get(tripDetailsPath, TripDetailsResponseSchema, { query: { tempTripId: id, lang }, signal }),
  })

export const courseDetailsQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: tripKeys.course(id, lang),
    queryFn: ({ signal }) => api.get(courseDetailsPath, CourseDetailsResponseSchema, { query: { tempId: id, lang }, signal }),
  })
