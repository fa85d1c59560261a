import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** What every index of the search carries past its key, so a filtered walk or count reads no row. */
const carried = 'days, seats_available, net_price_usd, branch_id, pay_now, pay_later, level, lat, lng'

/**
 * Places, and one search table that every filter path of Trips/Search and Trips/Markers walks
 * (decision 025).
 *
 * `places` holds countries, their regions, towns and dive sites, with both names and a position;
 * a branch belongs to a town (`branches.town_id`), a trip may dive a site (`trips.site_id`), and a
 * course template says the level it teaches (`course_templates.level`, the contract's `courseLevels`).
 * Names are folded by `search_fold` (migration 010) into `search_name`, as the directory's are.
 *
 * `departure_places` is each departure (trip or course date) once under every place it is found by:
 * 0 (everywhere), its center's town, that town's region and country, and the site a trip dives. A
 * search by place is then one range of an index whatever the level, and each order of the search
 * (date, price either way, rating, distance) and each narrowing filter path (activity, length) is an
 * index led by the place: a page walks ten entries, a total counts at most 1,001, and nothing reads a
 * departure's row until the page's ten are known. Every index carries what the filters test (seats,
 * price, length, payment, level, position) so those walks read no table row. Nearest first walks a
 * GiST index of everywhere's entries by `geo`, the center's position as a point on the unit sphere
 * (the straight line between two points orders as their distance on the Earth), keeping those whose
 * `places` hold the search's place: a town's, region's or country's departures are the ones near it.
 * A site's trips are a few of their town's, so a site's entries have their own points (`site_geo`,
 * the site's id as a fourth coordinate: each site one slab of one index).
 *
 * Written by triggers: a departure inserted, changed (a booking's seats, a price, a rate through
 * migration 006's triggers) or deleted; a branch whose town, position, rating or payment changes; a
 * course template's level; a place's parent or position. Each rewrites the rows of the departures it
 * touches through one function, so there is one definition of what a row holds. A departure without
 * a price in dollars (no rate for its currency) has no row: nothing can compare or sort it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create extension if not exists cube`.execute(db)
  await sql`
    create table places (
      id serial primary key,
      kind text not null check (kind in ('country', 'region', 'town', 'site')),
      parent_id integer references places (id),
      country_id integer not null references countries (id),
      name_en text not null,
      name_ar text not null,
      lat double precision not null,
      lng double precision not null,
      search_name text generated always as (search_fold(name_en) || ' ' || search_fold(name_ar)) stored
    )`.execute(db)
  await sql`create index places_parent_idx on places (parent_id)`.execute(db)
  await sql`create unique index places_country_idx on places (country_id) where kind = 'country'`.execute(db)
  await sql`create index places_search_idx on places using gin (search_name gin_trgm_ops)`.execute(db)

  await sql`alter table branches add column town_id integer references places (id)`.execute(db)
  await sql`create index branches_town_idx on branches (town_id)`.execute(db)
  await sql`alter table trips add column site_id integer references places (id)`.execute(db)
  await sql`alter table course_templates add column level text`.execute(db)
  await sql`update course_templates set level = lower(level_en) where lower(level_en) in ('beginner', 'intermediate', 'advanced', 'professional')`.execute(db)

  // A position as a point on the unit sphere: the straight line between two orders as their distance on the Earth.
  await sql`
    create function earth_point(lat double precision, lng double precision) returns cube
    language sql immutable strict parallel safe as $$
      select cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]::float8[])
    $$`.execute(db)

  // The same with a place in front: a place's points are one slab, apart from every other place's.
  await sql`
    create function earth_point_in(slab integer, lat double precision, lng double precision) returns cube
    language sql immutable strict parallel safe as $$
      select cube(array[slab, cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))]::float8[])
    $$`.execute(db)
  // Every point of one slab: what a walk nearest first stays within (the GiST index prunes by it).
  await sql`
    create function earth_slab(slab integer) returns cube language sql immutable strict parallel safe as $$
      select cube(array[slab, -1, -1, -1]::float8[], array[slab, 1, 1, 1]::float8[])
    $$`.execute(db)

  await sql`
    create table departure_places (
      place_id integer not null,
      activity text not null,
      departure_id integer not null,
      start_date date not null,
      days integer not null,
      seats_available integer not null,
      net_price_usd double precision not null,
      branch_id integer not null,
      rate real,
      pay_now boolean not null,
      pay_later boolean not null,
      level text,
      lat real not null,
      lng real not null,
      -- everywhere's entries only: the center's position, and every place the departure is found by
      geo cube,
      places integer[],
      -- a site's entries only: the center's position in the site's slab
      site_geo cube,
      primary key (place_id, start_date, departure_id, activity) include (${sql.raw(carried)})
    )`.execute(db)
  const indexes: Array<[name: string, key: string]> = [
    ['activity', 'place_id, activity, start_date, departure_id'],
    ['days', 'place_id, days, start_date, departure_id, activity'],
    // Dearest first walks it backwards, sorting only a price's few departures by date.
    ['usd', 'place_id, net_price_usd, start_date, departure_id, activity'],
    ['rate', 'place_id, rate desc nulls last, start_date, departure_id, activity'],
  ]
  for (const [name, key] of indexes) {
    await sql`create index ${sql.raw(`departure_places_${name}_idx`)} on departure_places (${sql.raw(key)}) include (${sql.raw(carried)})`.execute(db)
  }
  // Nearest first: everywhere's entries, a place's found among them by \`places\` (its own are near it).
  await sql`create index departure_places_geo_idx on departure_places using gist (geo) include (start_date, departure_id, activity, places, ${sql.raw(carried)}) where place_id = 0`.execute(
    db,
  )
  // A site's trips are a few of its town's: nearest first walks the site's own slab.
  await sql`create index departure_places_site_geo_idx on departure_places using gist (site_geo) include (start_date, departure_id, activity, ${sql.raw(carried)}) where site_geo is not null`.execute(
    db,
  )
  // A center's own departures (everywhere's entries only: each departure once).
  await sql`create index departure_places_branch_idx on departure_places (branch_id, start_date, departure_id, activity) include (${sql.raw(carried)}) where place_id = 0`.execute(
    db,
  )
  // The triggers find a departure's rows by it.
  await sql`create index departure_places_departure_idx on departure_places (departure_id)`.execute(db)

  // The one definition of a departure's rows. Its center's position is its town's when it gave none (0, 0).
  await sql`
    create function departure_places_refresh(trip_ids integer[], course_ids integer[]) returns void language plpgsql as $$
    begin
      delete from departure_places where activity <> 'course' and departure_id = any(trip_ids);
      delete from departure_places where activity = 'course' and departure_id = any(course_ids);
      insert into departure_places (place_id, activity, departure_id, start_date, days, seats_available, net_price_usd, branch_id, rate, pay_now, pay_later, level, lat, lng, geo, places, site_geo)
      select k.place_id, d.activity, d.id, d.start_date, d.days, d.seats_available, d.net_price_usd, d.branch_id, b.rate, b.pay_now, b.pay_later, d.level,
        pos.lat, pos.lng,
        case when k.place_id = 0 then earth_point(pos.lat, pos.lng) end,
        case when k.place_id = 0 then array_remove(array[town.id, up1.id, up2.id, d.site_id], null) end,
        case when k.place_id = d.site_id then earth_point_in(k.place_id, pos.lat, pos.lng) end
      from (
        select t.kind::text as activity, t.id, t.start_date, t.days, t.seats_available, t.net_price_usd, t.branch_id, null::text as level, t.site_id
        from trips t where t.id = any(trip_ids)
        union all
        select 'course', c.id, c.start_date, c.duration_days, c.seats_available, c.net_price_usd, c.branch_id, ct.level, null::integer
        from course_dates c join course_templates ct on ct.id = c.template_id where c.id = any(course_ids)
      ) d
      join branches b on b.id = d.branch_id
      left join places town on town.id = b.town_id
      left join places up1 on up1.id = town.parent_id
      left join places up2 on up2.id = up1.parent_id
      cross join lateral (
        select case when b.lat <> 0 or b.lng <> 0 or town.id is null then b.lat::float8 else town.lat end as lat,
               case when b.lat <> 0 or b.lng <> 0 or town.id is null then b.lng::float8 else town.lng end as lng
      ) pos
      cross join lateral unnest(array[0, town.id, up1.id, up2.id, d.site_id]) as k (place_id)
      where d.net_price_usd is not null and k.place_id is not null;
    end $$`.execute(db)

  for (const [table, trips] of [
    ['trips', true],
    ['course_dates', false],
  ] as const) {
    const ids = (rows: string) => sql.raw(`array(select id from ${rows})`)
    const call = (rows: string) => (trips ? sql`${ids(rows)}, '{}'` : sql`'{}', ${ids(rows)}`)
    const fn = sql.raw(`departure_places_${table}_written`)
    await sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then perform departure_places_refresh(${call('new_rows')});
        elsif tg_op = 'DELETE' then perform departure_places_refresh(${call('old_rows')});
        else perform departure_places_refresh(${call('(select id from new_rows union select id from old_rows) as ids')});
        end if;
        return null;
      end $$`.execute(db)
    for (const [event, tables] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_places_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} referencing ${sql.raw(tables)} for each statement execute function ${fn}()`.execute(
        db,
      )
    }
  }

  // A branch's town, position, rating or ways of paying: what its departures' rows repeat.
  await sql`
    create function departure_places_branches_written() returns trigger language plpgsql as $$
    declare changed integer[];
    begin
      changed := array(
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (n.town_id, n.lat, n.lng, n.rate, n.pay_now, n.pay_later) is distinct from (o.town_id, o.lat, o.lng, o.rate, o.pay_now, o.pay_later));
      if cardinality(changed) > 0 then
        perform departure_places_refresh(
          array(select id from trips where branch_id = any(changed)),
          array(select id from course_dates where branch_id = any(changed)));
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger branches_places_update after update on branches referencing old table as old_rows new table as new_rows for each statement execute function departure_places_branches_written()`.execute(
    db,
  )
  await sql`
    create function departure_places_templates_written() returns trigger language plpgsql as $$
    begin
      perform departure_places_refresh('{}',
        array(select c.id from course_dates c join new_rows n on n.id = c.template_id join old_rows o on o.id = n.id where n.level is distinct from o.level));
      return null;
    end $$`.execute(db)
  await sql`create trigger course_templates_places_update after update on course_templates referencing old table as old_rows new table as new_rows for each statement execute function departure_places_templates_written()`.execute(
    db,
  )
  // A place moved under another parent or to another position: every departure found under it.
  await sql`
    create function departure_places_places_written() returns trigger language plpgsql as $$
    declare moved integer[];
    begin
      moved := array(
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (n.parent_id, n.lat, n.lng) is distinct from (o.parent_id, o.lat, o.lng));
      if cardinality(moved) > 0 then
        perform departure_places_refresh(
          array(select distinct departure_id from departure_places where place_id = any(moved) and activity <> 'course'),
          array(select distinct departure_id from departure_places where place_id = any(moved) and activity = 'course'));
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger places_places_update after update on places referencing old table as old_rows new table as new_rows for each statement execute function departure_places_places_written()`.execute(
    db,
  )
}
