import type { Currency, Lang } from '../../contract/common.ts'
import type { Rates } from '../../contract/wallet.ts'
import { formatDay, moneyLine, type MoneyParts, moneyParts } from '../../shared/format.ts'

// Intl objects are costly to build and immutable: one per language for the process.
const displayNames = new Map<Lang, Intl.DisplayNames>()

/** Language names ('de' → 'German' / 'الألمانية') in the request's language. */
export function languageNames(codes: string[], lang: Lang): string[] {
  let names = displayNames.get(lang)
  if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'language' })))
  return codes.map((code) => names.of(code) ?? code)
}

/** The day of a moment as a review shows it ('March 12, 2026' / '12 مارس 2026'): shared/format.ts, in UTC. */
export const longDate = (value: Date | string, lang: Lang): string => formatDay(new Date(value).toISOString(), lang, 'long')

/**
 * The currency the server writes money in beside the charged one. A diver's currency is a choice
 * of their device that the server never hears of, so mail, its PDF and the in-app notices use the
 * app's default and the wallet's, the US dollar: "$61.86 (EGP 3,000.00)", as a screen set to USD shows it.
 */
const WRITTEN_IN: Currency = 'USD'

/** Money as a message writes it, converted with today's rates table; the charged amount alone when no rate is known. */
export const writtenMoney =
  (rates: Rates['rates'] | undefined, lang: Lang) =>
  (amount: number, currency: string): MoneyParts =>
    moneyParts(amount, currency, WRITTEN_IN, rates, lang)

/** The same as one line of text: "$61.86 (EGP 3,000.00)". */
export type MoneyText = (amount: number, currency: string) => string
export function moneyText(rates: Rates['rates'] | undefined, lang: Lang): MoneyText {
  const parts = writtenMoney(rates, lang)
  return (amount, currency) => moneyLine(parts(amount, currency))
}
