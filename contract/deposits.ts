import * as v from 'valibot'
import { todayUtc } from './activities.ts'
import { type Reservation, startsAt } from './booking.ts'
import { roundMoney } from './wallet.ts'

/**
 * Deposits: a center that allows them takes `percent` of a booking when it is made (payment type 4)
 * and the balance by `balanceDueDays` before the start. One rule for the booking page, Booking/Create,
 * Booking/Pay, the settling worker that cancels what stays unpaid, the reminders and every screen
 * that shows what is due (also offline).
 */
export const DepositTermsSchema = v.nullable(v.object({ percent: v.number(), balanceDueDays: v.number() }))
export type DepositTerms = v.InferOutput<typeof DepositTermsSchema>

const DAY_MS = 86_400_000

/** A center's terms from what it keeps: no percentage, no deposit. */
export const depositTerms = (percent: number | null, balanceDueDays: number): DepositTerms => (percent === null ? null : { percent, balanceDueDays })

/** The day (YYYY-MM-DD, UTC) a deposit booking's balance is due by: `balanceDueDays` before the start. */
export function balanceDueDate(startDate: string, balanceDueDays: number): string {
  return new Date(startsAt(startDate) - balanceDueDays * DAY_MS).toISOString().slice(0, 10)
}

/** The balance is due by the end of its day (midnight UTC after it, as the policy counts days). */
export const balanceDeadline = (dueDate: string): number => startsAt(dueDate) + DAY_MS

/**
 * Whether a deposit is offered when booked at `now`: the center allows deposits and the balance's
 * day is still ahead (after today). Closer to the start a deposit would be a balance due at once, so
 * the booking is paid whole.
 */
export function depositOffered(terms: DepositTerms, startDate: string, now: Date | number = Date.now()): boolean {
  return terms !== null && balanceDueDate(startDate, terms.balanceDueDays) > todayUtc(now)
}

/** What is paid when booked: the percentage of the total, in the center's currency (at least its smallest unit). */
export function depositAmount(total: number, percent: number, currency: string): number {
  return Math.min(total, Math.max(roundMoney((total * percent) / 100, currency), 0.01))
}

/** Whether the balance can still be paid at `now`: until the end of its day; after it the center's rule cancels the booking. */
export const balanceOpen = (dueDate: string, now: Date | number = Date.now()): boolean => Number(now) < balanceDeadline(dueDate)

/**
 * Whether a booking's balance can be paid now (Booking/Pay takes it, the bookings list offers it):
 * its deposit paid, the booking active, and the balance's day not over.
 */
export const canPayBalance = (reservation: Pick<Reservation, 'paymentStatus' | 'status' | 'balanceDue'>, now: Date | number = Date.now()): boolean =>
  reservation.paymentStatus === 'DepositPaid' &&
  reservation.status === 'Confirmed' &&
  reservation.balanceDue !== null &&
  balanceOpen(reservation.balanceDue, now)

/** The reminders before the balance's day: a week and two days before it (their morning, UTC). */
export const BALANCE_REMINDER_DAYS = [7, 2] as const
export function balanceReminders(dueDate: string, now: Date | number = Date.now()): Array<{ days: (typeof BALANCE_REMINDER_DAYS)[number]; at: Date }> {
  return BALANCE_REMINDER_DAYS.map((days) => ({ days, at: new Date(startsAt(dueDate) - days * DAY_MS + 9 * 3_600_000) })).filter(
    (reminder) => reminder.at.getTime() > Number(now),
  )
}
