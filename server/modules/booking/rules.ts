import { randomBytes } from 'node:crypto'

/** Free cancellation ends this long before the start (terms page). */
export const CANCEL_NOTICE_HOURS = 48
/** A refund lands in the wallet, valid this long. */
export const REFUND_VALID_DAYS = 365

const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** Today as the database's `date` columns hold it: 'YYYY-MM-DD' (UTC). */
export const todayDate = (now: Date = new Date()): string => now.toISOString().slice(0, 10)

export function isUpcoming(startDate: string, now: Date = new Date()): boolean {
  return startDate >= todayDate(now)
}

/** SPEC §4 shows Cancel when `showCancelButton` is set: an active booking at least 48 h before it starts. */
export function canCancel(status: string, startDate: string, now: Date = new Date()): boolean {
  const active = status === 'Confirmed' || status === 'AwaitingPayment'
  return active && startOf(startDate) - now.getTime() >= CANCEL_NOTICE_HOURS * 3_600_000
}

/** What the invoice and the center's records call the booking: RL- and ten unambiguous characters. */
export function paymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `RL-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`
}
