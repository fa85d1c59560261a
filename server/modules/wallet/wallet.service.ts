import type { Currency, Lang } from '../../../contract/common.ts'
import { roundMoney, type Rates, type WalletResponse } from '../../../contract/wallet.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { balances, remainingCredits } from './balances.ts'
import { findRates, findWalletTransactions, insertWalletTransaction, lockWallet, voidDebits } from './wallet.repository.ts'
import { localized } from '../../lib/lang.ts'

/** A refund's credit lasts a year (terms page). */
export const REFUND_VALID_DAYS = 365

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

const entriesOf = (rows: Awaited<ReturnType<typeof findWalletTransactions>>) =>
  rows.map((row) => ({ id: row.id, amount: Number(row.amount), validFrom: row.valid_from, validTo: row.valid_to }))

/** US dollars the diver can spend now, for display. To spend them, `lockedCredit`. */
export async function availableCredit(db: Db, userId: number): Promise<number> {
  return roundMoney(balances(entriesOf(await findWalletTransactions(db, userId)), new Date()).available, 'USD')
}

/**
 * The credit the diver can spend, read under the wallet's lock: call inside the transaction that
 * spends it. Until that transaction ends no other request can read it to spend it too.
 */
export async function lockedCredit(db: Db, userId: number): Promise<number> {
  if (!db.isTransaction) throw new Error('lockedCredit spends inside a transaction')
  await lockWallet(db, userId)
  return availableCredit(db, userId)
}

/** Gives back the credit a failed payment (the charge `holdKey`) held. */
export const releaseCredit = (db: Db, reservationId: number, holdKey: string): Promise<void> => voidDebits(db, reservationId, holdKey)

/**
 * Spends from the wallet (the caller read `lockedCredit` in the same transaction and it covers this)
 * for the charge `holdKey`: a declined card gives back this charge's part only.
 */
export async function spendCredit(db: Db, userId: number, amountUsd: number, reservationId: number, holdKey: string): Promise<void> {
  await insertWalletTransaction(db, {
    user_id: userId,
    amount: (-amountUsd).toFixed(2),
    type: 'Debited',
    description_en: 'Paid for a booking',
    description_ar: 'دفع مقابل حجز',
    reservation_id: reservationId,
    hold_key: holdKey,
    valid_from: new Date(),
    valid_to: new Date(Date.now() + 10 * 365 * 86_400_000),
  })
}

export async function creditRefund(db: Db, userId: number, amountUsd: number, reservationId: number): Promise<void> {
  await insertWalletTransaction(db, {
    user_id: userId,
    amount: amountUsd.toFixed(2),
    type: 'Credited',
    description_en: 'Refund for a cancelled reservation',
    description_ar: 'استرداد حجز ملغى',
    reservation_id: reservationId,
    valid_from: new Date(),
    valid_to: new Date(Date.now() + REFUND_VALID_DAYS * 86_400_000),
  })
}

/**
 * The diver's wallet in USD (SPEC §2.4): Current holds the credits still valid and every payment
 * made from them, with what can be spent; Expired holds the credits that ran out and what of them
 * was lost unspent.
 */
export async function wallet(db: Db, userId: number, lang: Lang, limit: number): Promise<WalletResponse> {
  const rows = await findWalletTransactions(db, userId)
  const now = new Date()
  const entries = entriesOf(rows)
  const { available, expired } = balances(entries, now)
  const left = remainingCredits(entries)
  const line = (row: (typeof rows)[number]) => ({
    id: row.id,
    validFrom: row.valid_from.toISOString(),
    validTo: row.valid_to.toISOString(),
    amount: Number(row.amount),
    remaining: row.type === 'Credited' ? roundMoney(left.get(row.id) ?? 0, 'USD') : null,
    type: row.type,
    description: localized(row, 'description', lang),
  })
  const isExpired = (row: (typeof rows)[number]) => row.type === 'Credited' && row.valid_to.getTime() < now.getTime()
  // Every line counts towards the balances (each debit spends the credits valid when it was made);
  // only the newest `limit` of each tab travel.
  const current = rows.filter((row) => !isExpired(row))
  const gone = rows.filter(isExpired)
  return {
    data: {
      currency: 'USD',
      availableTransaction: { balance: roundMoney(available, 'USD'), walletTransactions: current.slice(0, limit).map(line) },
      expiredTransaction: { balance: roundMoney(expired, 'USD'), walletTransactions: gone.slice(0, limit).map(line) },
    },
    metaData: { currentTotal: current.length, expiredTotal: gone.length, limit },
  }
}
