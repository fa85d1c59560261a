import { type Insertable, sql } from 'kysely'
import type { Db, ReservationStatus, ReservationTable } from '../../db/schema.ts'

/** What a diver can see of a reservation: one given up because its card was declined is not theirs to see. */
export type ShownStatus = { status: Exclude<ReservationStatus, 'PaymentFailed'> }

/**
 * Locks one reservation's row on its own, before a query joins it to its departure: a row locked
 * through the join is re-checked against the departure it was joined to, so one moved to another
 * date meanwhile (its `trip_id` changed) would drop out of the answer as if it did not exist. Locked
 * first, the joined query that follows reads the row as it now stands.
 */
export async function lockReservation(db: Db, reservationId: number): Promise<void> {
  await db.selectFrom('reservations').select('id').where('id', '=', reservationId).forUpdate().execute()
}

/** How many times the joined reservation `r` moved to another date (contract/moves.ts). */
export const movesOf = sql<number | string>`(select count(*) from reservation_moves m where m.reservation_id = r.id)`.as('moves')

/** Reservations with their trip or course date and the center that runs it. */
export function reservationsWithItem(db: Db) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('trips as t', 't.id', 'r.trip_id')
    .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
    .leftJoin('course_templates as ct', 'ct.id', 'cd.template_id')
    .innerJoin('branches as b', (join) => join.on((eb) => eb('b.id', '=', eb.fn.coalesce('t.branch_id', 'cd.branch_id'))))
}

/** The reservations of one diver, or one of them: ownership is part of the query, so another diver's is simply not found. */
function reservationQuery(db: Db, userId: number) {
  return (
    reservationsWithItem(db)
      .leftJoin('reviews as rv', 'rv.reservation_id', 'r.id')
      .select([
        'r.id',
        'r.trip_id',
        'r.course_date_id',
        'r.seats',
        'r.payment_type',
        'r.payment_status',
        'r.status',
        'r.price',
        'r.net_price',
        'r.currency',
        'r.payment_reference',
        'r.created_at',
        't.kind as trip_kind',
        't.name_en as trip_en',
        't.name_ar as trip_ar',
        't.start_date as trip_start',
        'cd.start_date as course_start',
        'ct.id as template_id',
        'ct.name_en as course_en',
        'ct.name_ar as course_ar',
        'b.id as branch_id',
        'b.name_en as branch_en',
        'b.name_ar as branch_ar',
        'rv.id as review_id',
        't.days as trip_days',
        'cd.duration_days',
        'b.cancellation_policy',
        'b.free_cancellation_hours',
        'r.refund_amount',
        'r.cancellation_fee',
        'r.deposit',
        'r.balance_due',
        'b.move_free_days',
        'b.move_fee_percent',
      ])
      .select(movesOf)
      .where('r.user_id', '=', userId)
      // A booking whose card was declined was given up whole: the diver was told at once, and it holds nothing.
      .where('r.status', '!=', 'PaymentFailed')
      .$narrowType<ShownStatus>()
  )
}
export type ReservationRow = Awaited<ReturnType<ReturnType<typeof reservationQuery>['execute']>>[number]

/** Active bookings and the states a booking waits in: what the diver still has ahead. */
const activeStatuses = ['Pending', 'Confirmed', 'AwaitingPayment'] as const

/** `upcomming` (SPEC §3): active bookings from `today` on, soonest first. */
export function findUpcomingReservations(db: Db, userId: number, today: string): Promise<ReservationRow[]> {
  return reservationQuery(db, userId)
    .where('r.status', 'in', activeStatuses)
    .where((eb) => eb(eb.fn.coalesce('t.start_date', 'cd.start_date'), '>=', today))
    .orderBy((eb) => eb.fn.coalesce('t.start_date', 'cd.start_date'))
    .orderBy('r.id')
    .execute()
}

/** The rest, newest first: the `limit` newest, and how many there are in all. */
export async function findPastReservations(db: Db, userId: number, today: string, limit: number): Promise<{ rows: ReservationRow[]; total: number }> {
  const rows = await reservationQuery(db, userId)
    .where((eb) => eb.or([eb('r.status', 'not in', activeStatuses), eb(eb.fn.coalesce('t.start_date', 'cd.start_date'), '<', today)]))
    .orderBy((eb) => eb.fn.coalesce('t.start_date', 'cd.start_date'), 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute()
  const { total } = await reservationsWithItem(db)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'PaymentFailed')
    .where((eb) => eb.or([eb('r.status', 'not in', activeStatuses), eb(eb.fn.coalesce('t.start_date', 'cd.start_date'), '<', today)]))
    .executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export function findReservation(db: Db, userId: number, reservationId: number): Promise<ReservationRow | undefined> {
  return reservationQuery(db, userId).where('r.id', '=', reservationId).executeTakeFirst()
}

export async function insertReservation(db: Db, reservation: Insertable<ReservationTable>): Promise<number> {
  const row = await db.insertInto('reservations').values(reservation).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The caller's reservation with its start, how it was paid and its operator's policy; locked until
 * the transaction ends when `lock` (a cancellation or a payment).
 */
export async function findReservationTerms(db: Db, userId: number, reservationId: number, lock = false) {
  if (lock) await lockReservation(db, reservationId)
  const query = reservationsWithItem(db)
    .select([
      'r.id',
      'r.status',
      'r.payment_status',
      'r.payment_type',
      'r.paid_with',
      'r.net_price',
      'r.currency',
      'r.seats',
      'r.trip_id',
      'r.course_date_id',
      'r.payment_reference',
      'r.wallet_paid',
      'r.card_paid',
      'r.deposit',
      'r.balance_due',
      'r.user_id',
      't.start_date as trip_start',
      'cd.start_date as course_start',
      't.name_en as trip_en',
      't.name_ar as trip_ar',
      'ct.name_en as course_en',
      'ct.name_ar as course_ar',
      'b.cancellation_policy',
      'b.free_cancellation_hours',
      'b.pay_now',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
  return (lock ? query.forUpdate('r') : query).executeTakeFirst()
}
export type ReservationTermsRow = NonNullable<Awaited<ReturnType<typeof findReservationTerms>>>

export async function markCancelled(
  db: Db,
  reservationId: number,
  cancellation: { reason: string | null; paymentStatus: ReservationTable['payment_status']; fee: number; refund: number },
): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status: 'Cancelled',
      cancellation_reason: cancellation.reason,
      cancelled_at: new Date(),
      payment_status: cancellation.paymentStatus,
      cancellation_fee: cancellation.fee.toFixed(2),
      refund_amount: cancellation.refund.toFixed(2),
    })
    .where('id', '=', reservationId)
    .execute()
}

/**
 * Deposit bookings still waiting for their balance after its day (`balance_due` before `today`)
 * whose departure has not started, soonest first: the settling worker cancels them by the center's
 * rule. One whose start has come (the worker was stopped past it) is the center's to settle on the
 * day, and must not hold the place of the others in every round.
 */
export function findOverdueBalances(db: Db, today: string, limit: number) {
  return reservationsWithItem(db)
    .select(['r.id', 'r.user_id'])
    .where('r.payment_status', '=', 'DepositPaid')
    .where('r.status', '=', 'Confirmed')
    .where('r.balance_due', '<', today)
    .where(sql<boolean>`coalesce(t.start_date, cd.start_date) > ${today}`)
    .orderBy('r.balance_due')
    .limit(limit)
    .execute()
}

/** The reservation a request with this Idempotency-Key already made, if any. */
export function findReservationByKey(db: Db, userId: number, bookingKey: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'status', 'charge_key'])
    .where('user_id', '=', userId)
    .where('booking_key', '=', bookingKey)
    .executeTakeFirst()
}
