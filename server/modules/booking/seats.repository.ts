import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

/** What decides the payment types a departure offers (contract/departures.ts `paymentTypesOffered`). */
const bookableTerms = ['b.pay_now', 'b.pay_later', 'b.cancellation_policy', 'b.free_cancellation_hours', 'b.deposit_percent', 'b.balance_due_days'] as const

/** What a booking needs to know about a trip or a course date, and how its center takes payment. */
export function findBookable(db: Db, item: { tripId: number } | { courseDateId: number }) {
  return 'tripId' in item
    ? db
        .selectFrom('trips as t')
        .innerJoin('branches as b', 'b.id', 't.branch_id')
        .select(['t.id', 't.start_date', 't.price', 't.net_price', 't.currency', 't.name_en', 't.name_ar', 't.requirements', ...bookableTerms])
        .where('t.id', '=', item.tripId)
        .executeTakeFirst()
    : db
        .selectFrom('course_dates as cd')
        .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
        .innerJoin('branches as b', 'b.id', 'cd.branch_id')
        .select(['cd.id', 'cd.start_date', 'cd.price', 'cd.net_price', 'cd.currency', 'ct.name_en', 'ct.name_ar', 'ct.requirements', ...bookableTerms])
        .where('cd.id', '=', item.courseDateId)
        .executeTakeFirst()
}

/** How many seats are left, after a booking could not take the ones it asked for. */
export async function seatsLeft(db: Db, item: { tripId: number } | { courseDateId: number }): Promise<number> {
  const row =
    'tripId' in item
      ? await db.selectFrom('trips').select('seats_available').where('id', '=', item.tripId).executeTakeFirst()
      : await db.selectFrom('course_dates').select('seats_available').where('id', '=', item.courseDateId).executeTakeFirst()
  return row?.seats_available ?? 0
}

/**
 * Takes `seats` seats in the same statement that checks they are there (`seats_available >= n`):
 * two divers can never both take the last seat. False when there are not enough.
 */
export async function takeSeats(db: Db, item: { tripId: number } | { courseDateId: number }, seats: number): Promise<boolean> {
  const row =
    'tripId' in item
      ? await db
          .updateTable('trips')
          .set((eb) => ({ seats_available: eb('seats_available', '-', seats) }))
          .where('id', '=', item.tripId)
          .where('seats_available', '>=', seats)
          .returning('id')
          .executeTakeFirst()
      : await db
          .updateTable('course_dates')
          .set((eb) => ({ seats_available: eb('seats_available', '-', seats) }))
          .where('id', '=', item.courseDateId)
          .where('seats_available', '>=', seats)
          .returning('id')
          .executeTakeFirst()
  return row !== undefined
}

/** Seats go back on sale, never above the total whatever happened to the row since. */
export async function releaseSeats(db: Db, item: { tripId: number } | { courseDateId: number }, seats: number): Promise<void> {
  const giveBack = sql<number>`least(seats_total, seats_available + ${seats})`
  if ('tripId' in item) await db.updateTable('trips').set({ seats_available: giveBack }).where('id', '=', item.tripId).execute()
  else await db.updateTable('course_dates').set({ seats_available: giveBack }).where('id', '=', item.courseDateId).execute()
}
