import type { Db } from './schema.ts'

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one: a service can be
 * called on its own or as part of a larger unit (the idempotent request that stores its answer in
 * the same transaction as its write).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
