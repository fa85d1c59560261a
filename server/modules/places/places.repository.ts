import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

/** Suggested places and centers, each at most this many. */
const PLACES_SHOWN = 6
const CENTERS_SHOWN = 4
/** More distinct words than this start with what was typed (a letter or two): each gives fewer centers. */
const CENTER_WORDS = 20

/** A place's columns with its parent's and country's names, for its suggestion or a search's place. */
function placeRows(db: Db) {
  return db
    .selectFrom('places as p')
    .leftJoin('places as parent', 'parent.id', 'p.parent_id')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select([
      'p.id',
      'p.kind',
      'p.parent_id',
      'p.name_en',
      'p.name_ar',
      'p.lat',
      'p.lng',
      'parent.kind as parent_kind',
      'parent.name_en as parent_en',
      'parent.name_ar as parent_ar',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
    ])
}
export type PlaceRow = Awaited<ReturnType<ReturnType<typeof placeRows>['executeTakeFirstOrThrow']>>

/**
 * Places whose names hold what was typed, folded as the stored names are (migration 010's
 * `search_fold` on both sides): the name itself first, then a name that starts with it, then one
 * with a word that does, then the rest; countries before regions, towns and sites. When no name holds it, the names with a
 * word close to it (a typo). The table holds the catalogue's geography, not its departures: its size
 * does not grow with the catalogue.
 */
export async function findPlacesLike(db: Db, typed: string, match: 'substring' | 'similar'): Promise<PlaceRow[]> {
  const folded = sql<string>`search_fold(${typed})`
  const escaped = sql<string>`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`
  const isName = sql<boolean>`(search_fold(p.name_en) = ${folded} or search_fold(p.name_ar) = ${folded})`
  const startsName = sql<boolean>`(search_fold(p.name_en) like ${escaped} || '%' or search_fold(p.name_ar) like ${escaped} || '%')`
  const startsWord = sql<boolean>`(' ' || p.search_name) like '% ' || ${escaped} || '%'`
  return placeRows(db)
    .where(match === 'substring' ? sql<boolean>`p.search_name like '%' || ${escaped} || '%'` : sql<boolean>`${folded} <% p.search_name`)
    .orderBy(
      match === 'substring'
        ? sql`case when ${isName} then 0 when ${startsName} then 1 when ${startsWord} then 2 else 3 end`
        : sql`word_similarity(${folded}, p.search_name) desc`,
    )
    .orderBy(sql`array_position(array['country', 'region', 'town', 'site'], p.kind)`)
    .orderBy(sql`length(p.name_en)`)
    .orderBy('p.id')
    .limit(PLACES_SHOWN)
    .execute()
}

/**
 * Centers (dive centers and freelancers) with a word of their name starting with the last word
 * typed and holding the others, the best rated first. The words come from the catalogue's distinct
 * words (migration 014), and each gives at most its best few centers from the index that keeps them
 * in rating order, so the answer costs the same at 200 or 100,000 branches.
 */
export async function findCentersLike(db: Db, words: string[]) {
  const last = words.at(-1) ?? ''
  const prefix = sql<string>`search_fold(${last})`
  // One plan for whatever was typed, the prepared statement's generic one (its shape never depends on
  // the words): what was typed is folded in sub-selects and the limits are written in, so a plan made
  // for "marsa" costs what the generic plan costs and PostgreSQL keeps the generic one. With the
  // values in view it estimated the generic plan dearer at 100,000 branches and planned each request
  // afresh: 0.5 ms of the 0.7 the suggestions took more than on the seed.
  const matching = db
    .selectFrom('search_words')
    .select('word')
    // A range of the words' index ("C" collation): every word that starts with the prefix, and no other.
    .where(sql<boolean>`word >= (select ${prefix}) and word < (select ${prefix} || chr(1114111))`)
    .limit(sql.lit(CENTER_WORDS))
  // Per kind, so each is one ordered walk of the index that keeps a word's centers by rating.
  const bestOf = (kind: 'diveCenter' | 'freelancer') =>
    db
      .selectFrom(matching.as('m'))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('branch_words as w')
            .select('w.branch_id')
            .where(sql<boolean>`w.kind = ${sql.lit(kind)}`)
            .whereRef('w.word', '=', 'm.word')
            .orderBy(sql`w.rate desc nulls last`)
            .orderBy('w.branch_id')
            .limit(sql.lit(CENTERS_SHOWN))
            .as('x'),
        (join) => join.onTrue(),
      )
      .select('x.branch_id')
  let query = db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .leftJoin('places as town', 'town.id', 'b.town_id')
    .select([
      'b.id',
      'b.name_en',
      'b.name_ar',
      'b.city_en',
      'b.city_ar',
      'b.lat',
      'b.lng',
      'town.lat as town_lat',
      'town.lng as town_lng',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
    ])
    .where('b.id', 'in', bestOf('diveCenter').unionAll(bestOf('freelancer')))
  for (const word of words.slice(0, -1)) query = query.where(sql<boolean>`b.search_name like (select '%' || search_fold(${word}) || '%')`)
  return query
    .orderBy(sql`b.rate desc nulls last`)
    .orderBy('b.id')
    .limit(sql.lit(CENTERS_SHOWN))
    .execute()
}
export type CenterRow = Awaited<ReturnType<typeof findCentersLike>>[number]

/** Every place with its parent: the atlas a search finds its place's level, ancestors and towns in. */
export function findAtlas(db: Db) {
  return db.selectFrom('places').select(['id', 'kind', 'parent_id', 'country_id', 'lat', 'lng']).orderBy('id').execute()
}
export type AtlasRow = Awaited<ReturnType<typeof findAtlas>>[number]

/** A place as a search names it. */
export function findPlace(db: Db, id: number) {
  return placeRows(db).where('p.id', '=', id).executeTakeFirst()
}

/** A country's place (the trips search's `countryId`). */
export async function findCountryPlaceId(db: Db, countryId: number): Promise<number | undefined> {
  const row = await db.selectFrom('places').select('id').where('kind', '=', 'country').where('country_id', '=', countryId).executeTakeFirst()
  return row?.id
}

/** A center as a search names it, with its town (null when it has none). */
export function findCenter(db: Db, id: number) {
  return db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .leftJoin('places as town', 'town.id', 'b.town_id')
    .select([
      'b.id',
      'b.name_en',
      'b.name_ar',
      'b.city_en',
      'b.city_ar',
      'b.lat',
      'b.lng',
      'b.town_id',
      'town.lat as town_lat',
      'town.lng as town_lng',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst()
}
