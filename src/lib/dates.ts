import { yearMonth } from '../../contract/addresses.ts'

/** This month and the `count - 1` after it, as `YYYY-MM` with its name in the reader's language: the month pickers. */
export function upcomingMonths(locale: string, count: number, now: Date = new Date()): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth() + index, 1)
    return { value: yearMonth(date), label: format.format(date) }
  })
}

// Intl formatters load locale data when built: one per language and style, reused by every card.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** A calendar date (`YYYY-MM-DD`, no time zone) in the reader's language, e.g. "12 Mar 2027". */
export function formatDay(isoDate: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  const key = `${locale}:${style}`
  let format = dayFormats.get(key)
  // Read and printed in UTC so the day never shifts with the device's time zone.
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })))
  return format.format(new Date(Date.UTC(year, month - 1, day)))
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
