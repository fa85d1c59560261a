import { describe, expect, it } from 'vitest'
import { dateWindow, fitsWindow, hasLength, MAX_RANGE_DAYS, tripLengths } from '../../../contract/activities.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { distanceKm } from '../../../contract/places.ts'
import { MARKERS_MAX, TripsMarkersResponseSchema, TripsSearchResponseSchema, type TripSearchItem } from '../../../contract/trips.ts'
import { api, callError, callOk, useTestApp } from '../../test/harness.ts'
import { labelsMeet, pixelAt } from './markers.ts'
import { findSearchEntries, type SearchPlan } from './search.repository.ts'

const t = useTestApp()

type Query = Record<string, string | number | boolean>
const address = (path: string, query: Query) =>
  api(`${path}?${new URLSearchParams(Object.entries(query).map(([k, value]): [string, string] => [k, String(value)])).toString()}`)
const find = (query: Query, lang = 'en') =>
  callOk(t.app, TripsSearchResponseSchema, { method: 'GET', url: address('/Trips/Search', query), headers: { 'accept-language': lang } })
const markers = (query: Query) => callOk(t.app, TripsMarkersResponseSchema, { method: 'GET', url: address('/Trips/Markers', query) })

/** The pairs of positions whose markers' labels would cover one another at a zoom. */
function overlapping<P extends { lat: number; lng: number }>(positions: P[], zoom: number): Array<[P, P]> {
  const pairs: Array<[P, P]> = []
  for (const [index, a] of positions.entries()) {
    for (const b of positions.slice(index + 1)) if (labelsMeet(pixelAt(a.lat, a.lng, zoom), pixelAt(b.lat, b.lng, zoom))) pairs.push([a, b])
  }
  return pairs
}
/** Every page of a search (its total under the cap of 1,000). */
async function all(query: Query): Promise<TripSearchItem[]> {
  const first = await find(query)
  expect(first.data.totalCapped, JSON.stringify(query)).toBe(false)
  const rest = await Promise.all(Array.from({ length: first.metaData.pageCount - 1 }, (_, n) => find({ ...query, page: n + 2 })))
  return [...first.data.items, ...rest.flatMap((page) => page.data.items)]
}
const placeId = async (name: string) => (await t.db.selectFrom('places').select('id').where('name_en', '=', name).executeTakeFirstOrThrow()).id
/** 'YYYY-MM-DD', `n` days from today (UTC). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const nextMonth = () => day(32).slice(0, 7)
/** The next Dec 10–17 that is still ahead. */
const december = () => {
  const year = Number(day(1).slice(0, 4)) + (day(1) > `${day(1).slice(0, 4)}-12-10` ? 1 : 0)
  return { from: `${year}-12-10`, to: `${year}-12-17` }
}

describe('Trips/Search by place and dates', () => {
  it('a date range lists what starts and ends within it, flex days widening both ends', async () => {
    const range = { from: day(30), to: day(37) }
    const exact = await all(range)
    const flexible = await all({ ...range, flex: 3 })
    expect(exact.length).toBeGreaterThan(5)
    expect(exact.every((item) => fitsWindow(item, { first: range.from, last: range.to }))).toBe(true)
    const widened = dateWindow({ ...range, flex: 3 })
    expect(flexible.every((item) => fitsWindow(item, widened))).toBe(true)
    // The three days either side bring departures of their own.
    expect(flexible.some((item) => item.startDate < range.from)).toBe(true)
    expect(flexible.length).toBeGreaterThan(exact.length)
    // A departure that starts within the days but ends after them is not one a diver there can do.
    const overrun = await t.db
      .selectFrom('trips')
      .select(['id', 'start_date', 'days'])
      .where('start_date', '>=', range.from)
      .where('start_date', '<=', range.to)
      .where('days', '>', 1)
      .where('seats_available', '>', 0)
      .execute()
    const ending = overrun.filter((trip) => !fitsWindow({ startDate: trip.start_date, days: trip.days }, { first: range.from, last: range.to }))
    expect(ending.length).toBeGreaterThan(0)
    const listed = new Set(exact.filter((item) => item.activity !== 'course').map((item) => item.id))
    expect(ending.some((trip) => listed.has(trip.id))).toBe(false)
  })

  it('finds Marsa Alam, Dec 10–17 ± 3 days, for 2 divers: the departures that fit, nearest first', async () => {
    const marsaAlam = await placeId('Marsa Alam')
    const query = { place: marsaAlam, ...december(), flex: 3, seats: 2 }
    const { data } = await find(query)
    expect(data.place).toMatchObject({ kind: 'town', id: marsaAlam, name: 'Marsa Alam', context: 'Egypt' })
    const items = await all(query)
    expect(items.length).toBeGreaterThan(0)
    const window = dateWindow({ ...december(), flex: 3 })
    for (const item of items) {
      expect(item.city).toBe('Marsa Alam')
      expect(item.availableSeats).toBeGreaterThanOrEqual(2)
      expect(fitsWindow(item, window)).toBe(true)
    }
    const nearest = await all({ ...query, sort: 'distance' })
    expect(nearest.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort())
    const km = nearest.map((item) => item.distanceKm!)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    // In Arabic too, the place named in it.
    expect((await find(query, 'ar')).data.place?.name).toBe('مرسى علم')
  })

  it('a place of each level narrows to what is in it, each within the next', async () => {
    const month = nextMonth()
    const [egypt, sinai, dahab, blueHole] = await Promise.all(['Egypt', 'Sinai', 'Dahab', 'Blue Hole'].map(placeId))
    const everywhere = (await find({ month })).data.total
    const inEgypt = await all({ month, place: egypt! })
    const inSinai = await all({ month, place: sinai! })
    const inDahab = await all({ month, place: dahab! })
    const atBlueHole = await all({ month, place: blueHole! })
    expect(inEgypt.every((item) => item.countryName === 'Egypt')).toBe(true)
    expect(inSinai.every((item) => ['Dahab', 'Sharm El Sheikh'].includes(item.city))).toBe(true)
    expect(inDahab.every((item) => item.city === 'Dahab')).toBe(true)
    expect(atBlueHole.length).toBeGreaterThan(0)
    const blueHoleTrips = new Set((await t.db.selectFrom('trips').select('id').where('site_id', '=', blueHole!).execute()).map((row) => row.id))
    expect(atBlueHole.every((item) => item.activity !== 'course' && blueHoleTrips.has(item.id))).toBe(true)
    // Each level holds more than the one inside it, and the country the same as `countryId`.
    expect([everywhere, inEgypt.length, inSinai.length, inDahab.length, atBlueHole.length]).toEqual(
      [everywhere, inEgypt.length, inSinai.length, inDahab.length, atBlueHole.length].sort((a, b) => b - a),
    )
    expect(inDahab.length).toBeLessThan(inSinai.length)
    const egyptId = (await t.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()).id
    expect((await find({ month, countryId: egyptId })).data.total).toBe(inEgypt.length)
    // Places that do not overlap list nothing.
    expect(
      (await find({ month, place: dahab!, countryId: (await t.db.selectFrom('countries').select('id').where('code', '=', 'jo').executeTakeFirstOrThrow()).id }))
        .data.total,
    ).toBe(0)
  })

  it('a center lists its own departures, and is named in the answer', async () => {
    const center = await t.db.selectFrom('branches').select(['id', 'name_en']).where('city_en', '=', 'Hurghada').orderBy('id').executeTakeFirstOrThrow()
    const { data } = await find({ branchId: center.id })
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((item) => item.branchId === center.id)).toBe(true)
    expect(data.place).toMatchObject({ kind: 'center', id: center.id, name: center.name_en })
    const own = await t.db
      .selectFrom('trips')
      .select('id')
      .where('branch_id', '=', center.id)
      .where('start_date', '>=', firstBookableDate())
      .where('seats_available', '>', 0)
      .execute()
    const courses = await t.db
      .selectFrom('course_dates')
      .select('id')
      .where('branch_id', '=', center.id)
      .where('start_date', '>=', firstBookableDate())
      .where('seats_available', '>', 0)
      .execute()
    expect(data.total).toBe(own.length + courses.length)
  })

  it('each length keeps its days, and the four add up to all', async () => {
    const month = nextMonth()
    const total = (await find({ month })).data.total
    let sum = 0
    for (const length of tripLengths) {
      const items = await all({ month, length })
      expect(
        items.every((item) => hasLength(item.days, length)),
        length,
      ).toBe(true)
      sum += items.length
    }
    expect(sum).toBe(total)
    // The seed has departures of every length from 1 to 10 days over the coming year.
    const lengths = new Set((await t.db.selectFrom('trips').select('days').where('start_date', '>', day(0)).distinct().execute()).map((row) => row.days))
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].every((days) => lengths.has(days))).toBe(true)
  })

  it('seats: every departure has a seat for each diver', async () => {
    const range = { from: day(20), to: day(50) }
    const one = await find({ ...range, seats: 1 })
    const four = await all({ ...range, seats: 4 })
    expect(four.every((item) => item.availableSeats >= 4)).toBe(true)
    expect(four.length).toBeLessThan(one.data.total)
  })

  it('a level filters the courses (what they teach), lists the trips whatever it is, and says so', async () => {
    const month = nextMonth()
    const beginners = await all({ month, level: 'beginner' })
    expect(beginners.filter((item) => item.activity === 'course').every((item) => item.level === 'Beginner')).toBe(true)
    const courses = await all({ month, activity: 'course' })
    const beginnerCourses = courses.filter((item) => item.level === 'Beginner')
    expect(beginnerCourses.length).toBeGreaterThan(0)
    expect(beginnerCourses.length).toBeLessThan(courses.length)
    const trips = (await find({ month })).data.total - courses.length
    expect(beginners.length).toBe(trips + beginnerCourses.length)
    expect((await find({ month, level: 'beginner' })).data.levelFilters).toBe('courses')
    expect((await find({ month })).data.levelFilters).toBeUndefined()
    const advanced = await all({ month, activity: 'course', level: 'advanced' })
    expect(advanced.every((item) => item.level === 'Advanced')).toBe(true)
  })

  it('sorts by the center’s rating, best first and unrated last, page after page', async () => {
    const ratings = (await all({ month: nextMonth(), sort: 'rating' })).map((item) => item.rating ?? -1)
    expect(new Set(ratings).size).toBeGreaterThan(2)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('sorts by distance from a position, or from the place searched', async () => {
    // From Aqaba's harbour: Aqaba's centers first, then Sinai's across the gulf.
    const aqaba = { lat: 29.52, lng: 35.0 }
    const { data } = await find({ ...aqaba, sort: 'distance' })
    expect(data.items[0]!.city).toBe('Aqaba')
    const km = data.items.map((item) => item.distanceKm!)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    for (const item of data.items) expect(item.distanceKm).toBeCloseTo(distanceKm(aqaba, { lat: item.lat!, lng: item.lng! }), 0)
    // The dive site: the trips that dive it, from the center nearest to it first.
    const elphinstone = await t.db.selectFrom('places').select(['id', 'lat', 'lng']).where('name_en', '=', 'Elphinstone').executeTakeFirstOrThrow()
    const bySite = await all({ place: elphinstone.id, sort: 'distance' })
    expect(bySite.length).toBeGreaterThan(1)
    const fromSite = bySite.map((item) => distanceKm(elphinstone, { lat: item.lat!, lng: item.lng! }))
    expect(fromSite).toEqual([...fromSite].sort((a, b) => a - b))
    expect(new Set(fromSite).size).toBeGreaterThan(1)
  })

  it('walked nearest first (many matches) gives the order sorting them gives (a few)', async () => {
    const [dahab, blueHole] = await Promise.all(['Dahab', 'Blue Hole'].map(placeId))
    const plan = (key: number, site: boolean): SearchPlan => ({
      key,
      site,
      branchId: null,
      from: firstBookableDate(),
      until: null,
      last: null,
      activity: undefined,
      days: undefined,
      level: undefined,
      seats: 1,
      party: null,
      minUsd: null,
      maxUsd: null,
      payNow: undefined,
      payLater: undefined,
      organizationId: undefined,
      bbox: undefined,
    })
    const origin = { lat: 28.45, lng: 34.45 }
    for (const [key, site] of [
      [0, false],
      [dahab!, false],
      [blueHole!, true],
    ] as const) {
      const distances = async (walkAbove: number) => {
        const pages = await Promise.all([1, 2, 3].map((page) => findSearchEntries(t.db, plan(key, site), 'distance', origin, page, walkAbove)))
        return pages.flatMap((found) => found.entries.map((entry) => distanceKm(origin, entry).toFixed(3)))
      }
      const [walked, sorted] = await Promise.all([distances(0), distances(Infinity)])
      expect(walked.length, String(key)).toBeGreaterThan(5)
      expect(walked, String(key)).toEqual(sorted)
    }
  })

  it('bad input is a 400 naming the field, in the request’s language; a page past the end is empty', async () => {
    const refused = async (query: Query, path: string, en: string, ar?: string) => {
      for (const [lang, words] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        if (words === undefined) continue
        const { status, body } = await callError(t.app, { method: 'GET', url: address('/Trips/Search', query), headers: { 'accept-language': lang } })
        expect(status, JSON.stringify(query)).toBe(400)
        expect(body.errors, JSON.stringify(query)).toContainEqual({ path, message: words })
      }
    }
    await refused({ from: day(20), to: day(10) }, 'to', 'The last day is before the first.', 'اليوم الأخير يسبق اليوم الأول.')
    await refused({ from: day(10), to: day(10 + MAX_RANGE_DAYS) }, 'to', 'Choose at most 60 days.', 'اختر 60 يومًا على الأكثر.')
    await refused({ from: day(10), to: day(12), flex: 2 }, 'flex', 'Choose 0, 1, 3 or 7 flexible days.', 'اختر 0 أو 1 أو 3 أو 7 أيام مرنة.')
    await refused({ month: nextMonth(), flex: 3 }, 'flex', 'Flexible days widen a date range: choose the dates first.')
    await refused({ month: nextMonth(), from: day(10), to: day(12) }, 'month', 'Choose a month or dates, not both.')
    await refused({ from: day(10) }, 'to', 'Choose both the first and the last day.')
    await refused({ from: '2027-02-30', to: '2027-03-02' }, 'from', 'Enter a day of the calendar as YYYY-MM-DD.')
    // A month past 12 is no date to the clock at all: it answered 500.
    await refused({ from: '2026-13-45', to: '2027-03-02' }, 'from', 'Enter a day of the calendar as YYYY-MM-DD.')
    await refused({ from: '2027-03-01', to: '2027-00-02' }, 'to', 'Enter a day of the calendar as YYYY-MM-DD.')
    await refused({ place: 999_999 }, 'place', 'This place is not one we know.', 'هذا المكان ليس من الأماكن التي نعرفها.')
    await refused({ branchId: 999_999 }, 'branchId', 'This dive center is not one we know.')
    await refused({ sort: 'distance' }, 'sort', 'Sorting by distance needs a place or a position.')
    await refused({ lat: 27 }, 'lng', 'Give both the latitude and the longitude.')
    await refused({ bbox: '35,20,30,25' }, 'bbox', 'Give the area as west,south,east,north in degrees, west not after east and south not after north.')
    await refused({ length: '3-5' }, 'length', 'Choose one of the allowed values.')
    // Sixty days, first and last counted, is a range the search takes.
    expect((await find({ from: day(10), to: day(9 + MAX_RANGE_DAYS) })).data.total).toBeGreaterThan(0)
    // A page past the end: no items, the total and page count still say how many there are.
    const dahab = await placeId('Dahab')
    const past = await find({ place: dahab, month: nextMonth(), page: 90 })
    expect(past.data.items).toEqual([])
    expect(past.data.total).toBeGreaterThan(0)
    expect(past.metaData.pageCount).toBeLessThan(90)
  })

  it('the list follows a map’s viewport: only centers inside it', async () => {
    const bbox = [33.5, 26.5, 34.2, 27.6] as const
    const inside = await all({ month: nextMonth(), bbox: bbox.join(',') })
    expect(inside.length).toBeGreaterThan(0)
    expect(new Set(inside.map((item) => item.city))).toEqual(new Set(['Hurghada', 'El Gouna', 'Safaga']))
    expect(inside.every((item) => item.lng! >= bbox[0] && item.lat! >= bbox[1] && item.lng! <= bbox[2] && item.lat! <= bbox[3])).toBe(true)
    expect((await find({ month: nextMonth(), bbox: '-30,-50,-20,-40' })).data.total).toBe(0)
  })
})

describe('what the search holds follows every write', () => {
  it('a booking’s last seat, a center that moves town, a course that changes level', async () => {
    const [dahab, hurghada] = await Promise.all(['Dahab', 'Hurghada'].map(placeId))
    const month = nextMonth()
    const listed = (await all({ month, place: dahab!, activity: 'diving' }))[0]!
    const ids = async (query: Query) => (await all(query)).map((item) => item.id)
    // Full: no longer offered; a seat back: offered again.
    await t.db.updateTable('trips').set({ seats_available: 0 }).where('id', '=', listed.id).execute()
    expect(await ids({ month, place: dahab!, activity: 'diving' })).not.toContain(listed.id)
    await t.db.updateTable('trips').set({ seats_available: listed.availableSeats }).where('id', '=', listed.id).execute()
    expect(await ids({ month, place: dahab!, activity: 'diving' })).toContain(listed.id)
    // Its center moves from Dahab to Hurghada: found there, and no longer in Dahab nor Sinai.
    await t.db.updateTable('branches').set({ town_id: hurghada! }).where('id', '=', listed.branchId).execute()
    try {
      expect(await ids({ month, place: hurghada!, activity: 'diving' })).toContain(listed.id)
      expect(await ids({ month, place: dahab!, activity: 'diving' })).not.toContain(listed.id)
      expect(await ids({ month, place: await placeId('Sinai'), activity: 'diving' })).not.toContain(listed.id)
    } finally {
      await t.db.updateTable('branches').set({ town_id: dahab! }).where('id', '=', listed.branchId).execute()
    }
    // A course now teaches another level.
    const course = (await all({ month, activity: 'course', level: 'beginner' }))[0]!
    const template = await t.db.selectFrom('course_dates').select('template_id').where('id', '=', course.id).executeTakeFirstOrThrow()
    await t.db.updateTable('course_templates').set({ level: 'advanced' }).where('id', '=', template.template_id).execute()
    try {
      expect(await ids({ month, activity: 'course', level: 'beginner' })).not.toContain(course.id)
      expect(await ids({ month, activity: 'course', level: 'advanced' })).toContain(course.id)
    } finally {
      await t.db.updateTable('course_templates').set({ level: 'beginner' }).where('id', '=', template.template_id).execute()
    }
  })
})

describe('Trips/Markers', () => {
  it('counts what the list counts for the same filters and viewport, clustered by cell below zoom 9', async () => {
    const month = nextMonth()
    const redSea = '32,12,44,30'
    const total = (await find({ month, bbox: redSea, activity: 'diving' })).data.total
    const { data } = await markers({ month, bbox: redSea, zoom: 6, activity: 'diving' })
    expect(data.markers.every((marker) => !marker.countCapped)).toBe(true)
    expect(data.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(total)
    expect(data.markers.every((marker) => marker.kind === 'cluster')).toBe(true)
    // Hurghada, El Gouna and Safaga lie in one cell of 1.4° at zoom 6, Sharm El Sheikh's too.
    expect(data.markers.length).toBeLessThan(new Set((await all({ month, bbox: redSea, activity: 'diving' })).map((item) => item.city)).size)
    // Each cluster's price is its cheapest departure's, in US dollars, and its card that one's center.
    const cheapest = data.markers.reduce((best, marker) => (marker.minPriceUsd < best.minPriceUsd ? marker : best))
    const byPrice = await find({ month, bbox: redSea, activity: 'diving', sort: 'price-asc' })
    expect(byPrice.data.items[0]!.branchId).toBe(cheapest.branch.branchId)
    // …and the departure its card names and links to is that cheapest one.
    expect(cheapest.departure).toEqual({
      activity: byPrice.data.items[0]!.activity,
      id: byPrice.data.items[0]!.id,
      name: byPrice.data.items[0]!.name,
      startDate: byPrice.data.items[0]!.startDate,
    })
  })

  it('zoomed in, the centers of one cell or of overlapping labels are one marker, and a center standing apart is its own with its count and lowest price', async () => {
    const query = { month: nextMonth(), bbox: '34.6,24.8,35.1,25.3' }
    const items = await all(query)
    const spots = [...new Map(items.map((item) => [`${item.lat!.toFixed(5)}:${item.lng!.toFixed(5)}`, { lat: item.lat!, lng: item.lng! }])).values()]
    // At zoom 11 a cell is 90 / 2¹¹ = 0.044°: some of Marsa Alam's centers share one, and the labels of
    // others would overlap, so there are fewer markers than cells, and none covers another.
    const cellsAt = (cell: number) => new Set(items.map((item) => `${Math.floor((item.lng! + 180) / cell)}:${Math.floor((item.lat! + 90) / cell)}`))
    const town = (await markers({ ...query, zoom: 11 })).data
    expect(town.markers.length).toBeLessThan(cellsAt(90 / 2 ** 11).size)
    expect(overlapping(town.markers, 11)).toEqual([])
    expect(town.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(items.length)
    // From the zoom at which no two spots' labels meet, every spot stands apart: a center, or the centers no map could tell apart.
    const zoom = [14, 15, 16, 17, 18].find((at) => overlapping(spots, at).length === 0)!
    expect(zoom).toBeDefined()
    const { data } = await markers({ ...query, zoom })
    expect(data.markers).toHaveLength(spots.length)
    expect(data.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(items.length)
    const centers = data.markers.filter((marker) => marker.kind === 'center')
    expect(centers.length).toBeGreaterThan(3)
    for (const marker of centers) {
      const own = items.filter((item) => item.branchId === marker.branch.branchId)
      expect(marker.count).toBe(own.length)
      expect([marker.lat, marker.lng]).toEqual([own[0]!.lat, own[0]!.lng])
      // The card's departure is the center's cheapest, named as the list names it.
      const named = own.find((item) => item.id === marker.departure.id && item.activity === marker.departure.activity)
      expect(named?.name).toBe(marker.departure.name)
      expect(named?.netPrice).toBe(Math.min(...own.map((item) => item.netPrice)))
    }
  })

  it('stays bounded whatever matches: at most 200 markers, and says when it left some out', async () => {
    const { data } = await markers({ bbox: '-180,-90,180,90', zoom: 12 })
    expect(data.markers.length).toBeLessThanOrEqual(MARKERS_MAX)
    expect(data.truncated).toBe(true)
    const low = await markers({ bbox: '-180,-90,180,90', zoom: 2 })
    expect(low.data.markers.length).toBeGreaterThan(3)
    expect(low.data.markers.some((marker) => marker.countCapped)).toBe(true)
    const { status, body } = await callError(t.app, { method: 'GET', url: address('/Trips/Markers', { bbox: '30,20,40,30' }) })
    expect(status).toBe(400)
    expect(body.errors).toContainEqual({ path: 'zoom', message: 'This field is required.' })
  })
})
