import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'
import { branchWithGalleryAndAgencies, courseTemplateColumns } from '../branches/branches.repository.ts'

/** Trips and liveaboards, shaped like course dates so both can be listed together. */
function tripRows(db: Db) {
  return db
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
      'b.rate',
      't.requirements',
    ])
}

function courseRows(db: Db) {
  return db
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
      'b.rate',
      'ct.requirements',
    ])
}

/** A search page's departures, read whole once the page's ten are known (search.repository.ts). */
export async function findDepartureRows(db: Db, tripIds: number[], courseIds: number[]) {
  const [trips, courses] = await Promise.all([
    tripIds.length > 0 ? tripRows(db).where('t.id', 'in', tripIds).execute() : [],
    courseIds.length > 0 ? courseRows(db).where('t.id', 'in', courseIds).execute() : [],
  ])
  return [...trips, ...courses]
}
export type DepartureRow = Awaited<ReturnType<typeof findDepartureRows>>[number]

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
    'b.deposit_percent',
    'b.balance_due_days',
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
    .select([...courseTemplateColumns, 'ct.requirements', 'o.name_en as organization_en', 'o.name_ar as organization_ar', 'o.logo_url as organization_logo'])
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
