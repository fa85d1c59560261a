import { browsingMonth } from '../../contract/activities.ts'
import { yearMonth } from '../../contract/addresses.ts'
// The dates alone (not shared/format.ts): this module is part of every first load.
import { formatMonth } from '../../shared/format-dates.ts'

/**
 * The first month with something left to book (`browsingMonth`) and the `count - 1` after it, as
 * `YYYY-MM` with its name in the reader's language: the month pickers.
 */
export function upcomingMonths(locale: string, count: number, first: string = browsingMonth()): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const value = shiftMonth(first, index)
    return { value, label: formatMonth(value, locale) }
  })
}

/** The day `days` after an ISO date, as `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The `YYYY-MM` month `delta` months after another (negative: before): the trips area's previous / next. */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number)
  return yearMonth(new Date(year!, index! - 1 + delta, 1))
}
