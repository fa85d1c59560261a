import { describe, expect, it } from 'vitest'
import { cabinKey } from '../../../contract/liveaboards.ts'
import { testCabin } from '../../test/cabin.ts'
import { cabinOptions, cabinToChoose, chosenCabin } from './cabins.ts'

const twin = testCabin('twin-lower', { cabinsLeft: 0, sharedBerthsOpen: { Male: 1, Female: 0 } })
const double = testCabin('double', { price: 1100, singleSupplement: 550, cabinsLeft: 2 })

describe('the booking page’s cabins', () => {
  it('offer a diver alone a berth in a twin shared with men or with women and a double with its supplement, but not a twin alone', () => {
    const options = cabinOptions([twin, double], 1, 'EUR')
    expect(options.map((option) => [option.key, option.sale.ok ? option.sale.total : option.sale.problem])).toEqual([
      ['twin-lower', 'emptyBerth'],
      ['twin-lower.men', 1000],
      // The berth open is a man's: a woman would open a twin, and none is left.
      ['twin-lower.women', 'soldOut'],
      ['double', 1650],
    ])
    expect(options.map((option) => option.choice)).toContainEqual({ type: 'twin-lower', shared: true, sharedWith: 'Female' })
  })

  it('open a twin for a woman while a man’s berth is open, and fill hers once one is', () => {
    const [, men, women] = cabinOptions([testCabin('twin-lower', { cabinsLeft: 1, sharedBerthsOpen: { Male: 1, Female: 0 } })], 1, 'EUR')
    expect([men?.sale, women?.sale]).toMatchObject([
      { ok: true, cabins: 0, shared: true },
      { ok: true, cabins: 0, shared: true },
    ])
    // Three divers: a twin for two and the third's berth fill the one twin left only where a berth of the third's sex is open.
    const three = cabinOptions([testCabin('twin-lower', { cabinsLeft: 1, sharedBerthsOpen: { Male: 0, Female: 1 } })], 3, 'EUR')
    expect(three.map((option) => [option.key, option.sale.ok ? option.sale.total : option.sale.problem])).toEqual([
      ['twin-lower', 'emptyBerth'],
      ['twin-lower.men', 'soldOut'],
      ['twin-lower.women', 3000],
    ])
  })

  it('price a couple’s cabin per person, offer no shared berth, and fall back to the first they can have', () => {
    const options = cabinOptions([twin, double], 2, 'EUR')
    expect(options.map((option) => option.key)).toEqual(['twin-lower', 'double'])
    expect(chosenCabin(options, cabinKey({ type: 'twin-lower', shared: false }))?.key).toBe('double')
    expect(chosenCabin(options, 'double')?.sale).toMatchObject({ ok: true, total: 2200, cabins: 1, supplement: 0 })
    expect(chosenCabin(cabinOptions([twin], 3, 'EUR'), undefined)).toBeNull()
    expect(cabinToChoose(cabinOptions([twin], 3, 'EUR'), null)).toBe(false)
  })

  it('offer three divers a twin for two beside a shared berth for the third, or two doubles with one supplement, and four divers no shared berth', () => {
    const twins = testCabin('twin-lower', { cabinsLeft: 2, sharedBerthsOpen: { Male: 1, Female: 1 } })
    const options = cabinOptions([twins, double], 3, 'EUR')
    expect(options.map((option) => [option.key, option.sale.ok ? [option.sale.cabins, option.sale.total] : option.sale.problem])).toEqual([
      ['twin-lower', 'emptyBerth'],
      ['twin-lower.men', [1, 3000]],
      ['twin-lower.women', [1, 3000]],
      ['double', [2, 3850]],
    ])
    // The cheapest is a shared berth, with men or with women: the diver says which, and no dearer double is chosen instead.
    expect(chosenCabin(options, undefined)).toBeNull()
    expect(cabinToChoose(options, null)).toBe(true)
    expect(chosenCabin(options, 'twin-lower.women')?.key).toBe('twin-lower.women')
    expect(chosenCabin(options, 'twin-lower~shared')).toBeNull()
    expect(cabinOptions([twins], 4, 'EUR').map((option) => option.key)).toEqual(['twin-lower'])
    // The others' whole cabin and, with no shared berth open, a cabin for the third: two twins, and only one is left.
    expect(cabinOptions([testCabin('twin-lower', { cabinsLeft: 1 })], 3, 'EUR')[2]?.sale).toMatchObject({ ok: false, problem: 'soldOut', left: 1 })
  })
})
