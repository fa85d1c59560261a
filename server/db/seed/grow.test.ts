import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../../contract/branches.ts'
import { RentalsResponseSchema } from '../../../contract/gear.ts'
import { BoatDetailsResponseSchema, LiveaboardDetailsResponseSchema } from '../../../contract/liveaboards.ts'
import { api, callOk, useTestApp } from '../../test/harness.ts'
import { growCatalogue } from './grow.ts'

const t = useTestApp()

/** A row's counts of what hangs off a center, as `source id → counts` for the copies' comparison. */
type Counts = {
  images: number
  organizations: number
  reviews: number
  boats: number
  boat_images: number
  boat_cabins: number
  rentals: number
  sizes: number
}

describe('growCatalogue', () => {
  // Grown to twice the seed, each center is copied once: its copy is named after it with " 1".
  it('copies each center with what its pages read: pictures, agencies, reviews, boats, cabins, routes, extras, rentals and its terms', async () => {
    const { seedMax, seedReservations } = await t.db
      .selectFrom('branches')
      .select((eb) => [
        eb.fn.max('id').as('seedMax'),
        eb
          .selectFrom('reservations')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('seedReservations'),
      ])
      .executeTakeFirstOrThrow()
    const { n } = await t.db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    await growCatalogue(t.db, Number(n) * 2)

    const { rows: pairs } = await sql<{ src: number; copy: number; same_terms: boolean }>`
      select s.id as src, c.id as copy,
        (s.kind, s.country_id, s.town_id, s.currency, s.languages, s.pay_now, s.pay_later, s.rate, s.cancellation_policy, s.free_cancellation_hours,
         s.travellers_cutoff_hours, s.deposit_percent, s.balance_due_days, s.move_free_days, s.move_fee_percent, s.email, s.whatsapp, s.meeting_point_en)
        is not distinct from
        (c.kind, c.country_id, c.town_id, c.currency, c.languages, c.pay_now, c.pay_later, c.rate, c.cancellation_policy, c.free_cancellation_hours,
         c.travellers_cutoff_hours, c.deposit_percent, c.balance_due_days, c.move_free_days, c.move_fee_percent, c.email, c.whatsapp, c.meeting_point_en) as same_terms
      from branches s join branches c on c.name_en = s.name_en || ' 1' and c.id > ${seedMax}
      where s.id <= ${seedMax}`.execute(t.db)
    expect(pairs).toHaveLength(Number(n))
    expect(pairs.filter((pair) => !pair.same_terms)).toEqual([])
    // Some seeded centers take deposits, so the copies' terms are tested on more than the defaults.
    const { deposits } = await t.db
      .selectFrom('branches')
      .select((eb) => eb.fn.count<number>('deposit_percent').as('deposits'))
      .where('id', '>', Number(seedMax))
      .executeTakeFirstOrThrow()
    expect(Number(deposits)).toBeGreaterThan(0)

    const { rows: counts } = await sql<Counts & { id: number }>`
      select b.id,
        (select count(*)::int from branch_images i where i.branch_id = b.id) as images,
        (select count(*)::int from branch_organizations o where o.branch_id = b.id) as organizations,
        (select count(*)::int from reviews r where r.branch_id = b.id) as reviews,
        (select count(*)::int from boats x where x.branch_id = b.id) as boats,
        (select count(*)::int from boats x join boat_images i on i.boat_id = x.id where x.branch_id = b.id) as boat_images,
        (select count(*)::int from boats x join boat_cabins c on c.boat_id = x.id where x.branch_id = b.id) as boat_cabins,
        (select count(*)::int from branch_rentals r where r.branch_id = b.id) as rentals,
        (select count(*)::int from branch_rentals r join rental_sizes s on s.rental_id = r.id where r.branch_id = b.id) as sizes
      from branches b`.execute(t.db)
    const byId = new Map(counts.map(({ id, ...rest }) => [id, rest]))
    for (const pair of pairs) expect(byId.get(pair.copy), `copy of ${pair.src}`).toEqual(byId.get(pair.src))
    const total = (key: keyof Counts) => counts.filter((row) => row.id > Number(seedMax)).reduce((sum, row) => sum + row[key], 0)
    for (const key of ['images', 'reviews', 'boats', 'boat_cabins', 'rentals', 'sizes'] as const) expect(total(key), key).toBeGreaterThan(0)

    // A review is of a booking of its own: one copied booking a copied review, the same diver's.
    const { reservations } = await t.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('reservations'))
      .executeTakeFirstOrThrow()
    expect(Number(reservations)).toBe(Number(seedReservations) + total('reviews'))
    const strangers = await t.db
      .selectFrom('reviews as r')
      .innerJoin('reservations as res', 'res.id', 'r.reservation_id')
      .select('r.id')
      .whereRef('res.user_id', '!=', 'r.user_id')
      .execute()
    expect(strangers).toEqual([])

    // Every copied liveaboard is run by its own center's boat, with cabins on sale, a route with its days and extras.
    const { rows: incomplete } = await sql<{ id: number }>`
      select t.id from trips t where t.kind = 'liveaboard' and t.branch_id > ${seedMax}
        and (not exists (select 1 from boats b where b.id = t.boat_id and b.branch_id = t.branch_id)
          or not exists (select 1 from trip_cabins c where c.trip_id = t.id)
          or not exists (select 1 from trip_route_days d where d.trip_id = t.id)
          or not exists (select 1 from trip_extras e where e.trip_id = t.id))`.execute(t.db)
    expect(incomplete).toEqual([])
    const { copied } = await t.db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('copied'))
      .where('kind', '=', 'liveaboard')
      .where('branch_id', '>', Number(seedMax))
      .executeTakeFirstOrThrow()
    expect(Number(copied)).toBeGreaterThan(0)
  })

  it('a copied center’s pages answer as its source’s: its detail, a liveaboard, its boat and what it rents', async () => {
    const { rows } = await sql<{ src: number; copy: number }>`
      select s.id as src, c.id as copy from branches s join branches c on c.name_en = s.name_en || ' 1'
      where exists (select 1 from trips t where t.branch_id = s.id and t.boat_id is not null and t.id in (select id from trips where branch_id = s.id order by id limit 4))
        and exists (select 1 from branch_rentals r where r.branch_id = s.id)
        and exists (select 1 from reviews r where r.branch_id = s.id)
        and exists (select 1 from trips t where t.branch_id = c.id and t.boat_id is not null and t.start_date > current_date + 1)
      order by s.id limit 1`.execute(t.db)
    const { src, copy } = rows[0]!
    const detail = async (branchId: number) =>
      (await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${branchId}&isEnglish=true`) })).data
    const [source, copied] = [await detail(src), await detail(copy)]
    expect(copied.branchDetailsDto.images).toEqual(source.branchDetailsDto.images)
    expect(copied.customerReviews).toEqual(source.customerReviews)
    expect(copied.branchDetailsDto.boats.map((boat) => boat.name)).toEqual(source.branchDetailsDto.boats.map((boat) => boat.name))

    // The first liveaboard of each (the copy's trips are its source's first ones, in order).
    const firstLiveaboard = (branchId: number) =>
      t.db
        .selectFrom('trips')
        .select(['id', 'boat_id'])
        .where('branch_id', '=', branchId)
        .where('boat_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    const [sourceTrip, copiedTrip] = [await firstLiveaboard(src), await firstLiveaboard(copy)]
    const liveaboard = async (tripId: number) =>
      (await callOk(t.app, LiveaboardDetailsResponseSchema, { method: 'GET', url: api(`/Liveaboards/Details?tempTripId=${tripId}`) })).data
    const [sourceLiveaboard, copiedLiveaboard] = [await liveaboard(sourceTrip.id), await liveaboard(copiedTrip.id)]
    expect(copiedLiveaboard.cabins).toEqual(sourceLiveaboard.cabins)
    expect(copiedLiveaboard.extras).toEqual(sourceLiveaboard.extras)
    // Its days as its source's, a week later (copies are spread over the months).
    const days = (answer: typeof sourceLiveaboard) => answer.route?.days.map(({ date: _date, ...day }) => day)
    expect(days(copiedLiveaboard)).toEqual(days(sourceLiveaboard))
    expect(copiedLiveaboard.boat?.name).toBe(sourceLiveaboard.boat?.name)

    const boat = async (boatId: number) => (await callOk(t.app, BoatDetailsResponseSchema, { method: 'GET', url: api(`/Boats/Details?boatId=${boatId}`) })).data
    const [sourceBoat, copiedBoat] = [await boat(sourceTrip.boat_id!), await boat(copiedTrip.boat_id!)]
    expect(copiedBoat.branchId).toBe(copy)
    expect(copiedBoat.images).toEqual(sourceBoat.images)
    expect(copiedBoat.cabinPlan).toEqual(sourceBoat.cabinPlan)
    // A copied boat runs the copy's own departures.
    const upcoming = await t.db
      .selectFrom('trips')
      .select(['id', 'boat_id'])
      .where('branch_id', '=', copy)
      .where('boat_id', 'is not', null)
      .where('start_date', '>', sql<string>`current_date + 1`)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await boat(upcoming.boat_id!)).departures.map((departure) => departure.tempTripId)).toContain(upcoming.id)

    const sourceRentals = (await callOk(t.app, RentalsResponseSchema, { method: 'GET', url: api(`/Booking/Rentals?tripId=${sourceTrip.id}&lang=1`) })).data
    const copiedRentals = (await callOk(t.app, RentalsResponseSchema, { method: 'GET', url: api(`/Booking/Rentals?tripId=${copiedTrip.id}&lang=1`) })).data
    const shape = (answer: typeof sourceRentals) => answer.rentals.map(({ rentalId: _id, ...rental }) => rental)
    expect(shape(copiedRentals)).toEqual(shape(sourceRentals))
  })
})
