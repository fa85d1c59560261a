import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/** How far (degrees of latitude, about 3.3 km) a town's copies of a center spread around it. */
const SPREAD = 0.03
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/**
 * The seeded centers copied (with their towns, agencies, first `tripsPerBranch` trips and first
 * `coursesPerBranch` course dates each) until there are `branches`: the same mix of names, places,
 * countries, languages and payment kinds, at scale. Plain SQL, so it takes seconds, not the hour a
 * row-by-row generator would on two cores; the search's entries (migration 021) are written by their
 * triggers, a statement each. Divers and reservations stay at the seed's size: no catalogue call
 * reads them by more than an index. For the catalogue benchmark and the test of its query plans.
 */
export async function growCatalogue(db: AnyDb, branches: number, tripsPerBranch = 4, coursesPerBranch = 1): Promise<void> {
  const { n } = await db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(n) >= branches) return
  const copies = Math.ceil((branches - Number(n)) / Number(n))
  await db.transaction().execute(async (trx) => {
    await sql`create temp table grown on commit drop as
      select nextval(pg_get_serial_sequence('branches', 'id')) as id, b.id as src, g
      from branches b cross join generate_series(1, ${copies}::int) g
      order by g, b.id limit ${branches - Number(n)}::int`.execute(trx)
    // Each copy stands apart within its source's town, as a real catalogue's centers do: copy g of n
    // on a sunflower spiral (radius SPREAD * sqrt(g / n), turned by the golden angle each time) around
    // its source, or around the town for a source with no position of its own (0, 0). Copies at one
    // point would make every walk nearest first a walk among hundreds of equal distances.
    await sql`insert into branches (id, kind, name_en, name_ar, country_id, town_id, city_en, city_ar, image_url, rate, description_en, description_ar, lat, lng, currency, languages, pay_now, pay_later, trip_rate, course_rate, liveaboard_rate)
      select x.id, b.kind, b.name_en || ' ' || x.g, b.name_ar || ' ' || x.g, b.country_id, b.town_id, b.city_en, b.city_ar, b.image_url, b.rate, b.description_en, b.description_ar,
        case when at.lat = 0 and at.lng = 0 then 0 else round((at.lat + at.r * cos(at.a))::numeric, 6) end,
        case when at.lat = 0 and at.lng = 0 then 0 else round((at.lng + at.r * sin(at.a) / cos(radians(at.lat)))::numeric, 6) end,
        b.currency, b.languages, b.pay_now, b.pay_later, b.trip_rate, b.course_rate, b.liveaboard_rate
      from grown x join branches b on b.id = x.src
      left join places town on town.id = b.town_id
      cross join lateral (
        select case when b.lat <> 0 or b.lng <> 0 or town.id is null then b.lat::float8 else town.lat end as lat,
               case when b.lat <> 0 or b.lng <> 0 or town.id is null then b.lng::float8 else town.lng end as lng,
               ${SPREAD}::float8 * sqrt(x.g::float8 / ${copies}::int) as r,
               x.g * ${GOLDEN_ANGLE}::float8 as a
      ) at`.execute(trx)
    await sql`insert into branch_organizations (branch_id, organization_id) select x.id, bo.organization_id from grown x join branch_organizations bo on bo.branch_id = x.src`.execute(
      trx,
    )
    // A copy asks of its divers what its source asks: a large catalogue's departures are booked as the seed's are.
    await sql`insert into trips (branch_id, kind, name_en, name_ar, image_url, days, start_date, seats_total, seats_available, number_of_dives, price, net_price, currency, site_id, requirements)
      select x.id, t.kind, t.name_en, t.name_ar, t.image_url, t.days, t.start_date + ((x.g * 7) % 120)::int, t.seats_total, t.seats_available, t.number_of_dives, t.price, t.net_price, t.currency, t.site_id, t.requirements
      from grown x cross join lateral (select * from trips where branch_id = x.src order by id limit ${tripsPerBranch}::int) t`.execute(trx)
    // The course dates the search lists beside the trips, likewise spread.
    await sql`insert into course_dates (template_id, branch_id, start_date, duration_days, seats_total, seats_available, location_en, location_ar, is_online, price, net_price, currency)
      select c.template_id, x.id, c.start_date + ((x.g * 7) % 120)::int, c.duration_days, c.seats_total, c.seats_available, c.location_en, c.location_ar, c.is_online, c.price, c.net_price, c.currency
      from grown x cross join lateral (select * from course_dates where branch_id = x.src order by id limit ${coursesPerBranch}::int) c`.execute(trx)
  })
  // As autovacuum would after a bulk load (PGlite has none); it also marks the pages all-visible,
  // which index-only scans rely on.
  await sql`vacuum analyze`.execute(db)
}
