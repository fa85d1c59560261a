import type { Lang } from '../../../contract/common.ts'
import type { FavoriteIds, FavoriteItem, FavoriteKind } from '../../../contract/favorites.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { todayUtc } from '../../../contract/departures.ts'
import {
  addFavorite,
  findFavoriteBranches,
  findFavoriteCourses,
  findFavoriteIds,
  findFavoriteTrips,
  itemExists,
  removeFavorite,
} from './favorites.repository.ts'
import type { MarksCache } from '../../lib/marks-cache.ts'
import { localized } from '../../lib/lang.ts'

/** Whether the diver marked this item: from the process's marks cache, or one small query that fills it. */
export async function isFavorite(db: Db, marks: MarksCache, userId: number, kind: FavoriteKind, itemId: number): Promise<boolean> {
  let known = marks.get(userId)
  if (!known) {
    known = { branch: new Set(), trip: new Set(), course: new Set() }
    for (const row of await findFavoriteIds(db, userId)) known[row.kind].add(row.item_id)
    marks.set(userId, known)
  }
  return known[kind].has(itemId)
}

export async function favoriteIds(db: Db, userId: number): Promise<FavoriteIds> {
  const ids: FavoriteIds = { branch: [], trip: [], course: [] }
  for (const row of await findFavoriteIds(db, userId)) ids[row.kind].push(row.item_id)
  return ids
}

/** Sets the mark to a value: a replay (offline queue, a retry) leaves the same state as the first. */
export async function setFavorite(db: Db, marks: MarksCache, userId: number, kind: FavoriteKind, itemId: number, favorite: boolean): Promise<void> {
  marks.forget(userId)
  if (!favorite) return removeFavorite(db, userId, kind, itemId)
  if (!(await itemExists(db, kind, itemId))) throw new HttpError(404, 'NotFound')
  await addFavorite(db, userId, kind, itemId)
}

/** What `/user/favorite-courses` lists: dive centers, trips and course dates, newest mark first. */
export async function favoriteItems(db: Db, userId: number, lang: Lang): Promise<FavoriteItem[]> {
  const today = todayUtc()
  const [branches, trips, courses] = await Promise.all([findFavoriteBranches(db, userId), findFavoriteTrips(db, userId), findFavoriteCourses(db, userId)])
  const items: FavoriteItem[] = [
    ...branches.map((row) => ({
      kind: 'branch' as const,
      id: row.id,
      name: localized(row, 'name', lang),
      imageUrl: row.image_url,
      subtitle: `${localized(row, 'city', lang)}, ${localized(row, 'country', lang)}`,
      startDate: null,
      available: true,
      netPrice: null,
      currency: null,
      freelancer: row.kind === 'freelancer',
      branchId: row.id,
      addedAt: row.created_at.toISOString(),
    })),
    ...[
      ...trips.map((row) => ({ ...row, kind: 'trip' as const, image: row.image_url })),
      ...courses.map((row) => ({ ...row, kind: 'course' as const, image: row.logo_url })),
    ].map((row) => ({
      kind: row.kind,
      id: row.id,
      name: localized(row, 'name', lang),
      imageUrl: row.image,
      subtitle: localized(row, 'branch', lang),
      startDate: row.start_date,
      available: row.start_date > today && row.seats_available > 0,
      netPrice: Number(row.net_price),
      currency: row.currency,
      freelancer: false,
      branchId: row.branch_id,
      addedAt: row.created_at.toISOString(),
    })),
  ]
  return items.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.kind.localeCompare(b.kind) || a.id - b.id)
}
