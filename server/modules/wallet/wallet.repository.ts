import type { Insertable } from 'kysely'
import type { Db, WalletTransactionTable } from '../../db/schema.ts'

/** Units of each currency per one US dollar. */
export function findRates(db: Db, codes?: string[]) {
  let query = db.selectFrom('currency_rates').select(['code', 'per_usd', 'updated_at'])
  if (codes) query = query.where('code', 'in', codes)
  return query.execute()
}

export function findWalletTransactions(db: Db, userId: number) {
  return db.selectFrom('wallet_transactions').selectAll().where('user_id', '=', userId).orderBy('valid_from', 'desc').orderBy('id', 'desc').execute()
}

export async function insertWalletTransaction(db: Db, row: Insertable<WalletTransactionTable>): Promise<void> {
  await db.insertInto('wallet_transactions').values(row).execute()
}
