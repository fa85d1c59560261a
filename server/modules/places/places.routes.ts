import type { FastifyInstance } from 'fastify'
import { PlacesSuggestQuerySchema, placesSuggestPath, PlacesSuggestResponseSchema } from '../../../contract/places.ts'
import { defineRoute } from '../../lib/route.ts'
import { suggestPlaces } from './places.service.ts'

export function placesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'Places and centers whose names hold the letters typed, for a search box',
    description:
      'Countries, regions, towns and dive sites, then dive centers and freelancers, at most 8, each with its kind, id (a place is searched with Trips/Search `place`, a center with `branchId`), name and context in the request language, and position. Names match in either language, folded as the directory folds them (Arabic letter forms and hamza, diacritics, a leading ال, Latin accents); a name that starts with what was typed comes first, then one with a word that does; a place with a name close to it when nothing holds it as typed.',
    method: 'GET',
    url: placesSuggestPath,
    access: 'public',
    cacheable: true,
    query: PlacesSuggestQuerySchema,
    response: PlacesSuggestResponseSchema,
    handler: async ({ db, query, lang }) => ({ data: await suggestPlaces(db, query.q, lang) }),
  })
}
