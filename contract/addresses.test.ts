import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { tripsSearchSchema } from './addresses.ts'

// The router hands validateSearch what it parsed from the query string: numbers and booleans as JSON.
const read = (search: Record<string, unknown>) => v.parse(tripsSearchSchema, search)

describe('the trips address (tripsSearchSchema)', () => {
  it('reads a search by place, days, flexibility and divers as the page writes it', () => {
    expect(read({ place: 20, from: '2027-12-10', to: '2027-12-17', flex: 3, seats: 2, sort: 'distance' })).toEqual({
      place: 20,
      from: '2027-12-10',
      to: '2027-12-17',
      flex: 3,
      seats: 2,
      sort: 'distance',
    })
    expect(read({ center: 7, length: '2-4', level: 'advanced' })).toMatchObject({ center: 7, length: '2-4', level: 'advanced' })
  })

  it('reads `length=1`, which the router parses as a number, as the one-day length', () => {
    expect(read({ length: 1 }).length).toBe('1')
    expect(read({ length: '9+' }).length).toBe('9+')
  })

  it('drops what is malformed instead of failing the page, so a shared link always opens', () => {
    const search = read({ place: 0, from: '2027-02-30', to: 'next week', flex: 2, length: 3, level: 'expert', seats: 51, sort: 'nearest' })
    expect(Object.values(search).filter((value) => value !== undefined)).toEqual([])
  })

  it('keeps what the fields say together for the page to explain: a range the wrong way round reads as written', () => {
    expect(read({ from: '2027-12-17', to: '2027-12-10' })).toMatchObject({ from: '2027-12-17', to: '2027-12-10' })
    expect(read({ date: '2027-12', from: '2027-12-10', to: '2027-12-17' })).toMatchObject({ date: '2027-12', from: '2027-12-10' })
  })

  it('reads a map\'s area as "Search this area" writes it, and drops one that is no area', () => {
    expect(read({ bbox: '33.5,25.1,35.25,27' }).bbox).toBe('33.5,25.1,35.25,27')
    expect(read({ bbox: '-17.2,-3,12,9.75' }).bbox).toBe('-17.2,-3,12,9.75')
    for (const bbox of ['35,25,33,27', '33,27,35,25', '33,25,35', '181,0,182,1', 'here', 3]) expect(read({ bbox }).bbox).toBeUndefined()
  })

  it('falls back to the current month for a malformed month', () => {
    expect(read({ date: '2027-13' }).date).toMatch(/^\d{4}-\d{2}$/)
  })
})
