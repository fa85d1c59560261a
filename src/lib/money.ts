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
      format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    } catch {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }) // not an ISO code
    }
    formats.set(key, format)
  }
  const text = format.format(amount)
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`
}
