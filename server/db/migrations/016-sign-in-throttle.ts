import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * The per-account sign-in throttle (server/modules/auth/sign-in-throttle.ts), in the database so
 * every process behind one PostgreSQL counts the same attempts:
 * - `sign_in_attempts`: attempts counted in a window, per account (by e-mail, whether or not an
 *   account has it) for clients it does not recognise, and per recognised client (a device cookie,
 *   an address the account signed in from). Keys are keyed digests: no e-mail or address in the clear.
 * - `sign_in_addresses`: the addresses each e-mail signed in from successfully, and when last.
 * Both are swept by their age in the background.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute()
  await sql`create index sign_in_attempts_window_idx on sign_in_attempts (window_start)`.execute(db)
  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('signed_in_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index sign_in_addresses_signed_in_idx on sign_in_addresses (signed_in_at)`.execute(db)
}
