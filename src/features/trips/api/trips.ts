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
import { api } from '../../../api/client.ts'

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
