import { expect, type Page, test } from '@playwright/test'
import { directory } from './branch-helpers.ts'
import { openIn } from './helpers.ts'
import { busyMonth, searchTrips, tripDetails } from './trips-helpers.ts'

// A first visit (no service worker yet) gets the page's answers inside its HTML: the page renders
// them without asking the API, in English; a visitor whose stored language is Arabic gets Arabic
// data from the API, the English answers unused.

// Each navigation here is a first visit: the service worker a page registers could otherwise take
// the next navigation in the same context and serve the shell without answers (as it should).
test.use({ serviceWorkers: 'block' })

type ApiCall = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null }

/**
 * The API calls a page makes, read by name (path, query parameters, body fields), never as whole
 * strings: a call asked with its parameters in another order, or one more, is still that call.
 */
function apiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/website/v1/')) return
    const posted = request.postData()
    calls.push({
      method: request.method(),
      path: url.pathname.slice('/api/website/v1'.length).toLowerCase(),
      query: url.searchParams,
      body: posted ? (JSON.parse(posted) as Record<string, unknown>) : null,
    })
  })
  return calls
}
const isCall = (call: ApiCall, path: string) => call.path === path.toLowerCase()
/** Page 1 of a list: asked with no page, or page 1. */
const firstPage = (value: string | number | null | undefined) => value === undefined || value === null || String(value) === '1'

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()

test('a month of trips opens on a first visit without asking the API for its list, rates or filters', async ({ page, request }) => {
  const month = await busyMonth(request)
  const { data } = await searchTrips(request, { month })
  expect(data.items.length).toBeGreaterThan(0)
  const calls = apiCalls(page)
  await page.goto(`/trips?date=${month}`)
  await expect.poll(() => cardNames(page)).toEqual(data.items.map((item) => item.name))
  // The first card's price is converted with the carried rates (US dollars by default).
  const { data: rates } = (await (await request.get('/api/website/v1/Wallet/Rates')).json()) as { data: { rates: Record<string, number> } }
  const first = data.items[0]!
  const dollars = (first.netPrice / rates.rates[first.currency]!).toFixed(2)
  await expect(page.getByRole('article').first()).toContainText(`$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
  // What the page wants next still comes from the API: the watch is on.
  await expect.poll(() => calls.some((call) => isCall(call, '/Trips/Search') && call.query.get('page') === '2')).toBe(true)
  const asked = calls.filter(
    (call) =>
      (isCall(call, '/Trips/Search') && firstPage(call.query.get('page') ?? undefined)) ||
      isCall(call, '/Wallet/Rates') ||
      isCall(call, '/General/GetCountries') ||
      isCall(call, '/Mobile/Organizations'),
  )
  expect(asked).toEqual([])
})

test('a visitor reading Arabic gets the month in Arabic from the API, not the English answers', async ({ page, request }) => {
  const month = await busyMonth(request)
  const { data } = await searchTrips(request, { month }, 'ar')
  expect(data.items.length).toBeGreaterThan(0)
  const calls = apiCalls(page)
  await openIn(page, 'ar', `/trips?date=${month}`)
  await expect.poll(() => cardNames(page)).toEqual(data.items.map((item) => item.name))
  await expect
    .poll(() => calls.some((call) => isCall(call, '/Trips/Search') && call.query.get('month') === month && call.query.get('lang') === 'ar'))
    .toBe(true)
})

test('a trip page and a dive center page open from their carried answers', async ({ page, request }) => {
  const month = await busyMonth(request)
  const trip = (await searchTrips(request, { month, activity: 'diving' })).data.items[0]
  expect(trip).toBeDefined()
  const details = await tripDetails(request, trip!.id)
  const calls = apiCalls(page)
  await page.goto(`/trips/tripDetails/any-name/${trip!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.trip.name)
  // The wrong name in the address is replaced by the real one (SPEC §9), from the carried answer.
  await expect(page).toHaveURL(new RegExp(`/trips/tripDetails/[^/]+/${trip!.id}$`))
  await expect(page).not.toHaveURL(/any-name/)
  expect(calls.filter((call) => isCall(call, '/Trips/TripDetails'))).toEqual([])

  await page.goto(`/branch/details/any-name/${details.branch.branchId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.branch.name)
  expect(calls.filter((call) => isCall(call, '/BranchWeb/BranchDetail'))).toEqual([])
})

test('the directory and a course date open from their carried answers, the directory with its filters', async ({ page, request }) => {
  const { data: list } = await directory(request, { Page: 1, SortBy: 'za', PayLater: true })
  expect(list.diveCenters.length).toBeGreaterThan(0)
  const calls = apiCalls(page)
  await page.goto('/branch/list/diveCenters?sort=za&payLater=true')
  await expect
    .poll(() => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents())
    .toEqual(list.diveCenters.map((center) => center.branchName))
  expect(
    calls.filter(
      (call) =>
        (isCall(call, '/BranchWeb/DiveCenters') && firstPage(call.body?.Page as number | undefined)) ||
        isCall(call, '/General/GetCountries') ||
        isCall(call, '/Mobile/Organizations'),
    ),
  ).toEqual([])
  // The next page is still asked for, once the page has loaded.
  await expect.poll(() => calls.some((call) => isCall(call, '/BranchWeb/DiveCenters') && call.body?.Page === 2)).toBe(true)

  const month = await busyMonth(request)
  const course = (await searchTrips(request, { month, activity: 'course' })).data.items[0]
  expect(course).toBeDefined()
  await page.goto(`/trips/course/any-name/${course!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course!.name)
  expect(calls.filter((call) => isCall(call, '/Trips/CourseDetails'))).toEqual([])
})

test("the home opens its next departures from its carried answers; an Arabic reader's come from the API", async ({ page, request }) => {
  // No month: the search starts today, as the home's call does.
  const upcomingNames = async (lang: 'en' | 'ar') => {
    const { data } = await searchTrips(request, {}, lang)
    expect(data.items.length).toBeGreaterThan(0)
    return data.items.slice(0, 4).map((item) => item.name)
  }
  const shown = () => page.getByRole('region', { name: 'Upcoming trips and courses' }).getByRole('heading', { level: 3 }).allTextContents()
  const english = await upcomingNames('en')
  const calls = apiCalls(page)
  await page.goto('/')
  await expect.poll(shown).toEqual(english)
  // The sections below the first ask for themselves: the watch is on.
  await expect.poll(() => calls.some((call) => isCall(call, '/BranchWeb/DiveCenters'))).toBe(true)
  expect(calls.filter((call) => (isCall(call, '/Trips/Search') && !call.query.has('month')) || isCall(call, '/Wallet/Rates'))).toEqual([])

  const arabic = await upcomingNames('ar')
  await openIn(page, 'ar', '/')
  await expect.poll(() => page.getByRole('region', { name: 'الرحلات والدورات القادمة' }).getByRole('heading', { level: 3 }).allTextContents()).toEqual(arabic)
  await expect.poll(() => calls.some((call) => isCall(call, '/Trips/Search') && !call.query.has('month'))).toBe(true)
})
