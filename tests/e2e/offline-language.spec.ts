import { expect, test } from '@playwright/test'
import { hasRealCoordinates } from '../../src/lib/geo.ts'
import { branchDetail, detailPath } from './branch-helpers.ts'
import { openIn } from './helpers.ts'
import { controlled, leaveApp, Phone } from './offline-helpers.ts'

const words = {
  en: { safari: 'Safari', centers: 'Dive Centers', switchTo: 'العربية', location: 'الموقع', note: /كما حُفظت بالإنجليزية/ },
  ar: { safari: 'سفاري', centers: 'مراكز الغوص', switchTo: 'English', location: 'Location', note: /shown as saved in Arabic/ },
} as const
const other = { en: 'ar', ar: 'en' } as const

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: a branch with its map and a month of trips, opened online, still open after switching language on the boat, restart after restart, saying in which language they were saved`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const phone = new Phone(testInfo, baseURL, { width: 1280, height: 800 })
    try {
      // In the harbour, in the diver's language, through the app's own links (a first visit's page
      // also carries its answers in English, decision 021): a branch with its map, and this month's trips.
      let page = await phone.open()
      await openIn(page, lang, '/')
      await controlled(page)
      const main = page.getByRole('main')
      await page.getByRole('banner').getByRole('link', { name: w.centers }).click()
      await expect(main.getByRole('article').first()).toBeVisible()
      // The list as it settles (its answer in the page's language may replace a first one).
      await page.waitForLoadState('networkidle')
      const hrefs = await main.locator('a[href*="/branch/details/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      let id = 0
      for (const href of hrefs) {
        const detail = await branchDetail(request, Number(href.split('/').at(-1)))
        if (hasRealCoordinates(detail.branchDetailsDto.lat, detail.branchDetailsDto.lng)) {
          id = detail.branchDetailsDto.branchId
          break
        }
      }
      expect(id).toBeGreaterThan(0)
      const savedName = (await branchDetail(request, id, lang)).branchDetailsDto.branchName
      const otherName = (await branchDetail(request, id, other[lang])).branchDetailsDto.branchName
      await main.locator(`a[href$="/${id}"]:visible`).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(savedName)
      const location = page.getByRole('region', { name: lang === 'en' ? 'Location' : 'الموقع' })
      await location.scrollIntoViewIfNeeded()
      await expect(location.locator('canvas')).toBeVisible({ timeout: 20_000 })
      await page.getByRole('banner').getByRole('link', { name: w.safari }).click()
      await expect(page).toHaveURL(/\/trips\?/)
      const tripsUrl = new URL(page.url()).pathname + new URL(page.url()).search
      const titles = page.locator('.trip-card h3')
      await expect(titles.first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      // Every card of the month once built: a list shows its first four, then the rest after its first
      // paint, and the page's own language's answer may replace a first one and start again.
      let trips: string[] = []
      await expect
        .poll(
          async () => {
            const before = trips.join('\n')
            trips = await titles.allTextContents()
            return trips.length > 0 && trips.join('\n') === before
          },
          { intervals: [1_000] },
        )
        .toBe(true)
      await leaveApp(page)

      // On the boat, the language switched there, then the app opened again twice with no signal.
      for (const start of [1, 2]) {
        page = await phone.open({ offline: true })
        if (start === 1) {
          await page.goto('/')
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await page.getByRole('banner').getByRole('button', { name: w.switchTo }).click()
          await expect(page.locator('html')).toHaveAttribute('lang', other[lang])
        }
        await page.goto(detailPath(id))
        await expect(page.locator('html')).toHaveAttribute('lang', other[lang])
        // The saved page, in the words it was saved in, with the note in the language on screen.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(savedName)
        await expect(page.getByRole('status').filter({ hasText: w.note })).toBeVisible()
        const map = page.getByRole('region', { name: w.location })
        await map.scrollIntoViewIfNeeded()
        await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 })
        await page.goto(tripsUrl)
        await expect.poll(() => page.locator('.trip-card h3').allTextContents()).toEqual(trips)
        await expect(page.getByRole('status').filter({ hasText: w.note })).toBeVisible()
        await leaveApp(page)
      }

      // Back online: the server's answer in the language chosen replaces the copy, and the note goes.
      page = await phone.open()
      await page.goto(detailPath(id))
      await expect(page.locator('html')).toHaveAttribute('lang', other[lang])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherName)
      await expect(page.getByRole('status').filter({ hasText: w.note })).toHaveCount(0)
    } finally {
      await phone.dispose()
    }
  })
}
