import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { TripsMarkersQuerySchema, TripsSearchQuerySchema, type TripsMarkersQuery, type TripsSearchQuery } from '../../../contract/trips.ts'
import { rowsRead, useGrownCatalogue } from '../../test/plans.ts'
import { searchDepartures, searchMarkers } from './search.service.ts'

const month = (ahead: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7)
}
/** The pages of the search's indexes one query may touch: a capped total (about 1,000 entries of 80 bytes) and what it skips. */
const PAGES_WALKED = 120
const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)

// As the directory's plan test: PostgreSQL, the seed grown to 20,000 centers and 80,000 trips.
describe.skipIf(process.env.TEST_DB !== 'postgres')('the trips search at 20,000 centers reads a page, not the month', () => {
  const { db, captured } = useGrownCatalogue(20_000)
  const place: Record<string, number> = {}
  let egypt: number
  let center: number
  beforeAll(async () => {
    egypt = (await db().selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()).id
    for (const row of await db().selectFrom('places').select(['id', 'name_en']).execute()) place[row.name_en] = row.id
    center = (await db().selectFrom('branches').select('id').where('city_en', '=', 'Dahab').orderBy('id').executeTakeFirstOrThrow()).id
  })

  /** Every query the call made reads no table whole, and of the search's tables no more rows than a page and what it skips. */
  async function readsAPage(call: () => Promise<unknown>) {
    captured.length = 0
    await call()
    const queries = [...captured]
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) {
      // `places` is the geography (a few hundred rows whatever the catalogue holds): read whole on purpose.
      for (const table of ['trips', 'course_dates', 'branches', 'departure_places']) {
        const read = await rowsRead(db(), query, table)
        expect(read.seqScans, `${table}: ${query.sql}`).toBe(0)
        // The page's ten and what is skipped on the way to them; never the thousand that a total counts.
        expect(read.rows, `${table}: ${query.sql}`).toBeLessThanOrEqual(400)
      }
      // An index led by the search's place, order and narrowing filter: a total's 1,001 entries and what
      // its walk skips, never the grown catalogue's 400,000 nor a place's tens of thousands.
      expect((await rowsRead(db(), query, 'departure_places')).pages, query.sql).toBeLessThanOrEqual(PAGES_WALKED)
    }
  }

  const cases: Array<[name: string, query: () => TripsSearchQuery]> = [
    ['next month by date', () => ({ month: month(1), sort: 'date' })],
    ['next month, cheapest first', () => ({ month: month(1), sort: 'price-asc' })],
    ['next month, diving only, two seats', () => ({ month: month(1), sort: 'date', activity: 'diving', seats: 2 })],
    ['next month in a country, paying later', () => ({ month: month(1), sort: 'date', countryId: egypt, payLater: true })],
    ['a town, a week ± 3 days, two divers', () => ({ place: place['Marsa Alam'], from: day(30), to: day(37), flex: 3, seats: 2 })],
    ['a region by price', () => ({ place: place.Sinai, sort: 'price-asc' })],
    ['a region, dearest first', () => ({ place: place.Sinai, sort: 'price-desc' })],
    ['a site by distance', () => ({ place: place.Elphinstone, sort: 'distance' })],
    ['a country, 5–8 days, by rating', () => ({ place: place.Egypt, length: '5-8', sort: 'rating' })],
    ['9 days or more, anywhere', () => ({ length: '9+' })],
    ['beginner courses next month', () => ({ month: month(1), activity: 'course', level: 'beginner' })],
    ['liveaboards of a region', () => ({ place: place['Marsa Alam & the deep south'], activity: 'liveaboard' })],
    // Liveaboards are the dearest departures: by the place's price index alone, every cheaper one came first (migration 033).
    ['liveaboards next month, cheapest first', () => ({ month: month(1), activity: 'liveaboard', sort: 'price-asc' })],
    ['liveaboards next month in a country, cheapest first', () => ({ month: month(1), activity: 'liveaboard', countryId: egypt, sort: 'price-asc' })],
    ['a center’s departures', () => ({ branchId: center })],
    ['near a position, by distance', () => ({ lat: 27.25, lng: 33.82, sort: 'distance' })],
    ['a map’s viewport, next month', () => ({ bbox: '33.5,26.5,34.2,27.6', month: month(1) })],
  ]

  it.each(cases)('%s: no table scan, the count from the index', async (_name, query) => {
    await readsAPage(async () => expect((await searchDepartures(db(), v.parse(TripsSearchQuerySchema, query()), 'en')).items.length).toBeGreaterThan(0))
  })

  const maps: Array<[name: string, query: () => TripsMarkersQuery]> = [
    ['the Red Sea at zoom 6', () => ({ bbox: '32,12,44,30', zoom: 6 })],
    ['Marsa Alam at zoom 11', () => ({ bbox: '34.6,24.8,35.1,25.3', zoom: 11 })],
    ['a site’s centers at zoom 8', () => ({ bbox: '33,23,37,27', zoom: 8, place: place.Elphinstone })],
  ]

  it.each(maps)('markers of %s: a few short walks, whatever the catalogue holds', async (_name, query) => {
    await readsAPage(async () => expect((await searchMarkers(db(), v.parse(TripsMarkersQuerySchema, query()), 'en')).markers.length).toBeGreaterThan(0))
  })
})
