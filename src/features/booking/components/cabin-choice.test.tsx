import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testCabin } from '../../../test/cabin.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { cabinOptions } from '../cabins.ts'
import { CabinChoice } from './cabin-choice.tsx'

describe('the cabins offered for a booking', () => {
  it('lists those the divers can have first, cheapest first, then under a line of their own those they cannot, each saying why', async () => {
    // Three divers on a boat whose cheapest cabins they cannot have: twins whole (one berth nobody pays
    // for) and a sold-out double; a twin and a berth in a shared one, and two master suites (one used alone,
    // with its supplement), they can.
    const cabins = [
      testCabin('twin-lower', { name: 'Twin', price: 800, cabinsLeft: 2, sharedBerthsOpen: { Male: 0, Female: 1 } }),
      testCabin('double', { name: 'Double', price: 900, cabinsLeft: 0, singleSupplement: 450 }),
      testCabin('master', { name: 'Master suite', price: 1500, cabinsLeft: 3, singleSupplement: 600 }),
    ]
    const options = cabinOptions(cabins, 3, 'USD')
    await renderWithProviders(<CabinChoice options={options} divers={3} chosen={null} currency="USD" error={null} toChoose onChoose={() => undefined} />)
    const group = screen.getByRole('group', { name: 'Cabin' })
    const shown = within(group)
      .getAllByTestId(/^cabin-/)
      .map((option) => [option.dataset.testid, option.querySelector('input')!.disabled])
    expect(shown).toEqual([
      ['cabin-twin-lower.men', false],
      ['cabin-twin-lower.women', false],
      ['cabin-master', false],
      ['cabin-twin-lower', true],
      ['cabin-double', true],
    ])
    // The line sits right before the first cabin they cannot have.
    const line = within(group).getByText('Not available for this booking')
    expect(line.nextElementSibling?.getAttribute('data-testid')).toBe('cabin-twin-lower')
    expect(within(group).getByTestId('cabin-double').textContent).toContain('Sold out on this date.')
    expect(within(group).getByTestId('cabin-twin-lower').textContent).toContain('Each cabin sleeps 2: book divers to fill them')
  })

  it('says no such line when nothing can be had: every cabin says why on its own', async () => {
    const options = cabinOptions([testCabin('double', { name: 'Double', price: 900, cabinsLeft: 0, singleSupplement: 450 })], 2, 'USD')
    await renderWithProviders(
      <CabinChoice options={options} divers={2} chosen={null} currency="USD" error={null} toChoose={false} onChoose={() => undefined} />,
    )
    expect(screen.queryByText('Not available for this booking')).toBeNull()
    expect(screen.getByTestId('cabin-double').textContent).toContain('Sold out on this date.')
  })
})
