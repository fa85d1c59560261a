import { sql } from 'kysely'
import type * as v from 'valibot'
import type { CreateBookingBodySchema } from '../../../contract/booking.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { toUsd } from '../wallet/rates.ts'
import { canCancel, paymentReference, REFUND_VALID_DAYS, todayDate } from './rules.ts'

type CreateBody = v.InferOutput<typeof CreateBookingBodySchema>

/**
 * Books seats on a trip or a course date. The seat count drops in the same statement that checks
 * it (`where seats_available >= n`), inside a transaction: two divers can never take the last seat.
 */
export async function createBooking(db: Db, userId: number, body: CreateBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const item = body.tripId
      ? await trx
          .selectFrom('trips as t')
          .innerJoin('branches as b', 'b.id', 't.branch_id')
          .select(['t.id', 't.start_date', 't.price', 't.net_price', 't.currency', 't.name_en', 't.name_ar', 'b.pay_now', 'b.pay_later'])
          .where('t.id', '=', body.tripId)
          .executeTakeFirst()
      : await trx
          .selectFrom('course_dates as cd')
          .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
          .innerJoin('branches as b', 'b.id', 'cd.branch_id')
          .select(['cd.id', 'cd.start_date', 'cd.price', 'cd.net_price', 'cd.currency', 'ct.name_en', 'ct.name_ar', 'b.pay_now', 'b.pay_later'])
          .where('cd.id', '=', body.courseId!)
          .executeTakeFirst()
    if (!item) throw new HttpError(404, 'NotFound')
    // Today's departures have left the jetty; book from tomorrow on.
    if (item.start_date <= todayDate()) throw new HttpError(409, 'NotBookable')
    const offered = body.paymentType === 1 ? item.pay_now : item.pay_later
    if (!offered) throw new HttpError(409, 'PaymentTypeUnavailable')

    const taken = body.tripId
      ? await trx.updateTable('trips').set((eb) => ({ seats_available: eb('seats_available', '-', body.seats) })).where('id', '=', item.id).where('seats_available', '>=', body.seats).returning('id').executeTakeFirst()
      : await trx.updateTable('course_dates').set((eb) => ({ seats_available: eb('seats_available', '-', body.seats) })).where('id', '=', item.id).where('seats_available', '>=', body.seats).returning('id').executeTakeFirst()
    if (!taken) throw new HttpError(409, 'NotEnoughSeats')

    const payNow = body.paymentType === 1
    const reservation = await trx
      .insertInto('reservations')
      .values({
        user_id: userId,
        trip_id: body.tripId ?? null,
        course_date_id: body.tripId ? null : item.id,
        seats: body.seats,
        payment_type: body.paymentType,
        // No card is charged here: pay-now bookings wait for payment, the others are confirmed.
        payment_status: 'Unpaid',
        status: payNow ? 'AwaitingPayment' : 'Confirmed',
        price: (Number(item.price) * body.seats).toFixed(2),
        net_price: (Number(item.net_price) * body.seats).toFixed(2),
        currency: item.currency,
        payment_reference: paymentReference(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('notifications')
      .values({
        user_id: userId,
        title_en: payNow ? 'Booking received' : 'Booking confirmed',
        title_ar: payNow ? 'تم استلام الحجز' : 'تم تأكيد الحجز',
        text_en: payNow ? `${item.name_en}: complete the payment to confirm your place.` : `${item.name_en} on ${item.start_date} is confirmed.`,
        text_ar: payNow ? `${item.name_ar}: أكمل الدفع لتأكيد مكانك.` : `تم تأكيد ${item.name_ar} بتاريخ ${item.start_date}.`,
        type: 1,
        item_id: reservation.id,
      })
      .execute()
    return reservation.id
  })
}

/**
 * Cancels the caller's own reservation while `canCancel` allows it: seats go back on sale and a
 * paid booking is refunded to the wallet in USD, valid for a year.
 */
export async function cancelReservation(db: Db, userId: number, reservationId: number, reason: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reservations as r')
      .leftJoin('trips as t', 't.id', 'r.trip_id')
      .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
      .select(['r.id', 'r.status', 'r.payment_status', 'r.net_price', 'r.currency', 'r.seats', 'r.trip_id', 'r.course_date_id', 't.start_date as trip_start', 'cd.start_date as course_start'])
      .where('r.id', '=', reservationId)
      .where('r.user_id', '=', userId)
      .forUpdate('r')
      .executeTakeFirst()
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    const start = row.trip_start ?? row.course_start ?? ''
    if (!canCancel(row.status, start)) throw new HttpError(409, 'NotCancellable')
    const refund = row.payment_status === 'Paid' ? await toUsd(trx, Number(row.net_price), row.currency) : 0
    await trx
      .updateTable('reservations')
      .set({ status: 'Cancelled', cancellation_reason: reason || null, cancelled_at: new Date(), payment_status: refund > 0 ? 'Refunded' : row.payment_status })
      .where('id', '=', row.id)
      .execute()
    // The seats go back on sale (never above the total, whatever happened to the row since).
    const giveBack = sql<number>`least(seats_total, seats_available + ${row.seats})`
    if (row.trip_id) await trx.updateTable('trips').set({ seats_available: giveBack }).where('id', '=', row.trip_id).execute()
    else await trx.updateTable('course_dates').set({ seats_available: giveBack }).where('id', '=', row.course_date_id!).execute()
    if (refund > 0) {
      await trx
        .insertInto('wallet_transactions')
        .values({
          user_id: userId,
          amount: refund.toFixed(2),
          type: 'Credited',
          description_en: 'Refund for a cancelled reservation',
          description_ar: 'استرداد حجز ملغى',
          reservation_id: row.id,
          valid_from: new Date(),
          valid_to: new Date(Date.now() + REFUND_VALID_DAYS * 86_400_000),
        })
        .execute()
    }
    await trx
      .insertInto('notifications')
      .values({
        user_id: userId,
        title_en: 'Reservation cancelled',
        title_ar: 'تم إلغاء الحجز',
        text_en: refund > 0 ? `${refund.toFixed(2)} USD is in your wallet.` : 'Your reservation was cancelled.',
        text_ar: refund > 0 ? `أُضيف ${refund.toFixed(2)} دولار إلى محفظتك.` : 'تم إلغاء حجزك.',
        type: 5,
        item_id: row.id,
      })
      .execute()
    return refund
  })
}
