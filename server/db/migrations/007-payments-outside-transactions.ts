import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A card is never charged inside a database transaction: a booking first holds its seats and the
 * wallet's part (`Pending`), the card is charged with the reservation's own idempotency key, and a
 * second transaction confirms (or gives everything back: `PaymentFailed`). A hold left by a crash
 * or a timed-out charge is settled by a worker, which asks the provider again with the same key.
 *
 * - `booking_key`: the diver's Idempotency-Key of the booking request, so a retried request finds
 *   the reservation it already made instead of holding a second one.
 * - `wallet_paid` / `card_paid`: what each paid, in the reservation's currency (the diver's credit
 *   goes first, the card pays the rest).
 * - `charge_key`, `charge_amount`, `charge_for`: the card charge in flight, what it is for (a new
 *   booking, or paying an older one), and `settle_after`, when the worker may look at it.
 * - `refund_key`, `refund_due`: a refund owed to the card that the provider has not confirmed yet.
 * - `wallet_transactions.voided_at`: a hold on the credit given back when its payment failed; a
 *   voided row counts for nothing.
 * - `local_payments`: what the built-in local provider has "charged", by idempotency key, so every
 *   process agrees on it as they would with a real provider.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table reservations drop constraint reservations_status_check`.execute(db)
  await sql`alter table reservations add constraint reservations_status_check
    check (status in ('Pending', 'Confirmed', 'AwaitingPayment', 'Cancelled', 'Completed', 'PaymentFailed'))`.execute(db)
  await db.schema
    .alterTable('reservations')
    .addColumn('booking_key', 'text')
    .addColumn('wallet_paid', 'numeric(12, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('card_paid', 'numeric(12, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('charge_key', 'text')
    .addColumn('charge_amount', 'numeric(12, 3)')
    .addColumn('charge_for', 'text', (c) => c.check(sql`charge_for in ('booking', 'payment')`))
    .addColumn('settle_after', 'timestamptz')
    .addColumn('refund_key', 'text')
    .addColumn('refund_due', 'numeric(12, 3)')
    .execute()
  // What was paid before these columns existed, by the one way it could have been paid.
  await sql`update reservations set wallet_paid = net_price where payment_status in ('Paid', 'Refunded') and paid_with = 'wallet'`.execute(db)
  await sql`update reservations set card_paid = net_price where payment_status in ('Paid', 'Refunded') and paid_with = 'card'`.execute(db)
  await sql`create unique index reservations_booking_key_idx on reservations (user_id, booking_key) where booking_key is not null`.execute(db)
  // The worker's round: holds and refunds that wait for the provider, oldest first.
  await sql`create index reservations_settle_idx on reservations (settle_after) where charge_key is not null or refund_key is not null`.execute(db)
  await sql`alter table wallet_transactions add column voided_at timestamptz`.execute(db)
  await db.schema
    .createTable('local_payments')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'refund')`))
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
