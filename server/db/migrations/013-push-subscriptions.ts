import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Web Push: each installed app a diver turned "Notify this phone" on for is one row, found again
 * by its push service endpoint (unique: one browser subscription belongs to one diver). `language`
 * is the app's language on that device when it subscribed: the notification is written in it.
 * The VAPID keys need no table: like the JWT secret they live in `app_secrets` when not configured.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index push_subscriptions_user_idx on push_subscriptions (user_id)`.execute(db)
}
