import { screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BoatDetails } from '../../../../contract/liveaboards.ts'
import { slugify } from '../../../lib/slug.ts'
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { boatQueryOptions } from '../api/boats.ts'
import { BoatPage } from './boat-page.tsx'

// Nothing is asked of the server here: the loader has put the boat in the cache.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
  ),
)
afterEach(() => vi.unstubAllGlobals())

const departure = {
  name: 'Brothers Liveaboard, 7 nights',
  days: 8,
  routeName: 'Brothers – Daedalus – Elphinstone',
  currency: 'USD',
  fromPrice: 1450,
  berthsOpen: { Male: 0, Female: 0 },
}
const boat: BoatDetails = {
  boatId: 5,
  name: 'Blue Horizon',
  lengthM: 38,
  yearBuilt: 2012,
  yearRefitted: null,
  cabins: 12,
  berths: 24,
  guestsMax: 22,
  crew: 14,
  diveDeck: 'Wide deck',
  tenders: 2,
  nitrox: false,
  safety: [],
  imageUrl: null,
  branchId: 9,
  branchName: 'Red Sea Divers',
  images: [{ imageUrl: '/media/boat-1.svg' }],
  cabinPlan: [{ type: 'double', name: 'Double', deck: 'main', deckName: 'Main deck', berths: 2, enSuite: true, cabins: 4 }],
  departures: [
    { ...departure, tempTripId: 70, startDate: '2027-03-06', cabinsLeft: 3 },
    { ...departure, tempTripId: 71, startDate: '2027-04-10', routeName: null, cabinsLeft: 0 },
    { ...departure, tempTripId: 72, startDate: '2027-05-08', cabinsLeft: 0, berthsOpen: { Male: 0, Female: 1 } },
    { ...departure, tempTripId: 73, startDate: '2027-06-05', cabinsLeft: 0, berthsOpen: { Male: 2, Female: 1 } },
  ],
}

async function show(answer: BoatDetails) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(boatQueryOptions(answer.boatId, 'en').queryKey, { data: answer, metaData: undefined })
  const rootRoute = createRootRoute({ component: () => <BoatPage id={answer.boatId} gallery={{ photo: undefined, onPhoto: () => {} }} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await renderWithProviders(<RouterProvider router={router} />, { queryClient })
  await screen.findByRole('heading', { level: 1, name: 'Blue Horizon' })
}

describe("a boat's page", () => {
  it('names its center, its facts and cabin plan, and links each coming departure to its trip page, a full one as sold out and one with shared berths open as open to men or to women', async () => {
    await show(boat)
    expect(screen.getAllByRole('link', { name: 'Red Sea Divers' }).map((link) => link.getAttribute('href'))).toContain(
      `/branch/details/${slugify('Red Sea Divers')}/9`,
    )
    expect(screen.getByText('Not on board')).toBeTruthy()
    const plan = within(screen.getByRole('region', { name: 'Cabin plan' })).getByRole('listitem')
    expect(plan.textContent).toContain('4 cabins')
    expect(plan.textContent).toContain('En-suite bathroom')
    const links = within(screen.getByRole('region', { name: 'Coming departures' })).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([70, 71, 72, 73].map((id) => `/trips/tripDetails/${slugify(departure.name)}/${id}`))
    expect(links[0]!.textContent).toContain('Brothers – Daedalus – Elphinstone')
    expect(links[0]!.textContent).toContain('3 cabins left')
    expect(links[1]!.textContent).toContain(departure.name)
    expect(links[1]!.textContent).toContain('Sold out')
    expect(links[2]!.textContent).toContain('1 berth free in a cabin shared with women')
    expect(links[2]!.textContent).not.toContain('with men')
    expect(links[2]!.textContent).not.toContain('Sold out')
    expect(links[3]!.textContent).toContain('1 berth free in a cabin shared with women · 2 berths free in cabins shared with men')
  })

  it('says when the boat has no coming departure', async () => {
    await show({ ...boat, departures: [] })
    expect(screen.getByText('No departures are scheduled on this boat yet.')).toBeTruthy()
  })
})
