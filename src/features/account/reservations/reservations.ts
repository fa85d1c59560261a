import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { bookingFigures, type Reservation, type ReservationsResponse } from '../../../../contract/booking.ts'
import { canPayBalance } from '../../../../contract/deposits.ts'
import { slugify } from '../../../lib/slug.ts'

export type ReservationKind = 'trip' | 'course' | 'liveaboard'
export type ReservationRow = Reservation & { kind: ReservationKind; title: string }

const toRow = (reservation: Reservation): ReservationRow => ({
  ...reservation,
  kind: reservation.courseName !== null ? 'course' : reservation.livaboardId !== null ? 'liveaboard' : 'trip',
  title: reservation.tripName ?? reservation.courseName ?? '',
})

/** Trips and courses in one list per tab: upcoming soonest first, past most recent first. */
export function splitReservations(data: ReservationsResponse['data']): { upcoming: ReservationRow[]; past: ReservationRow[] } {
  const upcoming = [...data.upcomming.upcomingTripReservations, ...data.upcomming.upcomingCourseReservations].map(toRow)
  const past = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview].map(toRow)
  upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.reservationId - b.reservationId)
  past.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.reservationId - a.reservationId)
  return { upcoming, past }
}

export const statusLabels: Record<Reservation['status'], MessageDescriptor> = {
  Pending: msg`Payment being confirmed`,
  Confirmed: msg`Confirmed`,
  AwaitingPayment: msg`Awaiting payment`,
  Cancelled: msg`Cancelled`,
  Completed: msg`Completed`,
}

export const kindLabels: Record<ReservationKind, MessageDescriptor> = {
  trip: msg`Trip`,
  course: msg`Course`,
  liveaboard: msg`Liveaboard`,
}

/**
 * SPEC §4 row click: a paid reservation opens its trip or course page (§2.3 link targets);
 * anything else opens its invoice details, with type and language.
 */
export function rowTarget(row: ReservationRow, lang: string): string {
  if (row.paymentStatus === 'Paid') {
    return row.kind === 'course'
      ? `/trips/course/${encodeURIComponent(slugify(row.title))}/${row.tempId}`
      : `/trips/tripDetails/${encodeURIComponent(slugify(row.title))}/${row.tempId}`
  }
  return invoiceHref(row, lang)
}

/**
 * What Booking/Pay accepts, with something due online: a pay-now booking waiting for its payment, or
 * a deposit booking's balance before the end of its day (contract/deposits.ts).
 */
export const canPay = (row: Reservation): boolean => (row.status === 'AwaitingPayment' || canPayBalance(row)) && bookingFigures(row).due > 0

export const invoiceHref = (row: ReservationRow, lang: string): string =>
  `/user/invoice/${row.reservationId}?type=${row.kind === 'course' ? 'course' : 'trip'}&lang=${lang}`

/** The review payload's item (SPEC §3): liveaboards by liveabordId, trips by tripId, course dates by courseId. */
export function reviewTarget(row: ReservationRow): { tripId: number | null; courseId: number | null; liveabordId: number | null } {
  if (row.kind === 'course') return { tripId: null, courseId: row.tempId, liveabordId: null }
  if (row.kind === 'liveaboard') return { tripId: null, courseId: null, liveabordId: row.livaboardId }
  return { tripId: row.tempId, courseId: null, liveabordId: null }
}
