import { sql } from 'kysely'
import type { Db } from './schema.ts'

/** Fresh statistics and visibility maps for the planner after a bulk load: PGlite has no autovacuum. */
export async function analyze(db: Db): Promise<void> {
  await sql`vacuum analyze`.execute(db)
}
