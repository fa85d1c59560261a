import { sql } from 'kysely'
import { partiesMask, partiesTaken } from '../../../contract/liveaboards.ts'
import type { AnyDb } from '../any-db.ts'

/**
 * A search for a party of divers listed a liveaboard by its seats alone, though a booking takes one
 * type of cabin (decision 053): three friends were offered a sailing with only doubles left that are
 * not sold to one alone, and the booking page then refused them.
 *
 * `trips.cabin_parties` holds the parties of 1 to 50 divers one of the trip's types of cabin takes, as
 * the contract's rule works them out (`partiesTaken` over `cabinSale`), one bit a party
 * (`partiesMask`); null for a departure not sold by cabin. `departure_places` repeats it as `parties`
 * and every index of the search carries it, so a party's search reads no row, as every other filter.
 * The booking writes it again wherever cabins are taken or given back.
 *
 * Written as the rule answers today: a change of the rule needs a migration that runs `countAll`
 * again. Each step can run twice (a test runs it on a database that has it).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table trips add column if not exists cabin_parties bigint`.execute(db)
  await sql`alter table departure_places add column if not exists parties bigint`.execute(db)

  // Every index of the search carries the new column past its key, as it carries the other filters.
  const { rows: indexes } = await sql<{ name: string; def: string; constraint: boolean }>`
    select c.relname as name, coalesce(pg_get_constraintdef(k.oid), pg_get_indexdef(i.indexrelid)) as def, k.oid is not null as constraint
    from pg_index i join pg_class c on c.oid = i.indexrelid left join pg_constraint k on k.conindid = i.indexrelid and k.contype = 'p'
    where i.indrelid = 'departure_places'::regclass`.execute(db)
  for (const index of indexes) {
    const include = /INCLUDE \(([^)]*)\)/.exec(index.def)
    if (!include || include[1]!.split(', ').includes('parties')) continue
    const def = index.def.replace(include[0], `INCLUDE (${include[1]}, parties)`)
    if (index.constraint) {
      await sql`alter table departure_places drop constraint ${sql.id(index.name)}, add constraint ${sql.id(index.name)} ${sql.raw(def)}`.execute(db)
    } else {
      await sql`drop index ${sql.id(index.name)}`.execute(db)
      await sql.raw(def).execute(db)
    }
  }

  // Migration 021's definition of a departure's rows, with the trip's parties.
  await sql`
    create or replace function departure_places_refresh(trip_ids integer[], course_ids integer[]) returns void language plpgsql as $$
    begin
      delete from departure_places where activity <> 'course' and departure_id = any(trip_ids);
      delete from departure_places where activity = 'course' and departure_id = any(course_ids);
      insert into departure_places (place_id, activity, departure_id, start_date, days, seats_available, net_price_usd, branch_id, rate, pay_now, pay_later, level, lat, lng, geo, places, site_geo, parties)
      select k.place_id, d.activity, d.id, d.start_date, d.days, d.seats_available, d.net_price_usd, d.branch_id, b.rate, b.pay_now, b.pay_later, d.level,
        pos.lat, pos.lng,
        case when k.place_id = 0 then earth_point(pos.lat, pos.lng) end,
        case when k.place_id = 0 then array_remove(array[town.id, up1.id, up2.id, d.site_id], null) end,
        case when k.place_id = d.site_id then earth_point_in(k.place_id, pos.lat, pos.lng) end,
        d.parties
      from (
        select t.kind::text as activity, t.id, t.start_date, t.days, t.seats_available, t.net_price_usd, t.branch_id, null::text as level, t.site_id, t.cabin_parties as parties
        from trips t where t.id = any(trip_ids)
        union all
        select 'course', c.id, c.start_date, c.duration_days, c.seats_available, c.net_price_usd, c.branch_id, ct.level, null::integer, null::bigint
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

  await countAll(db)
}

/** Every trip sold by cabin, its parties worked out by the contract's rule and written (the trips' trigger writes their search rows). */
async function countAll(db: AnyDb): Promise<void> {
  const { rows } = await sql<{
    trip_id: number
    cabin_type: 'twin-lower' | 'double' | 'master' | 'single'
    berths: number
    price: string
    single_supplement: string | null
    cabins_left: number
    shared_open_male: number
    shared_open_female: number
  }>`
    select tc.trip_id, tc.cabin_type, bc.berths, tc.price, tc.single_supplement, tc.cabins_left, tc.shared_open_male, tc.shared_open_female
    from trip_cabins tc join trips t on t.id = tc.trip_id join boat_cabins bc on bc.boat_id = t.boat_id and bc.cabin_type = tc.cabin_type`.execute(db)
  const byTrip = new Map<number, number[]>()
  for (const row of rows) {
    const parties = partiesTaken({
      type: row.cabin_type,
      berths: row.berths,
      price: Number(row.price),
      singleSupplement: row.single_supplement === null ? null : Number(row.single_supplement),
      cabinsLeft: row.cabins_left,
      sharedBerthsOpen: { Male: row.shared_open_male, Female: row.shared_open_female },
    })
    byTrip.set(row.trip_id, [...(byTrip.get(row.trip_id) ?? []), ...parties])
  }
  // A trip whose cabins are on sale but none of its boat's plan: it takes no party, as the booking sells it none.
  const sold = await sql<{ trip_id: number }>`select distinct trip_id from trip_cabins`.execute(db)
  const counted = sold.rows.map((row) => ({ id: row.trip_id, parties: partiesMask(byTrip.get(row.trip_id) ?? []).toString() }))
  if (counted.length === 0) return
  await sql`
    update trips t set cabin_parties = v.parties::bigint
    from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as v (id integer, parties text)
    where t.id = v.id and t.cabin_parties is distinct from v.parties::bigint`.execute(db)
}
