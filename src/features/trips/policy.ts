import { type CancellationPolicy, startsAt, tiersAhead } from '../../../contract/booking.ts'
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
 * ahead of `now` (contract/booking.ts `tiersAhead`): a tier whose last day has passed no longer
 * applies and is left out. Tiers that give nothing back merge into the closing "nothing" line; a
 * policy with no paying tier is one "nothing" line.
 */
export function policyLines(policy: CancellationPolicy, startDate: string, now: number = Date.now()): PolicyLine[] {
  const paying = policy.tiers.filter((tier) => tier.refundPercent > 0).sort((a, b) => b.minDaysBefore - a.minDaysBefore)
  const last = paying.at(-1)
  if (!last) return [{ kind: 'none', days: 0, from: startDate }]
  // A tier holds until midnight UTC of its day (contract/booking.ts refundPercent counts the same way).
  const ahead = (date: string) => startsAt(date) > now
  // Once it has started, that is all there is to say.
  if (!ahead(startDate)) return [{ kind: 'none', days: 0, from: null }]
  const lines: PolicyLine[] = tiersAhead(policy, startDate, now).map((tier) => ({
    kind: 'refund',
    percent: tier.refundPercent,
    days: tier.minDaysBefore,
    until: addDays(startDate, -tier.minDaysBefore),
  }))
  const from = addDays(startDate, -last.minDaysBefore)
  if (last.minDaysBefore > 0 || lines.length === 0) lines.push({ kind: 'none', days: last.minDaysBefore, from: ahead(from) ? from : null })
  return lines
}
