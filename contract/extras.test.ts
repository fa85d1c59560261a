import { describe, expect, it } from 'vitest'
import { extraCost, extraProblems, extrasTotal, extraWay, onBoardTotal, rentalsBesideExtras } from './extras.ts'
import type { LiveaboardDetails } from './liveaboards.ts'

type Extra = LiveaboardDetails['extras'][number]
const extra = (item: Extra['item'], price: number | null, unit: Extra['unit']): Extra => ({ item, name: item, included: price === null, price, unit })
const week = { days: 7, dives: 20 }
const extras = [
  extra('meals', null, null),
  extra('nitrox', 8.5, 'dive'),
  extra('drinks', 5, 'day'),
  extra('transfers', 35, 'trip'),
  extra('park-fees', 60, 'trip'),
  extra('port-fees', 45, 'trip'),
  extra('rental-gear', 30, 'day'),
]

describe('extraWay', () => {
  it('sells drinks, nitrox and transfers to choose, collects fees on board, and leaves rental equipment to the gear', () => {
    expect(extras.map((one) => extraWay(one))).toEqual(['included', 'chosen', 'chosen', 'chosen', 'onBoard', 'onBoard', 'gear'])
    expect(extraWay({ item: 'nitrox', included: true })).toBe('included')
    expect(extraWay({ item: 'tanks', included: false })).toBe('onBoard')
  })
})

describe('extraCost and extrasTotal', () => {
  it('price an extra for each dive, each day or once, rounded in the currency', () => {
    expect(extraCost(extras[1]!, week, 'EUR')).toBe(170)
    expect(extraCost(extras[2]!, week, 'EUR')).toBe(35)
    expect(extraCost(extras[3]!, week, 'EUR')).toBe(35)
    expect(extraCost({ price: 1.0055, unit: 'dive' }, { days: 1, dives: 2 }, 'KWD')).toBe(2.011)
    expect(extraCost({ price: 10, unit: 'day' }, { days: 0, dives: 0 }, 'USD')).toBe(10)
    expect(extraCost({ price: null, unit: null }, week, 'USD')).toBe(0)
  })

  it('add up what the travellers chose, and nothing for what is not sold to choose', () => {
    const choices = [{ item: 'nitrox' }, { item: 'transfers' }, { item: 'transfers' }, { item: 'park-fees' }, { item: 'meals' }] as const
    expect(extrasTotal(choices, extras, week, 'EUR')).toBe(170 + 70)
    expect(extrasTotal([], extras, week, 'EUR')).toBe(0)
  })

  it('count what everyone pays on board for the seats', () => {
    expect(onBoardTotal(extras, 2, week, 'EUR')).toBe(2 * (60 + 45))
    expect(onBoardTotal(extras.slice(0, 4), 3, week, 'EUR')).toBe(0)
  })
})

describe('extraProblems', () => {
  it('finds nothing wrong with extras the departure sells to choose', () => {
    const choices = [
      { position: 1, item: 'nitrox' },
      { position: 2, item: 'nitrox' },
      { position: 2, item: 'drinks' },
    ] as const
    expect(extraProblems([...choices], extras, 2, [{ nitrox: true }, { nitrox: true }])).toEqual([])
    expect(extraProblems([...choices], extras, 2, null)).toEqual([])
  })

  it('names each choice that cannot be had, by its index', () => {
    const choices = [
      { position: 3, item: 'drinks' },
      { position: 1, item: 'weights' },
      { position: 1, item: 'meals' },
      { position: 1, item: 'port-fees' },
      { position: 1, item: 'rental-gear' },
      { position: 1, item: 'drinks' },
      { position: 1, item: 'drinks' },
      { position: 2, item: 'nitrox' },
    ] as const
    expect(extraProblems([...choices], extras, 2, [{ nitrox: true }, { nitrox: false }])).toEqual([
      { index: 0, problem: 'traveller' },
      { index: 1, problem: 'unknown' },
      { index: 2, problem: 'included' },
      { index: 3, problem: 'notChosen' },
      { index: 4, problem: 'notChosen' },
      { index: 6, problem: 'twice' },
      { index: 7, problem: 'certification' },
    ])
  })
})

describe('rentalsBesideExtras', () => {
  it('leaves out the center’s nitrox where the boat sells its own, and keeps it where it does not', () => {
    const rentals = [{ kind: 'wetsuit' }, { kind: 'nitrox' }]
    expect(rentalsBesideExtras(rentals, extras)).toEqual([{ kind: 'wetsuit' }])
    expect(rentalsBesideExtras(rentals, [extra('drinks', 5, 'day')])).toEqual(rentals)
  })
})
