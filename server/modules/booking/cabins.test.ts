import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, InvoiceResponseSchema, VoucherResponseSchema } from '../../../contract/booking.ts'
import { BoatDetailsResponseSchema, LiveaboardDetailsResponseSchema } from '../../../contract/liveaboards.ts'
import { sql } from 'kysely'
import { up } from '../../db/migrations/036-shared-berth-beside-cabins.ts'
import { up as bySex } from '../../db/migrations/037-shared-cabins-by-sex.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { actionKey, api, call, callError, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { traveller } from '../../test/fixtures.ts'

const t = useTestApp({ PG_POOL_MAX: '20' })
let diver: { accessToken: string; userId: number }
// Parties book on an account of their own: one account's booking mail stops at three an hour, its bookings at 30 a minute.
let party: { accessToken: string; userId: number }
// A woman's shared berth is in a cabin shared with women: the profile says whose berth it is when the app does not.
let woman: { accessToken: string; userId: number }
let padi: number
let made = 0

const divers = (n: number) => Array.from({ length: n }, (_, i) => traveller(`Diver ${++made}-${i}`, padi))

beforeAll(async () => {
  diver = await signUpDiver(t.app, 'cabin-diver@reefline.test')
  party = await signUpDiver(t.app, 'cabin-party@reefline.test')
  woman = await signUpDiver(t.app, 'cabin-woman@reefline.test')
  await t.db.updateTable('users').set({ sex: 'Female' }).where('id', '=', woman.userId).execute()
  padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
})

/**
 * A seeded liveaboard a month or more ahead that sells double and twin cabins and no other, its
 * center taking payment on arrival, with `left` of each type on sale and nothing shared yet.
 */
async function liveaboard(left: { double: number; twin: number }) {
  const used = new Set((await t.db.selectFrom('reservation_cabins').select('trip_id').execute()).map((row) => row.trip_id))
  const trips = await t.db
    .selectFrom('trips as t')
    .innerJoin('trip_cabins as d', (join) => join.onRef('d.trip_id', '=', 't.id').on('d.cabin_type', '=', 'double'))
    .innerJoin('trip_cabins as w', (join) => join.onRef('w.trip_id', '=', 't.id').on('w.cabin_type', '=', 'twin-lower'))
    .select(['t.id', 't.branch_id', 'd.price as double_price', 'd.single_supplement', 'w.price as twin_price'])
    .where('t.kind', '=', 'liveaboard')
    .where('t.start_date', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
    .orderBy('t.id')
    .execute()
  const trip = trips.find((one) => !used.has(one.id) && one.id > (lastTrip ?? 0))!
  lastTrip = trip.id
  await sellOnly(trip.id, trip.branch_id, left)
  return { id: trip.id, double: Number(trip.double_price), supplement: Number(trip.single_supplement), twin: Number(trip.twin_price) }
}

/** A departure paid on arrival, with seats to spare, selling only `left` doubles and twins, nothing shared. */
async function sellOnly(tripId: number, branchId: number, left: { double: number; twin: number }) {
  await t.db.updateTable('branches').set({ pay_later: true }).where('id', '=', branchId).execute()
  await t.db.updateTable('trips').set({ seats_available: 40, seats_total: 40 }).where('id', '=', tripId).execute()
  // Only these two: a test that a type is not sold asks for a single.
  await t.db.deleteFrom('trip_cabins').where('trip_id', '=', tripId).where('cabin_type', 'not in', ['double', 'twin-lower']).execute()
  for (const [type, n] of [
    ['double', left.double],
    ['twin-lower', left.twin],
  ] as const) {
    await t.db
      .updateTable('trip_cabins')
      .set({ cabins_total: Math.max(n, 1), cabins_left: n, shared_open_male: 0, shared_open_female: 0 })
      .where('trip_id', '=', tripId)
      .where('cabin_type', '=', type)
      .execute()
  }
}

/**
 * Two dates of one seeded liveaboard (its name, at its center), a month or more ahead, that sell
 * doubles and twins and that no test has booked: the date a booking moves from, and the later one.
 */
async function twoDates(from: { double: number; twin: number }, to: { double: number; twin: number }) {
  const { rows } = await sql<{ a: number; b: number; branch_id: number }>`
    select a.id as a, b.id as b, a.branch_id from trips a
    join trips b on b.branch_id = a.branch_id and b.name_en = a.name_en and b.kind = a.kind and b.start_date > a.start_date
    where a.kind = 'liveaboard' and a.start_date > current_date + 30
      and not exists (select 1 from reservation_cabins rc where rc.trip_id in (a.id, b.id))
      and (select count(*) from trip_cabins c where c.trip_id = a.id and c.cabin_type in ('double', 'twin-lower')) = 2
      and (select count(*) from trip_cabins c where c.trip_id = b.id and c.cabin_type in ('double', 'twin-lower')) = 2
    order by a.id desc, b.start_date limit 1`.execute(t.db)
  const pair = rows[0]!
  await sellOnly(pair.a, pair.branch_id, from)
  await sellOnly(pair.b, pair.branch_id, to)
  const double = async (id: number) =>
    Number((await t.db.selectFrom('trip_cabins').select('price').where('trip_id', '=', id).where('cabin_type', '=', 'double').executeTakeFirstOrThrow()).price)
  return { from: pair.a, to: pair.b, toDouble: await double(pair.b) }
}
let lastTrip: number | undefined

/** A berth in a shared twin for one diver alone, in a twin shared with `sharedWith` (none: the app says no sex, so the profile's). */
const berthOf = (tripId: number, sharedWith?: 'Male' | 'Female') => ({
  tripId,
  seats: 1,
  paymentType: 2,
  travellers: divers(1),
  cabin: { type: 'twin-lower', shared: true, sharedWith },
})
const book = (payload: object, lang = 1, token = diver.accessToken) =>
  call(t.app, { method: 'POST', url: api(`/Booking/Create?lang=${lang}`), token, headers: { 'idempotency-key': actionKey('cabin') }, payload })
const cabinsOf = async (tripId: number) =>
  (await callOk(t.app, LiveaboardDetailsResponseSchema, { method: 'GET', url: api(`/Liveaboards/Details?tempTripId=${tripId}&lang=1`) })).data.cabins
const left = async (tripId: number, type: string) => {
  const cabin = (await cabinsOf(tripId)).find((one) => one.type === type)!
  return { cabins: cabin.cabinsLeft, men: cabin.sharedBerthsOpen.Male, women: cabin.sharedBerthsOpen.Female }
}
const invoiceOf = async (reservationId: number, lang: number, token = diver.accessToken) =>
  (
    await callOk(t.app, InvoiceResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Invoice?reservationId=${reservationId}&lang=${lang}`),
      token,
    })
  ).data
const voucherOf = async (reservationId: number, token = diver.accessToken) =>
  (await callOk(t.app, VoucherResponseSchema, { method: 'GET', url: api(`/Booking/Voucher?reservationId=${reservationId}&lang=1`), token })).data
const cancel = (reservationId: number, token = diver.accessToken) =>
  call(t.app, {
    method: 'POST',
    url: api('/Booking/CancelReservation'),
    token,
    headers: { 'idempotency-key': actionKey('cabin-cancel') },
    payload: { reservationId },
  })

describe('Booking/Create of a liveaboard sold by cabin', () => {
  it('sells a couple a double cabin at its price per person, keeps it on the voucher and the invoice, refuses the next couple, and sells it again once cancelled', async () => {
    const trip = await liveaboard({ double: 1, twin: 2 })
    const answer = await book({ tripId: trip.id, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' }, expectedTotal: trip.double * 2 })
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(booked.totalPricePaidByCustomer).toBe(trip.double * 2)
    expect(await left(trip.id, 'double')).toEqual({ cabins: 0, men: 0, women: 0 })

    const voucher = await voucherOf(booked.reservationId)
    expect(voucher.cabin).toEqual({ type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 })
    const invoice = await invoiceOf(booked.reservationId, 2)
    expect(invoice.items).toHaveLength(1)
    expect(invoice.items[0]!.description).toMatch(/ · الكابينة: كابينة بسرير مزدوج$/)
    expect(invoice.items[0]!).toMatchObject({ quantity: 2, unitPrice: trip.double })
    expect(invoice.total).toBe(trip.double * 2)

    const next = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: diver.accessToken,
      payload: { tripId: trip.id, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' } },
    })
    expect(next.status).toBe(409)
    expect(next.body.code).toBe('CabinSoldOut')
    expect(next.body.errors).toEqual([{ path: 'cabin', message: 'كابينة بسرير مزدوج: نفدت في هذا الموعد.' }])
    expect((await cancel(booked.reservationId)).status).toBe(200)
    expect(await left(trip.id, 'double')).toEqual({ cabins: 1, men: 0, women: 0 })
  })

  it('puts two divers alone in one shared twin, a berth each, opens the next twin for a third, and gives a twin back whole once its berths are all free', async () => {
    const trip = await liveaboard({ double: 1, twin: 2 })
    // As the app before decision 051 sent it: no sex, so the profile's (a man's).
    const berth = () =>
      book({ tripId: trip.id, seats: 1, paymentType: 2, travellers: divers(1), cabin: { type: 'twin-lower', shared: true }, expectedTotal: trip.twin })
    const first = await berth()
    expect(first.status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 1, women: 0 })
    // The boat's page lists the departure with the berth open beside the cabins left.
    const { boat } = (await callOk(t.app, LiveaboardDetailsResponseSchema, { method: 'GET', url: api(`/Liveaboards/Details?tempTripId=${trip.id}&lang=1`) }))
      .data
    const departures = (await callOk(t.app, BoatDetailsResponseSchema, { method: 'GET', url: api(`/Boats/Details?boatId=${boat!.boatId}&lang=1`) })).data
      .departures
    expect(departures.find((one) => one.tempTripId === trip.id)).toMatchObject({ cabinsLeft: 2, berthsOpen: { Male: 1, Female: 0 } })
    const second = await berth()
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 0, women: 0 })
    const third = await berth()
    expect(third.status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 0 })
    const voucher = await voucherOf(v.parse(CreateBookingResponseSchema, second.json).data.reservationId)
    expect(voucher.cabin).toMatchObject({ type: 'twin-lower', shared: true, sharedWith: 'Male', cabins: 0 })
    expect((await berth()).status).toBe(201)
    expect((await berth()).status).toBe(409)
    const id = (answer: { json: unknown }) => v.parse(CreateBookingResponseSchema, answer.json).data.reservationId
    expect((await cancel(id(second))).status).toBe(200)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 0 })
    // Two men left in two twins: the crew puts them together, and the other twin is on sale whole again, to a couple.
    expect((await cancel(id(third))).status).toBe(200)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 0, women: 0 })
    const couple = await book({ tripId: trip.id, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'twin-lower' } }, 1, party.accessToken)
    expect(couple.status).toBe(201)
  })

  it('shares a twin only between divers of one sex: a woman opens a twin of her own beside a man’s open berth, and none is sold her once no twin is left', async () => {
    const trip = await liveaboard({ double: 0, twin: 2 })
    const berth = (sharedWith: 'Male' | 'Female' | undefined, token = woman.accessToken) => book(berthOf(trip.id, sharedWith), 1, token)
    expect((await berth('Male', diver.accessToken)).status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 1, women: 0 })
    // Her profile says she is a woman: the man's open berth is not hers, and she opens the last twin.
    const hers = await berth(undefined)
    expect(hers.status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 1 })
    const booked = v.parse(CreateBookingResponseSchema, hers.json).data
    expect((await voucherOf(booked.reservationId, woman.accessToken)).cabin).toMatchObject({ shared: true, sharedWith: 'Female', cabins: 0 })
    expect((await invoiceOf(booked.reservationId, 1, woman.accessToken)).items[0]!.description).toMatch(
      / · Berth in a cabin shared with women: Twin, two lower beds$/,
    )
    expect((await invoiceOf(booked.reservationId, 2, woman.accessToken)).items[0]!.description).toMatch(
      / · سرير في كابينة مشتركة مع النساء: كابينة بسريرين منفصلين$/,
    )
    const confirmation = (await t.mail()).find((mail) => mail.text?.includes(booked.paymentRefrence) && mail.subject?.startsWith('Booking'))
    expect(confirmation?.text).toContain('Berth in a cabin shared with women: Twin, two lower beds')

    // A man books for a woman: the berth is said, not his profile's. She fills the open one.
    expect((await berth('Female', diver.accessToken)).status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 0 })
    const refused = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=1'),
      token: woman.accessToken,
      payload: { tripId: trip.id, seats: 1, paymentType: 2, travellers: divers(1), cabin: { type: 'twin-lower', shared: true, sharedWith: 'Female' } },
    })
    expect([refused.status, refused.body.code]).toEqual([409, 'CabinSoldOut'])
    // No twin left to open, and the berth open is a man's: said as such.
    expect(refused.body.errors).toEqual([{ path: 'cabin', message: 'Twin, two lower beds: no berth left on this date in a cabin shared with women.' }])
    const inArabic = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: woman.accessToken,
      payload: berthOf(trip.id, 'Female'),
    })
    expect(inArabic.body.errors).toEqual([{ path: 'cabin', message: 'كابينة بسريرين منفصلين: لم يتبقَّ في هذا الموعد سرير في كابينة مشتركة مع النساء.' }])
    // The man's open berth is still a man's to book.
    expect((await berth('Male', party.accessToken)).status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 0 })
  })

  it('charges one diver alone in a double its single-use supplement, on a line of its own', async () => {
    const trip = await liveaboard({ double: 1, twin: 1 })
    const answer = await book({
      tripId: trip.id,
      seats: 1,
      paymentType: 2,
      travellers: divers(1),
      cabin: { type: 'double' },
      expectedTotal: trip.double + trip.supplement,
    })
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    const invoice = await invoiceOf(booked.reservationId, 1)
    expect(invoice.items.map((item) => [item.description.replace(/^.* · /, ''), item.quantity, item.total])).toEqual([
      ['Cabin: Double', 1, trip.double],
      ['Single-use supplement: Double', 1, trip.supplement],
    ])
    expect(invoice.discount).toBe(0)
    expect(invoice.total).toBe(trip.double + trip.supplement)
  })

  it('sells three divers a twin for two and a berth in a shared twin for the third, says both on the voucher, the invoice and the mail, and gives back both once cancelled', async () => {
    const trip = await liveaboard({ double: 0, twin: 2 })
    const answer = await book(
      { tripId: trip.id, seats: 3, paymentType: 2, travellers: divers(3), cabin: { type: 'twin-lower', shared: true }, expectedTotal: trip.twin * 3 },
      1,
      party.accessToken,
    )
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    // One twin whole for two, and the next opened for the third, whose other berth is open to a diver alone.
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 0 })
    const voucher = await voucherOf(booked.reservationId, party.accessToken)
    expect(voucher.cabin).toEqual({ type: 'twin-lower', name: 'Twin, two lower beds', cabins: 1, shared: true, sharedWith: 'Male', berths: 2 })
    expect(
      (await invoiceOf(booked.reservationId, 1, party.accessToken)).items.map((item) => [item.description.replace(/^.* · /, ''), item.quantity, item.total]),
    ).toEqual([['Cabin: Twin, two lower beds, and a berth in a cabin shared with men', 3, trip.twin * 3]])
    expect((await invoiceOf(booked.reservationId, 2, party.accessToken)).items[0]!.description).toMatch(
      / · الكابينة: كابينة بسريرين منفصلين، وسرير في كابينة مشتركة مع الرجال$/,
    )
    const confirmation = (await t.mail()).find((mail) => mail.text?.includes(booked.paymentRefrence) && mail.subject?.startsWith('Booking'))
    expect(confirmation?.text).toContain('Cabin: Twin, two lower beds, and a berth in a cabin shared with men')

    // A diver alone takes the open berth beside the third; the party's cancellation gives back the twin and a berth.
    const alone = { tripId: trip.id, seats: 1, paymentType: 2, travellers: divers(1), cabin: { type: 'twin-lower', shared: true } }
    expect((await book(alone, 1, party.accessToken)).status).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 0 })
    expect((await cancel(booked.reservationId, party.accessToken)).status).toBe(200)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 1, women: 0 })
  })

  it('sells three divers two doubles with one single-use supplement, for the one alone in the second', async () => {
    const trip = await liveaboard({ double: 2, twin: 0 })
    const answer = await book(
      { tripId: trip.id, seats: 3, paymentType: 2, travellers: divers(3), cabin: { type: 'double' }, expectedTotal: trip.double * 3 + trip.supplement },
      1,
      party.accessToken,
    )
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(await left(trip.id, 'double')).toEqual({ cabins: 0, men: 0, women: 0 })
    expect(
      (await invoiceOf(booked.reservationId, 1, party.accessToken)).items.map((item) => [item.description.replace(/^.* · /, ''), item.quantity, item.total]),
    ).toEqual([
      ['2 cabins: Double', 3, trip.double * 3],
      ['Single-use supplement: Double', 1, trip.supplement],
    ])
    expect((await invoiceOf(booked.reservationId, 2, party.accessToken)).items[0]!.description).toMatch(/ · كابينتان: كابينة بسرير مزدوج$/)
  })

  it('holds no whole cabin for a berth booked alone before migration 036, and gives back only that berth', async () => {
    const trip = await liveaboard({ double: 1, twin: 2 })
    const booked = async (cabin: object, seats: number) =>
      v.parse(
        CreateBookingResponseSchema,
        (await book({ tripId: trip.id, seats, paymentType: 2, travellers: divers(seats), cabin }, 1, party.accessToken)).json,
      ).data
    // Two men alone share a twin; the other twin and the double are on sale.
    const berth = await booked({ type: 'twin-lower', shared: true }, 1)
    await booked({ type: 'twin-lower', shared: true }, 1)
    const double = await booked({ type: 'double' }, 2)
    // As the earlier code wrote a berth that opened a twin: that twin counted among its cabins.
    await t.db.updateTable('reservation_cabins').set({ cabins: 1 }).where('reservation_id', '=', berth.reservationId).execute()
    await up(t.db)
    const held = await t.db
      .selectFrom('reservation_cabins')
      .select(['reservation_id', 'cabins', 'shared'])
      .where('trip_id', '=', trip.id)
      .where('reservation_id', 'in', [berth.reservationId, double.reservationId])
      .orderBy('reservation_id')
      .execute()
    expect(held).toEqual([
      { reservation_id: berth.reservationId, cabins: 0, shared: true },
      { reservation_id: double.reservationId, cabins: 1, shared: false },
    ])
    // The berth comes back beside the other man, not a twin with it.
    expect((await cancel(berth.reservationId, party.accessToken)).status).toBe(200)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 1, women: 0 })
  })

  it('counts the berths open before migration 037 for the sex of the diver who last took one beside them, and every shared berth sold for its booker’s', async () => {
    const trip = await liveaboard({ double: 0, twin: 3 })
    const berth = async (token: string) =>
      v.parse(
        CreateBookingResponseSchema,
        (await book({ tripId: trip.id, seats: 1, paymentType: 2, travellers: divers(1), cabin: { type: 'twin-lower', shared: true } }, 1, token)).json,
      ).data.reservationId
    const sold = [await berth(woman.accessToken), await berth(party.accessToken), await berth(woman.accessToken)]
    const cancelled = await berth(diver.accessToken)
    expect((await cancel(cancelled)).status).toBe(200)
    // The tables as migration 036 left them: a woman and a man had shared the first twin, a woman opened the second.
    await sql`alter table reservation_cabins drop constraint reservation_cabins_shared_with`.execute(t.db)
    await sql`alter table reservation_cabins drop column shared_with`.execute(t.db)
    await sql`alter table trip_cabins add column shared_open integer not null default 0`.execute(t.db)
    await sql`alter table trip_cabins drop column shared_open_male, drop column shared_open_female`.execute(t.db)
    await sql`update trip_cabins set shared_open = 1, cabins_left = 1 where trip_id = ${trip.id} and cabin_type = 'twin-lower'`.execute(t.db)
    await bySex(t.db)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 1, men: 0, women: 1 })
    const rows = await t.db
      .selectFrom('reservation_cabins')
      .select(['reservation_id', 'shared_with'])
      .where('trip_id', '=', trip.id)
      .orderBy('reservation_id')
      .execute()
    expect(rows.map((row) => row.shared_with)).toEqual(['Female', 'Male', 'Female', 'Male'])
    expect(rows.map((row) => row.reservation_id)).toEqual([...sold, cancelled])
    // What is open is a woman's: the man's berth opens the last twin.
    expect(
      (await book({ tripId: trip.id, seats: 1, paymentType: 2, travellers: divers(1), cabin: { type: 'twin-lower', shared: true } }, 1, party.accessToken))
        .status,
    ).toBe(201)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 1, women: 1 })
  })

  it('refuses a cabin that does not suit the divers, none where one is needed, and one where none is sold, in the request’s language, and writes nothing', async () => {
    const trip = await liveaboard({ double: 3, twin: 3 })
    const refused = async (payload: object, lang = 1) =>
      callError(t.app, {
        method: 'POST',
        url: api(`/Booking/Create?lang=${lang}`),
        token: diver.accessToken,
        payload: { tripId: trip.id, paymentType: 2, ...payload },
      })
    const three = await refused({ seats: 3, travellers: divers(3), cabin: { type: 'twin-lower' } })
    expect(three.status).toBe(400)
    expect(three.body.code).toBe('CabinNotSuitable')
    expect(three.body.errors).toEqual([
      { path: 'cabin', message: 'Twin, two lower beds: each cabin sleeps 2. Book divers to fill them, or a berth in a shared cabin for the one left over.' },
    ])
    const pair = await refused({ seats: 2, travellers: divers(2), cabin: { type: 'twin-lower', shared: true } }, 2)
    expect(pair.body.errors).toEqual([
      { path: 'cabin', message: 'كابينة بسريرين منفصلين: تتسع الكابينة لـ2، والسرير في كابينة مشتركة للغواص الواحد الذي يتبقى بعد أن يملأ الآخرون كبائنهم.' },
    ])
    const sharedDouble = await refused({ seats: 1, travellers: divers(1), cabin: { type: 'double', shared: true } })
    expect(sharedDouble.body.errors).toEqual([{ path: 'cabin', message: 'Double: not sold by the berth in a shared cabin.' }])
    const none = await refused({ seats: 2, travellers: divers(2) })
    expect([none.status, none.body.code]).toEqual([400, 'CabinRequired'])
    const single = await refused({ seats: 1, travellers: divers(1), cabin: { type: 'single' } })
    expect([single.status, single.body.code]).toEqual([400, 'CabinNotSold'])
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()).toEqual([])
    expect(await left(trip.id, 'double')).toEqual({ cabins: 3, men: 0, women: 0 })

    const dayTrip = await t.db
      .selectFrom('trips')
      .select('id')
      .where('kind', '=', 'diving')
      .where('requirements', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const elsewhere = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=1'),
      token: diver.accessToken,
      payload: { tripId: dayTrip.id, seats: 1, paymentType: 1, cabin: { type: 'double' } },
    })
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'CabinNotSold'])
  })
})

describe('Booking/Move of a liveaboard sold by cabin', () => {
  const quote = (reservationId: number, tripId: number, token: string, lang = 1) =>
    call(t.app, { method: 'GET', url: api(`/Booking/MoveQuote?reservationId=${reservationId}&tripId=${tripId}&lang=${lang}`), token })
  const move = (reservationId: number, tripId: number, expectedTotal: number, token: string) =>
    call(t.app, { method: 'POST', url: api('/Booking/Move?lang=1'), token, payload: { reservationId, tripId, expectedTotal } })
  const heldOn = async (reservationId: number) =>
    t.db
      .selectFrom('reservation_cabins')
      .select(['trip_id', 'cabin_type', 'cabins', 'shared_with', 'price'])
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst()

  it('moves a couple’s double to another date: that date’s double at its price, the old one back on sale, the voucher and invoice on the new date', async () => {
    const dates = await twoDates({ double: 1, twin: 0 }, { double: 1, twin: 0 })
    const booked = v.parse(
      CreateBookingResponseSchema,
      (await book({ tripId: dates.from, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' } }, 1, party.accessToken)).json,
    ).data
    const offer = (await quote(booked.reservationId, dates.to, party.accessToken)).json as { data: { newPrice: number; total: number } }
    expect(offer.data.newPrice).toBe(dates.toDouble * 2)
    const answer = await move(booked.reservationId, dates.to, offer.data.total, party.accessToken)
    expect(answer.status).toBe(200)
    expect(await left(dates.from, 'double')).toEqual({ cabins: 1, men: 0, women: 0 })
    expect(await left(dates.to, 'double')).toEqual({ cabins: 0, men: 0, women: 0 })
    expect(await heldOn(booked.reservationId)).toEqual({
      trip_id: dates.to,
      cabin_type: 'double',
      cabins: 1,
      shared_with: null,
      price: dates.toDouble.toFixed(2),
    })
    expect((await voucherOf(booked.reservationId, party.accessToken)).cabin).toMatchObject({ type: 'double', cabins: 1, shared: false })
    const invoice = await invoiceOf(booked.reservationId, 1, party.accessToken)
    expect(invoice.items[0]!).toMatchObject({ quantity: 2, unitPrice: dates.toDouble })
    expect(invoice.items[0]!.description).toMatch(/ · Cabin: Double$/)
  })

  it('moves a woman’s shared berth beside women on the new date, gives the old twin back whole, and refuses a date with no cabin of the type on the date field, changing nothing', async () => {
    const dates = await twoDates({ double: 1, twin: 1 }, { double: 0, twin: 1 })
    const berth = v.parse(CreateBookingResponseSchema, (await book(berthOf(dates.from), 1, woman.accessToken)).json).data
    expect(await left(dates.from, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 1 })
    const offer = (await quote(berth.reservationId, dates.to, woman.accessToken)).json as { data: { total: number } }
    expect((await move(berth.reservationId, dates.to, offer.data.total, woman.accessToken)).status).toBe(200)
    expect(await left(dates.to, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 1 })
    expect(await left(dates.from, 'twin-lower')).toEqual({ cabins: 1, men: 0, women: 0 })
    expect(await heldOn(berth.reservationId)).toMatchObject({ trip_id: dates.to, cabins: 0, shared_with: 'Female' })

    const couple = v.parse(
      CreateBookingResponseSchema,
      (await book({ tripId: dates.from, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' } }, 1, woman.accessToken)).json,
    ).data
    const refused = await quote(couple.reservationId, dates.to, woman.accessToken, 2)
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'CabinSoldOut', errors: [{ path: 'tripId', message: 'كابينة بسرير مزدوج: نفدت في هذا الموعد.' }] })
    expect((await move(couple.reservationId, dates.to, 0, woman.accessToken)).status).toBe(409)
    expect(await heldOn(couple.reservationId)).toMatchObject({ trip_id: dates.from, cabin_type: 'double' })
    expect(await left(dates.from, 'double')).toEqual({ cabins: 0, men: 0, women: 0 })
    await expectMoneyKept(t.db, { users: [woman.userId, party.userId], trips: [dates.from, dates.to] })
  })

  it('moves a couple to another type of cabin where their double is gone on the new date, at that cabin’s price, and refuses a cabin the query cannot name', async () => {
    const mover = await signUpDiver(t.app, 'cabin-mover@reefline.test')
    const dates = await twoDates({ double: 1, twin: 0 }, { double: 0, twin: 2 })
    const twinPrice = Number(
      (await t.db.selectFrom('trip_cabins').select('price').where('trip_id', '=', dates.to).where('cabin_type', '=', 'twin-lower').executeTakeFirstOrThrow())
        .price,
    )
    const booked = v.parse(
      CreateBookingResponseSchema,
      (await book({ tripId: dates.from, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' } }, 1, mover.accessToken)).json,
    ).data
    // The same cabin is gone there: the diver chooses a twin for the two of them.
    expect((await quote(booked.reservationId, dates.to, mover.accessToken)).status).toBe(409)
    const asked = await call(t.app, {
      method: 'GET',
      url: api(`/Booking/MoveQuote?reservationId=${booked.reservationId}&tripId=${dates.to}&cabin=twin-lower&lang=1`),
      token: mover.accessToken,
    })
    const offer = asked.json as { data: { newPrice: number; total: number } }
    expect(offer.data.newPrice).toBe(twinPrice * 2)
    const answer = await call(t.app, {
      method: 'POST',
      url: api('/Booking/Move?lang=1'),
      token: mover.accessToken,
      payload: { reservationId: booked.reservationId, tripId: dates.to, cabin: { type: 'twin-lower' }, expectedTotal: offer.data.total },
    })
    expect(answer.status, answer.body).toBe(200)
    expect(await heldOn(booked.reservationId)).toEqual({
      trip_id: dates.to,
      cabin_type: 'twin-lower',
      cabins: 1,
      shared_with: null,
      price: twinPrice.toFixed(2),
    })
    expect(await left(dates.to, 'twin-lower')).toEqual({ cabins: 1, men: 0, women: 0 })
    expect(await left(dates.from, 'double')).toEqual({ cabins: 1, men: 0, women: 0 })
    expect((await voucherOf(booked.reservationId, mover.accessToken)).cabin).toMatchObject({ type: 'twin-lower', cabins: 1, shared: false })

    const unnamed = await call(t.app, {
      method: 'GET',
      url: api(`/Booking/MoveQuote?reservationId=${booked.reservationId}&tripId=${dates.from}&cabin=suite&lang=1`),
      token: mover.accessToken,
    })
    expect(unnamed.status).toBe(400)
    expect(unnamed.json).toMatchObject({ errors: [{ path: 'cabin' }] })
    // A type the date does not sell is refused on the cabin the diver chose.
    const single = await call(t.app, {
      method: 'GET',
      url: api(`/Booking/MoveQuote?reservationId=${booked.reservationId}&tripId=${dates.from}&cabin=single&lang=1`),
      token: mover.accessToken,
    })
    expect(single.status).toBe(400)
    expect(single.json).toMatchObject({ code: 'CabinNotSold', errors: [{ path: 'cabin' }] })
    await expectMoneyKept(t.db, { users: [mover.userId], trips: [dates.from, dates.to] })
  })
})

describe.skipIf(process.env.TEST_DB !== 'postgres')('cabins racing on PostgreSQL', () => {
  it('sells three doubles to exactly three of ten couples at once, and four shared berths to exactly four of twelve divers alone', async () => {
    const trip = await liveaboard({ double: 3, twin: 2 })
    const accounts = await Promise.all(Array.from({ length: 6 }, (_, i) => signUpDiver(t.app, `cabin-race-${i}@reefline.test`)))
    const token = (i: number) => accounts[i % accounts.length]!.accessToken
    const couples = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book({ tripId: trip.id, seats: 2, paymentType: 2, travellers: divers(2), cabin: { type: 'double' } }, 1, token(i))),
    )
    expect(couples.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(couples.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    const alone = await Promise.all(Array.from({ length: 12 }, (_, i) => book(berthOf(trip.id), 1, token(i))))
    expect(alone.filter((answer) => answer.status === 201)).toHaveLength(4)
    expect(alone.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    expect(await left(trip.id, 'double')).toEqual({ cabins: 0, men: 0, women: 0 })
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 0 })
    const sold = await t.db.selectFrom('reservation_cabins').select(['cabin_type', 'cabins', 'shared']).where('trip_id', '=', trip.id).execute()
    expect(sold.filter((row) => row.cabin_type === 'double').reduce((sum, row) => sum + row.cabins, 0)).toBe(3)
    expect(sold.filter((row) => row.shared)).toHaveLength(4)
    await expectMoneyKept(t.db, { users: accounts.map((one) => one.userId), trips: [trip.id] })
  })

  it('sells two twins by the berth to three women and nine men racing at once, never a man beside a woman', async () => {
    const trip = await liveaboard({ double: 0, twin: 2 })
    const accounts = await Promise.all(Array.from({ length: 4 }, (_, i) => signUpDiver(t.app, `cabin-mixed-${i}@reefline.test`)))
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(berthOf(trip.id, i % 4 === 0 ? 'Female' : 'Male'), 1, accounts[i % accounts.length]!.accessToken)),
    )
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    const sold = await t.db.selectFrom('reservation_cabins').select(['shared_with']).where('trip_id', '=', trip.id).execute()
    const women = sold.filter((row) => row.shared_with === 'Female').length
    const men = sold.length - women
    // Whoever came first, each twin went to one sex: a woman alone in hers leaves its other berth open to a woman, not a man.
    expect(Math.ceil(women / 2) + Math.ceil(men / 2)).toBe(2)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(sold.length)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: men % 2, women: women % 2 })
    await expectMoneyKept(t.db, { users: accounts.map((one) => one.userId), trips: [trip.id] })
  })

  it('sells a twin and a shared berth to exactly two of eight parties of three at once, from three twins', async () => {
    const trip = await liveaboard({ double: 0, twin: 3 })
    const accounts = await Promise.all(Array.from({ length: 4 }, (_, i) => signUpDiver(t.app, `cabin-party-${i}@reefline.test`)))
    const parties = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(
          { tripId: trip.id, seats: 3, paymentType: 2, travellers: divers(3), cabin: { type: 'twin-lower', shared: true } },
          1,
          accounts[i % accounts.length]!.accessToken,
        ),
      ),
    )
    // The first opens a twin for its third; the second fills that twin's open berth; the third would need two more twins.
    expect(parties.filter((answer) => answer.status === 201)).toHaveLength(2)
    expect(parties.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    expect(await left(trip.id, 'twin-lower')).toEqual({ cabins: 0, men: 0, women: 0 })
    const sold = await t.db.selectFrom('reservation_cabins').select(['cabins', 'shared']).where('trip_id', '=', trip.id).execute()
    expect(sold).toEqual([
      { cabins: 1, shared: true },
      { cabins: 1, shared: true },
    ])
    await expectMoneyKept(t.db, { users: accounts.map((one) => one.userId), trips: [trip.id] })
  })
})
