import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

const levels = `'none', 'openWater', 'advancedOpenWater', 'rescue', 'divemaster', 'instructor'`

/**
 * Who dives on a booking, and what a departure asks of them (contract/travellers.ts).
 *
 * `requirements` on a trip and on a course template is the contract's `Requirements` as JSON, null
 * when nothing is asked: it is read with the departure (by its primary key), never searched on, so a
 * column per rule would only widen the rows every search reads.
 *
 * `reservation_travellers` holds a booking's divers in their order (traveller 1 is the diver who
 * booked), written in the transaction that takes the seats. `saved_travellers` is what the diver
 * entered last for each person they booked for, to pick again: one row per diver and name (lower
 * case), the diver's own marked `self`. Medical and dietary notes stay on the booking only.
 *
 * `travellers_cutoff_hours` is how long before the start a center wants the list final.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table trips add column requirements jsonb`.execute(db)
  await sql`alter table course_templates add column requirements jsonb`.execute(db)
  await sql`alter table branches add column travellers_cutoff_hours integer not null default 48 check (travellers_cutoff_hours between 0 and 720)`.execute(db)
  await sql`
    create table reservation_travellers (
      reservation_id integer not null references reservations (id) on delete cascade,
      position integer not null check (position between 1 and 10),
      full_name text not null,
      date_of_birth date,
      agency_id integer references organizations (id),
      level text not null check (level in (${sql.raw(levels)})),
      logged_dives integer not null check (logged_dives >= 0),
      last_dive_date date,
      nitrox boolean not null,
      first_aid boolean not null,
      notes text not null default '',
      primary key (reservation_id, position)
    )`.execute(db)
  await sql`
    create table saved_travellers (
      user_id integer not null references users (id) on delete cascade,
      name_key text not null,
      self boolean not null default false,
      full_name text not null,
      date_of_birth date,
      agency_id integer references organizations (id),
      level text not null check (level in (${sql.raw(levels)})),
      logged_dives integer not null check (logged_dives >= 0),
      last_dive_date date,
      nitrox boolean not null,
      first_aid boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, name_key)
    )`.execute(db)
}
