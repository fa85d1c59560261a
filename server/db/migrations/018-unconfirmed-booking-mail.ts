import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Booking mail to an address its account has not confirmed (anyone can sign up with anyone's
 * address): one row per message (a booking and a kind of message). `sent`: a confirmation mailed
 * anyway, counted against the few an hour such an address may get; `held`: waiting until the
 * address is confirmed; `released`: queued again on the confirmation, not carried out yet. `since`:
 * when it was counted, held or released. Rows go with the account. No foreign key to the booking:
 * its key-share lock, taken by the mail worker while it holds the account's row, would deadlock
 * with a payment that holds the booking and waits for the account's row (the wallet's lock);
 * bookings are never deleted.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('unconfirmed_booking_mail')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reservation_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('sent', 'held', 'released')`))
    .addColumn('job', 'jsonb', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('unconfirmed_booking_mail_message', ['reservation_id', 'event'])
    .execute()
  await sql`create index unconfirmed_booking_mail_user_idx on unconfirmed_booking_mail (user_id, state, since)`.execute(db)
}
