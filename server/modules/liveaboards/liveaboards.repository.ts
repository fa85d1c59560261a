import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import { extraItems } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'

/** A liveaboard departure (another kind of trip is not one: not found). */
export function findLiveaboard(db: Db, tripId: number) {
  return db
    .selectFrom('trips')
    .select(['id', 'name_en', 'name_ar', 'start_date', 'days', 'number_of_dives', 'currency', 'boat_id'])
    .where('id', '=', tripId)
    .where('kind', '=', 'liveaboard')
    .executeTakeFirst()
}

/** A boat with its totals, first photo and center. */
export function findBoat(db: Db, boatId: number) {
  return db
    .selectFrom('boats as b')
    .innerJoin('branches as br', 'br.id', 'b.branch_id')
    .selectAll('b')
    .select(['br.name_en as branch_en', 'br.name_ar as branch_ar'])
    .select((eb) => [
      // Its cabins and berths, from its cabin plan.
      eb
        .selectFrom('boat_cabins as bc')
        .whereRef('bc.boat_id', '=', 'b.id')
        .select(sql<number>`coalesce(sum(bc.cabins), 0)::int`.as('n'))
        .as('cabins'),
      eb
        .selectFrom('boat_cabins as bc')
        .whereRef('bc.boat_id', '=', 'b.id')
        .select(sql<number>`coalesce(sum(bc.cabins * bc.berths), 0)::int`.as('n'))
        .as('berths'),
      eb.selectFrom('boat_images as i').select('i.url').whereRef('i.boat_id', '=', 'b.id').orderBy('i.position').limit(1).as('image_url'),
    ])
    .where('b.id', '=', boatId)
    .executeTakeFirst()
}
export type BoatRow = NonNullable<Awaited<ReturnType<typeof findBoat>>>

/** What a departure sells of its boat's cabins, with each type's deck, berths and bathroom; the cheapest first. */
export function findTripCabins(db: Db, tripId: number) {
  return db
    .selectFrom('trip_cabins as tc')
    .innerJoin('trips as t', 't.id', 'tc.trip_id')
    .innerJoin('boat_cabins as bc', (join) => join.onRef('bc.boat_id', '=', 't.boat_id').onRef('bc.cabin_type', '=', 'tc.cabin_type'))
    .select([
      'tc.cabin_type',
      'tc.price',
      'tc.single_supplement',
      'tc.cabins_total',
      'tc.cabins_left',
      'tc.shared_open_male',
      'tc.shared_open_female',
      'bc.deck',
      'bc.berths',
      'bc.en_suite',
    ])
    .where('tc.trip_id', '=', tripId)
    .orderBy('tc.price')
    .orderBy('tc.cabin_type')
    .execute()
}
export type TripCabinRow = Awaited<ReturnType<typeof findTripCabins>>[number]

/** A departure's route with its ports' towns and positions (the port's own, else its town's), and its days with their sites in order (positions, depths, life). */
export function findTripRoute(db: Db, tripId: number) {
  return db
    .selectFrom('trip_routes as r')
    .innerJoin('places as embark', 'embark.id', 'r.embark_town_id')
    .innerJoin('places as disembark', 'disembark.id', 'r.disembark_town_id')
    .selectAll('r')
    .select([
      'embark.name_en as embark_town_en',
      'embark.name_ar as embark_town_ar',
      'disembark.name_en as disembark_town_en',
      'disembark.name_ar as disembark_town_ar',
      // The port's own position where it has one, else its town's.
      sql<number>`coalesce(r.embark_port_lat, embark.lat)`.as('embark_lat'),
      sql<number>`coalesce(r.embark_port_lng, embark.lng)`.as('embark_lng'),
      sql<number>`coalesce(r.disembark_port_lat, disembark.lat)`.as('disembark_lat'),
      sql<number>`coalesce(r.disembark_port_lng, disembark.lng)`.as('disembark_lng'),
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('trip_route_days as d')
          .select(['d.day', 'd.area_en', 'd.area_ar', 'd.dives'])
          .select((inner) =>
            jsonArrayFrom(
              inner
                .selectFrom('trip_route_sites as s')
                .innerJoin('places as p', 'p.id', 's.site_id')
                .select(['p.id', 'p.name_en', 'p.name_ar', 'p.lat', 'p.lng', 'p.depth_min_m', 'p.depth_max_m', 'p.life'])
                .whereRef('s.trip_id', '=', 'd.trip_id')
                .whereRef('s.day', '=', 'd.day')
                .orderBy('s.position'),
            ).as('sites'),
          )
          .whereRef('d.trip_id', '=', 'r.trip_id')
          .orderBy('d.day'),
      ).as('days'),
    )
    .where('r.trip_id', '=', tripId)
    .executeTakeFirst()
}
export type TripRouteRow = NonNullable<Awaited<ReturnType<typeof findTripRoute>>>

/** What a departure includes or charges for, in the contract's order. */
export function findTripExtras(db: Db, tripId: number) {
  return db
    .selectFrom('trip_extras')
    .select(['item', 'included', 'price', 'unit'])
    .where('trip_id', '=', tripId)
    .orderBy(sql`array_position(${sql.val([...extraItems])}::text[], item)`)
    .execute()
}
export type TripExtraRow = Awaited<ReturnType<typeof findTripExtras>>[number]

export function findBoatImages(db: Db, boatId: number) {
  return db.selectFrom('boat_images').select('url').where('boat_id', '=', boatId).orderBy('position').execute()
}

export function findBoatCabinPlan(db: Db, boatId: number) {
  return db
    .selectFrom('boat_cabins')
    .select(['cabin_type', 'deck', 'berths', 'en_suite', 'cabins'])
    .where('boat_id', '=', boatId)
    .orderBy(sql`array_position(array['twin-lower', 'double', 'master', 'single'], cabin_type)`)
    .execute()
}

/** A boat's departures from `from` on, soonest first (trips_boat_idx), each with its route's name, cheapest cabin, cabins left and berths open in shared ones. */
export function findBoatDepartures(db: Db, boatId: number, from: string, limit: number) {
  return db
    .selectFrom('trips as t')
    .leftJoin('trip_routes as r', 'r.trip_id', 't.id')
    .select(['t.id', 't.name_en', 't.name_ar', 't.start_date', 't.days', 't.currency', 't.net_price', 'r.name_en as route_en', 'r.name_ar as route_ar'])
    .select((eb) => [
      eb
        .selectFrom('trip_cabins as tc')
        .select(sql<string | null>`min(tc.price)`.as('p'))
        .whereRef('tc.trip_id', '=', 't.id')
        .as('from_price'),
      eb
        .selectFrom('trip_cabins as tc')
        .select(sql<number>`coalesce(sum(tc.cabins_left), 0)::int`.as('n'))
        .whereRef('tc.trip_id', '=', 't.id')
        .as('cabins_left'),
      eb
        .selectFrom('trip_cabins as tc')
        .select(sql<number>`coalesce(sum(tc.shared_open_male), 0)::int`.as('n'))
        .whereRef('tc.trip_id', '=', 't.id')
        .as('berths_open_male'),
      eb
        .selectFrom('trip_cabins as tc')
        .select(sql<number>`coalesce(sum(tc.shared_open_female), 0)::int`.as('n'))
        .whereRef('tc.trip_id', '=', 't.id')
        .as('berths_open_female'),
    ])
    .where('t.boat_id', '=', boatId)
    .where('t.start_date', '>=', from)
    .orderBy('t.start_date')
    .orderBy('t.id')
    .limit(limit)
    .execute()
}
export type BoatDepartureRow = Awaited<ReturnType<typeof findBoatDepartures>>[number]
