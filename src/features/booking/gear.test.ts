import { describe, expect, it } from 'vitest'
import type { Rental } from '../../../contract/gear.ts'
import { gearFor, setChoice, sizeLeft } from './gear.ts'

const suit: Rental = {
  rentalId: 4,
  kind: 'wetsuit',
  name: 'Wetsuit',
  price: 6,
  per: 'day',
  currency: 'EUR',
  sizes: [
    { size: 'M', left: 1 },
    { size: 'L', left: 3 },
  ],
}

describe('the booking page’s gear choices', () => {
  it('count what the other travellers on the page took of a size, never the traveller’s own', () => {
    const chosen = setChoice([], 1, 4, 'M')
    expect(sizeLeft(suit, 'M', chosen, 2)).toBe(0)
    expect(sizeLeft(suit, 'M', chosen, 1)).toBe(1)
    expect(sizeLeft(suit, 'L', chosen, 2)).toBe(3)
    expect(sizeLeft(suit, 'XL', chosen, 2)).toBe(0)
  })

  it('keep one piece of a rental a traveller, take it off with null, and drop a traveller’s gear with their seat', () => {
    let chosen = setChoice([], 2, 4, 'L')
    chosen = setChoice(chosen, 1, 4, 'M')
    chosen = setChoice(chosen, 1, 4, 'L')
    expect(chosen).toEqual([
      { position: 1, rentalId: 4, size: 'L' },
      { position: 2, rentalId: 4, size: 'L' },
    ])
    expect(setChoice(chosen, 2, 4, null)).toEqual([{ position: 1, rentalId: 4, size: 'L' }])
    expect(gearFor(chosen, 1)).toEqual([{ position: 1, rentalId: 4, size: 'L' }])
  })
})
