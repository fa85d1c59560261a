import * as v from 'valibot'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { TripsSearchResponseSchema } from '../../../contract/trips.ts'
import { up } from '../../db/migrations/038-parties-a-cabin-takes.ts'
import { actionKey, api, call, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { traveller } from '../../test/fixtures.ts'
import { countParties } from './cabins.service.ts'

// Decision 053: a search for a party lists a liveaboard only where one type of cabin takes the party.
const t = useTestApp()
let diver: { accessToken: string; userId: number }
let padi: number

beforeAll(async () => {
  diver = await signUpDiver(t.app, 'cabin-parties@reefline.test')
  padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
})

type Left = { double: number; supplement: boolean; twin: number; men?: number }

/**
 * A seeded liveaboard a month or more ahead, paid on arrival, with seats to spare, selling only
 * doubles and twins: `left` of each, the double sold to one alone or not, and `men` berths open in
 * twins shared by men. Written as an operator's data would stand, then counted as the booking counts.
 */
async function liveaboard(skip: number, left: Left) {
  const trip = await t.db
    .selectFrom('trips as t')
    .innerJoin('trip_cabins as d', (join) => join.onRef('d.trip_id', '=', 't.id').on('d.cabin_type', '=', 'double'))
    .innerJoin('trip_cabins as w', (join) => join.onRef('w.trip_id', '=', 't.id').on('w.cabin_type', '=', 'twin-lower'))
    .select(['t.id', 't.branch_id', 't.start_date', 'd.price'])
    .where('t.kind', '=', 'liveaboard')
    .where('t.start_date', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
    .orderBy('t.id')
    .offset(skip)
    .executeTakeFirstOrThrow()
  await t.db.updateTable('branches').set({ pay_later: true }).where('id', '=', trip.branch_id).execute()
  await t.db.updateTable('trips').set({ seats_available: 40, seats_total: 40 }).where('id', '=', trip.id).execute()
  await t.db.deleteFrom('trip_cabins').where('trip_id', '=', trip.id).where('cabin_type', 'not in', ['double', 'twin-lower']).execute()
  await t.db
    .updateTable('trip_cabins')
    .set({ cabins_total: 4, cabins_left: left.double, single_supplement: left.supplement ? (Number(trip.price) / 2).toFixed(2) : null })
    .where('trip_id', '=', trip.id)
    .where('cabin_type', '=', 'double')
    .execute()
  await t.db
    .updateTable('trip_cabins')
    .set({ cabins_total: 4, cabins_left: left.twin, shared_open_male: left.men ?? 0, shared_open_female: 0 })
    .where('trip_id', '=', trip.id)
    .where('cabin_type', '=', 'twin-lower')
    .execute()
  await countParties(t.db, [trip.id])
  return { id: trip.id, branchId: trip.branch_id }
}

/** The ids a search lists, every page of it. */
async function searchIds(query: string): Promise<Set<number>> {
  const ids = new Set<number>()
  for (let page = 1, pages = 1; page <= pages; page++) {
    const found = await callOk(t.app, TripsSearchResponseSchema, { method: 'GET', url: api(`/Trips/Search?${query}&page=${page}`) })
    for (const item of found.data.items) ids.add(item.id)
    pages = found.metaData.pageCount
  }
  return ids
}

/** The parties of one to six divers a search of its center's liveaboards lists the sailing for. */
async function listedFor(trip: { id: number; branchId: number }): Promise<number[]> {
  const listed: number[] = []
  for (const seats of [1, 2, 3, 4, 5, 6]) {
    if ((await searchIds(`branchId=${trip.branchId}&activity=liveaboard&seats=${seats}`)).has(trip.id)) listed.push(seats)
  }
  return listed
}

const book = (tripId: number, seats: number, type: 'double' | 'twin-lower') =>
  call(t.app, {
    method: 'POST',
    url: api('/Booking/Create?lang=1'),
    token: diver.accessToken,
    headers: { 'idempotency-key': actionKey('parties') },
    payload: { tripId, seats, paymentType: 2, travellers: Array.from({ length: seats }, (_, n) => traveller(`Party ${tripId}-${n}`, padi)), cabin: { type } },
  })
const cancel = (reservationId: number) =>
  call(t.app, {
    method: 'POST',
    url: api('/Booking/CancelReservation'),
    token: diver.accessToken,
    headers: { 'idempotency-key': actionKey('parties-cancel') },
    payload: { reservationId },
  })

describe('Trips/Search for a party, on a liveaboard sold by cabin', () => {
  it('lists the sailing only for the parties one type of cabin takes, not for its seats', async () => {
    // Two doubles, not sold to one alone: a couple or two, never one diver or three, though forty seats are free.
    const doubles = await liveaboard(0, { double: 2, supplement: false, twin: 0 })
    expect(await listedFor(doubles)).toEqual([2, 4])
    // Sold to one alone, the double takes three: a double for two and one for the diver left over.
    const alone = await liveaboard(1, { double: 2, supplement: true, twin: 0 })
    expect(await listedFor(alone)).toEqual([1, 2, 3, 4])
    // A berth open beside men, and no twin: one diver, whoever they are, as the booking page then says whose.
    const berth = await liveaboard(2, { double: 0, supplement: false, twin: 0, men: 1 })
    expect(await listedFor(berth)).toEqual([1])
    // Without a party the search lists every sailing with a seat, as before.
    expect(await searchIds(`branchId=${berth.branchId}&activity=liveaboard`)).toContain(berth.id)
  })

  it('a booking and its cancellation change the parties the search lists it for', async () => {
    const trip = await liveaboard(3, { double: 2, supplement: false, twin: 0 })
    expect(await listedFor(trip)).toEqual([2, 4])
    const booked = await book(trip.id, 2, 'double')
    expect(booked.status, booked.body).toBe(201)
    // One double left: a couple still, four friends no more.
    expect(await listedFor(trip)).toEqual([2])
    const reservationId = v.parse(CreateBookingResponseSchema, booked.json).data.reservationId
    expect((await cancel(reservationId)).status).toBe(200)
    expect(await listedFor(trip)).toEqual([2, 4])
  })

  it('migration 038 works out every sailing’s parties by the contract’s rule, and every index of the search carries them', async () => {
    const trip = await liveaboard(4, { double: 1, supplement: true, twin: 3, men: 1 })
    // One double for one or two; three twins and a man's open berth for up to seven.
    expect(await listedFor(trip)).toEqual([1, 2, 3, 4, 5, 6])
    await t.db.updateTable('trips').set({ cabin_parties: null }).where('id', '=', trip.id).execute()
    expect(await listedFor(trip), 'a sailing whose parties are not known is listed by its seats').toEqual([1, 2, 3, 4, 5, 6])
    await t.db.updateTable('trips').set({ cabin_parties: '0' }).where('id', '=', trip.id).execute()
    expect(await listedFor(trip)).toEqual([])
    await up(t.db)
    expect(await listedFor(trip)).toEqual([1, 2, 3, 4, 5, 6])
    const { rows } = await sql<{
      def: string
    }>`select indexdef as def from pg_indexes where tablename = 'departure_places' and indexdef like '%INCLUDE%'`.execute(t.db)
    expect(rows.length).toBeGreaterThanOrEqual(8)
    for (const row of rows) expect(row.def).toMatch(/INCLUDE \([^)]*\bparties\)/)
  })
})
