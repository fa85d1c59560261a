import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

const kinds = `'bcd', 'regulator', 'wetsuit', 'fins', 'mask', 'computer', 'torch', 'nitrox'`

/**
 * What a center rents to the divers on its departures (contract/gear.ts).
 *
 * `branch_rentals` is the center's price list, in the center's currency (`branches.currency`, which
 * its departures are priced in). `rental_sizes` is how many of each size it has for one departure:
 * a size is '' for a thing that comes in one. What a departure has left is that stock less what its
 * active bookings took (`reservation_gear`), counted while the size's row is locked, so nothing is
 * counted twice and no table of totals can drift from the bookings. A cancelled or given-up booking
 * gives its gear back by no longer counting.
 *
 * `reservation_gear` keeps the price each piece was sold at, so a later price list never changes an
 * invoice.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table branch_rentals (
      id serial primary key,
      branch_id integer not null references branches (id) on delete cascade,
      kind text not null check (kind in (${sql.raw(kinds)})),
      name_en text not null,
      name_ar text not null,
      price numeric(12, 2) not null check (price >= 0),
      per text not null check (per in ('day', 'trip')),
      position integer not null default 0
    )`.execute(db)
  await sql`create index branch_rentals_branch on branch_rentals (branch_id, position)`.execute(db)
  await sql`
    create table rental_sizes (
      rental_id integer not null references branch_rentals (id) on delete cascade,
      size text not null,
      stock integer not null check (stock >= 0),
      position integer not null default 0,
      primary key (rental_id, size)
    )`.execute(db)
  await sql`
    create table reservation_gear (
      reservation_id integer not null references reservations (id) on delete cascade,
      position integer not null check (position between 1 and 10),
      rental_id integer not null references branch_rentals (id),
      size text not null,
      kind text not null,
      name_en text not null,
      name_ar text not null,
      price numeric(12, 2) not null,
      primary key (reservation_id, position, rental_id)
    )`.execute(db)
  await sql`create index reservation_gear_rental on reservation_gear (rental_id, size)`.execute(db)
}
