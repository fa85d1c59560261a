import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Uploaded pictures live in the database, not on one process's disk: behind a load balancer a
 * picture uploaded through one process was a 404 on every other. At most 5 MB each (one profile
 * picture and one certificate a diver), well within what PostgreSQL keeps out of line (TOAST).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
