import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './schema.ts'

/** Set while a transaction's work runs: `open` turns false when it has committed or rolled back. */
const transactionScope = new AsyncLocalStorage<{ open: boolean }>()

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one: a service can be
 * called on its own or as part of a larger unit (the idempotent request that stores its answer in
 * the same transaction as its write).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db)
  const scope = { open: false }
  return transactionScope
    .run(scope, () =>
      db.transaction().execute((trx) => {
        scope.open = true
        return work(trx)
      }),
    )
    .finally(() => {
      scope.open = false
    })
}

/**
 * True while the caller runs inside a transaction's work. A query sent there through the database
 * handle instead of the transaction would wait for a connection the transaction may hold (PGlite
 * has one) and would not commit or roll back with it (db/guarded-driver.ts refuses it).
 */
export function insideTransaction(): boolean {
  return transactionScope.getStore()?.open === true
}
