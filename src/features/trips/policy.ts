import { type CancellationPolicy, startsAt } from '../../../contract/booking.ts'
import { addDays } from '../../lib/dates.ts'

/**
 * One line of a departure's cancellation policy, ready to be put in words:
 * - `refund`: cancelled at least `days` days before the start (until `until`, YYYY-MM-DD), `percent` comes back;
 * - `none`: with less notice than `days` days (from `from`), nothing comes back; `days` 0 means once booked.
 *   `from` is null when that time has come: nothing comes back if cancelled now.
 */
export type PolicyLine = { kind: 'refund'; percent: number; days: number; until: string } | { kind: 'none'; days: number; from: string | null }

/**
 * The operator's tiers as the diver reads them, most generous first, with only the dates still
 * ahead of `now`: a tier whose last day has passed no longer applies and is left out. Tiers that
 * give nothing back merge into the closing "nothing" line; a policy with no paying tier is one
 * "nothing" line.
 */
export function policyLines(policy: CancellationPolicy, startDate: string, now: number = Date.now()): PolicyLine[] {
  const paying = policy.tiers.filter((tier) => tier.refundPercent > 0).sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const last = paying.at(-1)
  if (!last) return [{ kind: 'none', days: 0, from: startDate }]
  // A tier holds until midnight UTC of its day (contract/booking.ts refundPercent counts the same way).
  const ahead = (date: string) => startsAt(date) > now
  // Once it has started, that is all there is to say.
  if (!ahead(startDate)) return [{ kind: 'none', days: 0, from: null }]
  const lines: PolicyLine[] = paying
    .map((tier): PolicyLine => ({ kind: 'refund', percent: tier.refundPercent, days: tier.minDaysBefore, until: addDays(startDate, -tier.minDaysBefore) }))
    .filter((line) => line.kind === 'refund' && ahead(line.until))
  const from = addDays(startDate, -last.minDaysBefore)
  if (last.minDaysBefore > 0 || lines.length === 0) lines.push({ kind: 'none', days: last.minDaysBefore, from: ahead(from) ? from : null })
  return lines
}

/** Payment type 3's deadline: full refund until this instant (ISO 8601), `freeCancellationHours` before the start. */
export const freeCancellationUntil = (policy: CancellationPolicy, startDate: string): string =>
  new Date(startsAt(startDate) - policy.freeCancellationHours * 3_600_000).toISOString()
