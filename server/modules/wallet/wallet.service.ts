import type { Currency, Lang } from '../../../contract/common.ts'
import { roundMoney, type Rates, type Wallet } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findRates, findWalletTransactions } from './wallet.repository.ts'

/** Units of `to` for one unit of `from`, from the rates table. */
export async function rateBetween(db: Db, from: string, to: string): Promise<number> {
  if (from === to) return 1
  const rows = await findRates(db, [from, to])
  const perUsd = new Map(rows.map((row) => [row.code, Number(row.per_usd)]))
  const fromRate = perUsd.get(from)
  const toRate = perUsd.get(to)
  if (!fromRate || !toRate) throw new HttpError(404, 'RateUnavailable')
  return toRate / fromRate
}

export async function convert(db: Db, amount: number, from: Currency, to: Currency) {
  const rate = await rateBetween(db, from, to)
  return { amount, from, to, rate: Math.round(rate * 1e8) / 1e8, result: roundMoney(amount * rate, to) }
}

export async function toUsd(db: Db, amount: number, currency: string): Promise<number> {
  return roundMoney(amount * (await rateBetween(db, currency, 'USD')), 'USD')
}

/** The whole table at once, for converting prices on the device (also offline). */
export async function allRates(db: Db): Promise<Rates> {
  const rows = await findRates(db)
  const updated = rows.reduce((latest, row) => Math.max(latest, row.updated_at.getTime()), 0)
  return { base: 'USD', rates: Object.fromEntries(rows.map((row) => [row.code, Number(row.per_usd)])), updatedAt: new Date(updated).toISOString() }
}

/** The diver's credit, split into what can still be spent and what has expired (SPEC §2.4), in USD. */
export async function wallet(db: Db, userId: number, lang: Lang): Promise<Wallet> {
  const rows = await findWalletTransactions(db, userId)
  const now = Date.now()
  const group = (expired: boolean) => {
    const items = rows.filter((row) => (row.valid_to.getTime() < now) === expired)
    return {
      balance: roundMoney(items.reduce((sum, row) => sum + Number(row.amount), 0), 'USD'),
      walletTransactions: items.map((row) => ({
        id: row.id,
        validFrom: row.valid_from.toISOString(),
        validTo: row.valid_to.toISOString(),
        amount: Number(row.amount),
        type: row.type,
        description: lang === 'ar' ? row.description_ar : row.description_en,
      })),
    }
  }
  return { currency: 'USD', availableTransaction: group(false), expiredTransaction: group(true) }
}
