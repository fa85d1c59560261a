import type { Currency } from '../../contract/common.ts'
import { roundMoney, type Rates } from '../../contract/wallet.ts'

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

const formats = new Map<string, Intl.NumberFormat>()

/** Money in the reader's language, with the currency's own minor unit (three decimals for BHD, KWD). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}:${currency}`
  let format = formats.get(key)
  if (!format) {
    try {
      // Arabic names the currency ("70.93 دولار أمريكي"): its symbols are Latin ("US$") and, in a
      // right-to-left line, read back to front as "$US 70.93".
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: locale.startsWith('ar') ? 'name' : 'symbol' })
    } catch {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }) // not an ISO code
    }
    formats.set(key, format)
  }
  const text = format.format(amount)
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`
}

/** An amount as every booking figure shows it: `shown` in the diver's currency, `charged` (the center's) beside it when they differ. */
export type MoneyParts = { shown: string; charged: string | null }

/**
 * One way to show a booking's money: converted to the diver's currency with the charged amount
 * beside it ("$169.60 (SAR 636.00)"). The charged amount alone when the currencies are the same or
 * no rate is known (rates not loaded yet): never a converted figure without the real one.
 */
export function moneyParts(amount: number, currency: string, target: Currency, rates: Rates['rates'] | undefined, locale: string): MoneyParts {
  const charged = formatMoney(amount, currency, locale)
  const converted = rates && target !== currency ? convertMoney(amount, currency, target, rates) : null
  return converted === null ? { shown: charged, charged: null } : { shown: formatMoney(converted, target, locale), charged }
}

/** The same as one line of text (a PDF, a toast): "$169.60 (SAR 636.00)". */
export const moneyLine = ({ shown, charged }: MoneyParts): string => (charged ? `${shown} (${charged})` : shown)
