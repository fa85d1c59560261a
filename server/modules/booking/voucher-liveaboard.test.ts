import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, type Voucher, VoucherResponseSchema } from '../../../contract/booking.ts'
import { LiveaboardDetailsResponseSchema } from '../../../contract/liveaboards.ts'
import { actionKey, api, call, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { traveller } from '../../test/fixtures.ts'
import { bookingMail } from '../booking-messages/booking.mails.ts'

const t = useTestApp()
let diver: { accessToken: string; userId: number }
let padi: number

beforeAll(async () => {
  diver = await signUpDiver(t.app, 'voucher-liveaboard@reefline.test')
  padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
})

/** Books a trip paid on arrival (its center made to take that) and answers the reservation's id. */
async function booked(tripId: number, payload: object) {
  const trip = await t.db.selectFrom('trips').select('branch_id').where('id', '=', tripId).executeTakeFirstOrThrow()
  await t.db.updateTable('branches').set({ pay_later: true }).where('id', '=', trip.branch_id).execute()
  await t.db.updateTable('trips').set({ seats_available: 40, seats_total: 40 }).where('id', '=', tripId).execute()
  const answer = await call(t.app, {
    method: 'POST',
    url: api('/Booking/Create?lang=1'),
    token: diver.accessToken,
    headers: { 'idempotency-key': actionKey('voucher-liveaboard') },
    payload: { tripId, paymentType: 2, ...payload },
  })
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return v.parse(CreateBookingResponseSchema, answer.json).data.reservationId
}

const voucherOf = async (reservationId: number, lang: 'en' | 'ar') =>
  (
    await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${reservationId}&lang=${lang}`),
      token: diver.accessToken,
    })
  ).data
const detailsOf = async (tripId: number, lang: 'en' | 'ar') =>
  (await callOk(t.app, LiveaboardDetailsResponseSchema, { method: 'GET', url: api(`/Liveaboards/Details?tempTripId=${tripId}&lang=${lang}`) })).data

const arabic = /[\u0600-\u06FF]/

const confirmationText = (voucher: Voucher, lang: 'en' | 'ar') =>
  bookingMail({
    event: 'confirmed',
    to: 'diver@reefline.test',
    name: 'Layla',
    lang,
    voucher,
    cancellation: null,
    publicUrl: 'https://reefline.test',
    from: 'mail@reefline.test',
    rates: undefined,
  }).text

describe('Booking/Voucher of a liveaboard', () => {
  it('carries the boat and the route day by day with its ports, in each language, as the liveaboard page gives them', async () => {
    const trip = await t.db
      .selectFrom('trips as t')
      .innerJoin('trip_routes as r', 'r.trip_id', 't.id')
      .innerJoin('trip_cabins as c', (join) => join.onRef('c.trip_id', '=', 't.id').on('c.cabin_type', '=', 'double'))
      .select('t.id')
      .where('r.name_en', '=', 'Brothers – Daedalus – Elphinstone')
      .where('t.start_date', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
      .where('c.cabins_left', '>', 0)
      .orderBy('t.id')
      .executeTakeFirstOrThrow()
    const reservationId = await booked(trip.id, {
      seats: 2,
      travellers: [traveller('Layla Haddad', padi), traveller('Sami Haddad', padi)],
      cabin: { type: 'double' },
    })

    for (const lang of ['en', 'ar'] as const) {
      const [voucher, details] = await Promise.all([voucherOf(reservationId, lang), detailsOf(trip.id, lang)])
      expect(voucher.kind).toBe('liveaboard')
      const { boat, route } = voucher.liveaboard!
      const { boatId, name, lengthM, cabins, imageUrl } = details.boat!
      expect(boat).toEqual({ boatId, name, lengthM, cabins, imageUrl })
      expect(route).toEqual(details.route)
      expect(route!.embark.date).toBe(voucher.reservation.startDate)
      expect(route!.embark.port).toMatch(lang === 'en' ? /^Port Ghalib$/ : arabic)
      expect(route!.days).toHaveLength(voucher.days)
      expect(route!.days.flatMap((day) => day.sites).length).toBeGreaterThan(0)
      if (lang === 'ar') expect(route!.name).toMatch(arabic)
      // What the crew collects on board (the fees, not drinks, nitrox or transfers, which are chosen at booking), for both travellers.
      const perUnit = { trip: 1, day: details.days, dive: details.numberOfDives }
      const collected = details.extras
        .filter((extra) => !extra.included && ['meals', 'tanks', 'weights', 'park-fees', 'port-fees'].includes(extra.item))
        .map((extra) => ({ item: extra.item, name: extra.name, amount: extra.price! * perUnit[extra.unit ?? 'trip'] * 2 }))
      expect(collected.length).toBeGreaterThan(0)
      expect(voucher.liveaboard!.onBoard).toEqual(collected)
      // The confirmation mail says where and when to board.
      expect(confirmationText(voucher, lang)).toMatch(
        lang === 'en' ? /Boarding: Port Ghalib, Marsa Alam · \w+ \d+, \d{4} at \d+:\d\d [AP]M/ : /الصعود إلى القارب: .+ · /,
      )
    }
  })

  it('is null for a day trip, whose mail says nothing of boarding', async () => {
    const trip = await t.db
      .selectFrom('trips')
      .select('id')
      .where('kind', '=', 'diving')
      .where('start_date', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const reservationId = await booked(trip.id, { seats: 1 })
    const voucher = await voucherOf(reservationId, 'en')
    expect(voucher.liveaboard).toBeNull()
    expect(confirmationText(voucher, 'en')).not.toContain('Boarding')
  })
})
