import { expect, type Page, test } from '@playwright/test'
import type { PlacesSuggestResponse } from '../../contract/places.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'
import { controlled, DAY, leaveApp, Phone } from './offline-helpers.ts'
import { monthFromNow, searchTrips } from './trips-helpers.ts'

// A diver searches in the harbour; on the boat, with no network and the app started again hours and
// days later, the searches are on the home and each opens its results, saying how old they are.

const HOUR = 3_600_000

const words = {
  en: {
    mapView: 'Map',
    map: 'Map of the results',
    recent: 'Recent searches',
    place: 'Marsa Alam',
    anywhere: 'Anywhere',
    divers: '2 divers',
    filter: '1 filter',
    remove: 'Remove the search',
    clear: 'Clear recent searches',
    unavailable: 'Not available offline',
  },
  ar: {
    mapView: 'خريطة',
    map: 'خريطة النتائج',
    recent: 'عمليات البحث الأخيرة',
    place: 'مرسى علم',
    anywhere: 'أي مكان',
    divers: 'غواصان',
    filter: 'عامل تصفية واحد',
    remove: 'إزالة البحث',
    clear: 'مسح عمليات البحث الأخيرة',
    unavailable: 'غير متاح دون اتصال',
  },
}

/** The next December 10 to 17 the calendar offers (the seed has departures then in Marsa Alam). */
function nextDecemberWeek(): { from: string; to: string } {
  const tomorrow = new Date(Date.now() + DAY)
  const year = tomorrow.getMonth() === 11 && tomorrow.getDate() > 10 ? tomorrow.getFullYear() + 1 : tomorrow.getFullYear()
  return { from: `${year}-12-10`, to: `${year}-12-17` }
}

/** "3 hours ago", "2 days ago" as the page's language writes them (the app's `ago`). */
const ago = (page: Page, value: number, unit: 'hour' | 'day') =>
  page.evaluate(([value, unit]) => new Intl.RelativeTimeFormat(document.documentElement.lang, { numeric: 'auto' }).format(-value, unit), [value, unit] as const)

const cardNames = (page: Page) => page.locator('.trip-card h3').allTextContents()

/**
 * The app started on the boat: the phone's proxy cuts the network, but Chromium sends loopback
 * addresses (the test server's 127.0.0.1) past any proxy, so the API is cut here too, for the page
 * and its service worker alike; `asked` counts what the app still tried.
 */
async function atSea(phone: Phone, at: number): Promise<{ page: Page; asked: string[] }> {
  const page = await phone.open({ offline: true, at })
  const asked: string[] = []
  await phone.context!.route('**/api/**', (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return route.abort('internetdisconnected')
  })
  return { page, asked }
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: the searches run in the harbour open on the boat, with their results and how old they are, after offline restarts`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const places = (await (await request.get(`/api/website/v1/Places/Suggest?q=${encodeURIComponent('Marsa Alam')}`)).json()) as PlacesSuggestResponse
    const place = places.data.find((item) => item.kind === 'town' && item.name === 'Marsa Alam')!.id
    const { from, to } = nextDecemberWeek()
    const week = `/trips?place=${place}&from=${from}&to=${to}&flex=3&seats=2`
    const month = monthFromNow(2)
    const monthSearch = `/trips?date=${month}&activity=diving`
    expect((await searchTrips(request, { place, from, to, flex: 3, seats: 2 }, lang)).data.total).toBeGreaterThan(0)
    expect((await searchTrips(request, { month, activity: 'diving' }, lang)).data.total).toBeGreaterThan(0)

    const phone = new Phone(testInfo, baseURL)
    try {
      // In the harbour: two searches, the week in Marsa Alam last.
      let page = await phone.open()
      await openIn(page, lang, '/')
      await controlled(page)
      // Nothing searched yet: the home offers no list.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.getByRole('region', { name: w.recent })).toHaveCount(0)

      await page.goto(monthSearch)
      await expect(page.locator('.trip-card').first()).toBeVisible()
      await page.goto(week)
      await expect(page.locator('.trip-card').first()).toBeVisible()
      const names = await cardNames(page)
      expect(names.length).toBeGreaterThan(0)
      // Online the results are the server's: nothing says they are old.
      await expect(page.locator('.results-age')).toHaveCount(0)

      // A phone shows the list, not the map; the search alone has the worker keep the map's files.
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              (await (await caches.open('reefline-diver-files')).keys()).some((request) => new URL(request.url).pathname.startsWith('/assets/maps-')),
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe(true)

      // The bare trips area (the header's link) lists them under its search bar, newest first.
      await page.goto('/trips')
      const recent = page.getByRole('region', { name: w.recent })
      await expect(recent.getByRole('link')).toHaveCount(2)
      await expect(recent.getByRole('link').first()).toContainText(w.place)
      await expect(recent.getByRole('link').first()).toContainText(w.divers)
      await expect(recent.getByRole('link').nth(1)).toContainText(w.anywhere)
      await expect(recent.getByRole('link').nth(1)).toContainText(w.filter)
      await leaveApp(page)
      const savedAt = Date.now()

      // On the boat, three hours later: no network at all, the worker's own requests included.
      let sea = await atSea(phone, savedAt + 3 * HOUR)
      page = sea.page
      // A search never run here says so, and offers the two whose results the phone kept.
      await page.goto(`/trips?date=${monthFromNow(3)}&activity=liveaboard`)
      await expect(page.getByRole('heading', { level: 1, name: w.unavailable })).toBeVisible()
      const kept = page.getByRole('region', { name: w.recent })
      await expect(kept.getByRole('link')).toHaveCount(2)
      await noHorizontalOverflow(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
      const home = page.getByRole('region', { name: w.recent })
      const weekLink = home.getByRole('link').first()
      await expect(weekLink).toContainText(w.place)
      await expect(weekLink).toContainText(await ago(page, 3, 'hour'))
      await noHorizontalOverflow(page)
      await weekLink.click()
      await expect(page).toHaveURL(/\/trips\?/)
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ place: String(place), from, to, flex: '3', seats: '2' })
      await expect.poll(() => cardNames(page)).toEqual(names)
      const age = page.locator('.results-age')
      await expect(age).toBeVisible()
      await expect(age).toContainText(await ago(page, 3, 'hour'))
      // The page did ask the server again (its answer is stale), and the saved one stayed.
      expect(sea.asked).toContain('/api/website/v1/Trips/Search')
      // The map was never shown on this phone, yet it opens: a search had the worker keep its code and outlines.
      await page.getByRole('button', { name: w.mapView, exact: true }).click()
      const map = page.getByRole('region', { name: w.map })
      await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 })
      await expect(map.locator('.map-unavailable')).toHaveCount(0)

      // Forgotten on the boat, it stays forgotten.
      await page.goto('/')
      await page.getByRole('button', { name: new RegExp(`^${w.remove} ${w.anywhere}`) }).click()
      await expect(page.getByRole('region', { name: w.recent }).getByRole('link')).toHaveCount(1)
      await leaveApp(page)

      // Two days later, the app started offline once more: the week's results are still there, two days old.
      sea = await atSea(phone, savedAt + 2 * DAY)
      page = sea.page
      await page.goto('/')
      const later = page.getByRole('region', { name: w.recent })
      await expect(later.getByRole('link')).toHaveCount(1)
      await later.getByRole('link').click()
      await expect.poll(() => cardNames(page)).toEqual(names)
      await expect(page.locator('.results-age')).toContainText(await ago(page, 2, 'day'))

      // Clear empties the list, and the home says nothing of searches any more.
      await page.goto('/')
      await page.getByRole('button', { name: w.clear }).click()
      await expect(page.getByRole('region', { name: w.recent })).toHaveCount(0)
    } finally {
      await phone.dispose()
    }
  })
}
