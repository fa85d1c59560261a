import { describe, expect, it } from 'vitest'
import { isCalendarDate } from './activities.ts'
import { addressProblems, hasRange, tripsQueryOf, tripsSearchRequest } from './trips.ts'

const rules = (...args: Parameters<typeof addressProblems>) => addressProblems(...args).map((problem) => problem.rule)

describe('a trips address as its Trips/Search query (tripsQueryOf)', () => {
  it('asks for the month shown when the address names no days', () => {
    expect(tripsQueryOf({ activity: 'diving', seats: 2 }, '2027-03', 'EUR')).toMatchObject({ month: '2027-03', activity: 'diving', seats: 2 })
    expect(tripsQueryOf({}, '2027-03', 'EUR').from).toBeUndefined()
  })

  it('asks for the days, their flexibility and the place instead of the month when the address names days', () => {
    const query = tripsQueryOf({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3, seats: 2, length: '5-8', level: 'beginner' }, '2026-11', 'USD')
    expect(query).toMatchObject({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3, seats: 2, length: '5-8', level: 'beginner' })
    expect(query.month).toBeUndefined()
  })

  it("sends a center as the search's branchId", () => {
    expect(tripsQueryOf({ center: 7 }, '2027-03', 'USD')).toMatchObject({ branchId: 7, place: undefined })
  })

  it("sends the map's area the list is narrowed to as the search's bbox", () => {
    expect(tripsQueryOf({ bbox: '33.5,25.1,35.25,27' }, '2027-03', 'USD').bbox).toBe('33.5,25.1,35.25,27')
    expect(tripsQueryOf({}, '2027-03', 'USD').bbox).toBeUndefined()
  })

  it('keeps a month written beside days, for the page to say the search takes one or the other', () => {
    expect(tripsQueryOf({ date: '2027-12', from: '2027-12-10', to: '2027-12-17' }, '2027-12', 'USD').month).toBe('2027-12')
  })
})

describe('what the server would refuse in an address (addressProblems)', () => {
  it('finds nothing in a month, nor in days with flexibility', () => {
    expect(rules({ date: '2027-03', sort: 'price-asc' }, '2027-03')).toEqual([])
    expect(rules({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 7, sort: 'distance' }, '2026-11')).toEqual([])
  })

  it('names a range ending before it starts, one longer than 60 days, and one with a single end', () => {
    expect(rules({ from: '2027-12-17', to: '2027-12-10' }, '2026-11')).toEqual(['range-reversed'])
    expect(rules({ from: '2027-01-01', to: '2027-03-15' }, '2026-11')).toEqual(['range-too-long'])
    expect(rules({ from: '2027-01-01', to: '2027-03-01' }, '2026-11')).toEqual([]) // 60 days
    expect(rules({ from: '2027-01-01' }, '2026-11')).toEqual(['range-incomplete'])
  })

  it('names a month beside days, flexibility without days and nearest first without a place', () => {
    expect(rules({ date: '2027-12', from: '2027-12-10', to: '2027-12-17' }, '2027-12')).toEqual(['month-or-range'])
    expect(rules({ flex: 3 }, '2027-03')).toEqual(['flex-needs-range'])
    expect(rules({ sort: 'distance', center: 7 }, '2027-03')).toEqual(['distance-needs-origin'])
  })

  it('names prices the wrong way round', () => {
    expect(rules({ minPrice: 500, maxPrice: 100 }, '2027-03')).toEqual(['min-above-max'])
  })
})

describe('the trips search request (its key and call)', () => {
  it('leaves the month out of the key of a search by days: the month shown does not change its answer', () => {
    const days = { place: 20, from: '2027-12-10', to: '2027-12-17' }
    expect(tripsSearchRequest(days, '2026-11', 'en', 'USD').key).toEqual(tripsSearchRequest(days, '2026-12', 'en', 'USD').key)
    expect(tripsSearchRequest({}, '2026-11', 'en', 'USD').key).not.toEqual(tripsSearchRequest({}, '2026-12', 'en', 'USD').key)
    expect(tripsSearchRequest(days, '2026-11', 'ar', 'USD').call.query).toMatchObject({ place: 20, from: '2027-12-10', lang: 'ar' })
    expect(hasRange(days)).toBe(true)
  })
})

describe('a day of the calendar (isCalendarDate)', () => {
  it('takes a real day and refuses a day past the month, a month past 12 and what is no date at all, without throwing', () => {
    expect(['2026-12-01', '2028-02-29'].map(isCalendarDate)).toEqual([true, true])
    expect(['2027-02-30', '2026-13-45', '2026-00-10', '2026-12-32', '9999-99-99', '2026-1-01', ''].map(isCalendarDate)).toEqual(Array(7).fill(false))
  })
})
