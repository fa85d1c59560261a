import { expect, type Page, test } from '@playwright/test'
import { directory } from './branch-helpers.ts'
import { openIn } from './helpers.ts'
import { busyMonth, monthFromNow, searchTrips } from './trips-helpers.ts'

const labels = {
  en: {
    payNow: 'Pay now',
    payLater: 'Pay later',
    previous: /^Previous month:/,
    month: 'Choose a month',
    min: 'Lowest price',
    max: 'Highest price',
    inverted: 'The lowest price is above the highest price.',
    title: 'Trips in',
    found: /found/,
    notAPrice: 'A price is a number of 0 or more.',
  },
  ar: {
    payNow: 'الدفع الآن',
    payLater: 'الدفع لاحقًا',
    previous: /^الشهر السابق:/,
    month: 'اختر شهرًا',
    min: 'أدنى سعر',
    max: 'أعلى سعر',
    inverted: 'أدنى سعر يتجاوز أعلى سعر.',
    title: 'الرحلات في',
    found: /\S/,
    notAPrice: 'السعر رقم يساوي 0 أو أكثر.',
  },
}

/** A whole number as the page writes it (Arabic digits in Arabic), formatted by the browser. */
const shown = (page: Page, value: number) => page.evaluate((n) => new Intl.NumberFormat(document.documentElement.lang).format(n), value)

for (const lang of ['en', 'ar'] as const) {
  const l = labels[lang]
  test.describe(`trips filters (${lang})`, () => {
    test('pay now and pay later both ticked widen the list, in the trips area and the directory', async ({ page, request }) => {
      const month = await busyMonth(request)
      const now = (await searchTrips(request, { month, payNow: 'true' })).data.total
      const either = (await searchTrips(request, { month, payNow: 'true', payLater: 'true' })).data.total
      expect(either).toBeGreaterThan(now)
      await openIn(page, lang, `/trips?date=${month}`)
      await page.getByLabel(l.payNow).check()
      await expect(page).toHaveURL(/payNow=true/)
      await expect(page.locator('.result-count')).toContainText(await shown(page, now))
      await page.getByLabel(l.payLater).check()
      await expect(page).toHaveURL(/payLater=true/)
      await expect(page.locator('.result-count')).toContainText(await shown(page, either))

      const centersNow = (await directory(request, { Page: 1, PayNow: true })).data.tripsCount
      const centersEither = (await directory(request, { Page: 1, PayNow: true, PayLater: true })).data.tripsCount
      expect(centersEither).toBeGreaterThan(centersNow)
      await page.goto('/branch/list/diveCenters?payNow=true&payLater=true')
      await expect(page.locator('.result-count')).toContainText(await shown(page, centersEither))
    })

    test('no month before this one: an old month goes to this one, and "previous" is disabled there', async ({ page }) => {
      await openIn(page, lang, '/trips?date=2020-01&activity=diving')
      await expect(page).toHaveURL(new RegExp(`date=${monthFromNow(0)}`))
      await expect(page).toHaveURL(/activity=diving/)
      await expect(page.getByRole('button', { name: l.previous })).toBeDisabled()
      await expect(page.getByRole('link', { name: l.previous })).toHaveCount(0)
      // The month picker starts at this month and goes where it is asked.
      const picker = page.getByLabel(l.month)
      await expect(picker).toHaveValue(monthFromNow(0))
      await expect(picker.locator('option').first()).toHaveAttribute('value', monthFromNow(0))
      await picker.selectOption(monthFromNow(2))
      await expect(page).toHaveURL(new RegExp(`date=${monthFromNow(2)}`))
      await expect(page.getByRole('link', { name: l.previous })).toHaveAttribute('href', new RegExp(`date=${monthFromNow(1)}`))
    })

    test('a lowest price above the highest is refused: said beside the prices, never sent', async ({ page, request }) => {
      const month = await busyMonth(request)
      await openIn(page, lang, `/trips?date=${month}`)
      await page.getByLabel(l.min).fill('500')
      await page.getByLabel(l.min).press('Tab')
      await expect(page).toHaveURL(/minPrice=500/)
      await page.getByLabel(l.max).fill('100')
      await page.getByLabel(l.max).press('Tab')
      await expect(page.getByRole('alert').filter({ hasText: l.inverted })).toBeVisible()
      await expect(page.getByLabel(l.max)).toHaveAttribute('aria-invalid', 'true')
      await expect(page).not.toHaveURL(/maxPrice/)
      // A shared link with the two the wrong way round: the page says so (the server would answer 400).
      const refused = await request.get(`/api/website/v1/Trips/Search?month=${month}&minPrice=500&maxPrice=100`)
      expect(refused.status()).toBe(400)
      await page.goto(`/trips?date=${month}&minPrice=500&maxPrice=100`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(l.title)
      await expect(page.getByRole('alert').filter({ hasText: l.inverted })).toBeVisible()
      await expect(page.locator('article')).toHaveCount(0)
    })

    test("a negative price is answered in the page's language, not by the browser's own bubble, and not sent", async ({ page, request }) => {
      const month = await busyMonth(request)
      await openIn(page, lang, `/trips?date=${month}`)
      await page.getByLabel(l.min).fill('-5')
      await page.getByLabel(l.min).press('Enter')
      await expect(page.getByRole('alert').filter({ hasText: l.notAPrice })).toBeVisible()
      await expect(page.getByLabel(l.min)).toHaveAttribute('aria-invalid', 'true')
      await expect(page).not.toHaveURL(/minPrice/)
      // A price again: the message goes and the search applies.
      await page.getByLabel(l.min).fill('5')
      await page.getByLabel(l.min).press('Enter')
      await expect(page).toHaveURL(/minPrice=5/)
      await expect(page.getByRole('alert').filter({ hasText: l.notAPrice })).toHaveCount(0)
    })

    test('a page past the end goes to the last page, in the trips area and the directory alike', async ({ page, request }) => {
      const month = await busyMonth(request)
      const { metaData } = await searchTrips(request, { month })
      expect(metaData.pageCount).toBeGreaterThan(1)
      await openIn(page, lang, `/trips?date=${month}&page=500`)
      await expect(page).toHaveURL(new RegExp(`page=${metaData.pageCount}(&|$)`))
      await expect(page.locator('article').first()).toBeVisible()

      const centers = await directory(request, { Page: 1 })
      expect(centers.metaData.pageCount).toBeGreaterThan(1)
      await page.goto('/branch/list/diveCenters?page=500')
      await expect(page).toHaveURL(new RegExp(`page=${centers.metaData.pageCount}(&|$)`))
    })
  })
}
