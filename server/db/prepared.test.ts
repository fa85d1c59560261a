import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { freshPostgresDatabase } from '../test/harness.ts'
import { openDatabase, PLAN_PER_VALUES } from './index.ts'

// PGlite has no named statements to keep: on it both are the same one round trip.
describe.skipIf(process.env.TEST_DB !== 'postgres')('statements on a PostgreSQL connection', () => {
  it('are prepared once and kept, except one marked to be planned for its values each time', async () => {
    const fresh = await freshPostgresDatabase({ empty: true })
    // One connection: what it keeps prepared is what pg_prepared_statements lists.
    const handle = await openDatabase({ databaseUrl: fresh.url, poolMax: 1 })
    try {
      for (const value of [1, 2, 3]) {
        await sql`select ${value}::int as kept_plan`.execute(handle.db)
        await sql`select ${value}::int as own_plan ${sql.raw(PLAN_PER_VALUES)}`.execute(handle.db)
      }
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)
      const statements = rows.map((row) => row.statement)
      expect(statements.filter((text) => text.includes('kept_plan'))).toHaveLength(1)
      expect(statements.filter((text) => text.includes('own_plan'))).toEqual([])
    } finally {
      await handle.close()
      await fresh.drop()
    }
  })
})
