import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'

/** Rounds to the currency's minor unit: BHD and KWD have three decimals. */
export function roundMoney(amount: number, currency: string): number {
  const digits = currency === 'BHD' || currency === 'KWD' ? 3 : 2
  const factor = 10 ** digits
  return Math.round(amount * factor) / factor
}

/** Units of `to` for one unit of `from`, from the rates table. */
export async function rateBetween(db: Db, from: string, to: string): Promise<number> {
  if (from === to) return 1
  const rows = await db.selectFrom('currency_rates').select(['code', 'per_usd']).where('code', 'in', [from, to]).execute()
  const perUsd = new Map(rows.map((row) => [row.code, Number(row.per_usd)]))
  const fromRate = perUsd.get(from)
  const toRate = perUsd.get(to)
  if (!fromRate || !toRate) throw new HttpError(404, 'RateUnavailable')
  return toRate / fromRate
}

export async function toUsd(db: Db, amount: number, currency: string): Promise<number> {
  return roundMoney(amount * (await rateBetween(db, currency, 'USD')), 'USD')
}
