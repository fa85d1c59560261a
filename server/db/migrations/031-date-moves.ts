import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * Moving a booking to another date of the same trip or course (contract/moves.ts): a center's rule
 * is free until `move_free_days` before the start, then `move_fee_percent` of the booking's total.
 *
 * The reservation moves in place (its departure, price and money columns change, its reference and
 * travellers stay); `reservation_moves` keeps each move as it was made (from and to which day, the
 * fee, what came back to the wallet and what was left to pay), for the invoice's fee line and for a
 * move's mail and messages to be keyed apart from the ones before it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table branches add column move_free_days smallint not null default 7 check (move_free_days between 0 and 365)`.execute(db)
  await sql`alter table branches add column move_fee_percent smallint not null default 10 check (move_fee_percent between 0 and 100)`.execute(db)
  await sql`
    create table reservation_moves (
      id serial primary key,
      reservation_id integer not null references reservations (id) on delete cascade,
      from_start date not null,
      to_start date not null,
      fee numeric(12, 2) not null check (fee >= 0),
      refund numeric(12, 2) not null check (refund >= 0),
      owed numeric(12, 2) not null check (owed >= 0),
      moved_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index reservation_moves_reservation on reservation_moves (reservation_id)`.execute(db)
}
