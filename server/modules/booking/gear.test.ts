import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, InvoiceResponseSchema, VoucherResponseSchema } from '../../../contract/booking.ts'
import { RentalsResponseSchema } from '../../../contract/gear.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { traveller } from '../../test/fixtures.ts'
import { actionKey, api, call, callError, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'

const t = useTestApp({ PG_POOL_MAX: '20' })
let diver: { accessToken: string; userId: number }
let branch: { id: number; currency: string }
let made = 0

const padiFor = async () => (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id

beforeAll(async () => {
  diver = await signUpDiver(t.app, 'gear-diver@reefline.test')
  branch = await t.db
    .selectFrom('branches')
    .select(['id', 'currency'])
    .where('pay_now', '=', true)
    .where('pay_later', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
})

/** A three-day trip of the test center in its currency, 100 a seat (90 after its discount). */
async function trip(seats = 6) {
  return t.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: `Gear trip ${++made}`,
      name_ar: `رحلة معدات ${made}`,
      image_url: '/x.svg',
      days: 3,
      start_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      seats_total: seats,
      seats_available: seats,
      number_of_dives: 6,
      price: 100,
      net_price: 90,
      currency: branch.currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** A rental of the test center: `price` for each day or once, with `sizes` in stock for each departure. */
async function rental(name: string, price: number, per: 'day' | 'trip', sizes: Array<[string, number]>) {
  const row = await t.db
    .insertInto('branch_rentals')
    .values({ branch_id: branch.id, kind: 'wetsuit', name_en: name, name_ar: `${name} (ع)`, price, per, position: 100 + made })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db
    .insertInto('rental_sizes')
    .values(sizes.map(([size, stock], position) => ({ rental_id: row.id, size, stock, position })))
    .execute()
  return row.id
}

const rentalsOf = async (tripId: number, lang = 1) =>
  (await callOk(t.app, RentalsResponseSchema, { method: 'GET', url: api(`/Booking/Rentals?tripId=${tripId}&lang=${lang}`) })).data
const left = async (tripId: number, rentalId: number, size: string) =>
  (await rentalsOf(tripId)).rentals.find((one) => one.rentalId === rentalId)!.sizes.find((one) => one.size === size)!.left
const book = (payload: object, lang = 1, token = diver.accessToken) =>
  call(t.app, { method: 'POST', url: api(`/Booking/Create?lang=${lang}`), token, headers: { 'idempotency-key': actionKey('gear') }, payload })

describe('Booking/Rentals', () => {
  it('lists what the center rents with what is left of each size, in the request’s language, and refuses an unclear departure', async () => {
    const { id } = await trip()
    const suit = await rental('Suit A', 5, 'day', [
      ['M', 2],
      ['L', 1],
    ])
    const answer = await rentalsOf(id)
    expect(answer.days).toBe(3)
    expect(answer.rentals.find((one) => one.rentalId === suit)).toEqual({
      rentalId: suit,
      kind: 'wetsuit',
      name: 'Suit A',
      price: 5,
      per: 'day',
      currency: branch.currency,
      sizes: [
        { size: 'M', left: 2 },
        { size: 'L', left: 1 },
      ],
    })
    expect((await rentalsOf(id, 2)).rentals.find((one) => one.rentalId === suit)?.name).toBe('Suit A (ع)')
    expect((await callError(t.app, { method: 'GET', url: api('/Booking/Rentals') })).status).toBe(400)
    expect((await callError(t.app, { method: 'GET', url: api(`/Booking/Rentals?tripId=${id}&courseId=1`) })).status).toBe(400)
    expect((await callError(t.app, { method: 'GET', url: api('/Booking/Rentals?tripId=999999') })).status).toBe(404)
  })

  it('gives the seeded centers price lists in their own currency, four centers in five', async () => {
    const branches = await t.db.selectFrom('branches').select(['id']).execute()
    const renting = await t.db.selectFrom('branch_rentals').select('branch_id').distinct().execute()
    expect(renting.length).toBe(branches.filter((one) => one.id % 5 !== 0).length)
  })
})

describe('Booking/Create with gear', () => {
  it('adds each piece to the total, keeps it on the voucher beside its traveller and on the invoice, and takes it from what is left', async () => {
    const padi = await padiFor()
    const { id } = await trip()
    const suit = await rental('Suit B', 5, 'day', [
      ['M', 2],
      ['L', 2],
    ])
    const computer = await rental('Computer B', 20, 'trip', [['', 3]])
    const gear = [
      { position: 1, rentalId: suit, size: 'M' },
      { position: 1, rentalId: computer, size: '' },
      { position: 2, rentalId: suit, size: 'L' },
    ]
    // Two seats at 90, two suits at 5 a day for 3 days, a computer once at 20.
    const total = 2 * 90 + 2 * 15 + 20
    const wrong = await book({
      tripId: id,
      seats: 2,
      paymentType: 2,
      expectedTotal: 180,
      travellers: [traveller('Rana Aziz', padi), traveller('Tamer Aziz', padi)],
      gear,
    })
    expect(wrong.status).toBe(409)
    expect((wrong.json as { code: string }).code).toBe('PriceChanged')
    const answer = await book({
      tripId: id,
      seats: 2,
      paymentType: 2,
      expectedTotal: total,
      travellers: [traveller('Rana Aziz', padi), traveller('Tamer Aziz', padi)],
      gear,
    })
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(booked.totalPricePaidByCustomer).toBe(total)
    expect(booked.price).toBe(200)
    expect(await left(id, suit, 'M')).toBe(1)
    expect(await left(id, suit, 'L')).toBe(1)
    expect(await left(id, computer, '')).toBe(2)

    const shown = (
      await callOk(t.app, VoucherResponseSchema, {
        method: 'GET',
        url: api(`/Booking/Voucher?reservationId=${booked.reservationId}&lang=1`),
        token: diver.accessToken,
      })
    ).data
    expect(shown.travellers.map((one) => one.gear)).toEqual([
      [
        { kind: 'wetsuit', name: 'Suit B', size: 'M' },
        { kind: 'wetsuit', name: 'Computer B', size: '' },
      ],
      [{ kind: 'wetsuit', name: 'Suit B', size: 'L' }],
    ])
    const invoice = (
      await callOk(t.app, InvoiceResponseSchema, {
        method: 'GET',
        url: api(`/Booking/Invoice?reservationId=${booked.reservationId}&lang=1`),
        token: diver.accessToken,
      })
    ).data
    expect(invoice.items.map(({ description, quantity, unitPrice, total: line }) => ({ description, quantity, unitPrice, line }))).toEqual([
      { description: expect.stringContaining('Gear trip') as string, quantity: 2, unitPrice: 100, line: 200 },
      { description: 'Rental: Suit B, size M', quantity: 1, unitPrice: 15, line: 15 },
      { description: 'Rental: Computer B', quantity: 1, unitPrice: 20, line: 20 },
      { description: 'Rental: Suit B, size L', quantity: 1, unitPrice: 15, line: 15 },
    ])
    expect(invoice.subtotal).toBe(250)
    expect(invoice.discount).toBe(20)
    expect(invoice.total).toBe(total)
    const arabic = (
      await callOk(t.app, InvoiceResponseSchema, {
        method: 'GET',
        url: api(`/Booking/Invoice?reservationId=${booked.reservationId}&lang=2`),
        token: diver.accessToken,
      })
    ).data
    expect(arabic.items[1]!.description).toBe('إيجار: Suit B (ع)، مقاس M')

    // Cancelled, its gear is back on the shelf for the next diver.
    const cancelled = await call(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: diver.accessToken,
      headers: { 'idempotency-key': actionKey('gear-cancel') },
      payload: { reservationId: booked.reservationId },
    })
    expect(cancelled.status).toBe(200)
    expect(await left(id, suit, 'M')).toBe(2)
    expect(await left(id, computer, '')).toBe(3)
  })

  it('refuses gear the departure does not rent, a size it does not stock, a piece twice for one traveller or one past the seats, and writes nothing', async () => {
    const padi = await padiFor()
    const { id } = await trip()
    const suit = await rental('Suit C', 5, 'day', [['M', 2]])
    const elsewhere = await t.db.selectFrom('branch_rentals').select('id').where('branch_id', '!=', branch.id).orderBy('id').executeTakeFirstOrThrow()
    const travellers = [traveller('Rana Aziz', padi)]
    const cases: Array<[object, string]> = [
      [{ position: 1, rentalId: elsewhere.id, size: '' }, 'This is not rented on this date.'],
      [{ position: 1, rentalId: suit, size: 'XXL' }, 'Suit C (XXL): this size is not stocked.'],
      [{ position: 2, rentalId: suit, size: 'M' }, 'There is no such traveller on this booking.'],
    ]
    for (const [piece, said] of cases) {
      const answer = await callError(t.app, {
        method: 'POST',
        url: api('/Booking/Create?lang=1'),
        token: diver.accessToken,
        payload: { tripId: id, seats: 1, paymentType: 2, travellers, gear: [piece] },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('GearNotOffered')
      expect(answer.body.errors).toEqual([{ path: 'gear.0', message: said }])
    }
    const twice = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: diver.accessToken,
      payload: {
        tripId: id,
        seats: 1,
        paymentType: 2,
        travellers,
        gear: [
          { position: 1, rentalId: suit, size: 'M' },
          { position: 1, rentalId: suit, size: 'M' },
        ],
      },
    })
    expect(twice.body.errors).toEqual([{ path: 'gear.1', message: 'Suit C (ع) (M): قطعة واحدة لكل مسافر.' }])
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', id).execute()).toEqual([])
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', id).executeTakeFirstOrThrow()).seats_available).toBe(6)
  })

  it('refuses more of a size than is left with 409 in the diver’s language, and books nothing of it', async () => {
    const padi = await padiFor()
    const { id } = await trip()
    const suit = await rental('Suit D', 5, 'day', [['S', 1]])
    const first = await book({
      tripId: id,
      seats: 1,
      paymentType: 2,
      travellers: [traveller('Rana Aziz', padi)],
      gear: [{ position: 1, rentalId: suit, size: 'S' }],
    })
    expect(first.status).toBe(201)
    const other = await signUpDiver(t.app, 'gear-other@reefline.test')
    const second = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: other.accessToken,
      payload: { tripId: id, seats: 1, paymentType: 2, travellers: [traveller('Omar Nabil', padi)], gear: [{ position: 1, rentalId: suit, size: 'S' }] },
    })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('GearSoldOut')
    expect(second.body.errors).toEqual([{ path: 'gear.0', message: 'نفد Suit D (ع) (S) في هذا الموعد.' }])
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', id).executeTakeFirstOrThrow()).seats_available).toBe(5)
  })
})

describe.skipIf(process.env.TEST_DB !== 'postgres')('gear racing on PostgreSQL', () => {
  it('rents the last three of a size to exactly three of twenty bookings at once, and each departure keeps its own stock', async () => {
    const padi = await padiFor()
    const shared = await trip(40)
    const suit = await rental('Suit E', 5, 'trip', [['M', 3]])
    const divers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUpDiver(t.app, `gear-race-${i}@reefline.test`)))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          { tripId: shared.id, seats: 1, paymentType: 2, travellers: [traveller(`Racer ${i}`, padi)], gear: [{ position: 1, rentalId: suit, size: 'M' }] },
          1,
          divers[i % divers.length]!.accessToken,
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
    expect(await left(shared.id, suit, 'M')).toBe(0)
    // The stock is each departure's: another date of the same center still has its three.
    const next = await trip()
    expect(await left(next.id, suit, 'M')).toBe(3)
    await expectMoneyKept(t.db, { users: divers.map((one) => one.userId), trips: [shared.id] })
  })
})
