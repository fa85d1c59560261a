import type { FastifyInstance } from 'fastify'
import {
  BOAT_DEPARTURES_MAX,
  BoatDetailsQuerySchema,
  boatDetailsPath,
  BoatDetailsResponseSchema,
  LiveaboardDetailsQuerySchema,
  liveaboardDetailsPath,
  LiveaboardDetailsResponseSchema,
} from '../../../contract/liveaboards.ts'
import { defineRoute } from '../../lib/route.ts'
import { boatDetails, liveaboardDetails } from './liveaboards.service.ts'

export function liveaboardsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'A liveaboard departure as divers buy it: the boat, its cabins, the route day by day, included and extra',
    description:
      'The boat that runs it (size, age, cabins and berths, crew, dive deck, tenders, nitrox, safety, first photo; `boatId` opens Boats/Details), the cabin types it sells (berths, deck, en-suite, price per person and the single-use supplement where one applies, in the trip’s currency; cabins on sale and left), the route (embarkation and disembarkation port, town, date and time, positions from the town; each day’s area, dives planned and dive sites of Places/Suggest with their positions, in order) and what is included or extra (with its price per trip, day or dive). `boat` and `route` are null while the operator has not given them. Any other kind of trip is 404.',
    method: 'GET',
    url: liveaboardDetailsPath,
    access: 'public',
    cacheable: true,
    query: LiveaboardDetailsQuerySchema,
    response: LiveaboardDetailsResponseSchema,
    errors: { 404: 'TripNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await liveaboardDetails(db, query.tempTripId, lang) }),
  })

  defineRoute(app, {
    summary: 'A liveaboard boat: what it is, its photos, its cabin plan and its coming departures',
    description: `The boat of Liveaboards/Details with its center, every photo, how many cabins of each type it has, and its departures from tomorrow on (at most ${BOAT_DEPARTURES_MAX}, soonest first, full ones included), each with its route’s name, cheapest cabin per person, cabins left and berths free in shared cabins (on sale to a diver alone when no whole cabin is).`,
    method: 'GET',
    url: boatDetailsPath,
    access: 'public',
    cacheable: true,
    query: BoatDetailsQuerySchema,
    response: BoatDetailsResponseSchema,
    errors: { 404: 'BoatNotFound' },
    handler: async ({ db, query, lang }) => ({ data: await boatDetails(db, query.boatId, lang) }),
  })
}
