import { expect, type Page, test } from '@playwright/test'
import { en, openIn, signIn } from './helpers.ts'
import { shiftMonth } from '../../src/lib/dates.ts'
import { browsingMonth } from '../../contract/activities.ts'
import { busyMonth, monthFromNow, searchTrips } from './trips-helpers.ts'

const monthName = (month: string, locale: string) => {
  const [year, index] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, index! - 1, 1)))
}
/** The cards' names, in the order shown. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()

const labels = {
  en: {
    title: 'Trips in',
    activity: 'Activity',
    sort: 'Sort',
    next: /^Next month:/,
    previous: /^Previous month:/,
    diving: 'Diving',
    found: /departures? found/,
    clear: 'Clear filters',
    none: 'No departures found',
    pagination: 'Pagination',
  },
  ar: {
    title: 'الرحلات في',
    activity: 'النشاط',
    sort: 'الترتيب',
    next: /^الشهر التالي:/,
    previous: /^الشهر السابق:/,
    diving: 'غوص',
    found: /رحل/,
    clear: 'مسح عوامل التصفية',
    none: 'لم يُعثر على أي رحلة',
    pagination: 'ترقيم الصفحات',
  },
}

for (const lang of ['en', 'ar'] as const) {
  const l = labels[lang]
  test.describe(`trips area (${lang})`, () => {
    test('month navigation and filters live in the URL: reload and Back keep them', async ({ page, request }) => {
      const month = await busyMonth(request)
      await openIn(page, lang, `/trips?date=${month}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(l.title)
      await expect(page.getByRole('status').filter({ hasText: l.found })).toBeVisible()

      await page.getByRole('link', { name: l.next }).click()
      await expect(page).toHaveURL(new RegExp(`date=${shiftMonth(month, 1)}`))
      // The address changes as the next month starts loading: wait for its page, not the one leaving.
      await expect(page.getByRole('link', { name: l.previous })).toHaveAttribute('href', new RegExp(`date=${month}`))
      await page.getByRole('link', { name: l.previous }).click()
      await expect(page).toHaveURL(new RegExp(`date=${month}`))

      await page.getByLabel(l.activity).selectOption('diving')
      await expect(page).toHaveURL(/activity=diving/)
      await page.getByLabel(l.sort).selectOption('price-asc')
      await expect(page).toHaveURL(/sort=price-asc/)
      const { data } = await searchTrips(request, { month, activity: 'diving', sort: 'price-asc' }, lang)
      expect(data.items.length).toBeGreaterThan(0)
      await expect(page.getByRole('article').getByRole('heading', { level: 3 }).first()).toHaveText(data.items[0]!.name)
      for (const tag of await page.getByRole('article').locator('.trip-card-tag').allTextContents()) expect(tag).toBe(l.diving)

      await page.reload()
      await expect(page.getByLabel(l.activity)).toHaveValue('diving')
      await expect(page.getByLabel(l.sort)).toHaveValue('price-asc')
      await page.goBack()
      await expect(page).not.toHaveURL(/sort=/)
      await expect(page).toHaveURL(/activity=diving/)
      await expect(page.getByLabel(l.sort)).toHaveValue('date')
      await expect(page.getByLabel(l.activity)).toHaveValue('diving')
    })

    test('sort by price orders by price, as the server does, both ways', async ({ page, request }) => {
      const month = await busyMonth(request)
      for (const sort of ['price-asc', 'price-desc'] as const) {
        const { data } = await searchTrips(request, { month, sort }, lang)
        expect(data.items.length).toBeGreaterThan(1)
        await openIn(page, lang, `/trips?date=${month}&sort=${sort}`)
        await expect.poll(() => cardNames(page)).toEqual(data.items.map((item) => item.name))
      }
      // The server's order is the price order (compared in US dollars through the rates table).
      const { data: rates } = (await (await request.get('/api/website/v1/Wallet/Rates')).json()) as { data: { rates: Record<string, number> } }
      const usd = (item: { netPrice: number; currency: string }) => item.netPrice / rates.rates[item.currency]!
      const ascending = (await searchTrips(request, { month, sort: 'price-asc' })).data.items.map(usd)
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    })

    test("ten a page, and page 2 is the server's page 2", async ({ page, request }) => {
      const month = await busyMonth(request)
      const first = await searchTrips(request, { month }, lang)
      expect(first.data.items).toHaveLength(10)
      await openIn(page, lang, `/trips?date=${month}`)
      await expect.poll(() => cardNames(page)).toHaveLength(10)
      await page.getByRole('navigation', { name: l.pagination }).locator('a[rel="next"]').click()
      await expect(page).toHaveURL(/page=2/)
      const second = await searchTrips(request, { month, page: 2 }, lang)
      await expect.poll(() => cardNames(page)).toEqual(second.data.items.map((item) => item.name))
    })

    test('a malformed month falls back to this one; no match offers to clear the filters', async ({ page }) => {
      await openIn(page, lang, '/trips?date=2026-13')
      if (lang === 'en') await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trips in ${monthName(browsingMonth(), 'en')}`)
      else await expect(page.getByRole('heading', { level: 1 })).toContainText(l.title)
      await expect(page).toHaveTitle(new RegExp(`^${l.title}`))

      await page.goto(`/trips?date=${monthFromNow(1)}&minPrice=90000000`)
      await expect(page.getByRole('status')).toHaveText(l.none)
      await page.getByRole('link', { name: l.clear }).click()
      await expect(page).not.toHaveURL(/minPrice/)
      await expect(page.getByRole('article').first()).toBeVisible()
    })
  })
}

test('a heart on a trip card is kept after a reload (signed in)', async ({ page, request }) => {
  const month = await busyMonth(request)
  await openIn(page, 'en', '/auth/signin')
  await signIn(page, en)
  await expect(page).toHaveURL('/')
  await page.goto(`/trips?date=${month}`)
  const card = page.getByRole('article').first()
  const heart = card.getByRole('button', { name: /^Save .* to favorites$/ })
  const before = (await heart.getAttribute('aria-pressed')) === 'true'
  const saved = page.waitForResponse((response) => response.url().includes('/Favorites/Set') && response.ok())
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', String(!before))
  await saved
  await page.reload()
  await expect(heart).toHaveAttribute('aria-pressed', String(!before))
  await heart.click() // leave the demo diver's marks as they were
  await expect(heart).toHaveAttribute('aria-pressed', String(before))
})
