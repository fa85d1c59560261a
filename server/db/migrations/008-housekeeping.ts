import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Indexes that EXPLAIN at scale showed missing, and those of the clean-up that now runs in the
 * background (server/lib/housekeeping.ts) instead of inside requests:
 * - a password change signs out every other session of the diver: by `user_id`;
 * - spent refresh tokens, idempotency keys past a day and old rate-limit windows are deleted
 *   by their age;
 * - the contact form counts the messages that gave one address today (its acknowledgements are
 *   capped per address), whatever the address's case.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute()
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute()
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute()
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute()
  await sql`create index contact_messages_email_idx on contact_messages (lower(email), created_at)`.execute(db)
}
