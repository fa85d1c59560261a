import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, InvoiceResponseSchema, VoucherResponseSchema } from '../../../contract/booking.ts'
import { RentalsResponseSchema } from '../../../contract/gear.ts'
import { actionKey, api, call, callError, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { anotherDate, dayIn, seatsAvailable, traveller } from '../../test/fixtures.ts'
import { bookingMail } from '../booking-messages/booking.mails.ts'

const t = useTestApp()
let diver: { accessToken: string; userId: number }
let branch: { id: number; currency: string }
let padi: number
let made = 0

beforeAll(async () => {
  diver = await signUpDiver(t.app, 'extras-diver@reefline.test')
  padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
  branch = await t.db
    .selectFrom('branches')
    .select(['id', 'currency'])
    .where('pay_now', '=', true)
    .where('pay_later', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
})

/**
 * A week's liveaboard of the test center that sells no cabins (seats at 900 after its discount),
 * 6 days and 18 dives, with nitrox at 10 a dive, transfers at 40 the trip and drinks at 5 a day to
 * choose; meals included; the park's fees (60) paid on board; rental equipment at 30 a day.
 */
async function liveaboard() {
  const trip = await t.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'liveaboard',
      name_en: `Extras week ${++made}`,
      name_ar: `أسبوع الإضافات ${made}`,
      image_url: '/x.svg',
      days: 6,
      start_date: dayIn(40),
      seats_total: 10,
      seats_available: 10,
      number_of_dives: 18,
      price: 1000,
      net_price: 900,
      currency: branch.currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const extra = (item: string, price: number, unit: 'trip' | 'day' | 'dive') => ({ trip_id: trip.id, item, included: false, price: price.toFixed(2), unit })
  await t.db
    .insertInto('trip_extras')
    .values([
      { trip_id: trip.id, item: 'meals', included: true, price: null, unit: null },
      extra('nitrox', 10, 'dive'),
      extra('transfers', 40, 'trip'),
      extra('drinks', 5, 'day'),
      extra('park-fees', 60, 'trip'),
      extra('rental-gear', 30, 'day'),
    ])
    .execute()
  return trip.id
}

const book = (payload: object, lang = 1) =>
  call(t.app, {
    method: 'POST',
    url: api(`/Booking/Create?lang=${lang}`),
    token: diver.accessToken,
    headers: { 'idempotency-key': actionKey('extras') },
    payload,
  })
const read = async <S extends typeof InvoiceResponseSchema | typeof VoucherResponseSchema>(schema: S, path: string, reservationId: number, lang = 1) =>
  (await callOk(t.app, schema, { method: 'GET', url: api(`${path}?reservationId=${reservationId}&lang=${lang}`), token: diver.accessToken }))
    .data as v.InferOutput<S>['data']

describe('Booking/Create with a liveaboard’s extras', () => {
  it('adds each traveller’s extras to the total at the departure’s days and dives, and keeps them on the invoice and the voucher as sold', async () => {
    const id = await liveaboard()
    const extras = [
      { position: 1, item: 'nitrox' },
      { position: 1, item: 'transfers' },
      { position: 2, item: 'transfers' },
    ]
    // Two seats at 900; nitrox 10 × 18 dives for one; transfers 40 for both.
    const total = 2 * 900 + 180 + 2 * 40
    const travellers = [traveller('Lina Haddad', padi), traveller('Sami Haddad', padi)]
    const stale = await book({ tripId: id, seats: 2, paymentType: 2, expectedTotal: 1800, travellers, extras })
    expect(stale.status).toBe(409)
    expect((stale.json as { code: string }).code).toBe('PriceChanged')
    const answer = await book({ tripId: id, seats: 2, paymentType: 2, expectedTotal: total, travellers, extras })
    expect(answer.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(booked.totalPricePaidByCustomer).toBe(total)

    // The departure's prices move later: the booking keeps what it was sold at.
    await t.db.updateTable('trip_extras').set({ price: '99.00' }).where('trip_id', '=', id).where('included', '=', false).execute()

    const invoice = await read(InvoiceResponseSchema, '/Booking/Invoice', booked.reservationId)
    expect(invoice.items.map(({ description, quantity, unitPrice, total: line }) => ({ description, quantity, unitPrice, line }))).toEqual([
      { description: expect.stringContaining('Extras week') as string, quantity: 2, unitPrice: 1000, line: 2000 },
      { description: 'Extra: Nitrox, 18 dives', quantity: 1, unitPrice: 180, line: 180 },
      { description: 'Extra: Airport transfers', quantity: 2, unitPrice: 40, line: 80 },
    ])
    expect(invoice.subtotal).toBe(2260)
    expect(invoice.discount).toBe(200)
    expect(invoice.total).toBe(total)
    const arabic = await read(InvoiceResponseSchema, '/Booking/Invoice', booked.reservationId, 2)
    expect(arabic.items[1]!.description).toBe('إضافة: النيتروكس، 18 غطسة')

    const voucher = await read(VoucherResponseSchema, '/Booking/Voucher', booked.reservationId)
    expect(voucher.travellers.map((one) => one.extras)).toEqual([
      [
        { item: 'nitrox', name: 'Nitrox', unit: 'dive', units: 18 },
        { item: 'transfers', name: 'Airport transfers', unit: 'trip', units: 1 },
      ],
      [{ item: 'transfers', name: 'Airport transfers', unit: 'trip', units: 1 }],
    ])
    const voucherAr = await read(VoucherResponseSchema, '/Booking/Voucher', booked.reservationId, 2)
    expect(voucherAr.travellers[0]!.extras.map((one) => one.name)).toEqual(['النيتروكس', 'التوصيل من المطار وإليه'])
    // The confirmation mail names them beside each traveller too, as the center checks them on the jetty.
    const mail = bookingMail({
      event: 'confirmed',
      to: 'extras-diver@reefline.test',
      name: 'Lina Haddad',
      lang: 'en',
      voucher,
      cancellation: null,
      publicUrl: 'https://reefline.test',
      from: 'bookings@reefline.test',
      rates: undefined,
    })
    expect(mail.text).toContain('Lina Haddad · PADI Advanced Open Water · extras: Nitrox, Airport transfers')
  })

  it('refuses an extra the departure does not sell to choose, one twice, one past the seats and nitrox without its certification, and writes nothing', async () => {
    const id = await liveaboard()
    const travellers = [traveller('Rami Said', padi, { nitrox: false })]
    const cases: Array<[object, string]> = [
      [{ position: 1, item: 'weights' }, 'Weights and belt: not offered on this date.'],
      [{ position: 1, item: 'meals' }, 'Full board: every meal and snacks: included in the price.'],
      [{ position: 1, item: 'park-fees' }, 'Marine park fees: not chosen at booking.'],
      [{ position: 1, item: 'rental-gear' }, 'Rental equipment: not chosen at booking.'],
      [{ position: 2, item: 'transfers' }, 'There is no such traveller on this booking.'],
      [{ position: 1, item: 'nitrox' }, 'Nitrox: the traveller needs a nitrox certification.'],
    ]
    const refuse = (extras: object[], lang = 1) =>
      callError(t.app, {
        method: 'POST',
        url: api(`/Booking/Create?lang=${lang}`),
        token: diver.accessToken,
        payload: { tripId: id, seats: 1, paymentType: 2, travellers, extras },
      })
    for (const [extra, said] of cases) {
      const answer = await refuse([extra])
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('ExtraNotOffered')
      expect(answer.body.errors).toEqual([{ path: 'extras.0', message: said }])
    }
    const drinks = { position: 1, item: 'drinks' }
    const twice = await refuse([drinks, drinks], 2)
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([{ path: 'extras.1', message: 'الماء والمشروبات الغازية والشاي والقهوة: مرة واحدة لكل مسافر.' }])
    // Not an extra at all: the contract refuses it before any rule runs.
    expect((await refuse([{ position: 1, item: 'champagne' }])).status).toBe(400)
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', id).execute()).toEqual([])
    expect(await seatsAvailable(t.db, id)).toBe(10)
  })

  it('does not rent the center’s nitrox on a liveaboard that sells its own, so it is never sold twice', async () => {
    const id = await liveaboard()
    const fills = await t.db
      .insertInto('branch_rentals')
      .values({ branch_id: branch.id, kind: 'nitrox', name_en: 'Nitrox fills', name_ar: 'تعبئة نيتروكس', price: '12.00', per: 'day', position: 900 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db.insertInto('rental_sizes').values({ rental_id: fills.id, size: '', stock: 20, position: 0 }).execute()
    const offered = (await callOk(t.app, RentalsResponseSchema, { method: 'GET', url: api(`/Booking/Rentals?tripId=${id}&lang=1`) })).data.rentals
    expect(offered.some((rental) => rental.rentalId === fills.id)).toBe(false)
    const refused = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=1'),
      token: diver.accessToken,
      payload: { tripId: id, seats: 1, paymentType: 2, travellers: [traveller('Nour Ali', padi)], gear: [{ position: 1, rentalId: fills.id, size: '' }] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('GearNotOffered')
    // Where the boat lists no nitrox, the center's fills are rented as ever.
    await t.db.deleteFrom('trip_extras').where('trip_id', '=', id).where('item', '=', 'nitrox').execute()
    const now = (await callOk(t.app, RentalsResponseSchema, { method: 'GET', url: api(`/Booking/Rentals?tripId=${id}&lang=1`) })).data.rentals
    expect(now.some((rental) => rental.rentalId === fills.id)).toBe(true)
  })
})

describe('moving a booking with a liveaboard’s extras', () => {
  it('takes the extras to the new date, priced for its days and dives, in the new total', async () => {
    const first = await liveaboard()
    // The same week again, a week later, one day and three dives shorter.
    const later = await anotherDate(t.db, first, dayIn(47), { days: 5, dives: 15 })
    await t.db
      .insertInto('trip_extras')
      .columns(['trip_id', 'item', 'included', 'price', 'unit'])
      .expression((eb) =>
        eb
          .selectFrom('trip_extras')
          .select([eb.val(later).as('trip_id'), 'item', 'included', 'price', 'unit'])
          .where('trip_id', '=', first),
      )
      .execute()
    const extras = [{ position: 1, item: 'nitrox' }]
    const booked = v.parse(
      CreateBookingResponseSchema,
      (await book({ tripId: first, seats: 1, paymentType: 2, expectedTotal: 900 + 180, travellers: [traveller('Lina Haddad', padi)], extras })).json,
    ).data
    // Nitrox for 15 dives now: 900 + 150, free to move this far ahead.
    const moved = await call(t.app, {
      method: 'POST',
      url: api('/Booking/Move'),
      token: diver.accessToken,
      headers: { 'idempotency-key': actionKey('extras-move') },
      payload: { reservationId: booked.reservationId, tripId: later, expectedTotal: 1050 },
    })
    expect(moved.status).toBe(200)
    const voucher = await read(VoucherResponseSchema, '/Booking/Voucher', booked.reservationId)
    expect(voucher.reservation.totalPricePaidByCustomer).toBe(1050)
    expect(voucher.travellers[0]!.extras).toEqual([{ item: 'nitrox', name: 'Nitrox', unit: 'dive', units: 15 }])
    const invoice = await read(InvoiceResponseSchema, '/Booking/Invoice', booked.reservationId)
    expect(invoice.items.find((line) => line.description.startsWith('Extra:'))).toMatchObject({ description: 'Extra: Nitrox, 15 dives', total: 150 })
  })
})
