import { describe, expect, it } from 'vitest'
import { gearProblems, gearTotal, pieceCost, type Rental } from './gear.ts'

const suit: Rental = {
  rentalId: 1,
  kind: 'wetsuit',
  name: 'Wetsuit',
  price: 6.5,
  per: 'day',
  currency: 'EUR',
  sizes: [
    { size: 'M', left: 2 },
    { size: 'L', left: 0 },
  ],
}
const fins: Rental = { rentalId: 2, kind: 'fins', name: 'Fins', price: 5, per: 'trip', currency: 'EUR', sizes: [{ size: '40–41', left: 1 }] }

describe('pieceCost and gearTotal', () => {
  it('price a day’s rental for every day of the departure and a trip’s once, rounded in the currency', () => {
    expect(pieceCost(suit, 3)).toBe(19.5)
    expect(pieceCost(fins, 3)).toBe(5)
    expect(pieceCost({ price: 1.005, per: 'day', currency: 'KWD' }, 2)).toBe(2.01)
    expect(gearTotal([{ rentalId: 1 }, { rentalId: 2 }, { rentalId: 1 }], [suit, fins], 3, 'EUR')).toBe(44)
  })
})

describe('gearProblems', () => {
  it('finds nothing wrong with gear the departure has', () => {
    expect(
      gearProblems(
        [
          { position: 1, rentalId: 1, size: 'M' },
          { position: 2, rentalId: 1, size: 'M' },
          { position: 1, rentalId: 2, size: '40–41' },
        ],
        [suit, fins],
        2,
      ),
    ).toEqual([])
  })

  it('names a rental not offered, a size not stocked, a piece twice, a traveller past the seats, and a size taken past what is left', () => {
    expect(
      gearProblems(
        [
          { position: 1, rentalId: 9, size: '' },
          { position: 1, rentalId: 1, size: 'XS' },
          { position: 1, rentalId: 1, size: 'M' },
          { position: 1, rentalId: 1, size: 'M' },
          { position: 3, rentalId: 2, size: '40–41' },
          { position: 2, rentalId: 1, size: 'L' },
          { position: 1, rentalId: 2, size: '40–41' },
          { position: 2, rentalId: 2, size: '40–41' },
        ],
        [suit, fins],
        2,
      ),
    ).toEqual([
      { index: 0, problem: 'unknown', left: 0 },
      { index: 1, problem: 'size', left: 0 },
      { index: 3, problem: 'twice', left: 0 },
      { index: 4, problem: 'traveller', left: 0 },
      { index: 5, problem: 'soldOut', left: 0 },
      { index: 7, problem: 'soldOut', left: 1 },
    ])
  })
})
