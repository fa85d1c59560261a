import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Place } from '../../contract/places.ts'
import { addDays } from '../lib/dates.ts'
import { renderWithProviders } from '../test/render.tsx'
import SearchSheet from './search-sheet.tsx'

const town: Place = { kind: 'town', id: 20, name: 'Marsa Alam', context: 'Egypt', lat: 25.07, lng: 34.88 }
const center: Place = { kind: 'center', id: 9, name: 'Poseidon Divers Marsa Alam', context: 'Marsa Alam, Egypt', lat: 25.1, lng: 34.86 }

// Places/Suggest answers two suggestions whatever is typed; nothing else is asked.
const asked: string[] = []
function answer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  if (!url.pathname.endsWith('/Places/Suggest')) return Promise.resolve(new Response('{}', { status: 404 }))
  asked.push(url.searchParams.get('q') ?? '')
  return Promise.resolve(Response.json({ data: fetchAnswers.none ? [] : [town, center] }))
}
/** `none`: no place has what is typed. */
const fetchAnswers = { none: false }
beforeEach(() => {
  fetchAnswers.none = false
  asked.splice(0)
  vi.stubGlobal('fetch', vi.fn(answer))
})
afterEach(() => vi.unstubAllGlobals())

const words = {
  en: { where: 'Where', dates: 'Dates', flex: '± 3 days', divers: 'Divers', search: 'Search' },
  ar: { where: 'المكان', dates: 'التواريخ', flex: '± 3 أيام', divers: 'الغواصون', search: 'ابحث' },
}

/** `YYYY-MM-DD` of the local day `days` from today (the calendar's days are local). */
const fromToday = (days: number) => {
  const now = new Date()
  return addDays(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`, days)
}
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!

describe.each(['en', 'ar'] as const)('the search sheet (%s)', (locale) => {
  const w = words[locale]

  it('a place picked with the keyboard, days on the calendar with their flexibility and the divers: Search hands over that, and no month', async () => {
    const onSearch = vi.fn()
    await renderWithProviders(<SearchSheet value={{}} placeName={null} part="where" onClose={() => {}} onSearch={onSearch} />, { locale })
    const where = screen.getByRole('combobox', { name: w.where })
    await waitFor(() => expect(document.activeElement).toBe(where))
    fireEvent.change(where, { target: { value: 'marsa' } })
    await screen.findByRole('option', { name: /Poseidon/ })
    expect(asked).toEqual(['marsa']) // once typing paused, not once a key
    fireEvent.keyDown(where, { key: 'ArrowDown' })
    fireEvent.keyDown(where, { key: 'Enter' })
    expect((where as HTMLInputElement).value).toBe('Marsa Alam')

    fireEvent.click(screen.getByRole('radio', { name: w.dates }))
    const [from, to] = [fromToday(1), fromToday(4)]
    fireEvent.click(day(from))
    fireEvent.click(day(to))
    fireEvent.click(screen.getByRole('radio', { name: w.flex }))
    fireEvent.change(screen.getByLabelText(w.divers), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).toHaveBeenCalledWith({ place: 20, center: undefined, from, to, flex: 3, seats: 2, date: undefined }, 'Marsa Alam')
  })

  it('a place typed and not picked is searched as its first suggestion; a name with none keeps the sheet on the field; typing over a pick lets it go', async () => {
    const onSearch = vi.fn()
    await renderWithProviders(<SearchSheet value={{ date: '2027-03' }} placeName={null} part="where" onClose={() => {}} onSearch={onSearch} />, { locale })
    const where = screen.getByRole('combobox', { name: w.where })
    fireEvent.focus(where)
    fireEvent.change(where, { target: { value: 'marsa' } })
    await screen.findByRole('option', { name: /Poseidon/ })
    fireEvent.blur(where) // a tap on Search closes the suggestions first
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).toHaveBeenLastCalledWith({ date: '2027-03', place: 20, center: undefined, from: undefined, to: undefined, flex: undefined }, 'Marsa Alam')

    // Picked, then typed over: the search no longer keeps the place the field stopped showing.
    onSearch.mockClear()
    fireEvent.focus(where)
    fireEvent.change(where, { target: { value: 'poseidon' } })
    fireEvent.click(await screen.findByRole('option', { name: /Poseidon/ }))
    fetchAnswers.none = true
    fireEvent.change(where, { target: { value: 'zzqx' } })
    await waitFor(() => expect(asked.at(-1)).toBe('zzqx'))
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(where)
    // Emptied by hand: anywhere, not the center picked before.
    fireEvent.change(where, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).toHaveBeenLastCalledWith({ date: '2027-03', place: undefined, center: undefined, from: undefined, to: undefined, flex: undefined }, null)
  })

  it('a center is searched as a center; one day chosen is a one-day range; a month sends no days', async () => {
    const onSearch = vi.fn()
    const { unmount } = await renderWithProviders(
      <SearchSheet value={{ date: '2027-03', flex: 7 }} placeName={null} part="when" onClose={() => {}} onSearch={onSearch} />,
      { locale },
    )
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).toHaveBeenLastCalledWith({ date: '2027-03', from: undefined, to: undefined, flex: undefined }, null)
    unmount()

    await renderWithProviders(<SearchSheet value={{ date: '2027-03' }} placeName={null} part="where" onClose={() => {}} onSearch={onSearch} />, { locale })
    const where = screen.getByRole('combobox', { name: w.where })
    fireEvent.focus(where)
    fireEvent.change(where, { target: { value: 'poseidon' } })
    fireEvent.click(await screen.findByRole('option', { name: /Poseidon/ }))
    fireEvent.click(screen.getByRole('radio', { name: w.dates }))
    fireEvent.click(day(fromToday(2)))
    fireEvent.click(screen.getByRole('button', { name: w.search }))
    expect(onSearch).toHaveBeenLastCalledWith(
      { date: undefined, place: undefined, center: 9, from: fromToday(2), to: fromToday(2) },
      'Poseidon Divers Marsa Alam',
    )
  })
})
