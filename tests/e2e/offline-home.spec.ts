import { expect, type Page, test } from '@playwright/test'
import { todayUtc } from '../../contract/departures.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { bookUpcoming, controlled, DAY, daysAgo, diverAtSea, leaveApp, Phone, savedPackTrips, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    offline: 'Your trips offline',
    bookings: 'My bookings',
    upcoming: 'Upcoming trips and courses',
    centers: 'Popular dive centers',
    departed: 'Departed',
    menu: 'Open menu',
    switchTo: 'العربية',
    otherCenters: 'مراكز الغوص الأعلى تقييمًا',
    note: /كما حُفظت بالإنجليزية/,
    bookingsTitle: 'Bookings',
  },
  ar: {
    offline: 'رحلاتك دون اتصال',
    bookings: 'حجوزاتي',
    upcoming: 'الرحلات والدورات القادمة',
    centers: 'مراكز الغوص الأعلى تقييمًا',
    departed: 'انطلقت',
    menu: 'فتح القائمة',
    switchTo: 'English',
    otherCenters: 'Popular dive centers',
    note: /shown as saved in Arabic/,
    bookingsTitle: 'الحجوزات',
  },
} as const

/** The home's sections, by their headings, in the order the page shows them. */
const sectionTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()

/** Nothing on the page says "not available offline" or any other failure. */
async function noFailures(page: Page) {
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: the installed app opened on a boat a week later: My bookings first, the saved sections with their age and nothing departed under Upcoming, and the same after a language switch`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
    const { trip, phone, page: harbour } = await diverAtSea(request, testInfo, baseURL, lang, lang === 'en' ? 'Home Diver' : 'غواص البيت')
    try {
      // In the harbour the home was open, its sections read; the trip pack is done.
      await expect(harbour.getByRole('heading', { level: 2, name: w.centers })).toBeVisible()
      await waitUntilSaved(harbour, ['"upcoming"', '"top"', '"destinations"'])
      await expect.poll(() => savedPackTrips(harbour), { timeout: 30_000 }).toBe(1)
      await leaveApp(harbour)
      const savedAt = Date.now()
      const later = savedAt + 8 * DAY
      // What the saved Upcoming list still has after a week: what starts after that day.
      const { data } = (await (await request.get(`${API}/Trips/Search`)).json()) as { data: { items: Array<{ startDate: string }> } }
      const stillAhead = data.items.filter((item) => item.startDate > todayUtc(later)).length
      // The harbour's Upcoming had cards (the seed's next departures, which have all left a week later).
      await expect(harbour.getByRole('region', { name: w.upcoming }).locator('.trip-card')).not.toHaveCount(0)

      const page = await phone.open({ offline: true, at: later })
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      // First the way to what the diver came for, above the page's own heading.
      const offline = page.getByRole('region', { name: w.offline })
      await expect(offline).toBeVisible()
      const [first, title] = await Promise.all([offline.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()])
      expect(first!.y).toBeLessThan(title!.y)
      await expect(page.getByRole('heading', { level: 2, name: w.centers })).toBeVisible()
      await noFailures(page)
      const upcoming = page.getByRole('region', { name: w.upcoming })
      if (stillAhead === 0) await expect(upcoming).toHaveCount(0)
      else {
        await expect(upcoming.locator('.trip-card')).toHaveCount(Math.min(4, stillAhead))
        await expect(upcoming.getByText(w.departed)).toHaveCount(0)
        await expect(upcoming.getByText(await daysAgo(page, 8))).toBeVisible()
      }
      await expect(page.getByRole('region', { name: w.centers }).getByText(await daysAgo(page, 8))).toBeVisible()

      // The language switched on the boat: the sections saved in the other language, said so, no failures.
      await page.getByRole('button', { name: w.menu }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.switchTo }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'ar' : 'en')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('heading', { level: 2, name: w.otherCenters })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: w.note })).toBeVisible()
      await noFailures(page)

      // My bookings opens the trip.
      await page
        .getByRole('region', { name: lang === 'en' ? 'رحلاتك دون اتصال' : 'Your trips offline' })
        .getByRole('link')
        .click()
      await expect(page.getByRole('main').getByText(`#${trip.reservationId}`).first()).toBeVisible()
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang}: opened on a boat when only the bookings were ever opened: the hero, the search and My bookings, and no box saying what is missing`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const diver = await newDiver(request, lang)
    await bookUpcoming(request, diver.auth)
    const phone = new Phone(testInfo, baseURL)
    try {
      let page = await phone.open()
      await openSignedIn(page, diver.session, lang, '/user/booking')
      await controlled(page)
      await expect(page.getByRole('heading', { level: 1, name: w.bookingsTitle })).toBeVisible()
      await waitUntilSaved(page, ['"reservations"'])
      await leaveApp(page)

      page = await phone.open({ offline: true })
      await page.goto('/')
      await expect(page.getByRole('region', { name: w.offline })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Give the sections' chunk and their failed requests the time they take.
      await page.waitForLoadState('load')
      await page.waitForTimeout(1500)
      expect(await sectionTitles(page)).toEqual([])
      await noFailures(page)
    } finally {
      await phone.dispose()
    }
  })
}
