import * as v from 'valibot'
import { envelope } from './common.ts'

/**
 * A diver's favorites: dive centers and freelancers (`branch`), trips (`trip`, the tempTripId)
 * and course dates (`course`, the tempId) — the ids the link targets of SPEC §2.3 carry.
 */
export const favoriteKinds = ['branch', 'trip', 'course'] as const
export type FavoriteKind = (typeof favoriteKinds)[number]
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/** The diver's marks only: small, so a catalogue page read from the shared cache can be marked on top. */
export const favoriteIdsPath = '/Favorites/Ids'
export const FavoriteIdsSchema = v.object({ branch: v.array(v.number()), trip: v.array(v.number()), course: v.array(v.number()) })
export type FavoriteIds = v.InferOutput<typeof FavoriteIdsSchema>
export const FavoriteIdsResponseSchema = envelope(FavoriteIdsSchema)

/**
 * Sets a mark to a value rather than toggling it, so a replayed request (offline queue, retry)
 * leaves the same state as the first.
 */
export const setFavoritePath = '/Favorites/Set'
export const SetFavoriteBodySchema = v.object({ kind: v.picklist(favoriteKinds), id: Id, favorite: v.boolean() })
export type SetFavoriteBody = v.InferOutput<typeof SetFavoriteBodySchema>
export const SetFavoriteResponseSchema = envelope(SetFavoriteBodySchema)

/** What `/user/favorite-courses` lists, in the request's language, newest mark first. */
export const favoritesListPath = '/Favorites/List'
export const FavoriteItemSchema = v.object({
  kind: v.picklist(favoriteKinds),
  id: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  /** the branch for trips and courses; the country and city for a branch */
  subtitle: v.string(),
  /** YYYY-MM-DD for trips and courses, null for a branch */
  startDate: v.nullable(v.string()),
  /** trips and courses that have started or gone are kept, marked unavailable */
  available: v.boolean(),
  netPrice: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  /** a branch that is a freelance instructor rather than a dive center (false for trips and courses) */
  freelancer: v.boolean(),
  /** the branch a trip or course belongs to (its id) */
  branchId: v.number(),
  addedAt: v.string(),
})
export type FavoriteItem = v.InferOutput<typeof FavoriteItemSchema>
export const FavoritesListResponseSchema = envelope(v.array(FavoriteItemSchema))
