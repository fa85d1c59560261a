import { randomBytes } from 'node:crypto'
import { startsAt } from '../../../contract/booking.ts'
import { roundMoney } from '../../../contract/wallet.ts'

/** The departure a reservation row holds seats on: its trip, or its course date. */
export const itemOf = (row: { trip_id: number | null; course_date_id: number | null }) =>
  row.trip_id !== null ? { tripId: row.trip_id } : { courseDateId: row.course_date_id! }

/**
 * What a booking has paid online so far, wallet and card together: all of it once `Paid`, its
 * deposit while `DepositPaid`, nothing otherwise (unpaid, or paid on arrival). A cancellation's
 * policy and a move apply to this.
 */
export const paidOnline = (row: { payment_status: string; wallet_paid: string | number; card_paid: string | number; currency: string }): number =>
  row.payment_status === 'Paid' || row.payment_status === 'DepositPaid' ? roundMoney(Number(row.wallet_paid) + Number(row.card_paid), row.currency) : 0

/**
 * SPEC §4 shows Cancel when `showCancelButton` is set: an active booking that has not started. What
 * comes back depends on the operator's policy and how much notice is given (`refundPercent`).
 */
export function canCancel(status: string, startDate: string, now: Date = new Date()): boolean {
  const active = status === 'Confirmed' || status === 'AwaitingPayment'
  return active && startsAt(startDate) > now.getTime()
}

/** What the invoice and the center's records call the booking: RL- and ten unambiguous characters. */
export function paymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `RL-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`
}
