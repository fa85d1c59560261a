import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { TripsSearchQuerySchema, type TripsSearchQuery } from '../../../contract/trips.ts'
import { rowsRead, useGrownCatalogue } from '../../test/plans.ts'
import { searchDepartures } from './trips.service.ts'

const month = (ahead: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7)
}

// As the directory's plan test: PostgreSQL, the seed grown to 20,000 centers and 80,000 trips.
describe.skipIf(process.env.TEST_DB !== 'postgres')('the trips search at 20,000 centers reads a page, not the month', () => {
  const { db, captured } = useGrownCatalogue(20_000)
  let egypt: number
  beforeAll(async () => {
    egypt = (await db().selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()).id
  })

  const cases: Array<[name: string, query: () => TripsSearchQuery]> = [
    ['next month by date', () => ({ month: month(1), sort: 'date' })],
    ['next month, cheapest first', () => ({ month: month(1), sort: 'price-asc' })],
    ['next month, diving only, two seats', () => ({ month: month(1), sort: 'date', activity: 'diving', seats: 2 })],
    ['next month in a country, paying later', () => ({ month: month(1), sort: 'date', countryId: egypt, payLater: true })],
  ]

  it.each(cases)('%s: no table scan, the count from the index', async (_name, query) => {
    captured.length = 0
    const found = await searchDepartures(db(), v.parse(TripsSearchQuerySchema, query()), 'en')
    expect(found.items.length).toBeGreaterThan(0)
    const queries = [...captured]
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) {
      for (const table of ['trips', 'course_dates', 'branches']) {
        const read = await rowsRead(db(), query, table)
        expect(read.seqScans, `${table}: ${query.sql}`).toBe(0)
        // The page's ten and what is skipped on the way to them (a filter on the center skips the
        // departures of others: about five in six for Egypt and paying later); never the month's
        // thousand that the total counts.
        expect(read.rows, `${table}: ${query.sql}`).toBeLessThanOrEqual(400)
      }
    }
  })
})
