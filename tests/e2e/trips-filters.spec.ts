import { expect, type Page, test } from '@playwright/test'
import { directory } from './branch-helpers.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'
import { browsingMonth } from '../../contract/activities.ts'
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
    filters: /^Filters$/,
    filtersOf: (n: string) => `Filters (${n})`,
    sheet: 'Filters',
    activity: 'Activity',
    payment: 'Payment',
    inEffect: 'Filters in effect',
    remove: (what: string) => `Remove the filter ${what}`,
    clearAll: 'Clear all',
    show: (n: string) => new RegExp(`^Show ${n} departures$`),
    departures: 'Departures',
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
    filters: /^عوامل التصفية$/,
    filtersOf: (n: string) => `عوامل التصفية (${n})`,
    sheet: 'عوامل التصفية',
    activity: 'النشاط',
    payment: 'الدفع',
    inEffect: 'عوامل التصفية المطبّقة',
    remove: (what: string) => `إزالة عامل التصفية ${what}`,
    clearAll: 'مسح الكل',
    show: (n: string) => new RegExp(`^عرض ${n} رحل(ة|ات)$`), // Arabic's plural: رحلات for 3 to 10
    departures: 'الرحلات',
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
      await expect(page).toHaveURL(new RegExp(`date=${browsingMonth()}`))
      await expect(page).toHaveURL(/activity=diving/)
      await expect(page.getByRole('button', { name: l.previous })).toBeDisabled()
      await expect(page.getByRole('link', { name: l.previous })).toHaveCount(0)
      // The month picker starts at this month and goes where it is asked.
      const picker = page.getByLabel(l.month)
      await expect(picker).toHaveValue(browsingMonth())
      await expect(picker.locator('option').first()).toHaveAttribute('value', browsingMonth())
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

  test.describe(`trips filters: typing and the phone's sheet (${lang})`, () => {
    test("a price typed in Max while Min's lands stays as typed, and the search runs with it", async ({ page, request }) => {
      const month = await busyMonth(request)
      const withMin = (await searchTrips(request, { month, minPrice: 40 })).data.total
      const both = (await searchTrips(request, { month, minPrice: 40, maxPrice: 1200 })).data.total
      expect(withMin).not.toBe(both)
      // Min's search is held at the door until the first key is in Max, then goes on to the real server:
      // the order a person at normal speed meets often (8 of 12 tries), made the same every run.
      let typedInMax!: () => void
      const inMax = new Promise<void>((resolve) => (typedInMax = resolve))
      await page.route(/\/Trips\/Search\?(?=.*minPrice=40)(?!.*maxPrice)/, async (route) => {
        await inMax
        await route.continue()
      })
      await openIn(page, lang, `/trips?date=${month}`)
      await page.getByLabel(l.min).pressSequentially('40', { delay: 60 })
      await page.getByLabel(l.max).click()
      await page.getByLabel(l.max).pressSequentially('1', { delay: 60 })
      typedInMax()
      // Min's answer has landed and the list shows it ...
      await expect(page).toHaveURL(/minPrice=40/)
      await expect(page.locator('.result-count')).toContainText(await shown(page, withMin))
      // ... and the "1" is still there; the rest of the price follows it.
      await expect(page.getByLabel(l.max)).toHaveValue('1')
      await page.getByLabel(l.max).pressSequentially('200', { delay: 60 })
      await page.getByLabel(l.max).press('Tab')
      await expect(page.getByLabel(l.max)).toHaveValue('1200')
      await expect(page.getByLabel(l.min)).toHaveValue('40')
      await expect(page).toHaveURL(/maxPrice=1200(&|$)/)
      await expect(page.locator('.result-count')).toContainText(await shown(page, both))
    })

    test("Payment's two boxes line up under its name", async ({ page }) => {
      await openIn(page, lang, '/trips')
      const payment = page.getByRole('group', { name: l.payment, exact: true })
      const now = await payment.getByLabel(l.payNow).boundingBox()
      const later = await payment.getByLabel(l.payLater).boundingBox()
      const legend = await payment.locator('legend').boundingBox()
      expect(now && later && legend).toBeTruthy()
      expect(Math.abs(now!.y - later!.y)).toBeLessThanOrEqual(1)
      expect(now!.y).toBeGreaterThanOrEqual(legend!.y + legend!.height - 1)
    })

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } })

      test('the results start on the first screen; the filters wait in a sheet that keeps the focus, and the chips and the count follow them', async ({
        page,
        request,
      }) => {
        const month = await busyMonth(request)
        const diving = (await searchTrips(request, { month, activity: 'diving' })).data.total
        const divingNow = (await searchTrips(request, { month, activity: 'diving', payNow: 'true' })).data.total
        const now = (await searchTrips(request, { month, payNow: 'true' })).data.total
        const all = (await searchTrips(request, { month })).data.total
        await openIn(page, lang, `/trips?date=${month}`)
        // The first card's title is on the first screen; no filter field is.
        await expect(page.locator('article').first().getByRole('heading')).toBeInViewport({ ratio: 1 })
        await expect(page.getByLabel(l.activity)).toHaveCount(0)
        await noHorizontalOverflow(page)

        const button = page.getByRole('button', { name: l.filters })
        await button.click()
        const sheet = page.getByRole('dialog', { name: l.sheet })
        await expect(sheet).toBeVisible()
        // A modal dialog: the focus is in it, and Tab goes round inside it.
        for (let i = 0; i < 14; i++) {
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
          await page.keyboard.press('Tab')
        }
        // Each change applies at once: the address, and the count on the sheet's button.
        await sheet.getByLabel(l.activity).selectOption('diving')
        await expect(page).toHaveURL(/activity=diving/)
        await expect(sheet.getByRole('button', { name: l.show(await shown(page, diving)) })).toBeVisible()
        await sheet.getByLabel(l.payNow).check()
        await expect(page).toHaveURL(/payNow=true/)
        await expect(sheet.getByRole('button', { name: l.show(await shown(page, divingNow)) })).toBeVisible()
        const divingWord = (await sheet.getByLabel(l.activity).locator('option:checked').textContent())!.trim()
        await page.keyboard.press('Escape')
        await expect(sheet).toHaveCount(0)
        await expect(page.getByRole('button', { name: l.filtersOf(await shown(page, 2)) })).toBeFocused()

        // The filters in effect are chips above the results, with the count they leave.
        const chips = page.getByRole('group', { name: l.inEffect })
        await expect(chips.getByRole('button', { name: /./ })).toHaveCount(3) // two chips and Clear all
        await expect(page.locator('.result-count')).toContainText(await shown(page, divingNow))
        await chips.getByRole('button', { name: l.remove(divingWord) }).click()
        await expect(page).not.toHaveURL(/activity=/)
        await expect(page).toHaveURL(/payNow=true/)
        await expect(page.locator('.result-count')).toContainText(await shown(page, now))
        await expect(chips.getByRole('button', { name: l.remove(l.payNow) })).toBeFocused()
        await chips.getByRole('button', { name: l.clearAll }).click()
        await expect(page).not.toHaveURL(/payNow/)
        await expect(page).toHaveURL(new RegExp(`date=${month}`))
        await expect(chips).toHaveCount(0)
        await expect(page.locator('.result-count')).toContainText(await shown(page, all))
        await expect(page.getByRole('heading', { name: l.departures, exact: true })).toBeFocused()
        await expect(page.getByRole('button', { name: l.filters })).toBeVisible()
      })

      test("in the sheet too, what is typed in Max while Min's lands stays", async ({ page, request }) => {
        const month = await busyMonth(request)
        await openIn(page, lang, `/trips?date=${month}`)
        await page.getByRole('button', { name: l.filters }).click()
        const sheet = page.getByRole('dialog', { name: l.sheet })
        await sheet.getByLabel(l.min).pressSequentially('40', { delay: 60 })
        await sheet.getByLabel(l.max).click()
        await sheet.getByLabel(l.max).pressSequentially('1200', { delay: 60 })
        await sheet.getByLabel(l.max).press('Enter')
        await expect(page).toHaveURL(/minPrice=40&maxPrice=1200|maxPrice=1200.*minPrice=40/)
        await expect(sheet.getByLabel(l.max)).toHaveValue('1200')
        await expect(sheet).toBeVisible()
      })
    })
  })
}
