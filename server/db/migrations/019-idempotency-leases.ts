import type { AnyDb } from '../any-db.ts'

/**
 * A key being carried out is held by a lease its holder renews while it works (lib/idempotency.ts):
 * a process killed half-way stops renewing, and a retry takes the key over within seconds instead
 * of meeting `409 IdempotencyInProgress` for five minutes. `holder` names the attempt that holds
 * it, so only that attempt can store the answer: one taken over by a retry can no longer commit.
 * Null for keys claimed before this migration (their `created_at` still ages them out).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text').addColumn('lease_until', 'timestamptz').execute()
}
