import type { Reservation } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { ReservationRow } from './booking.repository.ts'
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
  }
}
