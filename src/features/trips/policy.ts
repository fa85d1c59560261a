import { type CancellationPolicy, startsAt } from '../../../contract/booking.ts'
import { addDays } from '../../lib/dates.ts'

/**
 * One line of a departure's cancellation policy, ready to be put in words:
 * - `refund`: cancelled at least `days` days before the start (until `until`, YYYY-MM-DD), `percent` comes back;
 * - `none`: with less notice than `days` days (from `from`), nothing comes back; `days` 0 means once booked.
 */
export type PolicyLine =
  | { kind: 'refund'; percent: number; days: number; until: string }
  | { kind: 'none'; days: number; from: string }

/**
 * The operator's tiers as the diver reads them, most generous first. Tiers that give nothing back
 * merge into the closing "nothing" line; a policy with no paying tier is one "nothing" line.
 */
export function policyLines(policy: CancellationPolicy, startDate: string): PolicyLine[] {
  const paying = policy.tiers.filter((tier) => tier.refundPercent > 0).sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const lines: PolicyLine[] = paying.map((tier) => ({ kind: 'refund', percent: tier.refundPercent, days: tier.minDaysBefore, until: addDays(startDate, -tier.minDaysBefore) }))
  const last = paying.at(-1)
  if (!last) return [{ kind: 'none', days: 0, from: startDate }]
  if (last.minDaysBefore > 0) lines.push({ kind: 'none', days: last.minDaysBefore, from: addDays(startDate, -last.minDaysBefore) })
  return lines
}

/** Payment type 3's deadline: full refund until this instant (ISO 8601), `freeCancellationHours` before the start. */
export const freeCancellationUntil = (policy: CancellationPolicy, startDate: string): string =>
  new Date(startsAt(startDate) - policy.freeCancellationHours * 3_600_000).toISOString()
