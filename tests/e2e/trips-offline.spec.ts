import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, test } from '@playwright/test'
import { openIn } from './helpers.ts'
import { leaveApp } from './offline-helpers.ts'

// On the boat: a month of trips and a trip's page, seen once online, open in Arabic with no network
// after the browser was closed, from the persisted query cache and the service worker's precache.
test('ar: the trips of a month and a trip page seen once open offline after a browser restart', async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const profile = mkdtempSync(join(tmpdir(), 'reefline-profile-'))
  const options = { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 360, height: 800 } }
  let context: BrowserContext = await chromium.launchPersistentContext(profile, options)
  try {
    let page = context.pages()[0] ?? (await context.newPage())
    await openIn(page, 'ar', '/')
    await page.evaluate(async () => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true)

    const month = await page.evaluate(() => {
      const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1)
      return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`
    })
    const tripsUrl = `/trips?date=${month}&activity=diving`
    await page.goto(tripsUrl)
    const titles = page.locator('.trip-card h3')
    await expect(titles.first()).toBeVisible()
    const names = await titles.allTextContents()
    expect(names.length).toBeGreaterThan(0)
    await titles.first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!)
    const detailUrl = new URL(page.url()).pathname
    const facts = await page.getByRole('main').innerText()
    await leaveApp(page)
    await context.close()

    context = await chromium.launchPersistentContext(profile, options)
    await context.setOffline(true)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto(tripsUrl)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect.poll(() => page.locator('.trip-card h3').allTextContents()).toEqual(names)

    await page.goto(detailUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!)
    // The same policy, dates and prices as online: nothing on the page depends on the network.
    await expect(page.getByRole('region', { name: 'سياسة الإلغاء' })).toBeVisible()
    expect(facts).toContain(await page.getByRole('region', { name: 'سياسة الإلغاء' }).innerText())
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
