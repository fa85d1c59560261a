import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { PNG } from 'pngjs'
import type { PlacesSuggestResponse } from '../../contract/places.ts'
import { buildIsStale, root } from '../../scripts/build-stamp.ts'
import { openIn } from './helpers.ts'
import { controlled, Phone } from './offline-helpers.ts'
import { monthFromNow, searchTrips } from './trips-helpers.ts'

// A tiled map style (VITE_MAP_STYLE_URL) is kept as it is viewed, so a map seen in the harbour draws on
// the boat: the style stale-while-revalidate, its tiles cache-first within their limit (sw/map-tiles.ts,
// docs/decisions/043-tiled-map-test-build.md). The style is read at build time, so this test builds the
// PWA a second time (dist-tiles, only when its sources changed) and runs a second real server on it;
// the tiles come from a host this test serves itself, on this machine: a raster style whose tiles are
// one colour that the shipped outlines never draw, so the map's own pixels say where they came from.

const base = Number(process.env.E2E_PORT ?? 4318)
const tilePort = base + 1
const appPort = base + 2
const styleUrl = `http://127.0.0.1:${tilePort}/style.json`
/** The test build's limit: a few views of a phone's map go past it (2,000 in a build that names none). */
const KEPT = 40
const OUT = 'dist-tiles'

/** The tiles' colour (opaque), and the sea's under them: neither is a colour of the outlines style. */
const TILE = [214, 40, 150] as const
const SEA = [20, 40, 60] as const

const words = {
  en: { mapView: 'Map', map: 'Map of the results' },
  ar: { mapView: 'خريطة', map: 'خريطة النتائج' },
}

/** The PWA built with the test's style and limit, unless the last such build is as new as its sources. */
function buildWithTiles(): void {
  const config = `${styleUrl} ${KEPT}`
  const configFile = join(root, OUT, 'map-style.txt')
  if (!buildIsStale(OUT) && existsSync(configFile) && readFileSync(configFile, 'utf8') === config) return
  const built = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_MAP_STYLE_URL: styleUrl, VITE_MAP_TILES_KEPT: String(KEPT) },
  })
  expect(built.status, 'the tiled build').toBe(0)
  writeFileSync(configFile, config)
}

const solidTile = (() => {
  const png = new PNG({ width: 256, height: 256 })
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...TILE, 255], i)
  return PNG.sync.write(png)
})()

/** The tile host: the style, and a tile for any z/x/y; it counts the tiles it served. */
function tileHost(): { server: Server; served: Set<string> } {
  const served = new Set<string>()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', styleUrl).pathname
    // The app's pages fetch the style and the tiles from another origin: CORS, as any tile host answers.
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=3600' }
    if (path === '/style.json') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          version: 8,
          sources: { tiles: { type: 'raster', tiles: [`http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 22 } },
          layers: [
            { id: 'sea', type: 'background', paint: { 'background-color': `rgb(${SEA.join(',')})` } },
            { id: 'tiles', type: 'raster', source: 'tiles', paint: { 'raster-fade-duration': 0 } },
          ],
        }),
      )
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
      served.add(path)
      response.writeHead(200, { ...headers, 'content-type': 'image/png' })
      response.end(solidTile)
    } else {
      response.writeHead(404, headers)
      response.end()
    }
  })
  server.listen(tilePort, '127.0.0.1')
  return { server, served }
}

/** Share of the map's pixels drawn in the tiles' colour. */
async function tileShare(map: Locator): Promise<number> {
  const png = PNG.sync.read(await map.locator('canvas').screenshot())
  let tile = 0
  for (let i = 0; i < png.data.length; i += 4) if (TILE.every((value, channel) => Math.abs(png.data[i + channel]! - value) <= 12)) tile++
  return tile / (png.width * png.height)
}

/** The addresses the worker keeps in one of its caches. */
const cached = (page: Page, name: string) =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname), name)

let server: ChildProcess | null = null
let dataDir = ''

test.describe('a tiled map style, kept as it is viewed', () => {
  // A second build (when stale) and a second server seeding its own database: minutes on a busy machine.
  test.describe.configure({ timeout: 300_000 })
  test.use({ baseURL: `http://127.0.0.1:${appPort}` })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    buildWithTiles()
    dataDir = mkdtempSync(join(tmpdir(), 'reefline-e2e-tiles-'))
    server = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: join(root, OUT),
        DATABASE_URL: '',
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        // The page's CSP lets the map reach the tile host (connect-src), as a deployment with tiles sets it.
        MAP_ORIGINS: `http://127.0.0.1:${tilePort}`,
      },
    })
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${appPort}/api/health`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeout: 480_000, intervals: [1000] },
      )
      .toBe(true)
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  for (const lang of ['en', 'ar'] as const) {
    const w = words[lang]
    test(`(${lang}) the results map draws the tiles seen online on the boat, and keeps no more than its limit`, async ({ request, baseURL }, testInfo) => {
      // A search (a place, not the bare month) has the worker keep the maps' own code for the boat.
      const places = (await (await request.get(`/api/website/v1/Places/Suggest?q=${encodeURIComponent('Marsa Alam')}`)).json()) as PlacesSuggestResponse
      const place = places.data.find((item) => item.kind === 'town' && item.name === 'Marsa Alam')!.id
      let month = monthFromNow(1)
      for (let delta = 2; delta < 13 && (await searchTrips(request, { month, place })).data.total === 0; delta++) month = monthFromNow(delta)
      const address = `/trips?date=${month}&place=${place}`
      let host = tileHost()
      const phone = new Phone(testInfo, baseURL)
      try {
        // In the harbour: the results on the map, drawn from the tile host.
        let page = await phone.open()
        await openIn(page, lang, address)
        await controlled(page)
        await page.getByRole('button', { name: w.mapView, exact: true }).click()
        let map = page.getByRole('region', { name: w.map })
        await expect(map.locator('.map-price').first()).toBeVisible({ timeout: 60_000 })
        await expect.poll(() => tileShare(map), { timeout: 60_000, message: 'the tiles drawn' }).toBeGreaterThan(0.8)
        const seen = [...host.served]
        expect(seen.length).toBeGreaterThan(0)
        // Every tile it drew is in the worker's cache, the style beside them.
        await expect
          .poll(
            async () => {
              const kept = await cached(page, 'reefline-map-tiles')
              return seen.filter((tile) => !kept.includes(tile))
            },
            { timeout: 20_000, message: 'the tiles kept' },
          )
          .toEqual([])
        expect(await cached(page, 'reefline-map-style')).toContain('/style.json')
        await page.screenshot({ path: testInfo.outputPath(`tiles-online-${lang}.png`) })

        // On the boat: no network at all (every request aborted) and the tile host gone too.
        await new Promise<void>((resolve) => host.server.close(() => resolve()))
        page = await phone.open({ offline: true })
        await page.goto(address)
        await page.getByRole('button', { name: w.mapView, exact: true }).click()
        map = page.getByRole('region', { name: w.map })
        await expect(map).toBeVisible()
        await expect.poll(() => tileShare(map), { timeout: 60_000, message: 'the kept tiles drawn offline' }).toBeGreaterThan(0.8)
        await page.screenshot({ path: testInfo.outputPath(`tiles-offline-${lang}.png`) })

        // Back online, the diver zooms in and in: more tiles than the limit are seen, and the cache keeps
        // no more than it, the first seen leaving first.
        host = tileHost()
        page = await phone.open()
        await page.goto(address)
        await page.getByRole('button', { name: w.mapView, exact: true }).click()
        map = page.getByRole('region', { name: w.map })
        await expect.poll(() => tileShare(map), { timeout: 60_000 }).toBeGreaterThan(0.8)
        const zoomIn = map.locator('.maplibregl-ctrl-zoom-in')
        for (let step = 0; step < 6 && seen.length + host.served.size <= KEPT + 10; step++) {
          const before = host.served.size
          await zoomIn.click()
          await expect.poll(() => host.served.size, { timeout: 30_000 }).toBeGreaterThan(before)
          // drawn (the markers and "Search this area" cover some of it)
          await expect.poll(() => tileShare(map), { timeout: 30_000 }).toBeGreaterThan(0.5)
        }
        expect(new Set([...seen, ...host.served]).size).toBeGreaterThan(KEPT)
        await expect
          .poll(async () => (await cached(page, 'reefline-map-tiles')).length, { timeout: 20_000, message: 'the cache trimmed to its limit' })
          .toBeLessThanOrEqual(KEPT)
        const kept = await cached(page, 'reefline-map-tiles')
        expect(kept.length).toBeGreaterThan(KEPT / 2)
        expect(
          seen.some((tile) => !kept.includes(tile)),
          'the oldest tiles dropped',
        ).toBe(true)
      } finally {
        await phone.dispose()
        host.server.close()
      }
    })
  }
})
