import { sql } from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import type * as v from 'valibot'
import { BRANCH_PAGE_SIZE, type BranchFilterSchema } from '../../../contract/branches.ts'
import type { Lang } from '../../../contract/common.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import type { Db } from '../../db/schema.ts'

type Filter = v.InferOutput<typeof BranchFilterSchema>
type Kind = 'diveCenter' | 'freelancer'

/** `%` and `_` typed by a diver are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Trigram indexes serve substrings of three characters or more. */
const TRIGRAM = 3

/**
 * One directory page: the filters of SPEC §3 plus sort, language and payment; 10 a page. Two
 * queries whatever the catalogue's size: the page (agency logos folded in) and the total.
 */
export async function findBranchPage(db: Db, kind: Kind, filter: Filter, lang: Lang) {
  const name = filter.DiveCenterName ?? ''
  const pattern = name ? likePattern(name) : null
  const searching = pattern !== null && name.length >= TRIGRAM
  // Either language: a diver may type the Arabic name on the English site. The expressions are the
  // trigram indexes' (migration 002), so a long enough pattern is an index scan.
  const matchesName = (table: 'branches' | 'b', like: string) =>
    sql<boolean>`(lower(${sql.ref(`${table}.name_en`)}) like ${like} or lower(${sql.ref(`${table}.name_ar`)}) like ${like})`

  let query = db
    // A long enough search first narrows through the trigram indexes, then sorts the few matches;
    // without one, page 1 walks the name index and stops after ten rows.
    .with((cte) => cte('candidates').materialized(), (qb) => {
      const inner = qb.selectFrom('branches').select('branches.id').where('branches.kind', '=', kind)
      // Referenced only by a search; PostgreSQL does not run a CTE nothing reads.
      return searching ? inner.where(matchesName('branches', pattern)) : inner.where(sql<boolean>`false`)
    })
    .selectFrom('branches as b')
    .where('b.kind', '=', kind)
  if (searching) query = query.where('b.id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
  else if (pattern) query = query.where(matchesName('b', pattern))
  if (filter.CountryId) query = query.where('b.country_id', '=', filter.CountryId)
  if (filter.OrganizationId) {
    const organizationId = filter.OrganizationId
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('branch_organizations as bo').select('bo.branch_id').whereRef('bo.branch_id', '=', 'b.id').where('bo.organization_id', '=', organizationId)),
    )
  }
  if (filter.Language) query = query.where(sql<boolean>`b.languages @> array[${filter.Language}]::text[]`)
  // Both ticked widen: a center that takes either way of paying is listed.
  if (filter.PayNow && filter.PayLater) query = query.where((eb) => eb.or([eb('b.pay_now', '=', true), eb('b.pay_later', '=', true)]))
  else if (filter.PayNow) query = query.where('b.pay_now', '=', true)
  else if (filter.PayLater) query = query.where('b.pay_later', '=', true)

  // Only kind and country: the total is kept by a trigger (migration 003), not counted.
  const plain = !pattern && !filter.OrganizationId && !filter.Language && !filter.PayNow && !filter.PayLater
  let countQuery = db.selectFrom('branch_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total')).where('kind', '=', kind)
  if (filter.CountryId) countQuery = countQuery.where('country_id', '=', filter.CountryId)

  const direction = filter.SortBy === 'za' ? sql`desc` : sql`asc`
  const nameColumn = lang === 'ar' ? sql.ref('b.name_ar') : sql.ref('b.name_en')
  // A search counts its few matches alongside the page (one trigram pass, not two).
  const [countRow, rows] = await Promise.all([
    plain ? countQuery.executeTakeFirstOrThrow() : searching ? undefined : query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .innerJoin('countries as c', 'c.id', 'b.country_id')
      .select(['b.id', 'b.name_en', 'b.name_ar', 'b.image_url', 'b.rate', 'b.city_en', 'b.city_ar', 'b.languages', 'b.pay_now', 'b.pay_later', 'c.name_en as country_en', 'c.name_ar as country_ar'])
      .select((eb) =>
        sql<string[]>`array(${eb
          .selectFrom('branch_organizations as bo')
          .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
          .select('o.logo_url')
          .whereRef('bo.branch_id', '=', 'b.id')
          .orderBy('o.short_name')})`.as('logos'),
      )
      .select(searching ? sql<number>`count(*) over ()`.as('matches') : sql<number>`0`.as('matches'))
      // The same expressions as the indexes (migrations 002 and 005), so page 1 is an index walk.
      .orderBy(filter.SortBy === 'rate' ? sql`b.rate desc nulls last` : sql`lower(${nameColumn}) collate "C" ${direction}`)
      .orderBy(filter.SortBy === 'rate' ? sql`b.id` : sql`b.id ${direction}`)
      .limit(BRANCH_PAGE_SIZE)
      .offset((filter.Page - 1) * BRANCH_PAGE_SIZE)
      .execute(),
  ])
  let total = Number(countRow?.total ?? rows[0]?.matches ?? 0)
  if (searching && rows.length === 0 && filter.Page > 1) {
    total = Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
  }
  return { total, rows }
}
export type BranchPageRow = Awaited<ReturnType<typeof findBranchPage>>['rows'][number]

const TRIPS_PER_KIND = 12
/** the next dates of each course shown on the detail; coursesCount tells how many there are */
const DATES_PER_COURSE = 8
const REVIEWS_SHOWN = 15

/**
 * A branch with its country, its images and its agencies aggregated as JSON in the same statement:
 * what every page that shows one center starts from.
 */
export function branchWithGalleryAndAgencies(db: Db) {
  return db
    .selectFrom('branches as b')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select(['c.name_en as country_en', 'c.name_ar as country_ar'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('branch_images as bi').select('bi.url').whereRef('bi.branch_id', '=', 'b.id').orderBy('bi.position')).as('images'),
      jsonArrayFrom(
        eb
          .selectFrom('branch_organizations as bo')
          .innerJoin('organizations as o', 'o.id', 'bo.organization_id')
          .select(['o.id', 'o.short_name', 'o.logo_url'])
          .whereRef('bo.branch_id', '=', 'b.id')
          .orderBy('o.short_name'),
      ).as('organizations'),
    ])
}

/**
 * Everything the detail page shows in one statement: the branch row with its images, agencies,
 * trip and course-date counts, next trips per kind, next dates per course and latest reviews,
 * aggregated as JSON by PostgreSQL, each through an index on the branch id, whatever the
 * catalogue's size. The same for every visitor: a diver's own marks come from Favorites.
 *
 * Dates are listed from the first one that can be booked (tomorrow: contract/departures.ts), full
 * ones included, since they are the center's schedule; each listed date carries the soonest other
 * date of the same trip or course that can be booked, which a full one offers instead of Book Now.
 */
export function findBranchDetailRow(db: Db, branchId: number) {
  const from = firstBookableDate()
  return branchWithGalleryAndAgencies(db)
    .selectAll('b')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('trips as tc')
          .select(['tc.kind', (count) => count.fn.countAll<number>().as('count')])
          .whereRef('tc.branch_id', '=', 'b.id')
          .where('tc.start_date', '>=', from)
          .groupBy('tc.kind'),
      ).as('counts'),
      // The next dates of each kind, soonest first.
      jsonArrayFrom(
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('trips as t')
              .select(['t.id', 't.kind', 't.name_en', 't.name_ar', 't.image_url', 't.days', 't.start_date', 't.seats_available', 't.number_of_dives', 't.price', 't.net_price', 't.currency'])
              .select(sql<number>`row_number() over (partition by t.kind order by t.start_date, t.id)`.as('n'))
              .whereRef('t.branch_id', '=', 'b.id')
              .where('t.start_date', '>=', from)
              .as('next'),
          )
          .selectAll('next')
          .select((inner) =>
            jsonObjectFrom(
              inner
                .selectFrom('trips as o')
                .select(['o.id', 'o.start_date'])
                .whereRef('o.branch_id', '=', 'b.id')
                .whereRef('o.kind', '=', 'next.kind')
                .whereRef('o.name_en', '=', 'next.name_en')
                .whereRef('o.id', '!=', 'next.id')
                .where('o.start_date', '>=', from)
                .where('o.seats_available', '>', 0)
                .orderBy('o.start_date')
                .orderBy('o.id')
                .limit(1),
            ).as('next_date'),
          )
          .where('next.n', '<=', TRIPS_PER_KIND)
          .orderBy('next.start_date')
          .orderBy('next.id'),
      ).as('trips'),
      eb
        .selectFrom('course_dates as cc')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('cc.branch_id', '=', 'b.id')
        .where('cc.start_date', '>=', from)
        .as('course_dates_count'),
      // The next dates of each course, soonest first.
      jsonArrayFrom(
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('course_dates as cd')
              .select(['cd.id', 'cd.template_id', 'cd.start_date', 'cd.duration_days', 'cd.seats_available', 'cd.location_en', 'cd.location_ar', 'cd.is_online', 'cd.price', 'cd.net_price', 'cd.currency'])
              .select(sql<number>`row_number() over (partition by cd.template_id order by cd.start_date, cd.id)`.as('n'))
              .whereRef('cd.branch_id', '=', 'b.id')
              .where('cd.start_date', '>=', from)
              .as('next'),
          )
          .innerJoin('course_templates as ct', 'ct.id', 'next.template_id')
          .innerJoin('organizations as o', 'o.id', 'ct.organization_id')
          .select([
            'next.id', 'next.template_id', 'next.start_date', 'next.duration_days', 'next.seats_available', 'next.location_en', 'next.location_ar', 'next.is_online',
            'next.price', 'next.net_price', 'next.currency', 'ct.name_en', 'ct.name_ar', 'ct.level_en', 'ct.level_ar', 'ct.description_en',
            'ct.description_ar', 'ct.logo_url', 'o.id as organization_id', 'o.short_name',
          ])
          .select((inner) =>
            jsonObjectFrom(
              inner
                .selectFrom('course_dates as od')
                .select(['od.id', 'od.start_date'])
                .whereRef('od.branch_id', '=', 'b.id')
                .whereRef('od.template_id', '=', 'next.template_id')
                .whereRef('od.id', '!=', 'next.id')
                .where('od.start_date', '>=', from)
                .where('od.seats_available', '>', 0)
                .orderBy('od.start_date')
                .orderBy('od.id')
                .limit(1),
            ).as('next_date'),
          )
          .where('next.n', '<=', DATES_PER_COURSE)
          .orderBy('ct.id')
          .orderBy('next.start_date')
          .orderBy('next.id'),
      ).as('courses'),
      jsonArrayFrom(
        eb
          .selectFrom('reviews as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.title', 'r.body', 'r.rate', 'r.created_at', 'u.name'])
          .whereRef('r.branch_id', '=', 'b.id')
          .orderBy('r.created_at', 'desc')
          .limit(REVIEWS_SHOWN),
      ).as('reviews'),
    ])
    .where('b.id', '=', branchId)
    .executeTakeFirst()
}
export type BranchDetailRow = NonNullable<Awaited<ReturnType<typeof findBranchDetailRow>>>
