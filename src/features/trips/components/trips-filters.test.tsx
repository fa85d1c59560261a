import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { TripsFilters } from './trips-filters.tsx'

// The country and agency lists are not what is tested here: every call answers with nothing.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: 'none' }), { status: 404 }))),
  ),
)
afterEach(() => vi.unstubAllGlobals())

/** The page around the form: the URL's search, which the test moves as the router would. */
let moveTo: (search: TripsSearch) => void = () => {}
function Page({ initial, onChange }: { initial: TripsSearch; onChange: (changes: Partial<TripsSearch>) => void }) {
  const [search, setSearch] = useState(initial)
  moveTo = setSearch
  return <TripsFilters search={search} onChange={onChange} />
}
const urlBecomes = (search: TripsSearch) => act(() => moveTo(search))

const words = {
  en: { min: 'Lowest price', max: 'Highest price', activity: 'Activity' },
  ar: { min: 'أدنى سعر', max: 'أعلى سعر', activity: 'النشاط' },
}

describe.each(['en', 'ar'] as const)('the trips filters keep what the person typed (%s)', (locale) => {
  const w = words[locale]
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

  it("a field being typed in is not reset when another field's value reaches the URL", async () => {
    const onChange = vi.fn()
    await renderWithProviders(<Page initial={{}} onChange={onChange} />, { locale })
    fireEvent.change(field(w.min), { target: { value: '40' } })
    fireEvent.blur(field(w.min))
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 40, maxPrice: undefined })
    // The first key in Max, then Min's 40 lands in the URL and the page renders the form with it.
    fireEvent.change(field(w.max), { target: { value: '1' } })
    urlBecomes({ minPrice: 40 })
    expect(field(w.max).value).toBe('1')
    expect(field(w.min).value).toBe('40')
    fireEvent.change(field(w.max), { target: { value: '1200' } })
    fireEvent.blur(field(w.max))
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 40, maxPrice: 1200 })
  })

  it("a field follows the URL when its own value there changes: Back, a removed chip, Clear all; a typed '40.0' is not rewritten", async () => {
    const onChange = vi.fn()
    await renderWithProviders(<Page initial={{ minPrice: 40, activity: 'diving' }} onChange={onChange} />, { locale })
    expect(field(w.min).value).toBe('40')
    fireEvent.change(field(w.min), { target: { value: '40.0' } })
    urlBecomes({ minPrice: 40, activity: 'diving', payNow: true })
    expect(field(w.min).value).toBe('40.0')
    urlBecomes({ payNow: true })
    expect(field(w.min).value).toBe('')
    expect(screen.getByLabelText<HTMLSelectElement>(w.activity).value).toBe('')
    urlBecomes({ payNow: true, maxPrice: 300 })
    expect(field(w.max).value).toBe('300')
  })
})
