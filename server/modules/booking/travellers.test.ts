import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, VoucherResponseSchema } from '../../../contract/booking.ts'
import { CourseDetailsResponseSchema, TripDetailsResponseSchema } from '../../../contract/trips.ts'
import { type Requirements, SavedTravellersResponseSchema, type Traveller } from '../../../contract/travellers.ts'
import { api, call, callError, callOk, loginDemo, signUpDiver, useTestApp } from '../../test/harness.ts'
import { insertDeparture } from '../../test/fixtures.ts'

const t = useTestApp()
let demo: { accessToken: string; userId: number }
let rival: string
let padi: number

const wreckDive: Requirements = { minLevel: 'advancedOpenWater', orLoggedDives: 20, minLoggedDives: null, nitrox: false, firstAid: false, minAge: 15 }

beforeAll(async () => {
  demo = await loginDemo(t.app)
  rival = (await signUpDiver(t.app, 'buddy-rival@reefline.test')).accessToken
  padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
})

/** A departure asking `requirements` of its divers, with `seats` free, 30 days ahead. */
async function departureAsking(requirements: Requirements | null, seats = 8) {
  const trip = await insertDeparture(t.db, { seats, payLater: true })
  await t.db
    .updateTable('trips')
    .set({ requirements: requirements && JSON.stringify(requirements) })
    .where('id', '=', trip.id)
    .execute()
  return trip.id
}

const traveller = (fullName: string, details: Partial<Traveller> = {}): Traveller => ({
  fullName,
  dateOfBirth: '1990-05-01',
  agencyId: padi,
  level: 'advancedOpenWater',
  loggedDives: 60,
  lastDiveDate: null,
  nitrox: false,
  firstAid: false,
  notes: '',
  ...details,
})

const book = (token: string, payload: object, lang = 1) => call(t.app, { method: 'POST', url: api(`/Booking/Create?lang=${lang}`), token, payload })
const seatsOf = async (tripId: number) =>
  (await t.db.selectFrom('trips').select('seats_available').where('id', '=', tripId).executeTakeFirstOrThrow()).seats_available
const bookingsOn = async (tripId: number) => (await t.db.selectFrom('reservations').select('id').where('trip_id', '=', tripId).execute()).length

describe('Booking/Create with travellers', () => {
  it('refuses a traveller who does not meet the trip, naming them and what would do, in English and Arabic, and writes nothing', async () => {
    const tripId = await departureAsking(wreckDive)
    const travellers = [
      traveller('Layla Haddad', { level: 'openWater', loggedDives: 38 }),
      traveller('Omar Nabil', { level: 'openWater', loggedDives: 8 }),
      traveller('Sami Haddad', { dateOfBirth: `${new Date().getUTCFullYear() - 13}-01-01`, level: 'openWater', loggedDives: 25 }),
    ]
    const english = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=1'),
      token: demo.accessToken,
      payload: { tripId, seats: 3, paymentType: 2, travellers },
    })
    expect(english.status).toBe(400)
    expect(english.body.code).toBe('RequirementsNotMet')
    expect(english.body.errors).toEqual([
      { path: 'travellers.1', message: 'Omar Nabil: needs Advanced Open Water or 20 logged dives.' },
      { path: 'travellers.2', message: 'Sami Haddad: must be at least 15 on the day.' },
    ])
    const arabic = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: demo.accessToken,
      payload: { tripId, seats: 3, paymentType: 2, travellers },
    })
    expect(arabic.body.errors?.[0]).toEqual({ path: 'travellers.1', message: 'Omar Nabil: يحتاج إلى شهادة المياه المفتوحة المتقدمة أو 20 غطسة مسجلة.' })
    expect(await seatsOf(tripId)).toBe(8)
    expect(await bookingsOn(tripId)).toBe(0)
  })

  it('books three travellers who meet it, lists them on the voucher in order with their certification and notes, and keeps them to pick again', async () => {
    const tripId = await departureAsking(wreckDive)
    const travellers = [
      traveller('Layla Haddad', { level: 'openWater', loggedDives: 38, nitrox: true, lastDiveDate: '2026-09-20' }),
      traveller('Omar Nabil', { notes: 'Vegetarian' }),
      traveller('Nour Saleh', { level: 'rescue', firstAid: true, loggedDives: 140 }),
    ]
    const response = await book(demo.accessToken, { tripId, seats: 3, paymentType: 2, travellers })
    expect(response.status).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, response.json).data
    expect(await seatsOf(tripId)).toBe(5)

    const { data: voucher } = await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${booked.reservationId}`),
      token: demo.accessToken,
    })
    expect(voucher.travellers.map((one) => [one.position, one.fullName, one.agency, one.level, one.loggedDives, one.notes])).toEqual([
      [1, 'Layla Haddad', 'PADI', 'openWater', 38, ''],
      [2, 'Omar Nabil', 'PADI', 'advancedOpenWater', 60, 'Vegetarian'],
      [3, 'Nour Saleh', 'PADI', 'rescue', 140, ''],
    ])
    expect(voucher.travellers[0]).toMatchObject({ nitrox: true, lastDiveDate: '2026-09-20', dateOfBirth: '1990-05-01' })

    const { data: saved } = await callOk(t.app, SavedTravellersResponseSchema, { method: 'GET', url: api('/Booking/SavedTravellers'), token: demo.accessToken })
    expect(saved[0]).toMatchObject({ self: true, fullName: 'Layla Haddad', loggedDives: 38 })
    expect(saved.filter((one) => one.self)).toHaveLength(1)
    expect(saved.map((one) => one.fullName)).toEqual(expect.arrayContaining(['Omar Nabil', 'Nour Saleh']))
    // Notes are the booking's: the list to pick from keeps none.
    expect(JSON.stringify(saved)).not.toContain('Vegetarian')
    // Another diver sees neither the voucher's travellers nor the saved ones.
    expect((await call(t.app, { method: 'GET', url: api(`/Booking/Voucher?reservationId=${booked.reservationId}`), token: rival })).status).toBe(404)
    const { data: theirs } = await callOk(t.app, SavedTravellersResponseSchema, { method: 'GET', url: api('/Booking/SavedTravellers'), token: rival })
    expect(theirs).toEqual([])
  })

  it('needs the travellers where the departure asks anything, and not where it asks nothing', async () => {
    const asking = await departureAsking({ ...wreckDive, minLevel: null, orLoggedDives: null })
    const refused = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create'),
      token: demo.accessToken,
      payload: { tripId: asking, seats: 1, paymentType: 2 },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.path).toBe('travellers')
    expect(await bookingsOn(asking)).toBe(0)

    const open = await departureAsking(null)
    expect((await book(demo.accessToken, { tripId: open, seats: 1, paymentType: 2 })).status).toBe(201)
    // Where nothing is asked, a name is enough: the rest can wait.
    const named = await book(demo.accessToken, {
      tripId: open,
      seats: 1,
      paymentType: 2,
      travellers: [traveller('Omar Nabil', { dateOfBirth: null, level: 'none', agencyId: null, loggedDives: 0 })],
    })
    expect(named.status).toBe(201)
  })

  it('refuses travellers that do not add up, an unknown agency, a birth in the future and a level without its agency, before anything is written', async () => {
    const tripId = await departureAsking(wreckDive)
    const cases: Array<[object, string]> = [
      [{ seats: 2, travellers: [traveller('Layla Haddad')] }, 'travellers'],
      [{ seats: 1, travellers: [traveller('Layla Haddad', { agencyId: 999_999 })] }, 'travellers.0.agencyId'],
      [{ seats: 1, travellers: [traveller('Layla Haddad', { dateOfBirth: '2999-01-01' })] }, 'travellers.0.dateOfBirth'],
      [{ seats: 1, travellers: [traveller('Layla Haddad', { agencyId: null })] }, 'travellers.0.agencyId'],
      [{ seats: 1, travellers: [traveller('Layla Haddad', { lastDiveDate: '2999-01-01' })] }, 'travellers.0.lastDiveDate'],
      [{ seats: 1, travellers: [traveller('<b>Layla</b>')] }, 'travellers.0.fullName'],
      [{ seats: 1, travellers: [traveller('Layla Haddad', { loggedDives: -1 })] }, 'travellers.0.loggedDives'],
      // An age is counted from it: a departure that asks anything needs every date of birth.
      [{ seats: 1, travellers: [traveller('Layla Haddad', { dateOfBirth: null })] }, 'travellers.0.dateOfBirth'],
    ]
    for (const [body, path] of cases) {
      const answer = await callError(t.app, {
        method: 'POST',
        url: api('/Booking/Create'),
        token: demo.accessToken,
        payload: { tripId, paymentType: 2, ...body },
      })
      expect([answer.status, answer.body.errors?.map((error) => error.path)]).toEqual([400, [path]])
    }
    expect(await seatsOf(tripId)).toBe(8)
    expect(await bookingsOn(tripId)).toBe(0)
  })
})

describe('what a departure asks, on its page', () => {
  it('a trip and a course date state their requirements (nothing asked is stated as such)', async () => {
    const tripId = await departureAsking(wreckDive)
    const { data: trip } = await callOk(t.app, TripDetailsResponseSchema, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${tripId}`) })
    expect(trip.trip.requirements).toEqual(wreckDive)
    const rescue = await t.db
      .selectFrom('course_dates as cd')
      .innerJoin('course_templates as ct', 'ct.id', 'cd.template_id')
      .select('cd.id')
      .where('ct.name_en', '=', 'PADI Rescue Diver')
      .executeTakeFirstOrThrow()
    const { data: course } = await callOk(t.app, CourseDetailsResponseSchema, { method: 'GET', url: api(`/Trips/CourseDetails?tempId=${rescue.id}`) })
    expect(course.course.requirements).toMatchObject({ minLevel: 'advancedOpenWater', firstAid: true })
  })
})

describe('Booking/UpdateTravellers', () => {
  const update = (token: string, payload: object, lang = 1) =>
    call(t.app, { method: 'POST', url: api(`/Booking/UpdateTravellers?lang=${lang}`), token, payload })
  const names = async (reservationId: number) =>
    (await t.db.selectFrom('reservation_travellers').select('full_name').where('reservation_id', '=', reservationId).orderBy('position').execute()).map(
      (row) => row.full_name,
    )

  async function bookedOn(requirements: Requirements | null) {
    const tripId = await departureAsking(requirements)
    const response = await book(demo.accessToken, { tripId, seats: 2, paymentType: 2, travellers: [traveller('Layla Haddad'), traveller('Omar Nabil')] })
    expect(response.status).toBe(201)
    return { tripId, reservationId: v.parse(CreateBookingResponseSchema, response.json).data.reservationId }
  }

  it('replaces who dives before the cut-off, checked as a booking is, and says until when on the voucher', async () => {
    const { reservationId } = await bookedOn(wreckDive)
    const { data: before } = await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${reservationId}`),
      token: demo.accessToken,
    })
    expect(Date.parse(before.travellersEditableUntil!)).toBeGreaterThan(Date.now())
    expect(before.requirements).toEqual(wreckDive)

    const changed = await update(demo.accessToken, {
      reservationId,
      travellers: [traveller('Layla Haddad'), traveller('Karim Saleh', { notes: 'Gluten-free' })],
    })
    expect(changed.status).toBe(200)
    expect(v.parse(VoucherResponseSchema, changed.json).data.travellers.map((one) => [one.fullName, one.notes])).toEqual([
      ['Layla Haddad', ''],
      ['Karim Saleh', 'Gluten-free'],
    ])

    // Someone who cannot go is refused with the reason, and the list stays as it was.
    const refused = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/UpdateTravellers?lang=2'),
      token: demo.accessToken,
      payload: { reservationId, travellers: [traveller('Layla Haddad'), traveller('Omar Nabil', { level: 'openWater', loggedDives: 3 })] },
    })
    expect([refused.status, refused.body.code, refused.body.errors?.[0]?.path]).toEqual([400, 'RequirementsNotMet', 'travellers.1'])
    const wrongCount = await update(demo.accessToken, { reservationId, travellers: [traveller('Layla Haddad')] })
    expect(wrongCount.status).toBe(400)
    expect(await names(reservationId)).toEqual(['Layla Haddad', 'Karim Saleh'])
    // Another diver's booking is not found.
    expect((await update(rival, { reservationId, travellers: [traveller('A B'), traveller('C D')] })).status).toBe(404)
  })

  it('is closed past the center’s cut-off and once the booking is cancelled', async () => {
    const { tripId, reservationId } = await bookedOn(null)
    // Tomorrow, and a center that wants its list 48 hours before: the cut-off has passed.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await t.db.updateTable('trips').set({ start_date: tomorrow }).where('id', '=', tripId).execute()
    const { data } = await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${reservationId}`),
      token: demo.accessToken,
    })
    expect(data.travellersEditableUntil).toBeNull()
    const late = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/UpdateTravellers'),
      token: demo.accessToken,
      payload: { reservationId, travellers: [traveller('Layla Haddad'), traveller('Karim Saleh')] },
    })
    expect([late.status, late.body.code]).toEqual([409, 'TravellersClosed'])
    await t.db
      .updateTable('trips')
      .set({ start_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) })
      .where('id', '=', tripId)
      .execute()
    const cancelled = await call(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, payload: { reservationId } })
    expect(cancelled.status).toBe(200)
    expect((await update(demo.accessToken, { reservationId, travellers: [traveller('Layla Haddad'), traveller('Karim Saleh')] })).status).toBe(409)
    expect(await names(reservationId)).toEqual(['Layla Haddad', 'Omar Nabil'])
  })
})
