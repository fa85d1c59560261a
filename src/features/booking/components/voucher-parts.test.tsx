import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '../../../../contract/booking.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { BookedCabin } from './voucher-parts.tsx'

const twin: NonNullable<Voucher['cabin']> = { type: 'twin-lower', name: 'Twin lower', cabins: 1, shared: true, sharedWith: 'Female', berths: 2 }

async function said(cabin: NonNullable<Voucher['cabin']>, locale: 'en' | 'ar' = 'en') {
  const { unmount } = await renderWithProviders(
    <dl>
      <BookedCabin cabin={cabin} />
    </dl>,
    { locale },
  )
  const text = (await screen.findByTestId('voucher-cabin')).textContent
  unmount()
  return text
}

describe('the cabin on a voucher', () => {
  it('names a party’s whole cabins beside the shared berth of the one left over, and whom that cabin is shared with, in both languages', async () => {
    expect(await said(twin)).toBe('Twin lower: 1 cabin, and a berth in a cabin shared with women')
    expect(await said({ ...twin, name: 'كابينة بسريرين منفصلين' }, 'ar')).toBe('كابينة بسريرين منفصلين: كابينة واحدة، وسرير في كابينة مشتركة مع النساء')
    expect(await said({ ...twin, cabins: 2, sharedWith: 'Male' })).toBe('Twin lower: 2 cabins, and a berth in a cabin shared with men')
  })

  it('names a berth alone as a berth in a cabin shared with men or with women', async () => {
    expect(await said({ ...twin, cabins: 0, sharedWith: 'Male' })).toBe('A berth in a cabin shared with men: Twin lower')
    expect(await said({ ...twin, cabins: 0, sharedWith: 'Male', name: 'كابينة بسريرين منفصلين' }, 'ar')).toBe(
      'سرير في كابينة مشتركة مع الرجال: كابينة بسريرين منفصلين',
    )
  })

  it('counts whole cabins of a type', async () => {
    expect(await said({ type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 })).toBe('Double')
    expect(await said({ type: 'double', name: 'Double', cabins: 2, shared: false, sharedWith: null, berths: 2 })).toBe('2 cabins: Double')
  })
})
