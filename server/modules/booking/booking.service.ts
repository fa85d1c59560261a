import type * as v from 'valibot'
import { type CancellationQuote, type CreateBookingBodySchema, type Invoice, type Reservation, type ReservationsResponse, refundPercent, startsAt, type Voucher } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { message, priceNowMessage, seatsLeftMessage } from '../../lib/messages.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { findCharge, insertPayment } from '../payments/payments.repository.ts'
import { included } from '../trips/trips.mapper.ts'
import { availableCredit, creditRefund, spendCredit, toUsd } from '../wallet/wallet.service.ts'
import { toInvoice, toReservation } from './booking.mapper.ts'
import {
  findBookable,
  findInvoiceRow,
  findReservation,
  findReservations,
  findReservationTerms,
  findVoucherRow,
  insertNotification,
  insertReservation,
  markCancelled,
  markPaid,
  releaseSeats,
  type ReservationTermsRow,
  seatsLeft,
  takeSeats,
} from './booking.repository.ts'
import { canCancel, isUpcoming, paymentReference, todayDate } from './rules.ts'

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

/** Pay now (1) and free cancellation (3) are paid when booked; pay on arrival (2) at the center. */
const paidWhenBooked = (paymentType: number) => paymentType !== 2

/**
 * Takes the payment of a booking that is paid when booked: from the wallet when its credit covers
 * the total (and the diver wants it), otherwise from the card through the payment provider. Inside
 * the booking's transaction: a declined card books nothing.
 */
async function settle(db: Db, provider: PaymentProvider, booking: { userId: number; reservationId: number; total: number; currency: string; reference: string; description: string; useWallet: boolean }): Promise<'wallet' | 'card'> {
  const totalUsd = await toUsd(db, booking.total, booking.currency)
  if (booking.useWallet && (await availableCredit(db, booking.userId)) >= totalUsd) {
    await spendCredit(db, booking.userId, totalUsd, booking.reservationId)
    return 'wallet'
  }
  let charged
  try {
    charged = await provider.charge({ amount: booking.total, currency: booking.currency, reference: booking.reference, description: booking.description })
  } catch {
    throw new HttpError(402, 'PaymentDeclined')
  }
  await insertPayment(db, { reservation_id: booking.reservationId, provider: provider.id, provider_reference: charged.providerReference, kind: 'charge', amount: booking.total.toFixed(2), currency: booking.currency })
  return 'card'
}

/**
 * Books seats on a trip or a course date in one transaction: the price is the server's (a total the
 * diver was shown that differs is refused, nothing written), the seats are taken by the statement
 * that checks them, and what is paid when booked is paid before the transaction commits.
 */
export async function createBooking(db: Db, provider: PaymentProvider, userId: number, body: CreateBody, lang: Lang): Promise<number> {
  const item = body.tripId ? { tripId: body.tripId } : { courseDateId: body.courseId! }
  return inTransaction(db, async (trx) => {
    const bookable = await findBookable(trx, item)
    if (!bookable) throw new HttpError(404, 'NotFound')
    // Today's departures have left the jetty; book from tomorrow on.
    if (bookable.start_date <= todayDate()) throw new HttpError(409, 'NotBookable')
    if (!(paidWhenBooked(body.paymentType) ? bookable.pay_now : bookable.pay_later)) throw new HttpError(409, 'PaymentTypeUnavailable')
    const total = roundMoney(Number(bookable.net_price) * body.seats, bookable.currency)
    if (body.expectedTotal !== null && Math.abs(body.expectedTotal - total) >= 0.005) {
      throw new HttpError(409, 'PriceChanged', [{ path: 'expectedTotal', message: priceNowMessage(total, bookable.currency, lang) }])
    }
    if (!(await takeSeats(trx, item, body.seats))) {
      const left = await seatsLeft(trx, item)
      if (left === 0) throw new HttpError(409, 'SoldOut', [{ path: 'seats', message: message('SoldOut', lang) }])
      throw new HttpError(409, 'NotEnoughSeats', [{ path: 'seats', message: seatsLeftMessage(left, lang) }])
    }
    const name = lang === 'ar' ? bookable.name_ar : bookable.name_en
    const reference = paymentReference()
    const reservationId = await insertReservation(trx, {
      user_id: userId,
      trip_id: body.tripId ?? null,
      course_date_id: body.tripId ? null : bookable.id,
      seats: body.seats,
      payment_type: body.paymentType,
      payment_status: 'Unpaid',
      status: 'Confirmed',
      price: (Number(bookable.price) * body.seats).toFixed(2),
      net_price: total.toFixed(2),
      currency: bookable.currency,
      payment_reference: reference,
    })
    if (paidWhenBooked(body.paymentType)) {
      const paidWith = await settle(trx, provider, { userId, reservationId, total, currency: bookable.currency, reference, description: name, useWallet: body.useWallet })
      await markPaid(trx, reservationId, paidWith)
    }
    await insertNotification(trx, {
      user_id: userId,
      title_en: 'Booking confirmed',
      title_ar: 'تم تأكيد الحجز',
      text_en: `${bookable.name_en} on ${bookable.start_date} is confirmed (${reference}).`,
      text_ar: `تم تأكيد ${bookable.name_ar} بتاريخ ${bookable.start_date} (${reference}).`,
      type: 1,
      item_id: reservationId,
    })
    return reservationId
  })
}

/** Pays a booking that waits for its payment (an older pay-now booking), from the wallet or the card. */
export async function payBooking(db: Db, provider: PaymentProvider, userId: number, reservationId: number, useWallet: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findReservationTerms(trx, userId, reservationId, true)
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    if (row.payment_status !== 'Unpaid' || row.status !== 'AwaitingPayment') throw new HttpError(409, 'NothingToPay')
    const total = Number(row.net_price)
    const paidWith = await settle(trx, provider, { userId, reservationId, total, currency: row.currency, reference: row.payment_reference, description: row.trip_en ?? row.course_en ?? '', useWallet })
    await markPaid(trx, reservationId, paidWith)
  })
}

const startOf = (row: ReservationTermsRow) => row.trip_start ?? row.course_start ?? ''

/** What cancelling now would give back and keep, by the operator's policy. */
function terms(row: ReservationTermsRow, now: number): CancellationQuote {
  const policy = { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours }
  const paymentType = row.payment_type as 1 | 2 | 3
  const paid = row.payment_status === 'Paid' ? Number(row.net_price) : 0
  const percent = refundPercent(policy, paymentType, startOf(row), now)
  const refund = roundMoney((paid * percent) / 100, row.currency)
  // The next moment the refund drops: the free-cancellation deadline, or the current tier's end.
  const start = startsAt(startOf(row))
  const boundaries = [...(paymentType === 3 ? [start - policy.freeCancellationHours * 3_600_000] : []), ...policy.tiers.map((t) => start - t.minDaysBefore * 86_400_000)]
    .filter((at) => at > now)
    .sort((a, b) => a - b)
  return {
    reservationId: row.id,
    cancellable: canCancel(row.status, startOf(row), new Date(now)),
    paid,
    refundPercent: percent,
    refund,
    fee: roundMoney(paid - refund, row.currency),
    currency: row.currency,
    refundUsd: 0,
    refundTo: refund > 0 ? (row.paid_with === 'card' ? ['wallet', 'original'] : ['wallet']) : [],
    policy,
    paymentType,
    validUntil: percent > 0 && boundaries.length > 0 ? new Date(boundaries[0]!).toISOString() : null,
  }
}

export async function cancellationQuote(db: Db, userId: number, reservationId: number): Promise<CancellationQuote> {
  const row = await findReservationTerms(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  const quote = terms(row, Date.now())
  return { ...quote, refundUsd: await toUsd(db, quote.refund, row.currency) }
}

/**
 * Cancels the caller's own reservation while it has not started. The operator's policy decides what
 * comes back: to the wallet (in USD, valid a year) or, for a card payment, back to the card; the
 * rest is the fee. Seats go back on sale.
 */
export async function cancelReservation(db: Db, provider: PaymentProvider, userId: number, reservationId: number, reason: string, refundTo: 'wallet' | 'original') {
  return inTransaction(db, async (trx) => {
    const row = await findReservationTerms(trx, userId, reservationId, true)
    if (!row) throw new HttpError(404, 'ReservationNotFound')
    const quote = terms(row, Date.now())
    if (!quote.cancellable) throw new HttpError(409, 'NotCancellable')
    const toCard = refundTo === 'original' && row.paid_with === 'card' && quote.refund > 0
    const refundUsd = quote.refund > 0 && !toCard ? await toUsd(trx, quote.refund, row.currency) : 0
    await markCancelled(trx, row.id, { reason: reason || null, paymentStatus: quote.refund > 0 ? 'Refunded' : row.payment_status, fee: quote.fee, refund: quote.refund })
    await releaseSeats(trx, row.trip_id ? { tripId: row.trip_id } : { courseDateId: row.course_date_id! }, row.seats)
    if (toCard) {
      const charge = await findCharge(trx, row.id)
      const refunded = await provider.refund({ providerReference: charge?.provider_reference ?? row.payment_reference, amount: quote.refund, currency: row.currency })
      await insertPayment(trx, { reservation_id: row.id, provider: provider.id, provider_reference: refunded.providerReference, kind: 'refund', amount: quote.refund.toFixed(2), currency: row.currency })
    } else if (refundUsd > 0) {
      await creditRefund(trx, userId, refundUsd, row.id)
    }
    const money = (amount: number) => `${amount.toFixed(2)} ${row.currency}`
    await insertNotification(trx, {
      user_id: userId,
      title_en: 'Reservation cancelled',
      title_ar: 'تم إلغاء الحجز',
      text_en: quote.refund > 0 ? `${money(quote.refund)} ${toCard ? 'goes back to your card' : `(${refundUsd.toFixed(2)} USD) is in your wallet`}${quote.fee > 0 ? `; the fee was ${money(quote.fee)}` : ''}.` : quote.fee > 0 ? `The cancellation fee was ${money(quote.fee)}.` : 'Your reservation was cancelled.',
      text_ar: quote.refund > 0 ? `${toCard ? `سيُعاد ${money(quote.refund)} إلى بطاقتك` : `أُضيف ${refundUsd.toFixed(2)} دولار إلى محفظتك`}${quote.fee > 0 ? `، ورسوم الإلغاء ${money(quote.fee)}` : ''}.` : quote.fee > 0 ? `رسوم الإلغاء ${money(quote.fee)}.` : 'تم إلغاء حجزك.',
      type: 5,
      item_id: row.id,
    })
    return { refundedToWallet: refundUsd, refund: quote.refund, fee: quote.fee, currency: row.currency }
  })
}

export async function voucher(db: Db, userId: number, reservationId: number, lang: Lang): Promise<Voucher> {
  const row = await findVoucherRow(db, userId, reservationId)
  if (!row) throw new HttpError(404, 'ReservationNotFound')
  const ar = lang === 'ar'
  const kind = row.trip_id !== null ? row.trip_kind! : 'course'
  const start = row.trip_start ?? row.course_start ?? ''
  const policy = { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours }
  return {
    reservation: await reservation(db, userId, reservationId, lang),
    kind,
    days: row.trip_days ?? row.duration_days ?? 1,
    numberOfDives: row.trip_id !== null ? row.number_of_dives : null,
    meetingPoint: ar ? row.meeting_point_ar : row.meeting_point_en,
    included: included(kind === 'course' && row.is_online ? 'online-course' : kind, lang),
    branch: { branchId: row.branch_id, name: ar ? row.branch_ar : row.branch_en, city: ar ? row.city_ar : row.city_en, country: ar ? row.country_ar : row.country_en, tel: row.tel, mobile: row.mobile, lat: Number(row.lat), lng: Number(row.lng) },
    policy,
    freeCancellationUntil: row.payment_type === 3 ? new Date(startsAt(start) - policy.freeCancellationHours * 3_600_000).toISOString() : null,
    paidWith: row.paid_with,
  }
}
