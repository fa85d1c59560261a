import type { Invoice, Reservation } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import type { InvoiceRow, ReservationRow } from './booking.repository.ts'
import { canCancel } from './rules.ts'

/** SPEC §3 Reservation from its row, in the request's language. */
export function toReservation(row: ReservationRow, lang: Lang, now: Date): Reservation {
  const ar = lang === 'ar'
  const isTrip = row.trip_id !== null
  const startDate = (isTrip ? row.trip_start : row.course_start) ?? ''
  return {
    reservationId: row.id,
    tripName: isTrip ? (ar ? row.trip_ar : row.trip_en) : null,
    courseName: isTrip ? null : ar ? row.course_ar : row.course_en,
    branchId: row.branch_id,
    branchName: ar ? row.branch_ar : row.branch_en,
    startDate,
    seats: row.seats,
    price: Number(row.price),
    totalPricePaidByCustomer: Number(row.net_price),
    currency: row.currency,
    paymentStatus: row.payment_status,
    paymentType: row.payment_type as 1 | 2 | 3,
    status: row.status,
    paymentRefrence: row.payment_reference,
    tempId: (isTrip ? row.trip_id : row.course_date_id)!,
    tripIdOrCourseId: (isTrip ? row.trip_id : row.template_id)!,
    livaboardId: row.trip_kind === 'liveaboard' ? row.trip_id : null,
    reviewId: row.review_id,
    showCancelButton: canCancel(row.status, startDate, now),
    createdAt: row.created_at.toISOString(),
    days: (isTrip ? row.trip_days : row.duration_days) ?? 1,
    cancellationPolicy: { tiers: row.cancellation_policy, freeCancellationHours: row.free_cancellation_hours },
  }
}

/** The invoice of a reservation: one item (the trip or course date × seats), no taxes charged today. */
export function toInvoice(row: InvoiceRow, lang: Lang): Invoice {
  const ar = lang === 'ar'
  const isTrip = row.trip_id !== null
  const seats = row.seats
  const subtotal = Number(row.price)
  const total = Number(row.net_price)
  const paid = row.payment_status === 'Paid' || row.payment_status === 'Refunded' ? total : 0
  const round = (amount: number) => roundMoney(amount, row.currency)
  return {
    invoiceNumber: `INV-${row.payment_reference.replace(/^RL-/, '')}`,
    issuedAt: row.created_at.toISOString(),
    reservationId: row.id,
    type: isTrip ? 'trip' : 'course',
    tempId: (isTrip ? row.trip_id : row.course_date_id)!,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentType: row.payment_type as 1 | 2 | 3,
    paymentRefrence: row.payment_reference,
    seller: {
      branchId: row.branch_id,
      name: ar ? row.branch_ar : row.branch_en,
      city: ar ? row.city_ar : row.city_en,
      country: ar ? row.branch_country_ar : row.branch_country_en,
      tel: row.tel,
      mobile: row.branch_mobile,
      website: row.website,
    },
    buyer: { name: row.buyer_name, email: row.buyer_email, mobile: row.buyer_mobile, country: (ar ? row.buyer_country_ar : row.buyer_country_en) ?? null },
    items: [
      {
        description: (isTrip ? (ar ? row.trip_ar : row.trip_en) : ar ? row.course_ar : row.course_en) ?? '',
        startDate: (isTrip ? row.trip_start : row.course_start) ?? '',
        days: (isTrip ? row.trip_days : row.course_days) ?? 1,
        quantity: seats,
        unitPrice: round(subtotal / seats),
        netUnitPrice: round(total / seats),
        total,
      },
    ],
    currency: row.currency,
    subtotal,
    discount: round(subtotal - total),
    taxes: [],
    total,
    amountPaid: paid,
    amountDue: row.status === 'Cancelled' ? 0 : round(total - paid),
  }
}
