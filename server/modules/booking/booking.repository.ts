import { type Insertable, sql } from 'kysely'
import type { Db, ReservationStatus, ReservationTable } from '../../db/schema.ts'

/** What a diver can see of a reservation: one given up because its card was declined is not theirs to see. */
type ShownStatus = { status: Exclude<ReservationStatus, 'PaymentFailed'> }

/** Reservations with their trip or course date and the center that runs it. */
function reservationsWithItem(db: Db) {
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
      ])
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

/** What decides the payment types a departure offers (contract/departures.ts `paymentTypesOffered`). */
const bookableTerms = ['b.pay_now', 'b.pay_later', 'b.cancellation_policy', 'b.free_cancellation_hours'] as const

/** What a booking needs to know about a trip or a course date, and how its center takes payment. */
export function findBookable(db: Db, item: { tripId: number } | { courseDateId: number }) {
  return 'tripId' in item
    ? db
        .selectFrom('trips as t')
        .innerJoin('branches as b', 'b.id', 't.branch_id')
        .select(['t.id', 't.start_date', 't.price', 't.net_price', 't.currency', 't.name_en', 't.name_ar', ...bookableTerms])
        .where('t.id', '=', item.tripId)
        .executeTakeFirst()
    : db
        .selectFrom('course_dates as cd')
        .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
        .innerJoin('branches as b', 'b.id', 'cd.branch_id')
        .select(['cd.id', 'cd.start_date', 'cd.price', 'cd.net_price', 'cd.currency', 'ct.name_en', 'ct.name_ar', ...bookableTerms])
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

export async function insertReservation(db: Db, reservation: Insertable<ReservationTable>): Promise<number> {
  const row = await db.insertInto('reservations').values(reservation).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The caller's reservation with its start, how it was paid and its operator's policy; locked until
 * the transaction ends when `lock` (a cancellation or a payment).
 */
export function findReservationTerms(db: Db, userId: number, reservationId: number, lock = false) {
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

/** The reservation a request with this Idempotency-Key already made, if any. */
export function findReservationByKey(db: Db, userId: number, bookingKey: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'status', 'charge_key'])
    .where('user_id', '=', userId)
    .where('booking_key', '=', bookingKey)
    .executeTakeFirst()
}

/**
 * Everything needed to charge, confirm or give back a hold; locked until the transaction ends with
 * `lock`, and only the diver's own with `userId`.
 */
export function findReservationForPayment(db: Db, reservationId: number, { lock = false, userId }: { lock?: boolean; userId?: number } = {}) {
  let query = reservationsWithItem(db)
    .select([
      'r.id',
      'r.user_id',
      'r.status',
      'r.payment_status',
      'r.seats',
      'r.trip_id',
      'r.course_date_id',
      'r.currency',
      'r.net_price',
      'r.payment_reference',
      'r.wallet_paid',
      'r.card_paid',
      'r.charge_key',
      'r.charge_amount',
      'r.charge_for',
      'r.refund_key',
      'r.refund_due',
      't.name_en as trip_en',
      't.name_ar as trip_ar',
      't.start_date as trip_start',
      'ct.name_en as course_en',
      'ct.name_ar as course_ar',
      'cd.start_date as course_start',
    ])
    .where('r.id', '=', reservationId)
  if (userId !== undefined) query = query.where('r.user_id', '=', userId)
  return (lock ? query.forUpdate('r') : query).executeTakeFirst()
}
export type LockedReservation = NonNullable<Awaited<ReturnType<typeof findReservationForPayment>>>

/** The seats and the wallet's part are held (`Pending`) while the card is charged with `charge_key`. */
export async function markCharging(
  db: Db,
  reservationId: number,
  charge: { walletPaid: number; key: string; amount: number; chargeFor: 'booking' | 'payment'; settleAfter: Date },
): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status: 'Pending',
      wallet_paid: charge.walletPaid,
      charge_key: charge.key,
      charge_amount: charge.amount,
      charge_for: charge.chargeFor,
      settle_after: charge.settleAfter,
    })
    .where('id', '=', reservationId)
    .execute()
}

export async function markPaid(db: Db, reservationId: number, paid: { wallet: number; card: number }): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      status: 'Confirmed',
      payment_status: 'Paid',
      paid_with: paid.card > 0 ? 'card' : 'wallet',
      wallet_paid: paid.wallet,
      card_paid: paid.card,
      charge_key: null,
      charge_amount: null,
      charge_for: null,
      settle_after: null,
    })
    .where('id', '=', reservationId)
    .execute()
}

/** A charge refused for good: a new booking is given up (`PaymentFailed`), an older one waits for its payment again. */
export async function markChargeFailed(db: Db, reservationId: number, status: 'PaymentFailed' | 'AwaitingPayment'): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ status, wallet_paid: 0, charge_key: null, charge_amount: null, charge_for: null, settle_after: null })
    .where('id', '=', reservationId)
    .execute()
}

/** A refund owed to the card, to be confirmed by the provider (at once, or by the settling worker). */
export async function markRefundDue(db: Db, reservationId: number, refund: { key: string; amount: number; settleAfter: Date }): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ refund_key: refund.key, refund_due: refund.amount, settle_after: refund.settleAfter })
    .where('id', '=', reservationId)
    .execute()
}

export async function clearRefundDue(db: Db, reservationId: number): Promise<void> {
  await db.updateTable('reservations').set({ refund_key: null, refund_due: null, settle_after: null }).where('id', '=', reservationId).execute()
}

/**
 * Takes up to `limit` charges and refunds whose time has come for this worker: their next look is
 * pushed `leaseMs` ahead in the same statement, so two processes never take the same one at once.
 */
export async function claimDueSettlements(db: Db, leaseMs: number, limit: number): Promise<number[]> {
  const rows = await db
    .updateTable('reservations')
    .set({ settle_after: new Date(Date.now() + leaseMs) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('reservations')
        .select('id')
        .where((w) => w.or([w('charge_key', 'is not', null), w('refund_key', 'is not', null)]))
        .where('settle_after', '<=', new Date())
        .orderBy('settle_after')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** What the voucher shows beyond the reservation: the item's length and dives, the center and its policy. */
export function findVoucherRow(db: Db, userId: number, reservationId: number) {
  return reservationsWithItem(db)
    .innerJoin('countries as bc', 'bc.id', 'b.country_id')
    .select([
      'r.id',
      'r.trip_id',
      'r.payment_type',
      'r.paid_with',
      't.kind as trip_kind',
      't.days as trip_days',
      't.number_of_dives',
      't.start_date as trip_start',
      'cd.duration_days',
      'cd.is_online',
      'cd.start_date as course_start',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'b.city_en',
      'b.city_ar',
      'b.tel',
      'b.mobile',
      'b.email',
      'b.whatsapp',
      'b.lat',
      'b.lng',
      'b.cancellation_policy',
      'b.free_cancellation_hours',
      'b.meeting_point_en',
      'b.meeting_point_ar',
      'bc.name_en as country_en',
      'bc.name_ar as country_ar',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst()
}

/** One of the diver's reservations with what its invoice shows: the item, the center, the buyer. */
export function findInvoiceRow(db: Db, userId: number, reservationId: number) {
  return reservationsWithItem(db)
    .innerJoin('countries as bc', 'bc.id', 'b.country_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('countries as uc', 'uc.id', 'u.country_id')
    .select([
      'r.id',
      'r.trip_id',
      'r.course_date_id',
      'r.seats',
      'r.price',
      'r.net_price',
      'r.currency',
      'r.payment_type',
      'r.payment_status',
      'r.status',
      'r.payment_reference',
      'r.created_at',
      't.name_en as trip_en',
      't.name_ar as trip_ar',
      't.start_date as trip_start',
      't.days as trip_days',
      'ct.name_en as course_en',
      'ct.name_ar as course_ar',
      'cd.start_date as course_start',
      'cd.duration_days as course_days',
      'b.id as branch_id',
      'b.name_en as branch_en',
      'b.name_ar as branch_ar',
      'b.city_en',
      'b.city_ar',
      'b.tel',
      'b.mobile as branch_mobile',
      'b.website',
      'bc.name_en as branch_country_en',
      'bc.name_ar as branch_country_ar',
      'u.name as buyer_name',
      'u.email as buyer_email',
      'u.mobile as buyer_mobile',
      'uc.name_en as buyer_country_en',
      'uc.name_ar as buyer_country_ar',
      'r.refund_amount',
      'r.cancellation_fee',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'PaymentFailed')
    .$narrowType<ShownStatus>()
    .executeTakeFirst()
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>
