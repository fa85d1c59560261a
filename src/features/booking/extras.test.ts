import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { bookingProblem } from './departure.ts'
import { extrasFor, setExtra } from './extras.ts'

describe('the booking page’s extras', () => {
  it('keep one of each extra a traveller, take it off, and drop a traveller’s extras with their seat', () => {
    let chosen = setExtra([], 2, 'transfers', true)
    chosen = setExtra(chosen, 1, 'drinks', true)
    chosen = setExtra(chosen, 1, 'drinks', true)
    expect(chosen).toEqual([
      { position: 1, item: 'drinks' },
      { position: 2, item: 'transfers' },
    ])
    expect(setExtra(chosen, 1, 'drinks', false)).toEqual([{ position: 2, item: 'transfers' }])
    expect(extrasFor(chosen, 1, [false, false])).toEqual([{ position: 1, item: 'drinks' }])
  })

  it('send nitrox only for a traveller certified to breathe it', () => {
    const chosen = [
      { position: 1, item: 'nitrox' },
      { position: 2, item: 'nitrox' },
    ] as const
    expect(extrasFor([...chosen], 2, [true, false])).toEqual([{ position: 1, item: 'nitrox' }])
  })

  it('place the server’s refusal of an extra beside the extras, in its own words', () => {
    const error = new ApiError(400, 'ExtraNotOffered', 'x', [{ path: 'extras.0', message: 'Nitrox: the traveller needs a nitrox certification.' }])
    expect(bookingProblem(error)).toEqual({ field: 'extras', code: 'ExtraNotOffered', message: 'Nitrox: the traveller needs a nitrox certification.' })
  })
})
