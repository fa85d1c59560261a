import { type Insertable, sql } from 'kysely'
import type { Db, ReviewTable } from '../../db/schema.ts'
import { todayUtc } from '../../../contract/departures.ts'

/**
 * The caller's past, not cancelled reservations of one trip or course date, with their review if
 * any, locked for the rest of the transaction.
 */
export function findReviewableReservations(db: Db, userId: number, item: { tripId: number } | { courseDateId: number }) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('trips as t', 't.id', 'r.trip_id')
    .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
    .leftJoin('reviews as rv', 'rv.reservation_id', 'r.id')
    .select(['r.id', 't.kind as trip_kind', 'rv.id as review_id', (eb) => eb.fn.coalesce('t.branch_id', 'cd.branch_id').as('branch_id')])
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'Cancelled')
    .where((eb) => ('tripId' in item ? eb('r.trip_id', '=', item.tripId) : eb('r.course_date_id', '=', item.courseDateId)))
    .where((eb) => eb.fn.coalesce('t.start_date', 'cd.start_date'), '<', todayUtc())
    .orderBy('r.id')
    .forUpdate('r')
    .execute()
}

/** One review a reservation: a concurrent second insert finds the first and adds nothing (undefined). */
export async function insertReview(db: Db, review: Insertable<ReviewTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((oc) => oc.column('reservation_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/** Changes the caller's own review; answers its branch, or undefined when it is not theirs. */
export async function updateOwnReview(
  db: Db,
  userId: number,
  reviewId: number,
  changes: Pick<ReviewTable, 'rate' | 'title' | 'body'>,
): Promise<number | undefined> {
  const row = await db
    .updateTable('reviews')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', reviewId)
    .where('user_id', '=', userId)
    .returning('branch_id')
    .executeTakeFirst()
  return row?.branch_id
}

export function findOwnReview(db: Db, userId: number, reviewId: number) {
  return db.selectFrom('reviews').select(['id', 'title', 'body', 'rate']).where('id', '=', reviewId).where('user_id', '=', userId).executeTakeFirst()
}

/** A branch's rates are the averages of its reviews, overall and per kind; null when there are none. */
export async function refreshBranchRates(db: Db, branchIds?: number[]): Promise<void> {
  if (branchIds && branchIds.length === 0) return
  const average = (kind?: string) =>
    sql<string | null>`(select round(avg(r.rate), 2) from reviews r where r.branch_id = branches.id ${kind ? sql`and r.kind = ${kind}` : sql``})`
  let query = db.updateTable('branches').set({
    rate: average(),
    trip_rate: average('trip'),
    course_rate: average('course'),
    liveaboard_rate: average('liveaboard'),
  })
  if (branchIds) query = query.where('id', 'in', branchIds)
  await query.execute()
}
