import type * as v from 'valibot'
import type { CreateBookingBodySchema, Invoice, Reservation, ReservationsResponse } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { insertWalletTransaction } from '../wallet/wallet.repository.ts'
import { toUsd } from '../wallet/wallet.service.ts'
import { toInvoice, toReservation } from './booking.mapper.ts'
import {
  findBookable,
  findInvoiceRow,
  findReservation,
  findReservationForCancel,
  findReservations,
  insertNotification,
  insertReservation,
  markCancelled,
  releaseSeats,
  takeSeats,
} from './booking.repository.ts'
import { canCancel, isUpcoming, paymentReference, REFUND_VALID_DAYS, todayDate } from './rules.ts'

type CreateBody = v.InferOutput<typeof CreateBookingBodySchema>

/** SPEC §3: `upcomming` (sic) holds active bookings from today on; `past` the rest, newest first. */
export async function reservations(db: Db, userId: number, lang: Lang): Promise<ReservationsResponse['data']> {
  const now = new Date()
  const all = (await findReservations(db, userId)).map((row) => toReservation(row, lang, now))
  const active = (status: string) => status === 'Confirmed' || status === 'AwaitingPayment'
  const upcoming = all.filter((r) => active(r.status) && isUpcoming(r.startDate, now)).sort((a, b) => a.startDate.localeCompare(b.startDate))
  const past = all.filter((r) => !upcoming.includes(r)).sort((a, b) => b.startDate.localeCompare(a.startDate))
  const trips = (list: Reservation[]) => list.filter((r) => r.tripName !== null)
  const courses = (list: Reservation[]) => list.filter((r) => r.courseName !== null)
  return {
    past: { pastTripReservationsAfterAddingReview: trips(past), pastCourseReservationsAfterAddingReview: courses(past) },
    upcomming: { upcomingTripReservations: trips(upcoming), upcomingCourseReservations: courses(upcoming) },
  }
}

export async function reservation(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Reservation> {
  const row = await findReservation(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  return toReservation(row, lang, new Date())
}

export async function invoice(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Invoice> {
  const row = await findInvoiceRow(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  return toInvoice(row, lang)
}

/**
 * Books seats on a trip or a course date in one transaction: the seats, the reservation and the
 * diver's notification commit together; the price is the database's, never the client's.
 */
export async function createBooking(db: Db, userId: number, body: CreateBody): Promise<number> {
  const item = body.tripId ? { tripId: body.tripId } : { courseDateId: body.courseId! }
  return inTransaction(db, async (trx) => {
    const bookable = await findBookable(trx, item)
    if (!bookable) throw new HttpError(404, 'NotFound')
    // Today's departures have left the jetty; book from tomorrow on.
    if (bookable.start_date <= todayDate()) throw new HttpError(409, 'NotBookable')
    const payNow = body.paymentType === 1
    if (!(payNow ? bookable.pay_now : bookable.pay_later)) throw new HttpError(409, 'PaymentTypeUnavailable')
    if (!(await takeSeats(trx, item, body.seats))) throw new HttpError(409, 'NotEnoughSeats')
    const reservationId = await insertReservation(trx, {
      user_id: userId,
      trip_id: body.tripId ?? null,
      course_date_id: body.tripId ? null : bookable.id,
      seats: body.seats,
      payment_type: body.paymentType,
      // No card is charged here: pay-now bookings wait for payment, the others are confirmed.
      payment_status: 'Unpaid',
      status: payNow ? 'AwaitingPayment' : 'Confirmed',
      price: (Number(bookable.price) * body.seats).toFixed(2),
      net_price: (Number(bookable.net_price) * body.seats).toFixed(2),
      currency: bookable.currency,
      payment_reference: paymentReference(),
    })
    await insertNotification(trx, {
      user_id: userId,
      title_en: payNow ? 'Booking received' : 'Booking confirmed',
      title_ar: payNow ? 'تم استلام الحجز' : 'تم تأكيد الحجز',
      text_en: payNow ? `${bookable.name_en}: complete the payment to confirm your place.` : `${bookable.name_en} on ${bookable.start_date} is confirmed.`,
      text_ar: payNow ? `${bookable.name_ar}: أكمل الدفع لتأكيد مكانك.` : `تم تأكيد ${bookable.name_ar} بتاريخ ${bookable.start_date}.`,
      type: 1,
      item_id: reservationId,
    })
    return reservationId
  })
}

/**
 * Cancels the caller's own reservation while `canCancel` allows it: seats go back on sale and a
 * paid booking is refunded to the wallet in USD, valid for a year.
 */
export async function cancelReservation(db: Db, userId: number, reservationId: number, reason: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await findReservationForCancel(trx, userId, reservationId)
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    if (!canCancel(row.status, row.trip_start ?? row.course_start ?? '')) throw new HttpError(409, 'NotCancellable')
    const refund = row.payment_status === 'Paid' ? await toUsd(trx, Number(row.net_price), row.currency) : 0
    await markCancelled(trx, row.id, reason || null, refund > 0 ? 'Refunded' : row.payment_status)
    await releaseSeats(trx, row.trip_id ? { tripId: row.trip_id } : { courseDateId: row.course_date_id! }, row.seats)
    if (refund > 0) {
      await insertWalletTransaction(trx, {
        user_id: userId,
        amount: refund.toFixed(2),
        type: 'Credited',
        description_en: 'Refund for a cancelled reservation',
        description_ar: 'استرداد حجز ملغى',
        reservation_id: row.id,
        valid_from: new Date(),
        valid_to: new Date(Date.now() + REFUND_VALID_DAYS * 86_400_000),
      })
    }
    await insertNotification(trx, {
      user_id: userId,
      title_en: 'Reservation cancelled',
      title_ar: 'تم إلغاء الحجز',
      text_en: refund > 0 ? `${refund.toFixed(2)} USD is in your wallet.` : 'Your reservation was cancelled.',
      text_ar: refund > 0 ? `أُضيف ${refund.toFixed(2)} دولار إلى محفظتك.` : 'تم إلغاء حجزك.',
      type: 5,
      item_id: row.id,
    })
    return refund
  })
}
