import { sql } from 'kysely'
import type * as v from 'valibot'
import { TRIPS_PAGE_SIZE, type TripsSearchQuerySchema } from '../../../contract/trips.ts'
import type { Db } from '../../db/schema.ts'
import { branchWithGalleryAndAgencies, courseTemplateColumns } from '../branches/branches.repository.ts'

type Search = v.InferOutput<typeof TripsSearchQuerySchema>
/** The search's date window and prices already turned into US dollars. */
export type SearchWindow = { from: string; until: string | null; minUsd: number | null; maxUsd: number | null }

/**
 * What both kinds of departure are filtered by, over the aliases both queries share: `t` the
 * departure, `b` its center. A departure in a currency without a rate has no dollar price and is left out.
 */
function departureConditions(search: Search, window: SearchWindow) {
  const conditions = [sql`t.start_date >= ${window.from}`, sql`t.seats_available >= ${search.seats ?? 1}`, sql`t.net_price_usd is not null`]
  if (window.until) conditions.push(sql`t.start_date < ${window.until}`)
  if (search.countryId) conditions.push(sql`b.country_id = ${search.countryId}`)
  // Both ticked widen: a center that takes either way of paying is listed.
  if (search.payNow && search.payLater) conditions.push(sql`(b.pay_now or b.pay_later)`)
  else if (search.payNow) conditions.push(sql`b.pay_now`)
  else if (search.payLater) conditions.push(sql`b.pay_later`)
  if (window.minUsd !== null) conditions.push(sql`t.net_price_usd >= ${window.minUsd}`)
  if (window.maxUsd !== null) conditions.push(sql`t.net_price_usd <= ${window.maxUsd}`)
  return sql<boolean>`${sql.join(conditions, sql` and `)}`
}

/** Departures of the three trip kinds and liveaboards, shaped like course dates so both can be listed together. */
function tripDepartures(db: Db, search: Search, window: SearchWindow) {
  let query = db
    .selectFrom('trips as t')
    .innerJoin('branches as b', 'b.id', 't.branch_id')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select([
      sql<string>`t.kind::text`.as('activity'),
      't.id',
      't.name_en',
      't.name_ar',
      't.image_url',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
      'b.city_en',
      'b.city_ar',
      't.start_date',
      't.days',
      't.seats_available',
      't.number_of_dives',
      't.price',
      't.net_price',
      't.currency',
      sql<string | null>`null::text`.as('organization_name'),
      sql<string | null>`null::text`.as('level_en'),
      sql<string | null>`null::text`.as('level_ar'),
      'b.pay_now',
      'b.pay_later',
      sql<string>`t.net_price_usd`.as('usd'),
    ])
    .where(departureConditions(search, window))
  if (search.activity) query = query.where('t.kind', '=', search.activity as 'diving')
  if (search.organizationId) {
    const id = search.organizationId
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('branch_organizations as bo').select('bo.branch_id').whereRef('bo.branch_id', '=', 'b.id').where('bo.organization_id', '=', id)),
    )
  }
  return query
}

function courseDepartures(db: Db, search: Search, window: SearchWindow) {
  let query = db
    .selectFrom('course_dates as t')
    .innerJoin('course_templates as ct', 'ct.id', 't.template_id')
    .innerJoin('organizations as o', 'o.id', 'ct.organization_id')
    .innerJoin('branches as b', 'b.id', 't.branch_id')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .select([
      sql<string>`'course'`.as('activity'),
      't.id',
      'ct.name_en',
      'ct.name_ar',
      'ct.logo_url as image_url',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'c.name_en as country_en',
      'c.name_ar as country_ar',
      'b.city_en',
      'b.city_ar',
      't.start_date',
      't.duration_days as days',
      't.seats_available',
      sql<number>`0`.as('number_of_dives'),
      't.price',
      't.net_price',
      't.currency',
      'o.short_name as organization_name',
      'ct.level_en',
      'ct.level_ar',
      'b.pay_now',
      'b.pay_later',
      sql<string>`t.net_price_usd`.as('usd'),
    ])
    .where(departureConditions(search, window))
  if (search.organizationId) query = query.where('ct.organization_id', '=', search.organizationId)
  return query
}

/** Past this many matches the total is shown as "1,000+": counting further would cost what the catalogue holds. */
export const COUNT_CAP = 1000

/**
 * The departures a total counts, up to the cap: the departure tables alone unless a filter is about
 * the center, so a month's count is a walk of the start-date index that carries what the filters
 * test (migration 012), never a row read nor a join per departure. Every departure has a center in
 * a country (foreign keys), so leaving the join out changes no total.
 */
function departureCounts(db: Db, search: Search, window: SearchWindow) {
  const aboutCenter = Boolean(search.countryId || search.payNow || search.payLater)
  const organizationId = search.organizationId
  let trips = db.selectFrom('trips as t').select(sql<number>`1`.as('one'))
  if (aboutCenter) trips = trips.innerJoin('branches as b', 'b.id', 't.branch_id')
  trips = trips.where(departureConditions(search, window))
  if (search.activity) trips = trips.where('t.kind', '=', search.activity as 'diving')
  if (organizationId) {
    trips = trips.where((eb) =>
      eb.exists(
        eb
          .selectFrom('branch_organizations as bo')
          .select('bo.branch_id')
          .whereRef('bo.branch_id', '=', 't.branch_id')
          .where('bo.organization_id', '=', organizationId),
      ),
    )
  }
  let courses = db.selectFrom('course_dates as t').select(sql<number>`1`.as('one'))
  if (aboutCenter) courses = courses.innerJoin('branches as b', 'b.id', 't.branch_id')
  courses = courses.where(departureConditions(search, window))
  if (organizationId) {
    courses = courses.where((eb) =>
      eb.exists(
        eb.selectFrom('course_templates as ct').select('ct.id').whereRef('ct.id', '=', 't.template_id').where('ct.organization_id', '=', organizationId),
      ),
    )
  }
  return {
    trips: db.selectFrom(trips.limit(COUNT_CAP + 1).as('tc')).select('tc.one'),
    courses: db.selectFrom(courses.limit(COUNT_CAP + 1).as('cc')).select('cc.one'),
  }
}

/**
 * One page of departures and their total. Each table gives its first `page × 10` in the search's
 * order, walking its start-date index (migration 005), and the page is cut from the merge; the
 * total stops counting at COUNT_CAP. Page 1 of a month therefore costs the same at 200 or 20,000
 * centers; sorted by price, each walks its dollar-price index (migration 006) the same way.
 */
export async function findDeparturePage(db: Db, search: Search, window: SearchWindow) {
  const trips = search.activity !== 'course'
  const courses = !search.activity || search.activity === 'course'
  const need = search.page * TRIPS_PAGE_SIZE
  const byPrice = search.sort !== 'date'
  const direction = search.sort === 'price-desc' ? sql`desc` : sql`asc`
  const inner = byPrice ? sql`t.net_price_usd ${direction}, t.start_date, t.id` : sql`t.start_date, t.id`
  const tripPart = db.selectFrom(tripDepartures(db, search, window).orderBy(inner).limit(need).as('tp')).selectAll()
  const coursePart = db.selectFrom(courseDepartures(db, search, window).orderBy(inner).limit(need).as('cp')).selectAll()
  const union = trips && courses ? tripPart.unionAll(coursePart) : trips ? tripPart : coursePart
  const outer = byPrice ? sql`d.usd ${direction}, d.start_date, d.id, d.activity` : sql`d.start_date, d.id, d.activity`
  const counts = departureCounts(db, search, window)
  const countUnion = trips && courses ? counts.trips.unionAll(counts.courses) : trips ? counts.trips : counts.courses
  const [rows, count] = await Promise.all([
    db
      .selectFrom(union.as('d'))
      .selectAll()
      .orderBy(outer)
      .limit(TRIPS_PAGE_SIZE)
      .offset((search.page - 1) * TRIPS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom(countUnion.as('n'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  const total = Number(count.total)
  return { rows, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP }
}
export type DepartureRow = Awaited<ReturnType<typeof findDeparturePage>>['rows'][number]

/** US dollars per unit of a currency (the rates table holds units per dollar). */
export async function findRate(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('currency_rates').select('per_usd').where('code', '=', code).executeTakeFirst()
  return row ? Number(row.per_usd) : undefined
}

/** A branch as the details pages show it, with its policy, meeting point and contacts. */
function branchSummary(db: Db) {
  return branchWithGalleryAndAgencies(db).select([
    'b.id as branch_id',
    'b.name_en as branch_en',
    'b.name_ar as branch_ar',
    'b.image_url as branch_image',
    'b.rate',
    'b.city_en',
    'b.city_ar',
    'b.lat',
    'b.lng',
    'b.pay_now',
    'b.pay_later',
    'b.tel',
    'b.mobile',
    'b.email',
    'b.whatsapp',
    'b.cancellation_policy',
    'b.free_cancellation_hours',
    'b.meeting_point_en',
    'b.meeting_point_ar',
  ])
}
export type BranchSummaryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof branchSummary>['executeTakeFirst']>>>

export function findBranchSummary(db: Db, branchId: number) {
  return branchSummary(db).where('b.id', '=', branchId).executeTakeFirst()
}

export function findTrip(db: Db, tripId: number) {
  return db.selectFrom('trips').selectAll().where('id', '=', tripId).executeTakeFirst()
}

export function findCourseDate(db: Db, courseDateId: number) {
  return db
    .selectFrom('course_dates as cd')
    .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .innerJoin('organizations as o', 'o.id', 'ct.organization_id')
    .selectAll('cd')
    .select([...courseTemplateColumns, 'o.name_en as organization_en', 'o.name_ar as organization_ar', 'o.logo_url as organization_logo'])
    .where('cd.id', '=', courseDateId)
    .executeTakeFirst()
}

/** The other dates of the same trip (same center, name and kind) from `from` on, soonest first. */
export function findOtherTripDates(db: Db, trip: { id: number; branch_id: number; name_en: string; kind: string }, from: string) {
  return db
    .selectFrom('trips')
    .select(['id', 'start_date', 'seats_available', 'price', 'net_price', 'currency'])
    .where('branch_id', '=', trip.branch_id)
    .where('name_en', '=', trip.name_en)
    .where('kind', '=', trip.kind as 'diving')
    .where('id', '!=', trip.id)
    .where('start_date', '>=', from)
    .orderBy('start_date')
    .orderBy('id')
    .limit(12)
    .execute()
}

/** The next dates of the same course at the same center. */
export function findOtherCourseDates(db: Db, course: { id: number; branch_id: number; template_id: number }, from: string) {
  return db
    .selectFrom('course_dates')
    .select(['id', 'start_date', 'seats_available', 'price', 'net_price', 'currency'])
    .where('branch_id', '=', course.branch_id)
    .where('template_id', '=', course.template_id)
    .where('id', '!=', course.id)
    .where('start_date', '>=', from)
    .orderBy('start_date')
    .orderBy('id')
    .limit(12)
    .execute()
}

/** The latest reviews of a branch's trips of some kinds, or of its courses. */
export function findBranchReviews(db: Db, branchId: number, kinds: Array<'trip' | 'course' | 'liveaboard'>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.title', 'r.body', 'r.rate', 'r.created_at', 'u.name'])
    .where('r.branch_id', '=', branchId)
    .where('r.kind', 'in', kinds)
    .orderBy('r.created_at', 'desc')
    .limit(10)
    .execute()
}
