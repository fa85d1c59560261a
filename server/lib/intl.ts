import type { Lang } from '../../contract/common.ts'

// Intl objects are costly to build and immutable: one per language for the process.
const displayNames = new Map<Lang, Intl.DisplayNames>()
const dateFormats = new Map<Lang, Intl.DateTimeFormat>()

/** Language names ('de' → 'German' / 'الألمانية') in the request's language. */
export function languageNames(codes: string[], lang: Lang): string[] {
  let names = displayNames.get(lang)
  if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'language' })))
  return codes.map((code) => names.of(code) ?? code)
}

/** A date as a review shows it ('12 March 2026' / '١٢ مارس ٢٠٢٦'). */
export function longDate(value: Date | string, lang: Lang): string {
  let format = dateFormats.get(lang)
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long' })))
  return format.format(new Date(value))
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>()

/** A calendar day ('YYYY-MM-DD', as the catalogue stores it) as a person reads it: 'January 2, 2027' / '٢ يناير ٢٠٢٧'. */
export function calendarDay(day: string, lang: Lang): string {
  let format = dayFormats.get(lang)
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })))
  return format.format(new Date(`${day}T00:00:00Z`))
}
