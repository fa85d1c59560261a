/// <reference lib="dom" />
/**
 * The install sheet's screenshots (build/manifest.ts), taken from a running Reefline in both
 * languages: `npm start` (or any server with the seed), then
 * `BASE_URL=http://127.0.0.1:8080 npm run screenshots`. Writes public/screenshots/*.png.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { root } from './build-stamp.ts'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080'
const out = join(root, 'public/screenshots')
mkdirSync(out, { recursive: true })
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] })

const shots = [
  // On a phone, the month's trips themselves rather than the filters above them.
  { name: 'trips', path: '/trips', form: 'narrow', viewport: { width: 360, height: 740 }, scale: 2, ready: '.trip-card img', scroll: '.trip-card' },
  {
    name: 'branch',
    path: '/branch/details/diveCenters/2',
    form: 'wide',
    viewport: { width: 1280, height: 800 },
    scale: 1,
    ready: '.gallery-grid img',
    scroll: null,
  },
] as const

try {
  for (const lang of ['en', 'ar'] as const) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, serviceWorkers: 'block', reducedMotion: 'reduce' })
      await context.addInitScript((value) => localStorage.setItem('language', value), lang === 'ar' ? '2' : '1')
      const page = await context.newPage()
      await page.goto(`${base}${shot.path}`)
      await page.locator(shot.ready).first().waitFor()
      // Below the sticky header, with a little of the page above the first card.
      if (shot.scroll)
        await page
          .locator(shot.scroll)
          .first()
          .evaluate((element) => scrollTo(0, element.getBoundingClientRect().top + scrollY - 120))
      // The pictures on the first screen (lazy ones further down never load).
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)]
            .filter((image) => image.getBoundingClientRect().top < innerHeight)
            .every((image) => image.complete),
        shot.ready,
      )
      await page.screenshot({ path: join(out, `${shot.name}-${lang}-${shot.form}.png`) })
      await context.close()
    }
  }
} finally {
  await browser.close()
}
