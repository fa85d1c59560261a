import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** As migration 022 listed them: a migration keeps its own words, whatever the contract becomes. */
const extraItems = `'meals', 'drinks', 'tanks', 'weights', 'nitrox', 'rental-gear', 'park-fees', 'port-fees', 'transfers'`

/**
 * The extras a liveaboard booking's travellers took (contract/extras.ts, decision 039), one row a
 * traveller and extra, as sold: its name in both languages, what its price was for (`unit`, and how
 * many of it: 1, the departure's days or its dives) and what that traveller paid for it. A price
 * changed on the departure later (`trip_extras`) never changes a booking, its voucher or its invoice.
 * Read only by the booking it belongs to (its primary key).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table reservation_extras (
      reservation_id integer not null references reservations (id) on delete cascade,
      position integer not null check (position between 1 and 10),
      item text not null check (item in (${sql.raw(extraItems)})),
      name_en text not null,
      name_ar text not null,
      unit text not null check (unit in ('trip', 'day', 'dive')),
      units integer not null check (units >= 0),
      price numeric(12, 2) not null check (price >= 0),
      primary key (reservation_id, position, item)
    )`.execute(db)
}
