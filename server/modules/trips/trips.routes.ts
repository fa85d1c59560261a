import type { FastifyInstance } from 'fastify'
import {
  CENTER_ZOOM,
  MARKER_GAP,
  MARKER_LABEL,
  CourseDetailsQuerySchema,
  courseDetailsPath,
  CourseDetailsResponseSchema,
  TRIPS_PAGE_SIZE,
  TripDetailsQuerySchema,
  tripDetailsPath,
  TripDetailsResponseSchema,
  MARKER_COUNT_CAP,
  MARKERS_MAX,
  TripsMarkersQuerySchema,
  tripsMarkersPath,
  TripsMarkersResponseSchema,
  TripsSearchQuerySchema,
  tripsSearchPath,
  TripsSearchResponseSchema,
} from '../../../contract/trips.ts'
import { defineRoute } from '../../lib/route.ts'
import { isFavorite } from '../favorites/favorites.service.ts'
import { searchDepartures, searchMarkers } from './search.service.ts'
import { courseDetails, tripDetails } from './trips.service.ts'

export function tripsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'Trips, liveaboards and course dates that can be booked, by place and dates, ten a page',
    description: [
      'When: `month` (YYYY-MM) lists departures starting that month; `from` and `to` (YYYY-MM-DD, at most 60 days, `to` not before `from`) those that start and end within them, `flex` (0, 1, 3 or 7) days wider at both ends; neither, from tomorrow on. A month and a range together, or `flex` without a range, is a 400.',
      'Where: `place` (a country, region, town or dive site of Places/Suggest: a site lists the trips that dive it), `branchId` (one center), `countryId`, `bbox` (`west,south,east,north`: centers in a map’s viewport). An unknown place or center is a 400 on its field; places that do not overlap (Dahab in Jordan) list nothing.',
      'Filters: `activity`, `length` (1, 2-4, 5-8, 9+ days), `level` (of courses; trips are listed whatever it is, and the answer says so in `levelFilters`), `seats` (the divers going: at least that many left, and on a liveaboard sold by cabin one type of cabin that takes them all, decision 053), `organizationId` (a trip’s center is affiliated; a course is the agency’s), `minPrice`/`maxPrice` in `currency` (compared through the rates table), `payNow`, `payLater`.',
      '`sort`: date, price-asc, price-desc, rating (the center’s, unrated last), distance (of the center from `lat`/`lng`, or else from `place`; needing one of them). Each item carries its center’s `rating`, position and, with a place or position, `distanceKm`; `place` names what the search is narrowed to. Pages past the last are empty; `total` stops at 1,000 (`totalCapped`).',
    ].join(' '),
    method: 'GET',
    url: tripsSearchPath,
    access: 'public',
    cacheable: true,
    query: TripsSearchQuerySchema,
    response: TripsSearchResponseSchema,
    errors: { 404: 'RateUnavailable' },
    handler: async ({ db, query, lang }) => {
      const { pageCount, ...data } = await searchDepartures(db, query, lang)
      return { data, metaData: { page: query.page, pageSize: TRIPS_PAGE_SIZE, pageCount } }
    },
  })

  defineRoute(app, {
    summary: 'The markers of a search in a map’s viewport: clusters, or single centers when zoomed in',
    description: `The filters of Trips/Search, with \`bbox\` (\`west,south,east,north\`) and \`zoom\` required. The departures are clustered in grid cells of 128 px of MapLibre’s map: ${90 / 2 ** 6}° at zoom 6, halving with each zoom; below zoom ${CENTER_ZOOM} by the towns of their centers, from it on by the centers’ own positions, a marker of one center being that center’s (\`kind\` \`center\`). Markers whose labels (${MARKER_LABEL.width} × ${MARKER_LABEL.height} px, ${MARKER_GAP} px apart) would overlap at the zoom are joined too, so none covers another. Each marker has its position, its departures counted to ${MARKER_COUNT_CAP} (\`countCapped\` past it), the lowest net price in US dollars, the center a tap shows (the cluster’s cheapest) and that cheapest departure (its kind, id, name and first day) for the card to link to. At most ${MARKERS_MAX} markers; \`truncated\` says more centers matched (zoom in or narrow the filters). Markers and the list of the same filters and viewport count the same departures.`,
    method: 'GET',
    url: tripsMarkersPath,
    access: 'public',
    cacheable: true,
    query: TripsMarkersQuerySchema,
    response: TripsMarkersResponseSchema,
    errors: { 404: 'RateUnavailable' },
    handler: async ({ db, query, lang }) => ({ data: await searchMarkers(db, query, lang) }),
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
