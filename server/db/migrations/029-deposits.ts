import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Deposits (contract/deposits.ts): a center that allows them takes `deposit_percent` of a booking
 * when it is made (payment type 4) and the balance by `balance_due_days` before the departure.
 *
 * - `reservations.deposit` is what was agreed to be paid when booked, `balance_due` the day the rest
 *   is due by (the end of it, UTC). A booking whose deposit is paid is `DepositPaid` until the balance
 *   makes it `Paid`; the settling worker cancels one still `DepositPaid` after its day.
 * - `charge_wallet` is the wallet's part of a charge in flight. It joins `wallet_paid` only when the
 *   charge is confirmed, so a balance's declined card gives back its own wallet part and leaves the
 *   deposit's as it was. `wallet_transactions.hold_key` names the charge a debit was spent with, for
 *   the same reason: only that charge's debits are voided.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table branches add column deposit_percent smallint check (deposit_percent between 1 and 99)`.execute(db)
  await sql`alter table branches add column balance_due_days smallint not null default 30 check (balance_due_days between 1 and 180)`.execute(db)
  await sql`alter table reservations drop constraint if exists reservations_payment_type_check`.execute(db)
  await sql`alter table reservations add constraint reservations_payment_type_check check (payment_type in (1, 2, 3, 4))`.execute(db)
  await sql`alter table reservations drop constraint if exists reservations_payment_status_check`.execute(db)
  await sql`alter table reservations add constraint reservations_payment_status_check check (payment_status in ('Paid', 'Unpaid', 'Refunded', 'DepositPaid'))`.execute(
    db,
  )
  await sql`alter table reservations drop constraint if exists reservations_charge_for_check`.execute(db)
  await sql`alter table reservations add constraint reservations_charge_for_check check (charge_for in ('booking', 'payment', 'balance'))`.execute(db)
  await sql`alter table reservations add column deposit numeric(12, 2) check (deposit > 0)`.execute(db)
  await sql`alter table reservations add column balance_due date`.execute(db)
  await sql`alter table reservations add column charge_wallet numeric(12, 2)`.execute(db)
  // The settling worker's look for balances past their day reads only deposit bookings.
  await sql`create index reservations_balance_due on reservations (balance_due) where payment_status = 'DepositPaid'`.execute(db)
  await sql`alter table wallet_transactions add column hold_key text`.execute(db)
}
