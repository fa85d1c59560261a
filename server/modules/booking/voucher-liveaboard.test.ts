import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, type Voucher, VoucherResponseSchema } from '../../../contract/booking.ts'
import { LiveaboardDetailsResponseSchema } from '../../../contract/liveaboards.ts'
import { SessionResponseSchema } from '../../../contract/users.ts'
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

/** Books a trip paid on arrival (its center made to take that), as `token`'s diver (the file's by default), and answers the reservation's id. */
async function booked(tripId: number, payload: object, token = diver.accessToken) {
  const trip = await t.db.selectFrom('trips').select('branch_id').where('id', '=', tripId).executeTakeFirstOrThrow()
  await t.db.updateTable('branches').set({ pay_later: true }).where('id', '=', trip.branch_id).execute()
  await t.db.updateTable('trips').set({ seats_available: 40, seats_total: 40 }).where('id', '=', tripId).execute()
  const answer = await call(t.app, {
    method: 'POST',
    url: api('/Booking/Create?lang=1'),
    token,
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

/** A Brothers sailing a month or more away with a double cabin left, other than `not`. */
const brothersSailing = (not: number[] = []) =>
  t.db
    .selectFrom('trips as t')
    .innerJoin('trip_routes as r', 'r.trip_id', 't.id')
    .innerJoin('trip_cabins as c', (join) => join.onRef('c.trip_id', '=', 't.id').on('c.cabin_type', '=', 'double'))
    .select(['t.id', 't.days'])
    .where('r.name_en', '=', 'Brothers – Daedalus – Elphinstone')
    .where('t.start_date', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
    .where('c.cabins_left', '>', 0)
    .where('t.id', 'not in', [0, ...not])
    .orderBy('t.id')
    .executeTakeFirstOrThrow()

/** What the crew may collect on board (contract/extras.ts `extraWay` 'onBoard'). */
const ON_BOARD = ['meals', 'tanks', 'weights', 'park-fees', 'port-fees'] as const

/** A diver of their own (the mail goes in the account's language), their confirmation mail read as the job queue sent it. */
async function confirmationMailOf(tripId: number, lang: 'en' | 'ar') {
  const email = `on-board-${lang}-${tripId}@reefline.test`
  const me = await signUpDiver(t.app, email)
  if (lang === 'ar') await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=2'), token: me.accessToken })
  // A double for each of the test's bookings (one a language), whatever the seed sold of the sailing.
  await t.db.updateTable('trip_cabins').set({ cabins_total: 10, cabins_left: 10 }).where('trip_id', '=', tripId).where('cabin_type', '=', 'double').execute()
  const reservationId = await booked(
    tripId,
    { seats: 2, travellers: [traveller('Layla Haddad', padi), traveller('Sami Haddad', padi)], cabin: { type: 'double' } },
    me.accessToken,
  )
  // The address's code went to it first; then the booking's confirmation, once.
  const mails = (await t.mail()).filter((mail) => mail.to === email && /^(Booking confirmed|تم تأكيد حجزك)/.test(mail.subject))
  expect(mails).toHaveLength(1)
  return { mail: mails[0]!, reservationId, token: me.accessToken }
}

/** "2,910.00", written by hand (not with the formatter under test). */
const grouped = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string]
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`
}
const NBSP = '\u00a0'
/** Egyptian pounds in Arabic words, the noun agreeing with the number's last two digits as an Arabic reader writes it. */
function egpArabic(amount: number): string {
  const tail = Math.trunc(amount) % 100
  const noun = tail >= 3 && tail <= 10 ? 'جنيهات مصرية' : tail >= 11 ? 'جنيهًا مصريًا' : amount === 2 ? 'جنيهان مصريان' : 'جنيه مصري'
  return `${grouped(amount)} ${noun}`
}

describe('The confirmation mail of a liveaboard', () => {
  it('lists what is paid on board for both travellers, and its sum, as the voucher does, in English and in Arabic', async () => {
    const trip = await brothersSailing()
    // Fees in Egyptian pounds at the seed's 48.5 a dollar, so each reads whole in dollars too: the
    // park's 1,455 (30 USD) and the port's 970 (20 USD) once, tanks 97 (2 USD) a day; meals and weights included.
    await t.db.updateTable('trips').set({ currency: 'EGP' }).where('id', '=', trip.id).execute()
    await t.db.deleteFrom('trip_extras').where('trip_id', '=', trip.id).where('item', 'in', ON_BOARD).execute()
    await t.db
      .insertInto('trip_extras')
      .values([
        { trip_id: trip.id, item: 'park-fees', included: false, price: 1455, unit: 'trip' },
        { trip_id: trip.id, item: 'port-fees', included: false, price: 970, unit: 'trip' },
        { trip_id: trip.id, item: 'tanks', included: false, price: 97, unit: 'day' },
        { trip_id: trip.id, item: 'meals', included: true, price: null, unit: null },
        { trip_id: trip.id, item: 'weights', included: true, price: null, unit: null },
      ])
      .execute()
    const tanks = 97 * trip.days * 2
    const sum = 2 * 1455 + 2 * 970 + tanks
    const usd = (egp: number) => grouped(egp / 48.5)
    for (const lang of ['en', 'ar'] as const) {
      const { mail, reservationId, token } = await confirmationMailOf(trip.id, lang)
      const text = mail.text
      if (lang === 'en') {
        expect(text).toContain(
          [
            'To pay on board',
            `12-litre tanks: $${usd(tanks)} (EGP${NBSP}${grouped(tanks)})`,
            `Marine park fees: $60.00 (EGP${NBSP}2,910.00)`,
            `Port fees: $40.00 (EGP${NBSP}1,940.00)`,
            `$${usd(sum)} (EGP${NBSP}${grouped(sum)}) in all, collected by the crew and not part of what you paid.`,
          ].join('\n'),
        )
        expect(text).not.toMatch(/Full board|Weights and belt/)
      } else {
        expect(text).toContain(
          [
            'يُدفع على متن القارب',
            `أسطوانات سعة 12 لترًا: ${usd(tanks)} دولار أمريكي (${egpArabic(tanks)})`,
            'رسوم المحميات البحرية: 60.00 دولار أمريكي (2,910.00 جنيهات مصرية)',
            'رسوم الميناء: 40.00 دولار أمريكي (1,940.00 جنيهًا مصريًا)',
            `${usd(sum)} دولار أمريكي (${egpArabic(sum)}) في المجموع، يحصّلها الطاقم وليست ضمن ما دفعته.`,
          ].join('\n'),
        )
        expect(text).not.toMatch(/الإقامة الكاملة|إقامة كاملة|الأثقال/)
      }
      // The HTML part says it too, and the voucher the mail links lists the same fees (in the departure's order of items).
      expect(mail.html).toContain(lang === 'en' ? 'To pay on board' : 'يُدفع على متن القارب')
      const shown = (
        await callOk(t.app, VoucherResponseSchema, { method: 'GET', url: api(`/Booking/Voucher?reservationId=${reservationId}&lang=${lang}`), token })
      ).data
      expect(shown.liveaboard!.onBoard.map((fee) => fee.amount)).toEqual([tanks, 2910, 1940])
    }
  })

  it('says nothing of paying on board for a sailing whose fees are all included', async () => {
    const trip = await brothersSailing([(await brothersSailing()).id])
    await t.db
      .updateTable('trip_extras')
      .set({ included: true, price: null, unit: null })
      .where('trip_id', '=', trip.id)
      .where('item', 'in', ON_BOARD)
      .execute()
    for (const lang of ['en', 'ar'] as const) {
      const { mail } = await confirmationMailOf(trip.id, lang)
      // It is a liveaboard's confirmation (it says where to board), with no word of fees on board.
      expect(mail.text).toContain(lang === 'en' ? 'Boarding: ' : 'الصعود إلى القارب: ')
      expect(mail.text).not.toMatch(/on board|collected by the crew|على متن القارب|يحصّلها الطاقم/)
    }
  })
})
