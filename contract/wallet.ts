import * as v from 'valibot'
import { type ApiRequest, CurrencySchema, envelope, type EntryRequest, QueryInt, QueryNumber } from './common.ts'

export const convertCurrencyPath = '/Wallet/ConvertCurrency'
export const ConvertCurrencyQuerySchema = v.object({
  amount: v.pipe(QueryNumber, v.minValue(0), v.maxValue(1_000_000_000)),
  from: CurrencySchema,
  to: CurrencySchema,
})
export const ConversionSchema = v.object({
  amount: v.number(),
  from: CurrencySchema,
  to: CurrencySchema,
  rate: v.number(),
  result: v.number(),
})
export type Conversion = v.InferOutput<typeof ConversionSchema>
export const ConvertCurrencyResponseSchema = envelope(ConversionSchema)

/**
 * Rounds to the currency's minor unit (BHD and KWD have three decimals): the server's
 * ConvertCurrency and the client's on-device conversion round alike.
 */
export function roundMoney(amount: number, currency: string): number {
  const digits = currency === 'BHD' || currency === 'KWD' ? 3 : 2
  const factor = 10 ** digits
  return Math.round(amount * factor) / factor
}

/**
 * Every rate at once (units per one US dollar), so prices are converted on the device, also offline.
 * `convert(amount, from, to)` = round(amount × rates[to] / rates[from], to), as ConvertCurrency does.
 */
export const ratesPath = '/Wallet/Rates'
export const RatesSchema = v.object({
  base: v.literal('USD'),
  rates: v.record(CurrencySchema, v.number()),
  updatedAt: v.string(),
})
export type Rates = v.InferOutput<typeof RatesSchema>
export const RatesResponseSchema = envelope(RatesSchema)

/** The one rates table every price is converted with: the same for every language and currency (neither is in the key). */
export const ratesRequest = () =>
  ({ key: ['wallet', 'rates'], call: { method: 'GET', path: ratesPath, query: {} } satisfies ApiRequest }) as const satisfies EntryRequest

export const walletPath = '/Wallet/GetAllTransactionForCurrentUser'
/** Each tab's newest `limit` lines (50 unless asked); the balances always count every line. */
export const WALLET_PAGE = 50
export const WalletQuerySchema = v.object({ limit: v.optional(QueryInt(1, 1000), WALLET_PAGE) })
export const WalletTransactionSchema = v.object({
  id: v.number(),
  validFrom: v.string(),
  validTo: v.string(),
  amount: v.number(),
  /** what is left of a credit after the payments made from it (null for a payment) */
  remaining: v.nullable(v.number()),
  type: v.picklist(['Credited', 'Debited']),
  description: v.string(),
})
const WalletGroupSchema = v.object({ balance: v.number(), walletTransactions: v.array(WalletTransactionSchema) })
/** Balances are in USD (SPEC §9). */
export const WalletResponseSchema = envelope(
  v.object({ currency: v.literal('USD'), availableTransaction: WalletGroupSchema, expiredTransaction: WalletGroupSchema }),
  /** how many lines each tab has in all, and how many this answer holds of each */
  v.object({ currentTotal: v.number(), expiredTotal: v.number(), limit: v.number() }),
)
export type WalletResponse = v.InferOutput<typeof WalletResponseSchema>
export type Wallet = WalletResponse['data']

/** How a payment of `total` (in `currency`) divides between the wallet's credit and the card. */
export type PaymentSplit = {
  /** the wallet's part, in the item's currency */
  wallet: number
  /** the same part in US dollars: what the wallet is debited */
  walletUsd: number
  /** what is left for the card, in the item's currency (0 when the credit covers it all) */
  card: number
}

/**
 * The one rule for paying a booking that is paid when booked: the wallet's credit goes first (when the
 * diver wants it), the card pays the rest. `usdPerUnit` is US dollars per one unit of `currency` (1 for
 * USD). The server debits `walletUsd` and charges `card`; the screens show the same three figures.
 */
export function paymentSplit(total: number, currency: string, creditUsd: number, usdPerUnit: number, useWallet = true): PaymentSplit {
  const totalUsd = roundMoney(total * usdPerUnit, 'USD')
  const credit = useWallet ? Math.max(0, roundMoney(creditUsd, 'USD')) : 0
  if (credit >= totalUsd) return { wallet: total, walletUsd: totalUsd, card: 0 }
  if (credit === 0) return { wallet: 0, walletUsd: 0, card: total }
  const wallet = Math.min(total, roundMoney(credit / usdPerUnit, currency))
  return { wallet, walletUsd: credit, card: roundMoney(total - wallet, currency) }
}
