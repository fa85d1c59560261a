import { sql } from 'kysely'
import type { Db } from './schema.ts'

/**
 * Runs `work` on one connection while it holds the session-level advisory lock `key`, shared by
 * every process on the database; answers null at once, without running it, when another holds it.
 * A process that dies mid-way loses its session and with it the lock.
 */
export function withAdvisoryLock<T>(db: Db, key: number, work: (connection: Db) => Promise<T>): Promise<T | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection)
    if (rows[0]?.locked !== true) return null
    try {
      return await work(connection)
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection)
    }
  })
}
