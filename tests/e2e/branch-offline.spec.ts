import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { openIn } from './helpers.ts'
import { detailPath, findBranch } from './branch-helpers.ts'
import { hasRealCoordinates } from '../../src/lib/geo.ts'
import { leaveApp } from './offline-helpers.ts'

/** Every image inside `scope` has been decoded (from the network or the service worker's cache). */
async function imagesLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll(
          (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true)
}

test.describe('offline after a browser restart', () => {
  test('the directory and a detail seen once open with no network; what was never seen says so', async ({ baseURL }, testInfo) => {
    test.setTimeout(120_000)
    const profile = mkdtempSync(join(tmpdir(), 'reefline-profile-'))
    const options = { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 1280, height: 800 } }
    let context: BrowserContext = await chromium.launchPersistentContext(profile, options)
    try {
      let page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await page.evaluate(async () => navigator.serviceWorker.ready)
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true)

      await page.goto('/branch/list/diveCenters?page=2')
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(10)
      const names = await cards.getByRole('heading', { level: 2 }).allTextContents()
      await imagesLoaded(page, '.branch-card img')
      await cards.first().getByRole('link', { name: 'More Details' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!)
      const detailUrl = new URL(page.url()).pathname
      await imagesLoaded(page, '.gallery-grid img')
      await leaveApp(page)
      await context.close()

      context = await chromium.launchPersistentContext(profile, options)
      await context.setOffline(true)
      page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/branch/list/diveCenters?page=2')
      await expect(page.getByRole('status').filter({ hasText: /offline/ })).toBeVisible()
      const restored = page.getByRole('main').getByRole('article')
      await expect(restored).toHaveCount(10)
      await expect.poll(() => restored.getByRole('heading', { level: 2 }).allTextContents()).toEqual(names)
      await imagesLoaded(page, '.branch-card img')

      await page.goto(detailUrl)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!)
      await imagesLoaded(page, '.gallery-grid img')

      // A detail never opened on this device: said plainly, with a way back — no endless spinner.
      await page.goto('/branch/details/x/150')
      await expect(page.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeVisible()
      await page.getByRole('button', { name: 'Go back' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!)
      await page.goto('/branch/list/freelancers?q=zz')
      await expect(page.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toBeVisible()
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' })
  test('the app starts and works where service workers are unavailable', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next dive')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dive Centers' }).click()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10)
    // The worker registers after load, once the browser is idle: by then a failed registration has thrown.
    await page.waitForLoadState('load')
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => setTimeout(idle, 0), { timeout: 5000 })))
    expect(errors).toEqual([])
  })

  for (const lang of ['en', 'ar'] as const) {
    test(`offline before the map and the carousel were ever loaded, the page stays: reviews as a list, the map says why (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      const detail = await findBranch(request, (d) => hasRealCoordinates(d.branchDetailsDto.lat, d.branchDetailsDto.lng) && d.customerReviews.length > 0, 3)
      const words =
        lang === 'en'
          ? { reviews: 'Customer reviews', location: 'Location', map: /The map needs a connection/ }
          : { reviews: 'آراء العملاء', location: 'الموقع', map: /تحتاج الخريطة إلى اتصال/ }
      // A phone: the reviews and the map are far below the first screen, so their code is not asked for yet.
      await page.setViewportSize({ width: 360, height: 740 })
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /reviews-carousel|place-map/.test(entry.name)).length)).toBe(
        0,
      )
      await context.setOffline(true)
      const reviews = page.getByRole('region', { name: words.reviews })
      await reviews.scrollIntoViewIfNeeded()
      // The same reviews, one after the other, and the rest of the page still there.
      await expect(reviews.locator('.review-list figure')).toHaveCount(detail.customerReviews.length)
      await expect(reviews.getByText(detail.customerReviews[0]!.body, { exact: true }).first()).toBeVisible()
      const location = page.getByRole('region', { name: words.location })
      await location.scrollIntoViewIfNeeded()
      await expect(location.getByText(words.map)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Back online, the carousel and the map load where they said they could not.
      await context.setOffline(false)
      await expect(reviews.locator('.reviews-swiper')).toBeVisible()
      await expect(location.locator('canvas')).toBeVisible()
    })
  }
})
