import { screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VoucherLiveaboard as Liveaboard } from '../../../../contract/liveaboards.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { VoucherLiveaboard } from './voucher-liveaboard.tsx'

afterEach(() => vi.restoreAllMocks())

const call = (port: string, date: string, time: string) => ({ port, town: 'Marsa Alam', date, time, lat: 25.5, lng: 34.6 })
const liveaboard: Liveaboard = {
  boat: { boatId: 9, name: 'M/Y Red Sea Pearl', lengthM: 36.5, cabins: 11, imageUrl: null },
  route: {
    name: 'Brothers – Daedalus – Elphinstone',
    embark: call('Port Ghalib', '2027-04-10', '17:00'),
    disembark: call('Port Ghalib', '2027-04-12', '09:00'),
    days: [
      { day: 1, date: '2027-04-10', area: 'Port Ghalib', dives: 0, sites: [] },
      {
        day: 2,
        date: '2027-04-11',
        area: 'The Brothers',
        dives: 4,
        sites: [{ placeId: 3, name: 'The Brothers', lat: 26.3, lng: 34.8, depthMinM: 5, depthMaxM: 40, life: [{ item: 'hammerheads', name: 'Hammerheads' }] }],
      },
      { day: 3, date: '2027-04-12', area: 'Port Ghalib', dives: 0, sites: [] },
    ],
  },
  onBoard: [],
}

/** The section as the voucher draws it, under a router (the boat's link needs one). */
async function draw(value: Liveaboard, locale: 'en' | 'ar' = 'en') {
  const routeTree = createRootRoute({ component: () => <VoucherLiveaboard liveaboard={value} currency="EUR" /> })
  await renderWithProviders(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />, { locale })
}

describe('VoucherLiveaboard', () => {
  it('names the boat, links its page while online, and walks the route from embarkation to disembarkation', async () => {
    await draw(liveaboard)
    const section = await screen.findByRole('region', { name: 'The boat and the route' })
    expect(within(section).getByRole('heading', { name: 'M/Y Red Sea Pearl' })).toBeTruthy()
    expect(section.textContent).toContain('36.5 m · 11 cabins')
    expect(within(section).getByRole('link', { name: 'See the boat' }).getAttribute('href')).toBe('/boats/9')
    const steps = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(steps).toEqual([
      'M/Y Red Sea Pearl',
      'Embarkation',
      expect.stringMatching(/^Day 1 · /),
      expect.stringMatching(/^Day 2 · /),
      expect.stringMatching(/^Day 3 · /),
      'Disembarkation',
    ])
    expect(section.textContent).toContain('Port Ghalib, Marsa Alam')
    expect(within(within(section).getByRole('list', { name: 'Dive sites of day 2' })).getByText('The Brothers')).toBeTruthy()
  })

  it('offline, leaves out the link to a page the device does not keep', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await draw(liveaboard)
    await screen.findByRole('region', { name: 'The boat and the route' })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('is in Arabic', async () => {
    await draw(liveaboard, 'ar')
    const section = await screen.findByRole('region', { name: 'القارب ومساره' })
    expect(within(section).getByRole('heading', { name: 'الصعود إلى القارب' })).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'اطّلع على القارب' })).toBeTruthy()
  })

  it('says what the crew collects on board, each fee and all of them, in either language', async () => {
    const onBoard = [
      { item: 'park-fees' as const, name: 'Marine park fees', amount: 120 },
      { item: 'port-fees' as const, name: 'Port fees', amount: 30.5 },
    ]
    await draw({ ...liveaboard, onBoard })
    const fees = within(await screen.findByTestId('voucher-on-board'))
    expect(fees.getByRole('heading', { name: 'To pay on board' })).toBeTruthy()
    expect(fees.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Marine park fees €120.00', 'Port fees €30.50'])
    expect(fees.getByText(/in all, collected by the crew/).textContent).toBe('€150.50 in all, collected by the crew and not part of what you paid.')
    await draw({ ...liveaboard, onBoard }, 'ar')
    expect(within(screen.getAllByTestId('voucher-on-board').at(-1)!).getByRole('heading', { name: 'يُدفع على متن القارب' })).toBeTruthy()
  })

  it('is left out with neither a boat nor a route nor fees on board', async () => {
    await draw({ boat: null, route: null, onBoard: [] })
    expect(screen.queryByRole('region')).toBeNull()
  })
})
