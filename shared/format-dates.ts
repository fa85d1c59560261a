/**
 * Days and months, the part of the one formatter (shared/format.ts, which re-exports it) that the
 * first load of every page needs: a file of its own, so that the first load carries it and not the
 * money, time and telephone code only later screens use.
 */
/** Arabic gets Arabic words; every other locale is written as US English (docs/decisions/023-one-formatter.md). */
export const arabic = (locale: string) => locale.startsWith('ar')

// Intl formatters load locale data when they are built: one per language and shape, reused.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
export function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = formatters.get(key) as T | undefined
  if (!value) formatters.set(key, (value = make()))
  return value
}

/**
 * How long a month's name is. Never digits alone: "4/23/27" is a different day in Cairo and in
 * New York, and Arabic's "23‏/4‏/2027" reads "2027/4/23" in a right-to-left line beside
 * "1 مايو 2027". Arabic has no short month names, so both lengths read "23 أبريل 2027".
 */
export type DateLength = 'medium' | 'long'

export const dayOptions = (locale: string, length: DateLength): Intl.DateTimeFormatOptions =>
  arabic(locale) ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: length }

/** A calendar day (`YYYY-MM-DD`, or the day of an ISO instant in UTC), never shifted by a time zone: "Apr 23, 2027", "23 أبريل 2027". */
export function formatDay(isoDate: string, locale: string, length: DateLength = 'medium'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return formatter(`d:${locale}:${length}`, () => new Intl.DateTimeFormat(locale, { ...dayOptions(locale, length), timeZone: 'UTC' })).format(date)
}

/** A `YYYY-MM` month: "March 2027" / "Mar 2027", "مارس 2027". */
export function formatMonth(yearMonth: string, locale: string, length: DateLength = 'long'): string {
  const [year, index] = yearMonth.split('-').map(Number)
  if (!year || !index) return yearMonth
  const month = length === 'long' ? 'long' : 'short'
  return formatter(`y:${locale}:${length}`, () => new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' })).format(
    new Date(Date.UTC(year, index - 1, 1)),
  )
}

/** The days of a range, written once where they share a month or a year: "Dec 10 – 17, 2026", "١٠–١٧ ديسمبر ٢٠٢٦". */
export function formatDayRange(from: string, to: string, locale: string): string {
  const first = new Date(`${from.slice(0, 10)}T00:00:00Z`)
  const last = new Date(`${to.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return `${from} – ${to}`
  // A range the wrong way round (a hand-edited address the page explains) is written as given: some
  // browsers' formatRange refuses it.
  if (last < first) return `${formatDay(from, locale)} – ${formatDay(to, locale)}`
  return formatter(`r:${locale}`, () => new Intl.DateTimeFormat(locale, { ...dayOptions(locale, 'medium'), timeZone: 'UTC' })).formatRange(first, last)
}
