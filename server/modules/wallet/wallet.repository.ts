import type { Insertable } from 'kysely'
import type { Db, WalletTransactionTable } from '../../db/schema.ts'

/** Units of each currency per one US dollar. */
export function findRates(db: Db, codes?: string[]) {
  let query = db.selectFrom('currency_rates').select(['code', 'per_usd', 'updated_at'])
  if (codes) query = query.where('code', 'in', codes)
  return query.execute()
}

/** The diver's ledger; a hold given back (voided) counts for nothing and is left out. */
export function findWalletTransactions(db: Db, userId: number) {
  return db
    .selectFrom('wallet_transactions')
    .select(['id', 'amount', 'type', 'description_en', 'description_ar', 'reservation_id', 'valid_from', 'valid_to'])
    .where('user_id', '=', userId)
    .where('voided_at', 'is', null)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/**
 * Holds the diver's wallet until the transaction ends: whoever reads the credit in order to spend it
 * locks first, so two payments can never both spend the same credit (on PostgreSQL each request has
 * its own connection; the account row is the wallet's lock). `for no key update`, because the
 * booking's new reservation already holds a key-share lock on the same row (its foreign key): a
 * plain `for update` would wait for the other booking's key-share while it waits for ours, a deadlock.
 */
export async function lockWallet(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst()
}

/** Gives back what a failed payment held on the wallet. */
/** Voids the debits a charge spent (`holdKey`); debits spent before keys were kept belong to the booking's first and only charge. */
export async function voidDebits(db: Db, reservationId: number, holdKey: string): Promise<void> {
  await db
    .updateTable('wallet_transactions')
    .set({ voided_at: new Date() })
    .where('reservation_id', '=', reservationId)
    .where('type', '=', 'Debited')
    .where('voided_at', 'is', null)
    .where((w) => w.or([w('hold_key', '=', holdKey), w('hold_key', 'is', null)]))
    .execute()
}

export async function insertWalletTransaction(db: Db, row: Insertable<WalletTransactionTable>): Promise<void> {
  await db.insertInto('wallet_transactions').values(row).execute()
}
