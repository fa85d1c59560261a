const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined
  if (!value) cache.set(key, (value = make()))
  return value
}

/** A calendar day (`YYYY-MM-DD`) that never shifts with the device's time zone. */
export function day(isoDate: string, locale: string, style: 'long' | 'medium' | 'short' = 'medium'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return formatter(`d:${locale}:${style}`, () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })).format(date)
}

/** SPEC §2.4: invoice dates in the US long/short format ("November 22, 2026" / "11/22/26"); Arabic keeps its own words. */
export const invoiceDay = (isoDate: string, lang: string, style: 'long' | 'short'): string => day(isoDate, lang === 'ar' ? 'ar' : 'en-US', style)
