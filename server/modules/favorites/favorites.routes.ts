import type { FastifyInstance } from 'fastify'
import {
  favoriteIdsPath,
  FavoriteIdsResponseSchema,
  favoritesListPath,
  FavoritesListResponseSchema,
  SetFavoriteBodySchema,
  setFavoritePath,
  SetFavoriteResponseSchema,
} from '../../../contract/favorites.ts'
import { defineRoute } from '../../lib/route.ts'
import { favoriteIds, favoriteItems, setFavorite } from './favorites.service.ts'

export function favoritesRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'The ids the diver marked as favorite, by kind',
    description: 'Small on purpose: a catalogue page read from the shared cache is marked on the device with it.',
    method: 'GET',
    url: favoriteIdsPath,
    access: 'user',
    response: FavoriteIdsResponseSchema,
    handler: async ({ db, principal }) => ({ data: await favoriteIds(db, principal.userId) }),
  })

  defineRoute(app, {
    summary: 'Mark or unmark a dive center, trip or course date as favorite',
    description: 'Sets the mark to `favorite` rather than toggling, so a replay leaves the same state; send an Idempotency-Key all the same.',
    method: 'POST',
    url: setFavoritePath,
    access: 'user',
    body: SetFavoriteBodySchema,
    response: SetFavoriteResponseSchema,
    rateLimits: [{ max: 120, timeWindow: '1 minute' }],
    errors: { 404: 'NotFound (no such item to mark)' },
    handler: async ({ db, principal, body }) => {
      await setFavorite(db, app.marks, principal.userId, body.kind, body.id, body.favorite)
      return { data: body }
    },
  })

  defineRoute(app, {
    summary: 'The diver’s favorites with what a list shows of them',
    description:
      'Dive centers and freelancers, trips and course dates, newest mark first; a trip or date that has passed or is full stays, with `available: false`.',
    method: 'GET',
    url: favoritesListPath,
    access: 'user',
    response: FavoritesListResponseSchema,
    handler: async ({ db, principal, lang }) => ({ data: await favoriteItems(db, principal.userId, lang) }),
  })
}
