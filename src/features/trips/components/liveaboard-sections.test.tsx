import { screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveaboardDetails } from '../../../../contract/liveaboards.ts'
import { formatMoney } from '../../../../shared/format.ts'
import { testCabin } from '../../../test/cabin.ts'
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { liveaboardQueryOptions } from '../api/trips.ts'
import { LiveaboardSections } from './liveaboard-sections.tsx'

// One rates table: 1 USD is 0.5 EUR, so a price of EUR 1,000 shows as $2,000.00 to a diver in dollars.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/Wallet/Rates')
        ? Promise.resolve(Response.json({ data: { base: 'USD', rates: { USD: 1, EUR: 0.5 }, updatedAt: '2026-11-28T00:00:00Z' } }))
        : Promise.resolve(new Response('{}', { status: 404 })),
    ),
  ),
)
afterEach(() => vi.unstubAllGlobals())

const site = (placeId: number, name: string) => ({
  placeId,
  name,
  lat: 27,
  lng: 34,
  depthMinM: 18,
  depthMaxM: 27,
  life: [
    { item: 'glassfish' as const, name: 'Glassfish' },
    { item: 'soft-corals' as const, name: 'Soft corals' },
  ],
})
/** A site nobody has described: its name alone. */
const bare = (placeId: number, name: string) => ({ ...site(placeId, name), depthMinM: null, depthMaxM: null, life: [] })
const port = { port: 'New Marina', town: 'Hurghada', lat: 27.2, lng: 33.8, time: '18:00' }
const details: LiveaboardDetails = {
  tempTripId: 41,
  name: 'Northern Wrecks',
  startDate: '2027-03-06',
  endDate: '2027-03-08',
  days: 3,
  numberOfDives: 6,
  currency: 'EUR',
  boat: {
    boatId: 5,
    name: 'Blue Horizon',
    lengthM: 38,
    yearBuilt: 2012,
    yearRefitted: 2022,
    cabins: 12,
    berths: 24,
    guestsMax: 22,
    crew: 14,
    diveDeck: 'Wide deck with camera table',
    tenders: 2,
    nitrox: true,
    safety: [{ item: 'epirb', name: 'EPIRB' }],
    imageUrl: null,
  },
  cabins: [
    testCabin('twin-lower', { name: 'Twin lower', deck: 'lower', deckName: 'Lower deck', cabinsTotal: 6, cabinsLeft: 2 }),
    testCabin('master', { name: 'Master suite', deck: 'upper', deckName: 'Upper deck', price: 1500, singleSupplement: 400, cabinsTotal: 2, cabinsLeft: 0 }),
  ],
  route: {
    name: 'Northern Wrecks & Reefs',
    embark: { ...port, date: '2027-03-06' },
    disembark: { ...port, date: '2027-03-08', time: '09:00' },
    days: [
      { day: 1, date: '2027-03-06', area: 'Harbour', dives: 0, sites: [] },
      { day: 2, date: '2027-03-07', area: 'Abu Nuhas', dives: 4, sites: [site(1, 'Carnatic'), site(2, 'Giannis D')] },
      { day: 3, date: '2027-03-08', area: 'Thistlegorm', dives: 2, sites: [bare(3, 'SS Thistlegorm')] },
    ],
  },
  extras: [
    { item: 'meals', name: 'Full board', included: true, price: null, unit: null },
    { item: 'nitrox', name: 'Nitrox', included: false, price: 10, unit: 'dive' },
    { item: 'tanks', name: '12 L tanks', included: true, price: null, unit: null },
    { item: 'park-fees', name: 'Park fees', included: false, price: 50, unit: 'trip' },
  ],
}

/** The sections as the trip page draws them: the loader has put the answer in the cache, and links need a router. */
async function show(answer: LiveaboardDetails, locale: 'en' | 'ar' = 'en', seatsLeft = 8) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(liveaboardQueryOptions(answer.tempTripId, locale).queryKey, { data: answer, metaData: undefined })
  const rootRoute = createRootRoute({
    component: () => (
      <main data-testid="page">
        <LiveaboardSections id={answer.tempTripId} seatsLeft={seatsLeft} />
      </main>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await renderWithProviders(<RouterProvider router={router} />, { locale, queryClient })
  await screen.findByTestId('page')
}

const section = (name: RegExp | string) => screen.getByRole('region', { name })
const money = (amount: number) => formatMoney(amount, 'USD', 'en')

describe('a liveaboard on its trip page', () => {
  it("shows the boat's facts and links to its page", async () => {
    await show(details)
    const boat = await screen.findByRole('region', { name: 'The boat' })
    expect(within(boat).getByRole('heading', { name: 'Blue Horizon' })).toBeTruthy()
    expect(within(boat).getByText('38 m')).toBeTruthy()
    expect(within(boat).getByText('2012, refitted 2022')).toBeTruthy()
    expect(within(boat).getByText('EPIRB')).toBeTruthy()
    expect(within(boat).getByRole('link').getAttribute('href')).toBe('/boats/5')
  })

  it("prices each cabin per person in the diver's currency, with its supplement, and says which are left and which sold out", async () => {
    await show(details)
    const cabins = within(await screen.findByRole('region', { name: 'Cabins' })).getAllByRole('listitem')
    expect(cabins.map((cabin) => within(cabin).getByRole('heading').textContent)).toEqual(['Twin lower', 'Master suite'])
    expect(await within(cabins[0]!).findByText(money(2000))).toBeTruthy()
    expect(cabins[0]!.textContent).toContain('2 cabins left')
    expect(cabins[0]!.textContent).not.toContain('Single-use')
    expect(await within(cabins[1]!).findByText(money(3000))).toBeTruthy()
    expect(cabins[1]!.textContent).toContain(`Single-use supplement: ${money(800)}`)
    expect(within(cabins[1]!).getByText('Sold out')).toBeTruthy()
  })

  it('says a twin is sold by the berth too, to the same sex, and sells its open shared berth, for the sex it is open to, once no whole twin is left', async () => {
    const [twin, master] = details.cabins
    await show({
      ...details,
      cabins: [
        { ...twin!, cabinsLeft: 0, sharedBerthsOpen: { Male: 1, Female: 0 } },
        { ...master!, sharedBerthsOpen: { Male: 1, Female: 1 } },
      ],
    })
    const cabins = within(await screen.findByRole('region', { name: 'Cabins' })).getAllByRole('listitem')
    expect(cabins[0]!.textContent).toContain('Sold by the berth too, to share with another diver of the same sex.')
    expect(within(cabins[0]!).getByText('1 berth free in a cabin shared with men')).toBeTruthy()
    expect(cabins[0]!.textContent).not.toContain('women')
    expect(within(cabins[0]!).queryByText('Sold out')).toBeNull()
    // A master suite is not shared, whatever its figures say.
    expect(cabins[1]!.textContent).not.toContain('Sold by the berth')
    expect(within(cabins[1]!).getByText('Sold out')).toBeTruthy()
  })

  it('sells no cabin on a departure whose seats are gone, whatever the cabins left say', async () => {
    await show({ ...details, cabins: details.cabins.map((cabin) => ({ ...cabin, sharedBerthsOpen: { Male: 1, Female: 1 } })) }, 'en', 0)
    const cabins = within(await screen.findByRole('region', { name: 'Cabins' })).getAllByRole('listitem')
    for (const cabin of cabins) expect(within(cabin).getByText('Sold out')).toBeTruthy()
    expect(screen.queryByText(/cabins? left|berths? free/)).toBeNull()
  })

  it('walks the route in order, from embarkation through each day with its sites to disembarkation, and warns once', async () => {
    await show(details)
    const route = await screen.findByRole('region', { name: 'Route, day by day' })
    const steps = within(route)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(steps).toEqual(['Embarkation', 'Day 1 · Mar 6, 2027', 'Day 2 · Mar 7, 2027', 'Day 3 · Mar 8, 2027', 'Disembarkation'])
    expect(
      within(within(route).getByRole('list', { name: 'Dive sites of day 2' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Carnatic18–27 m deepGlassfish, Soft corals', 'Giannis D18–27 m deepGlassfish, Soft corals'])
    // How deep and what lives there only where the operator has said.
    expect(
      within(within(route).getByRole('list', { name: 'Dive sites of day 3' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SS Thistlegorm'])
    // The map pictures the list; the list says so to a screen reader.
    expect(within(route).getByRole('region', { name: 'Map of the route' }).textContent).toContain(
      'The list below has every port, day and dive site the map shows.',
    )
    expect(route.textContent).toContain('No dives')
    expect(route.textContent).toContain('New Marina, Hurghada')
    expect(within(route).getAllByText('The route can change with weather and currents.')).toHaveLength(1)
  })

  it('splits what is included from what is extra, each extra with its price and unit', async () => {
    await show(details)
    const extras = await screen.findByRole('region', { name: 'Included and extra' })
    const included = within(extras).getByRole('list', { name: 'Included in the price' })
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Full board', '12 L tanks'])
    const extra = within(extras).getByRole('list', { name: 'At extra cost' })
    await within(extra).findByText(money(20))
    expect(
      within(extra)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Nitrox ${money(20)}Priced at €10.00 per dive`, `Park fees ${money(100)}Priced at €50.00 per trip`])
  })

  it('says nothing of a boat, a route, cabins or extras the operator has not given', async () => {
    await show({ ...details, boat: null, route: null, cabins: [], extras: [] })
    for (const name of ['The boat', 'Cabins', 'Route, day by day', 'Included and extra']) expect(screen.queryByRole('region', { name })).toBeNull()
    expect(document.body.textContent).not.toContain('weather')
  })

  it('is in Arabic with Arabic words, the boat and the route included', async () => {
    await show(details, 'ar')
    expect(await screen.findByRole('region', { name: 'القارب' })).toBeTruthy()
    expect(section('المسار يومًا بيوم').textContent).toContain('قد يتغير المسار بحسب الطقس والتيارات.')
    expect(section('الكبائن').textContent).toContain('نفدت')
    expect(section('المسار يومًا بيوم').textContent).toContain('على عمق 18–27 مترًا')
  })
})
