import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tripsSearchRequest } from '../../contract/trips.ts'
import { formatDayRange, formatMonth } from '../../shared/format-dates.ts'
import { type RecentSearch, recentSearchesQueryOptions } from '../lib/recent-searches.ts'
import { renderWithProviders, testQueryClient } from '../test/render.tsx'
import { RecentSearches } from './recent-searches.tsx'

const HOUR = 3_600_000
const week: RecentSearch = {
  search: { place: 20, from: '2099-12-10', to: '2099-12-17', flex: 3, seats: 2, activity: 'diving', minPrice: 100, maxPrice: 900 },
  names: { en: 'Marsa Alam' },
  at: Date.now() - 3 * HOUR,
}
const month: RecentSearch = { search: { date: '2099-11' }, names: {}, at: Date.now() - 26 * HOUR }

const words = {
  en: {
    heading: 'Recent searches',
    week: `Marsa Alam · ${formatDayRange('2099-12-10', '2099-12-17', 'en')} ± 3 days · 2 divers · 2 filters`,
    month: `Anywhere · ${formatMonth('2099-11', 'en')}`,
    ago: '3 hours ago',
    yesterday: 'yesterday',
    remove: 'Remove the search',
    clear: 'Clear recent searches',
    offline: 'needs a connection',
  },
  ar: {
    heading: 'عمليات البحث الأخيرة',
    // The place was only ever seen in English: its English name, isolated inside the Arabic line.
    week: `Marsa Alam · ${formatDayRange('2099-12-10', '2099-12-17', 'ar')} ± 3 أيام · غواصان · عاملا تصفية`,
    month: `أي مكان · ${formatMonth('2099-11', 'ar')}`,
    ago: 'قبل 3 ساعات',
    yesterday: 'أمس',
    remove: 'إزالة البحث',
    clear: 'مسح عمليات البحث الأخيرة',
    offline: 'يحتاج إلى اتصال',
  },
}

async function show(locale: 'en' | 'ar', list: RecentSearch[]) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(recentSearchesQueryOptions.queryKey, list)
  const rootRoute = createRootRoute({ component: () => <RecentSearches headingId="recent" /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await renderWithProviders(<RouterProvider router={router} />, { locale, queryClient })
  return queryClient
}

afterEach(() => vi.restoreAllMocks())

describe.each(['en', 'ar'] as const)('the recent searches (%s)', (locale) => {
  const w = words[locale]

  it("lists each search as a link to its address, named by where, when, divers and filters in the screen's language, with its age", async () => {
    await show(locale, [week, month])
    const section = await screen.findByRole('region', { name: w.heading })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining(w.week), expect.stringContaining(w.month)])
    expect(links[0]!.textContent).toContain(w.ago)
    expect(links[1]!.textContent).toContain(w.yesterday)
    const href = new URL(links[0]!.getAttribute('href')!, 'http://localhost')
    expect(href.pathname).toBe('/trips')
    expect(Object.fromEntries(href.searchParams)).toEqual({
      place: '20',
      from: '2099-12-10',
      to: '2099-12-17',
      flex: '3',
      seats: '2',
      activity: 'diving',
      minPrice: '100',
      maxPrice: '900',
    })
    expect(new URL(links[1]!.getAttribute('href')!, 'http://localhost').searchParams.get('date')).toBe('2099-11')
  })

  it('forgets one search with its button, then all with Clear', async () => {
    const queryClient = await show(locale, [week, month])
    fireEvent.click(await screen.findByRole('button', { name: `${w.remove} ${w.week}` }))
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1))
    expect(queryClient.getQueryData(recentSearchesQueryOptions.queryKey)).toEqual([month])
    fireEvent.click(screen.getByRole('button', { name: w.clear }))
    await waitFor(() => expect(screen.queryByRole('region', { name: w.heading })).toBeNull())
    expect(queryClient.getQueryData(recentSearchesQueryOptions.queryKey)).toEqual([])
  })

  it('offline, says which searches this device has no results for', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const queryClient = testQueryClient()
    queryClient.setQueryData(tripsSearchRequest(week.search, '2099-12', locale, 'USD').key, { saved: true })
    queryClient.setQueryData(recentSearchesQueryOptions.queryKey, [week, month])
    const rootRoute = createRootRoute({ component: () => <RecentSearches headingId="recent" /> })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
    await renderWithProviders(<RouterProvider router={router} />, { locale, queryClient })
    const [saved, missing] = await screen.findAllByRole('link')
    expect(saved!.textContent).not.toContain(w.offline)
    expect(missing!.textContent).toContain(w.offline)
  })

  it('shows nothing when the device has run no search, or only ones whose days are gone', async () => {
    await show(locale, [{ search: { from: '2020-01-01', to: '2020-01-05' }, names: {}, at: 1 }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region')).toBeNull()
  })
})
