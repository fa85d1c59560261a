import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TripsMarkersQuerySchema } from '../../../../contract/trips.ts'
import { tripsMarkersQueryOptions } from './trips.ts'

const view = { bbox: '33.5,25.1,35.25,27', zoom: 6 }

describe("the results map's markers query", () => {
  it("asks for the list's filters in the map's viewport: the list's own area, sort and page are not the map's", () => {
    const search = { place: 20, activity: 'diving' as const, sort: 'price-asc' as const, page: 3, bbox: '30,20,31,21' }
    const a = tripsMarkersQueryOptions(search, '2027-03', 'en', 'USD', view).queryKey
    const b = tripsMarkersQueryOptions({ place: 20, activity: 'diving' }, '2027-03', 'en', 'USD', view).queryKey
    expect(a).toEqual(b)
    expect(a).toContain(view)
  })

  it('keys by language and view, by the month only without days, and by currency only with a price bound', () => {
    const key = (search: object, lang: 'en' | 'ar' = 'en', currency: 'USD' | 'EUR' = 'USD', at = view) =>
      JSON.stringify(tripsMarkersQueryOptions(search, '2027-03', lang, currency, at).queryKey)
    expect(key({}, 'ar')).not.toBe(key({}))
    expect(key({}, 'en', 'USD', { ...view, zoom: 7 })).not.toBe(key({}))
    expect(key({}, 'en', 'EUR')).toBe(key({}))
    expect(key({ maxPrice: 100 }, 'en', 'EUR')).not.toBe(key({ maxPrice: 100 }))
    expect(tripsMarkersQueryOptions({ from: '2027-03-02', to: '2027-03-09' }, '2027-03', 'en', 'USD', view).queryKey).not.toContain('2027-03')
  })

  it('the viewport the map sends is one Trips/Markers reads', () => {
    expect(v.safeParse(TripsMarkersQuerySchema, { ...view, month: '2027-03' }).success).toBe(true)
  })
})
