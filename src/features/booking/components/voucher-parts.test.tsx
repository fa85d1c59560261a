import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '../../../../contract/booking.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { BookedCabin } from './voucher-parts.tsx'

const twin: NonNullable<Voucher['cabin']> = { type: 'twin-lower', name: 'Twin lower', cabins: 1, shared: true, berths: 2 }

async function said(cabin: NonNullable<Voucher['cabin']>, divers: number, locale: 'en' | 'ar' = 'en') {
  const { unmount } = await renderWithProviders(
    <dl>
      <BookedCabin cabin={cabin} divers={divers} />
    </dl>,
    { locale },
  )
  const text = (await screen.findByTestId('voucher-cabin')).textContent
  unmount()
  return text
}

describe('the cabin on a voucher', () => {
  it('names a party’s whole cabins beside the shared berth of the one left over, in both languages', async () => {
    expect(await said(twin, 3)).toBe('Twin lower: 1 cabin, and a berth in a shared cabin')
    expect(await said({ ...twin, name: 'كابينة بسريرين منفصلين' }, 3, 'ar')).toBe('كابينة بسريرين منفصلين: كابينة واحدة، وسرير في كابينة مشتركة')
    expect(await said({ ...twin, cabins: 2 }, 5)).toBe('Twin lower: 2 cabins, and a berth in a shared cabin')
  })

  it('names a berth alone as a berth, also as a device kept it from before the whole cabins were counted apart', async () => {
    expect(await said({ ...twin, cabins: 0 }, 1)).toBe('A berth in a shared cabin: Twin lower')
    expect(await said(twin, 1)).toBe('A berth in a shared cabin: Twin lower')
  })

  it('counts whole cabins of a type', async () => {
    expect(await said({ type: 'double', name: 'Double', cabins: 1, shared: false, berths: 2 }, 2)).toBe('Double')
    expect(await said({ type: 'double', name: 'Double', cabins: 2, shared: false, berths: 2 }, 3)).toBe('2 cabins: Double')
  })
})
