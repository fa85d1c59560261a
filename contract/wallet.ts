import * as v from 'valibot'
import { CurrencySchema, envelope, QueryNumber } from './common.ts'

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

export const walletPath = '/Wallet/GetAllTransactionForCurrentUser'
export const WalletTransactionSchema = v.object({
  id: v.number(),
  validFrom: v.string(),
  validTo: v.string(),
  amount: v.number(),
  type: v.picklist(['Credited', 'Debited']),
  description: v.string(),
})
const WalletGroupSchema = v.object({ balance: v.number(), walletTransactions: v.array(WalletTransactionSchema) })
/** Balances are in USD (SPEC §9). */
export const WalletResponseSchema = envelope(
  v.object({ currency: v.literal('USD'), availableTransaction: WalletGroupSchema, expiredTransaction: WalletGroupSchema }),
)
export type Wallet = v.InferOutput<typeof WalletResponseSchema>['data']
