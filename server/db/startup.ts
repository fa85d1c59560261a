import { sql } from 'kysely'
import type { DbHandle } from './index.ts'
import { analyze } from './maintenance.ts'
import { migrateToLatest } from './migrate.ts'
import type { Db } from './schema.ts'

/** Any fixed number: the PostgreSQL advisory lock that lets one starting process at a time migrate and seed. */
const STARTUP_LOCK = 7_311_207

/**
 * Brings the database to the latest schema and, with `seed` (what main.ts starts: the demo data),
 * fills an empty one. Several processes started together on one PostgreSQL take turns under an
 * advisory lock: the first migrates and seeds, the others wait, then find it done (without the lock
 * two of three crashed on a duplicate country). True when this process seeded.
 */
export async function prepareDatabase(database: DbHandle, seed?: (db: Db) => Promise<boolean>): Promise<boolean> {
  const { db } = database
  const prepare = async () => {
    await migrateToLatest(db)
    const seeded = seed ? await seed(db) : false
    if (seeded) await analyze(db)
    return seeded
  }
  if (database.kind !== 'postgres') return prepare()
  // The lock belongs to one connection: held on its own while the pool's others do the work.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection)
    try {
      return await prepare()
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection)
    }
  })
}
