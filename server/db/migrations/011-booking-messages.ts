import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Booking messages (a confirmation, a reminder 48 hours ahead, a review request the day after)
 * are outbox jobs, some due days later. `key` names what a job is about (`booking:42:reminder`):
 * unique, so the same message is never queued twice whoever asks and however often, and a
 * cancelled booking's reminders can be found and withdrawn.
 *
 * `mail_bookings`: the diver's choice of e-mail about bookings beyond confirmations and
 * cancellations (payments, reminders, review requests), on unless turned off.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('key', 'text').execute()
  await sql`create unique index outbox_key_idx on outbox (key)`.execute(db)
  await db.schema
    .alterTable('users')
    .addColumn('mail_bookings', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute()
}
