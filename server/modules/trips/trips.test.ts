import { describe, expect, it } from 'vitest'
import {
  CourseDetailsResponseSchema,
  TripDetailsResponseSchema,
  TripsSearchResponseSchema,
  type TripSearchItem,
  type TripsSearchQuery,
} from '../../../contract/trips.ts'
import { browsingMonth } from '../../../contract/activities.ts'
import { firstBookableDate, isBookable } from '../../../contract/departures.ts'
import { api, call, callError, callOk, loginDemo, useTestApp } from '../../test/harness.ts'

const t = useTestApp()

const search = (query: TripsSearchQuery & Record<string, unknown>, lang = 'en') => {
  const params = new URLSearchParams(Object.entries(query).map(([k, value]): [string, string] => [k, String(value)]))
  return callOk(t.app, TripsSearchResponseSchema, { method: 'GET', url: api(`/Trips/Search?${params.toString()}`), headers: { 'accept-language': lang } })
}
const nextMonth = () => {
  const d = new Date()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
}
const today = () => new Date().toISOString().slice(0, 10)
const usd = async (item: TripSearchItem) => {
  const rate = await t.db.selectFrom('currency_rates').select('per_usd').where('code', '=', item.currency).executeTakeFirstOrThrow()
  return item.netPrice / Number(rate.per_usd)
}

describe('Trips/Search', () => {
  it('lists the departures of a month, ten a page, soonest first, with the total', async () => {
    const month = nextMonth()
    const first = await search({ month })
    const second = await search({ month, page: 2 })
    expect(first.data.items).toHaveLength(10)
    expect(first.data.total).toBeGreaterThan(20)
    expect(first.metaData).toEqual({ page: 1, pageSize: 10, pageCount: Math.ceil(first.data.total / 10) })
    const all = [...first.data.items, ...second.data.items]
    expect(new Set(all.map((i) => `${i.activity}:${i.id}`)).size).toBe(20)
    // Page 2 continues page 1 exactly: the first twenty in one page of a larger window are the same.
    const both = await search({ month, sort: 'date', page: 1, seats: 1 })
    expect(both.data.items.map((i) => `${i.activity}:${i.id}`)).toEqual(first.data.items.map((i) => `${i.activity}:${i.id}`))
    expect(all.every((i) => i.startDate.startsWith(month))).toBe(true)
    expect(all.map((i) => i.startDate)).toEqual([...all.map((i) => i.startDate)].sort())
    // Trips and courses side by side.
    const kinds = new Set((await search({ month, page: 1, sort: 'date' })).data.items.map((i) => i.activity))
    expect(kinds.size).toBeGreaterThan(0)
  })

  it('lists only what can be booked: nothing that starts today or is full, a past month is empty', async () => {
    // The seed has departures today (the demo's Sunrise Double Dive among them) and full ones ahead.
    const todays = await t.db.selectFrom('trips').select('id').where('start_date', '=', today()).where('seats_available', '>', 0).execute()
    expect(todays.length).toBeGreaterThan(0)
    const full = await t.db.selectFrom('trips').select('id').where('start_date', '>', today()).where('seats_available', '=', 0).execute()
    expect(full.length).toBeGreaterThan(0)
    const closed = new Set([...todays, ...full].map((row) => row.id))

    for (const query of [{ month: browsingMonth() }, {}, { sort: 'price-asc' as const }, { activity: 'diving' as const }]) {
      const { data } = await search(query)
      expect(data.items.length, JSON.stringify(query)).toBeGreaterThan(0)
      // The first card (the home's, page 1 of this month) and every other one can be booked.
      expect(
        data.items.every((i) => isBookable(i)),
        JSON.stringify(query),
      ).toBe(true)
      expect(data.items.some((i) => i.activity !== 'course' && closed.has(i.id))).toBe(false)
    }
    // Soonest first, from tomorrow on.
    const upcoming = await search({})
    expect(upcoming.data.items[0]!.startDate >= firstBookableDate()).toBe(true)
    expect(upcoming.data.items.map((i) => i.startDate)).toEqual([...upcoming.data.items.map((i) => i.startDate)].sort())
    expect(upcoming.data.total).toBeGreaterThan((await search({ month: browsingMonth() })).data.total)
    expect((await search({ month: '2020-01' })).data).toEqual({ items: [], total: 0, totalCapped: false })
  })

  it('refuses a lowest price above the highest: 400 on minPrice, in the request’s language', async () => {
    for (const [lang, words] of [
      ['en', 'The lowest price is above the highest price.'],
      ['ar', 'أدنى سعر يتجاوز أعلى سعر.'],
    ] as const) {
      const { status, body } = await callError(t.app, {
        method: 'GET',
        url: api('/Trips/Search?minPrice=500&maxPrice=100&currency=USD'),
        headers: { 'accept-language': lang },
      })
      expect(status).toBe(400)
      expect(body.code).toBe('ValidationFailed')
      expect(body.errors).toEqual([{ path: 'minPrice', message: words }])
    }
    // Equal bounds are a range of one price.
    expect((await call(t.app, { method: 'GET', url: api('/Trips/Search?minPrice=100&maxPrice=100') })).status).toBe(200)
  })

  it('pay now and pay later together widen the list: centers that take either', async () => {
    // A month, so the totals stay under the count's cap of 1,000.
    const month = nextMonth()
    const now = await search({ month, payNow: true })
    const later = await search({ month, payLater: true })
    const either = await search({ month, payNow: true, payLater: true })
    expect(either.data.totalCapped).toBe(false)
    expect(either.data.items.every((i) => i.payNow || i.payLater)).toBe(true)
    // The seed has centers that take only one of the two, so either is more than each alone.
    expect(either.data.total).toBeGreaterThan(now.data.total)
    expect(either.data.total).toBeGreaterThan(later.data.total)
  })

  it('filters by activity, country, agency, payment and seats', async () => {
    const courses = await search({ activity: 'course' })
    expect(courses.data.items.length).toBeGreaterThan(0)
    expect(courses.data.items.every((i) => i.activity === 'course' && i.organizationName !== null && i.level !== null)).toBe(true)
    const liveaboards = await search({ activity: 'liveaboard' })
    expect(liveaboards.data.items.length).toBeGreaterThan(0)
    expect(liveaboards.data.items.every((i) => i.activity === 'liveaboard')).toBe(true)

    const egypt = await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const inEgypt = await search({ countryId: egypt.id })
    expect(inEgypt.data.items.length).toBeGreaterThan(0)
    expect(inEgypt.data.items.every((i) => i.countryName === 'Egypt')).toBe(true)
    expect(inEgypt.data.total).toBeLessThan((await search({})).data.total)

    const aida = await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'AIDA').executeTakeFirstOrThrow()
    const aidaCourses = await search({ activity: 'course', organizationId: aida.id })
    expect(aidaCourses.data.items.length).toBeGreaterThan(0)
    expect(aidaCourses.data.items.every((i) => i.organizationName === 'AIDA')).toBe(true)
    const aidaTrips = await search({ activity: 'diving', organizationId: aida.id })
    for (const item of aidaTrips.data.items) {
      const affiliated = await t.db
        .selectFrom('branch_organizations')
        .select('branch_id')
        .where('branch_id', '=', item.branchId)
        .where('organization_id', '=', aida.id)
        .executeTakeFirst()
      expect(affiliated, item.branchName).toBeDefined()
    }

    const later = await search({ payLater: true })
    expect(later.data.items.length).toBeGreaterThan(0)
    expect(later.data.items.every((i) => i.payLater)).toBe(true)
    const now = await search({ payNow: true })
    expect(now.data.items.every((i) => i.payNow)).toBe(true)

    const roomy = await search({ seats: 8 })
    expect(roomy.data.items.length).toBeGreaterThan(0)
    expect(roomy.data.items.every((i) => i.availableSeats >= 8)).toBe(true)
  })

  it('filters and sorts by price in the diver’s currency', async () => {
    const cheapest = await search({ sort: 'price-asc' })
    const dearest = await search({ sort: 'price-desc' })
    const asc = await Promise.all(cheapest.data.items.map(usd))
    const desc = await Promise.all(dearest.data.items.map(usd))
    expect(asc).toHaveLength(10)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    expect(desc[0]!).toBeGreaterThan(asc[0]!)
    // 100–300 Saudi riyals: every item converts into that range.
    const inRiyals = await search({ minPrice: 100, maxPrice: 300, currency: 'SAR' })
    expect(inRiyals.data.items.length).toBeGreaterThan(0)
    const sar = Number((await t.db.selectFrom('currency_rates').select('per_usd').where('code', '=', 'SAR').executeTakeFirstOrThrow()).per_usd)
    for (const item of inRiyals.data.items) {
      const riyals = (await usd(item)) * sar
      expect(riyals).toBeGreaterThanOrEqual(100 - 0.01)
      expect(riyals).toBeLessThanOrEqual(300 + 0.01)
    }
  })

  it('keeps the dollar prices it sorts by true when a departure or a rate changes', async () => {
    // Each call asks with a different seat count: the 2 s micro-cache must not answer with the old order.
    const pick = (query: TripsSearchQuery) => search({ activity: 'diving', sort: 'price-asc', ...query })
    const before = (await pick({ seats: 1 })).data.items
    expect(before.length).toBeGreaterThan(1)
    // A departure's own price: the dearest of this page (with the seats the next asks for) becomes the cheapest of all.
    const moved = before.filter((item) => item.availableSeats >= 3).at(-1)!
    await t.db.updateTable('trips').set({ net_price: '0.01' }).where('id', '=', moved.id).execute()
    const repriced = (await pick({ seats: 2 })).data.items
    expect(repriced[0]!.id).toBe(moved.id)
    // A rate a deployment writes into the table: that currency's departures come first once it is
    // worth a thousand times more dollars per unit.
    const currency = before.find((item) => item.currency !== 'USD' && item.id !== moved.id)?.currency ?? 'EUR'
    const { per_usd: rate } = await t.db.selectFrom('currency_rates').select('per_usd').where('code', '=', currency).executeTakeFirstOrThrow()
    try {
      await t.db
        .updateTable('currency_rates')
        .set({ per_usd: String(Number(rate) * 1000) })
        .where('code', '=', currency)
        .execute()
      const cheaper = (await pick({ seats: 3 })).data.items
      expect(cheaper.slice(0, 2).map((item) => item.currency)).toContain(currency)
      const prices = await Promise.all(cheaper.map(usd))
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      // Without a rate a departure has no dollar price and is not listed; the rate back, it is again.
      // (Pages of one search share its total; each page is a new address for the micro-cache.)
      const all = (await pick({ seats: 1, page: 2 })).data.total
      await t.db.deleteFrom('currency_rates').where('code', '=', currency).execute()
      const without = await pick({ seats: 1, page: 3 })
      expect(without.data.total).toBeLessThan(all)
      expect(without.data.items.some((item) => item.currency === currency)).toBe(false)
      await t.db.insertInto('currency_rates').values({ code: currency, per_usd: rate }).execute()
      expect((await pick({ seats: 1, page: 4 })).data.total).toBe(all)
    } finally {
      await t.db.deleteFrom('currency_rates').where('code', '=', currency).execute()
      await t.db.insertInto('currency_rates').values({ code: currency, per_usd: rate }).execute()
    }
  })

  it('answers in Arabic and refuses malformed filters', async () => {
    const ar = await search({ activity: 'diving' }, 'ar')
    expect(ar.data.items.length).toBeGreaterThan(0)
    expect(ar.data.items.every((i) => /[\u0600-\u06FF]/.test(i.name + i.countryName))).toBe(true)
    for (const query of [
      'month=2026-13',
      'month=26-01',
      'activity=skydiving',
      'sort=random',
      'page=0',
      'page=101',
      'minPrice=-5',
      'currency=XYZ',
      'seats=0',
      'countryId=abc',
    ]) {
      const { status, body } = await callError(t.app, { method: 'GET', url: api(`/Trips/Search?${query}`) })
      expect(status, query).toBe(400)
      expect(body.errors?.length).toBeGreaterThan(0)
    }
  })
})

describe('Trips/TripDetails and CourseDetails', () => {
  it('says a departure that starts today or is full cannot be booked, and lists only dates still open to book', async () => {
    const todays = await t.db.selectFrom('trips').select('id').where('start_date', '=', today()).orderBy('id').executeTakeFirstOrThrow()
    const departed = (await callOk(t.app, TripDetailsResponseSchema, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${todays.id}`) })).data
    expect(departed.trip.bookable).toBe(false)
    expect(departed.otherDates.every((d) => d.startDate > today())).toBe(true)
    const full = await t.db
      .selectFrom('course_dates')
      .select('id')
      .where('start_date', '>', today())
      .where('seats_available', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await callOk(t.app, CourseDetailsResponseSchema, { method: 'GET', url: api(`/Trips/CourseDetails?tempId=${full.id}`) })).data.course.bookable).toBe(
      false,
    )
  })

  it('shows a trip with its other dates, center, gallery, inclusions and policy', async () => {
    // A trip that has other dates at the same center.
    const twin = await t.db
      .selectFrom('trips as a')
      .innerJoin('trips as b', (join) =>
        join.onRef('a.branch_id', '=', 'b.branch_id').onRef('a.name_en', '=', 'b.name_en').onRef('a.kind', '=', 'b.kind').onRef('a.id', '!=', 'b.id'),
      )
      .select(['a.id', 'a.name_en', 'a.branch_id'])
      .where('a.start_date', '>', today())
      .where('b.start_date', '>', today())
      .orderBy('a.id')
      .executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, TripDetailsResponseSchema, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${twin.id}&lang=1`) })
    expect(data.trip).toMatchObject({ tempTripId: twin.id, name: twin.name_en, bookable: true })
    expect(data.trip.included.length).toBeGreaterThan(2)
    expect(data.trip.meetingPoint).not.toBe('')
    expect(data.otherDates.length).toBeGreaterThan(0)
    expect(data.otherDates.every((d) => d.id !== twin.id && d.startDate > today())).toBe(true)
    expect(data.branch.branchId).toBe(twin.branch_id)
    // How to reach the center: what a center that takes no online booking is booked through.
    const contacts = await t.db.selectFrom('branches').select(['tel', 'mobile', 'email', 'whatsapp']).where('id', '=', twin.branch_id).executeTakeFirstOrThrow()
    expect(contacts.email).not.toBeNull()
    expect(data.branch).toMatchObject(contacts)
    expect(data.gallery.length).toBeGreaterThan(1)
    expect(data.policy.tiers.length).toBeGreaterThan(0)
    expect(data.isFavorite).toBe(false)
    const ar = await callOk(t.app, TripDetailsResponseSchema, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${twin.id}&lang=2`) })
    expect(ar.data.trip.included.join(' ')).toMatch(/[\u0600-\u06FF]/)
  })

  it('shows a course date with its agency and marks the diver’s favorite', async () => {
    const date = await t.db.selectFrom('course_dates').select(['id', 'template_id']).where('start_date', '>', today()).orderBy('id').executeTakeFirstOrThrow()
    const { accessToken } = await loginDemo(t.app)
    expect(
      (await call(t.app, { method: 'POST', url: api('/Favorites/Set'), token: accessToken, payload: { kind: 'course', id: date.id, favorite: true } })).status,
    ).toBe(200)
    const { data } = await callOk(t.app, CourseDetailsResponseSchema, { method: 'GET', url: api(`/Trips/CourseDetails?tempId=${date.id}`), token: accessToken })
    expect(data.course).toMatchObject({ tempId: date.id, templateId: date.template_id })
    expect(data.organization.shortName).toMatch(/^[A-Z]+$/)
    expect(data.isFavorite).toBe(true)
    expect((await callOk(t.app, CourseDetailsResponseSchema, { method: 'GET', url: api(`/Trips/CourseDetails?tempId=${date.id}`) })).data.isFavorite).toBe(
      false,
    )
  })

  it('answers 404 for an unknown trip or course and 400 for a malformed id', async () => {
    expect((await callError(t.app, { method: 'GET', url: api('/Trips/TripDetails?tempTripId=99999999') })).body.code).toBe('TripNotFound')
    expect((await callError(t.app, { method: 'GET', url: api('/Trips/CourseDetails?tempId=99999999') })).body.code).toBe('CourseNotFound')
    for (const id of ['abc', '0', '-1', '1.5'])
      expect((await call(t.app, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${id}`) })).status, id).toBe(400)
  })
})
