import { describe, expect, it } from 'vitest'
import { SEARCH_SEATS_MAX } from './activities.ts'
import { partiesTaken } from './liveaboards.ts'

const open = (Male: number, Female: number) => ({ Male, Female })
const double = { type: 'double' as const, berths: 2, price: 500, singleSupplement: null, cabinsLeft: 3, sharedBerthsOpen: open(0, 0) }
const twin = { type: 'twin-lower' as const, berths: 2, price: 400, singleSupplement: null, cabinsLeft: 2, sharedBerthsOpen: open(0, 0) }

describe('partiesTaken: the parties a search lists a sailing for, by the booking’s rule', () => {
  it('a cabin for two not sold to one alone takes couples only, up to its cabins', () => {
    expect(partiesTaken(double)).toEqual([2, 4, 6])
  })

  it('with a single supplement it takes the diver left over too', () => {
    expect(partiesTaken({ ...double, singleSupplement: 250 })).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('a twin takes the diver left over in a berth shared beside either sex', () => {
    // Two twins: 2 or 4 whole; 1 and 3 with a berth that opens the second twin.
    expect(partiesTaken(twin)).toEqual([1, 2, 3, 4])
    // A woman's berth open and no twin left: one diver, a woman.
    expect(partiesTaken({ ...twin, cabinsLeft: 0, sharedBerthsOpen: open(0, 1) })).toEqual([1])
    // A man's berth open beside one twin: up to three, whoever the third is for the search.
    expect(partiesTaken({ ...twin, cabinsLeft: 1, sharedBerthsOpen: open(1, 0) })).toEqual([1, 2, 3])
  })

  it('a type sold out takes no party, and none past the search’s most', () => {
    expect(partiesTaken({ ...double, cabinsLeft: 0 })).toEqual([])
    expect(partiesTaken({ ...twin, cabinsLeft: 40 }).at(-1)).toBe(SEARCH_SEATS_MAX)
  })
})
