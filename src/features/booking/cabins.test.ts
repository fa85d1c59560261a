import { describe, expect, it } from 'vitest'
import type { Cabin } from '../../../contract/liveaboards.ts'
import { cabinKey, cabinOptions, chosenCabin } from './cabins.ts'

const cabin = (type: Cabin['type'], price: number, singleSupplement: number | null, cabinsLeft: number, sharedBerthsOpen = 0): Cabin => ({
  type,
  name: type,
  deck: 'main',
  deckName: 'Main deck',
  berths: type === 'single' ? 1 : 2,
  enSuite: true,
  price,
  singleSupplement,
  cabinsTotal: 4,
  cabinsLeft,
  sharedBerthsOpen,
})
const twin = cabin('twin-lower', 1000, null, 0, 1)
const double = cabin('double', 1100, 550, 2)

describe('the booking page’s cabins', () => {
  it('offer a diver alone a berth in a shared twin and a double with its supplement, but not a twin alone', () => {
    const options = cabinOptions([twin, double], 1, 'EUR')
    expect(options.map((option) => [option.key, option.sale.ok ? option.sale.total : option.sale.problem])).toEqual([
      ['twin-lower', 'emptyBerth'],
      ['twin-lower~shared', 1000],
      ['double', 1650],
    ])
  })

  it('price a couple’s cabin per person, offer no shared berth, and fall back to the first they can have', () => {
    const options = cabinOptions([twin, double], 2, 'EUR')
    expect(options.map((option) => option.key)).toEqual(['twin-lower', 'double'])
    expect(chosenCabin(options, cabinKey({ type: 'twin-lower', shared: false }))?.key).toBe('double')
    expect(chosenCabin(options, 'double')?.sale).toMatchObject({ ok: true, total: 2200, cabins: 1, supplement: 0 })
    expect(chosenCabin(cabinOptions([twin], 3, 'EUR'), undefined)).toBeNull()
  })

  it('offer three divers a twin for two beside a shared berth for the third, or two doubles with one supplement, and four divers no shared berth', () => {
    const twins = cabin('twin-lower', 1000, null, 2, 1)
    const options = cabinOptions([twins, double], 3, 'EUR')
    expect(options.map((option) => [option.key, option.sale.ok ? [option.sale.cabins, option.sale.total] : option.sale.problem])).toEqual([
      ['twin-lower', 'emptyBerth'],
      ['twin-lower~shared', [1, 3000]],
      ['double', [2, 3850]],
    ])
    expect(chosenCabin(options, undefined)?.key).toBe('twin-lower~shared')
    expect(cabinOptions([twins], 4, 'EUR').map((option) => option.key)).toEqual(['twin-lower'])
    // The others' whole cabin and, with no shared berth open, a cabin for the third: two twins, and only one is left.
    expect(cabinOptions([cabin('twin-lower', 1000, null, 1, 0)], 3, 'EUR')[1]?.sale).toMatchObject({ ok: false, problem: 'soldOut', left: 1 })
  })
})
