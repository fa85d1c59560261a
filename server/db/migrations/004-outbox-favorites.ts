import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * The outbox: work that must follow a committed write (a confirmation mail, a reset mail) is
 * inserted in the write's own transaction and carried out by a worker, retried until it succeeds,
 * so a mail server that is down never turns a saved account into an error.
 *
 * Favorites cover dive centers, trips and course dates alike.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index outbox_pending_idx on outbox (next_attempt_at) where done_at is null`.execute(db)

  await db.schema
    .createTable('favorite_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('branch', 'trip', 'course')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorite_items_pk', ['user_id', 'kind', 'item_id'])
    .execute()
  await sql`insert into favorite_items (user_id, kind, item_id, created_at) select user_id, 'branch', branch_id, created_at from favorites`.execute(db)
  await db.schema.dropTable('favorites').execute()
}
