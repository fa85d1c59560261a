import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

const money = 'numeric(12, 2)'
const cabinTypes = `'twin-lower', 'double', 'master', 'single'`
const extraItems = `'meals', 'drinks', 'tanks', 'weights', 'nitrox', 'rental-gear', 'park-fees', 'port-fees', 'transfers'`
const safetyItems = `'epirb', 'life-rafts', 'oxygen', 'first-aid', 'aed', 'satellite-phone', 'vhf-radio', 'fire-suppression', 'life-jackets', 'radar', 'smb', 'dive-alert'`

/**
 * Liveaboards as the product divers buy (decision 027): the boat that runs a departure, the cabins a
 * departure sells, its route day by day and what it includes or charges for.
 *
 * A boat belongs to one operator (`boats.branch_id`); a liveaboard trip names the boat that runs it,
 * and the foreign key carries the branch, so a trip can only be run by its own center's boat. A boat's
 * cabin plan (`boat_cabins`: how many of each type, their deck, berths, bathroom) is the boat's; what a
 * departure sells of it (`trip_cabins`: price per person, single-use supplement, cabins on sale and
 * left) is the departure's, counted like seats so a later Booking/Create can take a cabin with the
 * same guarded decrement (`cabins_left` between 0 and `cabins_total`, held by a check).
 *
 * A route is the trip's (`trip_routes`): its name, where and when it embarks and disembarks (a port
 * in a town of `places`, which gives its position), and its days (`trip_route_days`) with the area,
 * the dives planned and the dive sites of `places` (`trip_route_sites`), whose positions draw it.
 * What a departure includes or charges for is `trip_extras`: an extra has a price in the trip's
 * currency, per trip, day or dive; an included item has none.
 *
 * Every read goes by an index: a trip's cabins, route, days, sites and extras by their primary keys
 * (led by the trip), a boat's departures by `trips_boat_idx` (boat, date), a center's boats by
 * `boats_branch_key`, a boat's photos and cabin plan by their primary keys.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table boats (
      id serial primary key,
      branch_id integer not null references branches (id) on delete cascade,
      name_en text not null,
      name_ar text not null,
      length_m numeric(5, 1) not null check (length_m > 0),
      year_built integer not null check (year_built between 1900 and 2100),
      year_refitted integer check (year_refitted >= year_built),
      guests_max integer not null check (guests_max > 0),
      crew integer not null check (crew > 0),
      dive_deck_en text not null,
      dive_deck_ar text not null,
      tenders integer not null check (tenders >= 0),
      nitrox boolean not null,
      safety text[] not null default '{}' check (safety <@ array[${sql.raw(safetyItems)}]),
      -- a center's boats by it, and what a trip's foreign key names: a trip is run by its own center's boat
      constraint boats_branch_key unique (branch_id, id)
    )`.execute(db)
  await sql`
    create table boat_images (
      boat_id integer not null references boats (id) on delete cascade,
      position integer not null,
      url text not null,
      primary key (boat_id, position)
    )`.execute(db)
  await sql`
    create table boat_cabins (
      boat_id integer not null references boats (id) on delete cascade,
      cabin_type text not null check (cabin_type in (${sql.raw(cabinTypes)})),
      deck text not null check (deck in ('lower', 'main', 'upper')),
      berths integer not null check (berths between 1 and 4),
      en_suite boolean not null,
      cabins integer not null check (cabins > 0),
      primary key (boat_id, cabin_type)
    )`.execute(db)

  await sql`alter table trips add column boat_id integer`.execute(db)
  await sql`alter table trips add constraint trips_boat_fk foreign key (branch_id, boat_id) references boats (branch_id, id)`.execute(db)
  await sql`alter table trips add constraint trips_boat_liveaboard check (boat_id is null or kind = 'liveaboard')`.execute(db)
  // A boat's departures by date (Boats/Details).
  await sql`create index trips_boat_idx on trips (boat_id, start_date, id) where boat_id is not null`.execute(db)

  await sql`
    create table trip_cabins (
      trip_id integer not null references trips (id) on delete cascade,
      cabin_type text not null check (cabin_type in (${sql.raw(cabinTypes)})),
      price ${sql.raw(money)} not null check (price >= 0),
      single_supplement ${sql.raw(money)} check (single_supplement >= 0),
      cabins_total integer not null check (cabins_total >= 0),
      cabins_left integer not null,
      check (cabins_left between 0 and cabins_total),
      primary key (trip_id, cabin_type)
    )`.execute(db)

  await sql`
    create table trip_routes (
      trip_id integer primary key references trips (id) on delete cascade,
      name_en text not null,
      name_ar text not null,
      embark_town_id integer not null references places (id),
      embark_port_en text not null,
      embark_port_ar text not null,
      embark_time time not null,
      disembark_town_id integer not null references places (id),
      disembark_port_en text not null,
      disembark_port_ar text not null,
      disembark_time time not null
    )`.execute(db)
  await sql`
    create table trip_route_days (
      trip_id integer not null references trip_routes (trip_id) on delete cascade,
      day integer not null check (day >= 1),
      area_en text not null,
      area_ar text not null,
      dives integer not null check (dives between 0 and 5),
      primary key (trip_id, day)
    )`.execute(db)
  await sql`
    create table trip_route_sites (
      trip_id integer not null,
      day integer not null,
      position integer not null,
      site_id integer not null references places (id),
      primary key (trip_id, day, position),
      foreign key (trip_id, day) references trip_route_days (trip_id, day) on delete cascade
    )`.execute(db)
  // The routes that dive a site (a later map of a site, and a place that must not vanish under a route).
  await sql`create index trip_route_sites_site_idx on trip_route_sites (site_id)`.execute(db)
  await sql`create index trip_routes_embark_idx on trip_routes (embark_town_id)`.execute(db)
  await sql`create index trip_routes_disembark_idx on trip_routes (disembark_town_id)`.execute(db)

  await sql`
    create table trip_extras (
      trip_id integer not null references trips (id) on delete cascade,
      item text not null check (item in (${sql.raw(extraItems)})),
      included boolean not null,
      price ${sql.raw(money)} check (price >= 0),
      unit text check (unit in ('trip', 'day', 'dive')),
      -- an extra has its price and what it is per; an included item neither
      check (included = (price is null) and (price is null) = (unit is null)),
      primary key (trip_id, item)
    )`.execute(db)
}
