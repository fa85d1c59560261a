import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Jobs of one chain (`booking:42`: the messages about one booking) are carried out in the order they
 * were queued: a job waits while an earlier one of its chain is due, leased or failing. Without it a
 * cancellation queued while the confirmation waited out a retry, or taken by another process while
 * the confirmation was still being sent, reached the diver first. A job queued for later (a
 * reminder) holds nothing back until it falls due. Null: a job that follows nothing.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('chain', 'text').execute()
  await sql`create index outbox_chain_idx on outbox (chain, id) where done_at is null and chain is not null`.execute(db)
}
