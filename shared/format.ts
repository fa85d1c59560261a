import type { Currency } from '../contract/common.ts'
import { roundMoney, type Rates } from '../contract/wallet.ts'
import { arabic, type DateLength, dayOptions, formatter } from './format-dates.ts'

/**
 * Money, dates, percentages and phone numbers as a reader sees them, the one way: every screen of
 * the PWA, the e-mails, the invoice PDF, the in-app notices and Web Push call these. `locale` is
 * the reader's language ('en' or 'ar', or a tag such as 'en-US'); anything not Arabic is written
 * as US English, as the spec's invoice dates are (docs/decisions/023-one-formatter.md). Days and
 * months live in format-dates.ts, which the first load imports alone.
 */
export { formatDay, formatMonth } from './format-dates.ts'

// ── Money ────────────────────────────────────────────────────────────────────────────────────

/**
 * `amount` in `from` converted to `to` through one USD-based rates table, rounded as the server's
 * Wallet/ConvertCurrency rounds; null when either currency is missing from the table.
 */
export function convertMoney(amount: number, from: string, to: Currency, rates: Rates['rates']): number | null {
  if (from === to) return amount
  const fromRate = rates[from as Currency]
  const toRate = rates[to]
  if (!fromRate || !toRate) return null
  return roundMoney((amount * toRate) / fromRate, to)
}

/** Money in the reader's language, with the currency's own minor unit (three decimals for BHD, KWD). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const format = formatter(`m:${locale}:${currency}`, () => {
    try {
      // Arabic names the currency ("70.93 دولار أمريكي"): its symbols are Latin ("US$") or
      // abbreviations ("ج.م.") and, in a right-to-left line, "US$ 70.93" reads back to front as "$US".
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: arabic(locale) ? 'name' : 'symbol' })
    } catch {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }) // not an ISO code
    }
  })
  const text = format.format(amount)
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`
}

/** An amount as every booking figure shows it: `shown` in the reader's currency, `charged` (the center's) beside it when they differ. */
export type MoneyParts = { shown: string; charged: string | null }

/**
 * One way to show a booking's money: converted to the reader's currency with the charged amount
 * beside it ("$169.60 (SAR 636.00)"). The charged amount alone when the currencies are the same or
 * no rate is known (rates not loaded yet): never a converted figure without the real one.
 */
export function moneyParts(amount: number, currency: string, target: Currency, rates: Rates['rates'] | undefined, locale: string): MoneyParts {
  const charged = formatMoney(amount, currency, locale)
  const converted = rates && target !== currency ? convertMoney(amount, currency, target, rates) : null
  return converted === null ? { shown: charged, charged: null } : { shown: formatMoney(converted, target, locale), charged }
}

/**
 * A "from" price where room is short (a map's marker): whole units rounded down, so it never says
 * less than the price is, and the currency's short sign in Arabic too ("139 د.ك.", "US$ 70" kept
 * left to right, "$70"), where `formatMoney` names it in full ("139.602 دينار كويتي") and a map of
 * such labels covers itself. The full figure stays with whatever names the marker (its card, its
 * accessible name).
 */
export function formatPriceTag(amount: number, currency: string, locale: string): string {
  const format = formatter(`t:${locale}:${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol', maximumFractionDigits: 0, roundingMode: 'floor' })
    } catch {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, roundingMode: 'floor' }) // not an ISO code
    }
  })
  if (format.resolvedOptions().style !== 'currency') return `${format.format(amount)} ${currency}`
  // In a right-to-left line a Latin sign's own letters and "$" fall apart ("US$" reads "$US"): isolated left to right.
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && arabic(locale) && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('')
}

/** A "from" price in the reader's currency where room is short (formatPriceTag): converted when a rate is known, else as charged. */
export function priceTag(amount: number, currency: string, target: Currency, rates: Rates['rates'] | undefined, locale: string): string {
  const converted = rates && target !== currency ? convertMoney(amount, currency, target, rates) : null
  return converted === null ? formatPriceTag(amount, currency, locale) : formatPriceTag(converted, target, locale)
}

/** The same as one line of text (a mail, a PDF, a notice): "$169.60 (SAR 636.00)". */
export const moneyLine = ({ shown, charged }: MoneyParts): string => (charged ? `${shown} (${charged})` : shown)

/** A count as the reader writes it: "1,200" (dives, seats, years). */
export const formatCount = (count: number, locale: string): string => formatter(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(count)

/** A share of a whole (0–100) as the reader writes it: "50%". */
export const formatPercent = (percent: number, locale: string): string =>
  formatter(`p:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' })).format(percent / 100)

// ── Depths and lists ─────────────────────────────────────────────────────────────────────────

/** How deep a dive site's dives go, in metres: "10–40 m", "10–40 مترًا"; one depth when both ends are one ("18 m", not "~18 m"). */
export function formatDepthRange(min: number, max: number, locale: string): string {
  const metres = formatter(`m:${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }))
  return min === max ? metres.format(min) : metres.formatRange(min, max)
}

const lists = new Map<string, Intl.ListFormat>()

/** Names listed as the reader's language lists them, each its own capitalised item: "Turtles, Dolphins, Soft corals", "السلاحف، والدلافين، والمرجان". */
export function formatList(names: readonly string[], locale: string): string {
  let list = lists.get(locale)
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })))
  return list.format(names)
}

// ── Times ────────────────────────────────────────────────────────────────────────────────────

/** A day and its time, the day as long as the text around it writes its days (a mail: "March 12, 2027"). */
const timeOptions = (locale: string, length: DateLength = 'medium'): Intl.DateTimeFormatOptions =>
  arabic(locale) ? { ...dayOptions(locale, 'long'), hour: 'numeric', minute: '2-digit' } : { dateStyle: length, timeStyle: 'short' }

/**
 * A moment as the dive center's own clock reads it: "Nov 29, 2026, 12:00 AM" ('long': "November 29,
 * 2026 at 12:00 AM", beside a mail's long days), "29 نوفمبر 2026 في 12:00 ص". Departure dates are the
 * center's calendar days and the policy counts from their midnight taken as UTC (contract/booking.ts
 * startsAt), so the wall time is read in UTC whatever the reader's zone. It names no zone ("UTC" would
 * be wrong): the words around it say whose time it is.
 */
export const formatCenterTime = (instant: Date | number | string, locale: string, length: DateLength = 'medium'): string =>
  formatter(`c:${locale}:${length}`, () => new Intl.DateTimeFormat(locale, { ...timeOptions(locale, length), timeZone: 'UTC' })).format(new Date(instant))

/** A moment on the reader's own clock (their device's zone): when a notice arrived, when data was saved. */
export const formatLocalTime = (instant: Date | number | string, locale: string): string =>
  formatter(`l:${locale}`, () => new Intl.DateTimeFormat(locale, timeOptions(locale))).format(new Date(instant))

// ── Phones ───────────────────────────────────────────────────────────────────────────────────

/** Country calling codes of one and two digits (ITU-T E.164); every other code has three. */
const ONE_DIGIT_CODE = /^[17]/
const TWO_DIGIT_CODE = /^(?:2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/

/** A number written without spaces, grouped as people read it aloud: +20 100 123 4567, +962 3 201 2345. */
function groupDigits(phone: string): string {
  const plus = phone.startsWith('+')
  const digits = phone.slice(plus ? 1 : 0)
  const codeLength = !plus ? 0 : ONE_DIGIT_CODE.test(digits) ? 1 : TWO_DIGIT_CODE.test(digits) ? 2 : 3
  let rest = digits.slice(codeLength)
  const groups: string[] = []
  if (rest.length > 4) {
    groups.unshift(rest.slice(-4))
    rest = rest.slice(0, -4)
    while (rest.length > 3) {
      groups.unshift(rest.slice(-3))
      rest = rest.slice(0, -3)
    }
  }
  if (rest) groups.unshift(rest)
  return [...(plus ? [`+${digits.slice(0, codeLength)}`] : []), ...groups].join(' ')
}

/**
 * A phone number, grouped (a number already written with spaces or dashes keeps its writer's
 * groups) and, in Arabic, isolated left to right (U+2066 … U+2069): in a right-to-left line the
 * groups of "+20 65 344 1234" would otherwise read back to front, "1234 344 65 20+".
 */
export function formatPhone(phone: string, locale: string): string {
  const trimmed = phone.trim()
  const grouped = /^\+?\d{5,}$/.test(trimmed) ? groupDigits(trimmed) : trimmed.replace(/\s+/g, ' ')
  return arabic(locale) ? `\u2066${grouped}\u2069` : grouped
}
