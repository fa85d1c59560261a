import { randomBytes } from 'node:crypto'
import { startsAt } from '../../../contract/booking.ts'

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
