import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A liveaboard booking takes a cabin (contract/liveaboards.ts `cabinSale`).
 *
 * `trip_cabins.shared_open` counts the berths free in cabins a diver alone already shares: a diver
 * alone taking a berth fills one of them, or opens a whole cabin (`cabins_left` − 1) whose other
 * berths become open. Both move in one guarded statement under the row's lock, as seats do. A berth
 * given back stays a berth of a shared cabin: who sleeps where is the crew's to rearrange, and a
 * shared cabin is only whole again once the crew says so.
 *
 * `reservation_cabins` keeps what the booking bought as it was sold (type, whole cabins or a shared
 * berth, price per person and supplement), so a cabin type changed or withdrawn later never changes
 * a diver's booking, its voucher or its invoice.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table trip_cabins add column shared_open integer not null default 0 check (shared_open >= 0)`.execute(db)
  await sql`
    create table reservation_cabins (
      reservation_id integer primary key references reservations (id) on delete cascade,
      trip_id integer not null references trips (id),
      cabin_type text not null,
      cabins integer not null check (cabins >= 0),
      shared boolean not null,
      berths integer not null,
      price numeric(12, 2) not null,
      supplement numeric(12, 2) not null default 0
    )`.execute(db)
}
