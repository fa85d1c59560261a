import type { FavoriteKind } from '../../../contract/favorites.ts'
import type { Db } from '../../db/schema.ts'

export function findFavoriteIds(db: Db, userId: number) {
  return db.selectFrom('favorite_items').select(['kind', 'item_id']).where('user_id', '=', userId).execute()
}

/** Whether the item a mark would point at exists (a mark never dangles from the start). */
export async function itemExists(db: Db, kind: FavoriteKind, itemId: number): Promise<boolean> {
  const table = kind === 'branch' ? 'branches' : kind === 'trip' ? 'trips' : 'course_dates'
  const row = await db.selectFrom(table).select('id').where('id', '=', itemId).executeTakeFirst()
  return row !== undefined
}

export async function addFavorite(db: Db, userId: number, kind: FavoriteKind, itemId: number): Promise<void> {
  await db
    .insertInto('favorite_items')
    .values({ user_id: userId, kind, item_id: itemId })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function removeFavorite(db: Db, userId: number, kind: FavoriteKind, itemId: number): Promise<void> {
  await db.deleteFrom('favorite_items').where('user_id', '=', userId).where('kind', '=', kind).where('item_id', '=', itemId).execute()
}

/** The diver's marked branches with their country and city, newest mark first. */
export function findFavoriteBranches(db: Db, userId: number) {
  return db
    .selectFrom('favorite_items as f')
    .innerJoin('branches as b', 'b.id', 'f.item_id')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select([
      'b.id',
      'b.kind',
      'b.name_en',
      'b.name_ar',
      'b.image_url',
      'b.city_en',
      'b.city_ar',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
      'f.created_at',
    ])
    .where('f.user_id', '=', userId)
    .where('f.kind', '=', 'branch')
    .execute()
}

export function findFavoriteTrips(db: Db, userId: number) {
  return db
    .selectFrom('favorite_items as f')
    .innerJoin('trips as t', 't.id', 'f.item_id')
    .innerJoin('branches as b', 'b.id', 't.branch_id')
    .select([
      't.id',
      't.name_en',
      't.name_ar',
      't.image_url',
      't.start_date',
      't.seats_available',
      't.net_price',
      't.currency',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'f.created_at',
    ])
    .where('f.user_id', '=', userId)
    .where('f.kind', '=', 'trip')
    .execute()
}

export function findFavoriteCourses(db: Db, userId: number) {
  return db
    .selectFrom('favorite_items as f')
    .innerJoin('course_dates as cd', 'cd.id', 'f.item_id')
    .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .innerJoin('branches as b', 'b.id', 'cd.branch_id')
    .select([
      'cd.id',
      'ct.name_en',
      'ct.name_ar',
      'ct.logo_url',
      'cd.start_date',
      'cd.seats_available',
      'cd.net_price',
      'cd.currency',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'f.created_at',
    ])
    .where('f.user_id', '=', userId)
    .where('f.kind', '=', 'course')
    .execute()
}
