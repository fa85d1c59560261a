import * as v from 'valibot'
import { firstBookableDate, todayUtc } from './activities.ts'
import { type CancellationPolicy, freeCancellationEnds } from './booking.ts'
import type { paymentTypes } from './payment-types.ts'
import { depositOffered, type DepositTerms } from './deposits.ts'

/**
 * Whether a trip or a course date can still be booked: one rule for Booking/Create, every list that
 * offers departures (Trips/Search, a branch's trips and course dates) and every screen that shows
 * Book Now (cards, details pages, the booking page). A departure that starts today has left the
 * jetty (dates are calendar days, counted in UTC as the database holds them); one with no seat left
 * is full. The screens apply it with the device's clock, so a list kept since yesterday (offline, or
 * an open tab past midnight) stops offering what has departed since.
 */

export { firstBookableDate, todayUtc }

/** `open`: Book Now; `departed`: it starts today or started before; `full`: no seat left. */
export type DepartureState = 'open' | 'departed' | 'full'

export function departureState(departure: { startDate: string; availableSeats: number }, now: Date | number = Date.now()): DepartureState {
  if (departure.startDate <= todayUtc(now)) return 'departed'
  if (departure.availableSeats <= 0) return 'full'
  return 'open'
}

export const isBookable = (departure: { startDate: string; availableSeats: number }, now: Date | number = Date.now()): boolean =>
  departureState(departure, now) === 'open'

/**
 * The soonest of some dates that can be booked (a departure's other dates), or null. With `after`
 * (the departure's own date), only a later one: a full date's "next" is never one before it.
 */
export function nextBookable<T extends { startDate: string; availableSeats: number }>(
  dates: readonly T[],
  now: Date | number = Date.now(),
  after = '',
): T | null {
  return dates.filter((date) => date.startDate > after && isBookable(date, now)).sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null
}

export type PaymentType = (typeof paymentTypes)[number]

/** Pay now (1), free cancellation (3) and a deposit (4) are paid when booked; pay on arrival (2) at the center. */
export const paidWhenBooked = (paymentType: PaymentType): boolean => paymentType !== 2

/**
 * Whether a center takes bookings on Reefline at all (pay now or pay on arrival). One that takes
 * neither is booked through its phone, e-mail or WhatsApp: its departures offer those, never Book Now.
 */
export const takesOnlineBookings = (center: { payNow: boolean; payLater: boolean }): boolean => center.payNow || center.payLater

/**
 * The payment types a departure offers when booked at `now`, for Booking/Create and every screen
 * that offers them: pay now (1) and pay on arrival (2) as the center takes them, and free
 * cancellation (3) with pay now only while its deadline is ahead. Past it, free cancellation would
 * be pay now under another name, sold with a promise already broken; empty, the center takes no
 * online booking. A deposit (4) with pay now where the center allows it and the balance's day is
 * still ahead (contract/deposits.ts `depositOffered`).
 */
export function paymentTypesOffered(
  center: { payNow: boolean; payLater: boolean; deposit?: DepositTerms },
  policy: CancellationPolicy,
  startDate: string,
  now: Date | number = Date.now(),
): PaymentType[] {
  const freeAhead = Number(now) < freeCancellationEnds(policy, startDate)
  const deposit = center.payNow && depositOffered(center.deposit ?? null, startDate, now)
  return [
    ...(center.payNow ? [1 as const] : []),
    ...(center.payLater ? [2 as const] : []),
    ...(center.payNow && freeAhead ? [3 as const] : []),
    ...(deposit ? [4 as const] : []),
  ]
}

/**
 * On a listed trip or course date: the soonest later date of the same trip (same center, name and
 * kind) or course (same center and course) that can be booked, so a departed or full one can lead
 * to it instead of offering Book Now. Null when there is none.
 */
export const NextDateSchema = v.nullable(v.object({ id: v.number(), startDate: v.string() }))
export type NextDate = v.InferOutput<typeof NextDateSchema>

/**
 * A listed date's next date as a screen may still offer it: later than the date's own (`after`) and
 * not departed since the list was fetched (one kept offline or in a tab left open); else null.
 */
export const nextDateAfter = (next: NextDate | undefined, after: string, now: Date | number = Date.now()): NextDate =>
  next && next.startDate > after && next.startDate >= firstBookableDate(now) ? next : null
