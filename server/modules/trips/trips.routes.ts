import type { FastifyInstance } from 'fastify'
import {
  CourseDetailsQuerySchema,
  courseDetailsPath,
  CourseDetailsResponseSchema,
  TRIPS_PAGE_SIZE,
  TripDetailsQuerySchema,
  tripDetailsPath,
  TripDetailsResponseSchema,
  TripsSearchQuerySchema,
  tripsSearchPath,
  TripsSearchResponseSchema,
} from '../../../contract/trips.ts'
import { defineRoute } from '../../lib/route.ts'
import { isFavorite } from '../favorites/favorites.service.ts'
import { courseDetails, searchDepartures, tripDetails } from './trips.service.ts'

export function tripsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'Trips, liveaboards and course dates that can be booked, ten a page',
    description:
      '`month` (YYYY-MM) limits to departures starting that month; without it, from today on. Filters: `activity`, `countryId`, `organizationId` (a trip’s center is affiliated; a course is the agency’s), `minPrice`/`maxPrice` in `currency` (compared through the rates table), `payNow`, `payLater`, `seats` (at least that many left). `sort`: date, price-asc, price-desc.',
    method: 'GET',
    url: tripsSearchPath,
    access: 'public',
    cacheable: true,
    query: TripsSearchQuerySchema,
    response: TripsSearchResponseSchema,
    errors: { 404: 'RateUnavailable' },
    handler: async ({ db, query, lang }) => {
      const { items, total, totalCapped, pageCount } = await searchDepartures(db, query, lang)
      return { data: { items, total, totalCapped }, metaData: { page: query.page, pageSize: TRIPS_PAGE_SIZE, pageCount } }
    },
  })

  defineRoute(app, {
    summary: 'A trip or liveaboard with its other dates, center, gallery, reviews and cancellation policy',
    description: '`isFavorite` is the signed-in diver’s mark.',
    method: 'GET',
    url: tripDetailsPath,
    access: 'public',
    cacheable: true,
    query: TripDetailsQuerySchema,
    response: TripDetailsResponseSchema,
    errors: { 404: 'TripNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await tripDetails(db, query.tempTripId, lang) }),
    personalize: async ({ db, principal, query }, answer) =>
      principal?.kind === 'user' && (await isFavorite(db, app.marks, principal.userId, 'trip', query.tempTripId))
        ? { ...answer, data: { ...answer.data, isFavorite: true } }
        : answer,
  })

  defineRoute(app, {
    summary: 'A course date with its other dates, agency, center, reviews and cancellation policy',
    description: '`isFavorite` is the signed-in diver’s mark.',
    method: 'GET',
    url: courseDetailsPath,
    access: 'public',
    cacheable: true,
    query: CourseDetailsQuerySchema,
    response: CourseDetailsResponseSchema,
    errors: { 404: 'CourseNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await courseDetails(db, query.tempId, lang) }),
    personalize: async ({ db, principal, query }, answer) =>
      principal?.kind === 'user' && (await isFavorite(db, app.marks, principal.userId, 'course', query.tempId))
        ? { ...answer, data: { ...answer.data, isFavorite: true } }
        : answer,
  })
}
