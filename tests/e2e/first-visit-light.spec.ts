import { expect, type Page, test } from '@playwright/test'
import { newDiver, openSignedIn } from './account-helpers.ts'
import { controlled } from './offline-helpers.ts'

/** Every file the service worker keeps, by name, with its size as kept. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const files: Array<{ url: string; bytes: number }> = []
    for (const name of await caches.keys()) {
      if (!/precache|diver-files/.test(name)) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) files.push({ url: new URL(request.url).pathname, bytes: (await (await cache.match(request))!.blob()).size })
    }
    return files
  })

const heavy = /place-map-|maplibre-gl-worker-|invoice-pdf-|noto-sans-arabic-arabic-/

test('a first visit of / keeps the shell and every page, not the map, the PDF library or the Arabic font; a diver signing in gets them', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await controlled(page)
  const first = await kept(page)
  expect(first.length).toBeGreaterThan(10)
  expect(first.filter((file) => heavy.test(file.url)).map((file) => file.url)).toEqual([])
  expect(first.some((file) => file.url.startsWith('/assets/trips-'))).toBe(true)

  // Signed in, the trip pack asks the worker for the rest.
  const diver = await newDiver(request, 'en')
  await openSignedIn(page, diver.session, 'en', '/')
  const kinds = async () => [...new Set((await kept(page)).map((file) => heavy.exec(file.url)?.[0]).filter(Boolean))].sort()
  await expect.poll(kinds, { timeout: 30_000 }).toEqual(['invoice-pdf-', 'maplibre-gl-worker-', 'noto-sans-arabic-arabic-', 'place-map-'])
})
