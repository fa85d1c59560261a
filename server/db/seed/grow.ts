import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'
import { copyRoutesAndExtras } from './liveaboards.ts'

/** How far (degrees of latitude, about 3.3 km) a town's copies of a center spread around it. */
const SPREAD = 0.03
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/**
 * The seeded centers copied until there are `branches`: the same mix of names, places, countries,
 * languages, payment kinds and terms, at scale, with what the catalogue's pages read of a center —
 * its pictures, agencies, reviews (each with the completed booking it reviews, of the same diver:
 * a review is of a booking), boats with their photos and cabin plans, rentals with their sizes, its
 * first `tripsPerBranch` trips (a liveaboard with its boat, cabins on sale, route day by day and
 * extras) and first `coursesPerBranch` course dates. Plain SQL, set by set, so it takes minutes, not
 * the hours a row-by-row generator would on two cores; the search's entries (migration 021) are
 * written by their triggers, a statement each. Divers stay at the seed's size, and so do bookings
 * but the reviewed ones: no catalogue call reads a diver's rows by more than an index. For the
 * catalogue benchmark and the test of its query plans.
 */
export async function growCatalogue(db: AnyDb, branches: number, tripsPerBranch = 4, coursesPerBranch = 1): Promise<void> {
  const { n } = await db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(n) >= branches) return
  const copies = Math.ceil((branches - Number(n)) / Number(n))
  await db.transaction().execute(async (trx) => {
    // Each copied row's id is drawn first, beside its source's, so the rows that point at it (a
    // trip's boat and cabins, a rental's sizes, a review's booking) are copied by a join, not a loop;
    // drawn in the sources' order (nextval runs after the sort), so a copy lists its rows as its source does.
    await sql`create temp table grown on commit drop as
      select nextval(pg_get_serial_sequence('branches', 'id')) as id, b.id as src, g
      from branches b cross join generate_series(1, ${copies}::int) g
      order by g, b.id limit ${branches - Number(n)}::int`.execute(trx)
    // Each copy stands apart within its source's town, as a real catalogue's centers do: copy g of n
    // on a sunflower spiral (radius SPREAD * sqrt(g / n), turned by the golden angle each time) around
    // its source, or around the town for a source with no position of its own (0, 0). Copies at one
    // point would make every walk nearest first a walk among hundreds of equal distances.
    await sql`insert into branches (id, kind, name_en, name_ar, country_id, town_id, city_en, city_ar, image_url, rate, description_en, description_ar, lat, lng,
        facebook, website, twitter, instagram, linkedin, tel, mobile, email, whatsapp, currency, languages, pay_now, pay_later, trip_rate, course_rate, liveaboard_rate,
        cancellation_policy, free_cancellation_hours, meeting_point_en, meeting_point_ar, travellers_cutoff_hours, deposit_percent, balance_due_days, move_free_days, move_fee_percent)
      select x.id, b.kind, b.name_en || ' ' || x.g, b.name_ar || ' ' || x.g, b.country_id, b.town_id, b.city_en, b.city_ar, b.image_url, b.rate, b.description_en, b.description_ar,
        case when at.lat = 0 and at.lng = 0 then 0 else round((at.lat + at.r * cos(at.a))::numeric, 6) end,
        case when at.lat = 0 and at.lng = 0 then 0 else round((at.lng + at.r * sin(at.a) / cos(radians(at.lat)))::numeric, 6) end,
        b.facebook, b.website, b.twitter, b.instagram, b.linkedin, b.tel, b.mobile, b.email, b.whatsapp, b.currency, b.languages, b.pay_now, b.pay_later, b.trip_rate, b.course_rate, b.liveaboard_rate,
        b.cancellation_policy, b.free_cancellation_hours, b.meeting_point_en, b.meeting_point_ar, b.travellers_cutoff_hours, b.deposit_percent, b.balance_due_days, b.move_free_days, b.move_fee_percent
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
    await sql`insert into branch_images (branch_id, url, position) select x.id, i.url, i.position from grown x join branch_images i on i.branch_id = x.src`.execute(
      trx,
    )

    // Its boats, with their photos and cabin plans.
    await sql`create temp table grown_boats on commit drop as
      select nextval(pg_get_serial_sequence('boats', 'id')) as id, b.id as src, x.id as branch_id
      from grown x join boats b on b.branch_id = x.src order by x.id, b.id`.execute(trx)
    await sql`insert into boats (id, branch_id, name_en, name_ar, length_m, year_built, year_refitted, guests_max, crew, dive_deck_en, dive_deck_ar, tenders, nitrox, safety)
      select y.id, y.branch_id, b.name_en, b.name_ar, b.length_m, b.year_built, b.year_refitted, b.guests_max, b.crew, b.dive_deck_en, b.dive_deck_ar, b.tenders, b.nitrox, b.safety
      from grown_boats y join boats b on b.id = y.src`.execute(trx)
    await sql`insert into boat_images (boat_id, position, url) select y.id, i.position, i.url from grown_boats y join boat_images i on i.boat_id = y.src`.execute(
      trx,
    )
    await sql`insert into boat_cabins (boat_id, cabin_type, deck, berths, en_suite, cabins)
      select y.id, c.cabin_type, c.deck, c.berths, c.en_suite, c.cabins from grown_boats y join boat_cabins c on c.boat_id = y.src`.execute(trx)

    // Its first trips, spread over the months; a liveaboard run by the copy's own boat (trips_boat_fk
    // names the branch), with what it sells of it, its route and its extras. A copy asks of its divers
    // what its source asks: a large catalogue's departures are booked as the seed's are.
    await sql`create temp table grown_trips on commit drop as
      select nextval(pg_get_serial_sequence('trips', 'id')) as id, t.id as src, x.id as branch_id, x.g
      from grown x cross join lateral (select id from trips where branch_id = x.src order by id limit ${tripsPerBranch}::int) t
      order by x.id, t.id`.execute(trx)
    await sql`insert into trips (id, branch_id, kind, name_en, name_ar, image_url, days, start_date, seats_total, seats_available, number_of_dives, price, net_price, currency, site_id, requirements, boat_id, cabin_parties)
      select y.id, y.branch_id, t.kind, t.name_en, t.name_ar, t.image_url, t.days, t.start_date + ((y.g * 7) % 120)::int, t.seats_total, t.seats_available, t.number_of_dives, t.price, t.net_price, t.currency, t.site_id, t.requirements, boat.id, t.cabin_parties
      from grown_trips y join trips t on t.id = y.src
      left join grown_boats boat on boat.src = t.boat_id and boat.branch_id = y.branch_id`.execute(trx)
    await sql`insert into trip_cabins (trip_id, cabin_type, price, single_supplement, cabins_total, cabins_left, shared_open_male, shared_open_female)
      select y.id, c.cabin_type, c.price, c.single_supplement, c.cabins_total, c.cabins_left, c.shared_open_male, c.shared_open_female from grown_trips y join trip_cabins c on c.trip_id = y.src`.execute(
      trx,
    )
    await copyRoutesAndExtras(trx, 'grown_trips')

    // The course dates the search lists beside the trips, likewise spread.
    await sql`insert into course_dates (template_id, branch_id, start_date, duration_days, seats_total, seats_available, location_en, location_ar, is_online, price, net_price, currency)
      select c.template_id, x.id, c.start_date + ((x.g * 7) % 120)::int, c.duration_days, c.seats_total, c.seats_available, c.location_en, c.location_ar, c.is_online, c.price, c.net_price, c.currency
      from grown x cross join lateral (select * from course_dates where branch_id = x.src order by id limit ${coursesPerBranch}::int) c`.execute(trx)

    // What it rents (Booking/Rentals), each size with its stock.
    await sql`create temp table grown_rentals on commit drop as
      select nextval(pg_get_serial_sequence('branch_rentals', 'id')) as id, r.id as src, x.id as branch_id
      from grown x join branch_rentals r on r.branch_id = x.src order by x.id, r.id`.execute(trx)
    await sql`insert into branch_rentals (id, branch_id, kind, name_en, name_ar, price, per, position)
      select y.id, y.branch_id, r.kind, r.name_en, r.name_ar, r.price, r.per, r.position from grown_rentals y join branch_rentals r on r.id = y.src`.execute(
      trx,
    )
    await sql`insert into rental_sizes (rental_id, size, stock, position)
      select y.id, s.size, s.stock, s.position from grown_rentals y join rental_sizes s on s.rental_id = y.src`.execute(trx)

    // Its reviews, each with a copy of the completed booking it reviews (one review a booking). The
    // booking names the seed's departure it was of: no page reads a review's booking, and a copy's
    // first trips are not always the ones its source's divers reviewed.
    await sql`create temp table grown_reviews on commit drop as
      select nextval(pg_get_serial_sequence('reservations', 'id')) as reservation_id, v.id as src, x.id as branch_id
      from grown x join reviews v on v.branch_id = x.src order by x.id, v.id`.execute(trx)
    await sql`insert into reservations (id, user_id, trip_id, course_date_id, seats, payment_type, payment_status, status, price, net_price, currency, payment_reference, created_at, paid_with, wallet_paid, card_paid)
      select y.reservation_id, r.user_id, r.trip_id, r.course_date_id, r.seats, r.payment_type, r.payment_status, r.status, r.price, r.net_price, r.currency, r.payment_reference, r.created_at, r.paid_with, r.wallet_paid, r.card_paid
      from grown_reviews y join reviews v on v.id = y.src join reservations r on r.id = v.reservation_id`.execute(trx)
    await sql`insert into reviews (user_id, reservation_id, branch_id, kind, title, body, rate, created_at, updated_at)
      select v.user_id, y.reservation_id, y.branch_id, v.kind, v.title, v.body, v.rate, v.created_at, v.updated_at from grown_reviews y join reviews v on v.id = y.src`.execute(
      trx,
    )
  })
  // As autovacuum would after a bulk load (PGlite has none); it also marks the pages all-visible,
  // which index-only scans rely on.
  await sql`vacuum analyze`.execute(db)
}
