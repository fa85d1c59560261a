import { describe, expect, it } from 'vitest'
import { activeFilters, hasFilters, removal, withoutFilters } from './trips-filters.ts'

describe('the trips filters in effect', () => {
  it('one per chip, the price range one for its two ends, in the order the form asks them; where, when and divers are none', () => {
    expect(activeFilters({ date: '2027-03', sort: 'price-asc', page: 2 })).toEqual([])
    expect(activeFilters({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3, seats: 2 })).toEqual([])
    expect(activeFilters({ payLater: true, minPrice: 40, activity: 'diving', maxPrice: 1200, length: '2-4' })).toEqual([
      'activity',
      'length',
      'price',
      'payLater',
    ])
    expect(activeFilters({ maxPrice: 0, level: 'beginner' })).toEqual(['level', 'price'])
    expect(hasFilters({ country: 3 })).toBe(true)
  })

  it('a removed chip takes its filter out of the address, and Clear all keeps the search and the sort', () => {
    const search = { date: '2027-03', sort: 'price-asc' as const, minPrice: 40, maxPrice: 1200, org: 2 }
    expect(activeFilters({ ...search, ...removal.price })).toEqual(['org'])
    expect(withoutFilters(search)).toEqual({ date: '2027-03', sort: 'price-asc' })
    const dated = { place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3 as const, seats: 2, level: 'advanced' as const, length: '1' as const }
    expect(withoutFilters(dated)).toEqual({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3, seats: 2 })
  })

  it("the map's area is a filter: a chip of its own, taken out by it and by Clear all", () => {
    const search = { place: 20, bbox: '33.5,25.1,35.25,27', activity: 'diving' as const }
    expect(activeFilters(search)).toEqual(['activity', 'area'])
    expect(activeFilters({ ...search, ...removal.area })).toEqual(['activity'])
    expect(withoutFilters(search)).toEqual({ place: 20 })
  })
})
