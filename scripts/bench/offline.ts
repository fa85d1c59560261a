import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { cancelReservationPath, createBookingPath, reservationsPath, type ReservationsResponse } from '../../contract/booking.ts'
import { tripsSearchPath, type TripsSearchResponse } from '../../contract/trips.ts'
import type { SessionResponse } from '../../contract/users.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/db/seed/index.ts'
import { median, startBenchServer } from './memory.ts'

const base = '/api/website/v1'
const RUNS = 3
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

type Storage = {
  usage: number
  details: Record<string, number>
  queryCache: { bytes: number; queries: number; diver: number }
  deviceFiles: { bytes: number; files: number }
  caches: Array<{ name: string; entries: number; bytes: number }>
}

// The page's side is written as source text: the scripts are typed for Node, without the DOM.
const READ_SAVED_CACHE = `async () => {
  if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return undefined
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('keyval-store')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    if (!db.objectStoreNames.contains('keyval')) return undefined
    return await new Promise((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get('reefline-query-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}`

/**
 * What the trip pack says when it is done: its state (trip-pack.ts, `accountKeys.pack`) saved with
 * the cache, and a voucher and an invoice saved for each of the given bookings in both languages.
 */
const packDone = (ids: number[]) => `(async () => {
  const saved = await (${READ_SAVED_CACHE})()
  const queries = saved?.clientState?.queries ?? []
  const keys = queries.map((query) => JSON.stringify(query.queryKey))
  const state = queries.find((query) => query.queryKey.at(-1) === 'offline-pack')?.state.data
  const wanted = ${JSON.stringify(ids)}.flatMap((id) => ['en', 'ar'].flatMap((lang) => ['"voucher",' + id + ',"' + lang + '"', '"invoice",' + id + ',"' + lang + '"']))
  return Boolean(state) && state.trips === ${ids.length} && wanted.every((fragment) => keys.some((key) => key.includes(fragment)))
})()`

/** Where the device's bytes are: the browser's estimate, the saved query cache, the card picture, each Cache API cache. */
const READ_STORAGE = `(async () => {
  const estimate = await navigator.storage.estimate()
  const saved = await (${READ_SAVED_CACHE})()
  const queries = saved?.clientState?.queries ?? []
  const queryCache = { bytes: saved ? new Blob([JSON.stringify(saved)]).size : 0, queries: queries.length, diver: queries.filter((query) => query.queryKey[0] === 'account').length }
  const deviceFiles = { bytes: 0, files: 0 }
  if ((await indexedDB.databases()).some((db) => db.name === 'reefline-account')) {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('reefline-account')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    if (db.objectStoreNames.contains('files')) {
      const values = await new Promise((resolve, reject) => {
        const request = db.transaction('files').objectStore('files').getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const value of values) {
        deviceFiles.files += 1
        deviceFiles.bytes += value?.blob?.size ?? new Blob([JSON.stringify(value)]).size
      }
    }
    db.close()
  }
  const cacheList = []
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    let bytes = 0
    const requests = await cache.keys()
    for (const request of requests) bytes += (await (await cache.match(request)).blob()).size
    cacheList.push({ name, entries: requests.length, bytes })
  }
  return { usage: estimate.usage ?? 0, details: estimate.usageDetails ?? {}, queryCache, deviceFiles, caches: cacheList }
})()`

/** The cache waiting for its throttled write goes to IndexedDB now, as when the diver leaves the app. */
const FLUSH = `(async () => {
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
  for (let i = 0; i < 200 && localStorage.getItem('reefline-query-cache:unsaved') !== null; i++) await new Promise((resolve) => setTimeout(resolve, 50))
})()`

/** Debian's Chromium where it is installed (the project's browser), Playwright's own otherwise. */
export const debianChromium = (): { executablePath?: string } => {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))
  return executablePath ? { executablePath } : {}
}

const PHONE_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** A phone: Debian's Chromium at 360 px with a fresh profile (removed by the caller), against the bench's server. */
function openPhone(profile: string, url: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...debianChromium(),
    args: PHONE_ARGS,
    baseURL: url,
    viewport: { width: 360, height: 800 },
  })
}

async function until(page: Page, expression: string, timeout = 120_000): Promise<void> {
  const end = Date.now() + timeout
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`not within ${timeout} ms: ${expression.slice(0, 80)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function printStorage(label: string, storage: Storage): void {
  const details = Object.entries(storage.details)
    .map(([part, bytes]) => `${part} ${kb(bytes)}`)
    .join(', ')
  console.log(`  ${label}: navigator.storage.estimate() ${kb(storage.usage)} (${details})`)
  console.log(
    `    IndexedDB: saved query cache ${kb(storage.queryCache.bytes)} as JSON (${storage.queryCache.queries} queries, ${storage.queryCache.diver} of them the diver's); device files ${kb(storage.deviceFiles.bytes)} (${storage.deviceFiles.files})`,
  )
  const total = storage.caches.reduce((sum, cache) => sum + cache.bytes, 0)
  console.log(`    Cache API: ${kb(total)} in all — ${storage.caches.map((cache) => `${cache.name} ${cache.entries} entries ${kb(cache.bytes)}`).join('; ')}`)
}

/**
 * A first visit of / as a phone makes it (Debian's Chromium, 360 px, a fresh profile): every byte on
 * the wire, headers included, from the page's request until its service worker is installed (the
 * precache fetched) and the network is quiet — the page, its lazy parts, its answers and photos, and
 * what the worker precaches. `npm run bench`'s bundle figure is the same visit added up from the build.
 */
async function firstVisitOnTheWire(url: string): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'reefline-bench-phone-'))
  const context = await openPhone(profile, url)
  try {
    const kinds = new Map<string, { requests: number; bytes: number }>()
    const pending: Array<Promise<void>> = []
    context.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
          const path = new URL(request.url()).pathname
          const kind = path.startsWith(base)
            ? 'API'
            : request.resourceType() === 'image'
              ? 'images'
              : request.serviceWorker()
                ? 'precached by the worker'
                : 'the page'
          const entry = kinds.get(kind) ?? { requests: 0, bytes: 0 }
          kinds.set(kind, { requests: entry.requests + 1, bytes: entry.bytes + responseBodySize + responseHeadersSize })
        }),
      )
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await until(page, `navigator.serviceWorker.ready.then((registration) => registration.active?.state === 'activated')`, 60_000)
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const all = [...kinds.values()].reduce((sum, kind) => ({ requests: sum.requests + kind.requests, bytes: sum.bytes + kind.bytes }), {
      requests: 0,
      bytes: 0,
    })
    const parts = [...kinds].map(([kind, { requests, bytes }]) => `${kind} ${kb(bytes)} (${requests})`).join(', ')
    console.log(`\nA first visit of / on the wire, Debian Chromium at 360 px, until the service worker is installed and the network quiet`)
    console.log(`  ${all.requests} requests, ${kb(all.bytes)} — ${all.bytes <= 400 * 1024 ? 'within' : 'OVER'} the goal (400 KB): ${parts}`)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * The trip pack on a phone (Debian's Chromium, 360 px, a fresh profile each run) against the real
 * server and its built PWA on a fresh database: how long from the sign-in tap until every upcoming
 * booking of the demo diver is saved in both languages, and the bytes the device then keeps, before
 * and after the diver switches the app to Arabic.
 */
export async function benchOffline(): Promise<void> {
  const server = await startBenchServer('offline', 18_960)
  const url = server.url
  const profiles: string[] = []
  let context: BrowserContext | null = null
  try {
    await firstVisitOnTheWire(url)
    const upcoming = await upcomingIds(url, await signIn(url))

    console.log(`\nThe trip pack of the demo diver (${upcoming.length} upcoming bookings), Debian Chromium at 360 px, real server on PGlite`)
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const profile = mkdtempSync(join(tmpdir(), 'reefline-bench-phone-'))
      profiles.push(profile)
      context = await openPhone(profile, url)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/auth/signin')
      // The service worker's precache in place first: the pack is timed, not the first visit.
      await until(page, `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)`, 60_000)
      const last = run === RUNS - 1
      if (last) printStorage('signed out, the app installed (precache only)', await page.evaluate<Storage>(READ_STORAGE))
      await page.getByLabel(/^E-mail$/).fill(DEMO_EMAIL)
      await page.getByLabel(/^Password$/).fill(DEMO_PASSWORD)
      const started = Date.now()
      await page
        .getByRole('button', { name: /^Sign in$/ })
        .first()
        .click()
      await until(page, packDone(upcoming))
      times.push(Date.now() - started)
      if (last) {
        await page.evaluate(FLUSH)
        printStorage('signed in, the pack done (English on screen)', await page.evaluate<Storage>(READ_STORAGE))
        // The diver switches to Arabic and opens the bookings: what the other language adds.
        await page.goto('/user/booking')
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.locator('button.lang-switch:visible').click()
        await page.waitForFunction(`document.documentElement.lang === 'ar'`)
        await page.locator('.reservation-card').first().waitFor()
        await until(page, packDone(upcoming))
        await page.evaluate(FLUSH)
        printStorage('after switching to Arabic', await page.evaluate<Storage>(READ_STORAGE))
      }
      await context.close()
      context = null
    }
    console.log(
      `  sign-in tap → every upcoming booking's voucher and invoice saved in both languages and the pack's state saved: median ${(median(times) / 1000).toFixed(1)} s of ${RUNS} (${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; the pack starts 2 s after the sign-in by design)`,
    )
    for (const lang of ['en', 'ar'] as const) {
      const back = await backOnline(url, lang, profiles)
      console.log(
        `  back online (${lang} on screen, the app open on the home page; a trip booked for the diver on the server while the phone was offline) → every upcoming booking's pack saved again, the new one's included: median ${(median(back) / 1000).toFixed(1)} s of ${RUNS} (${back.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; the pack starts 2 s after the \`online\` event by design)`,
      )
    }
  } finally {
    await context?.close()
    await server.stop()
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true })
  }
}

type Auth = { authorization: string }

async function signIn(url: string): Promise<{ auth: Auth; session: SessionResponse['data'] }> {
  const login = (await (
    await fetch(`${url}${base}/Users/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
  ).json()) as SessionResponse
  return { auth: { authorization: `Bearer ${login.data.accessToken}` }, session: login.data }
}

/** The demo diver's upcoming bookings that are not cancelled, as the server says now. */
async function upcomingIds(url: string, { auth }: { auth: Auth }): Promise<number[]> {
  const list = (await (await fetch(`${url}${base}${reservationsPath}`, { headers: auth })).json()) as ReservationsResponse
  return [...list.data.upcomming.upcomingTripReservations, ...list.data.upcomming.upcomingCourseReservations]
    .filter((row) => row.status !== 'Cancelled')
    .map((row) => row.reservationId)
}

/** A trip paid on arrival, a week or more ahead, booked for the diver through the API (another device); its reservation id. */
async function bookElsewhere(url: string, auth: Auth, skip: number): Promise<number> {
  const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7)
  const search = (await (
    await fetch(`${url}${base}${tripsSearchPath}?${new URLSearchParams({ month, activity: 'diving', payLater: 'true', seats: '1' })}`)
  ).json()) as TripsSearchResponse
  for (const item of search.data.items.slice(skip)) {
    const response = await fetch(`${url}${base}${createBookingPath}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ tripId: item.id, seats: 1, paymentType: 2 }),
    })
    if (response.status === 201) return ((await response.json()) as { data: { reservationId: number } }).data.reservationId
  }
  throw new Error('no trip to book next month')
}

/**
 * The second figure: the diver's phone, the pack done, goes offline (Playwright's offline mode, so
 * `navigator.onLine` is false); a trip is booked for them on the server meanwhile; the network comes
 * back (the `online` event) with the app open on the home page, no account screen on it. Timed from
 * the network's return until the pack's saved state names every upcoming booking, the new one's
 * voucher and invoice saved in both languages. The booking is cancelled after each run, so every
 * run starts from the same bookings.
 */
async function backOnline(url: string, lang: 'en' | 'ar', profiles: string[]): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const diver = await signIn(url)
    const profile = mkdtempSync(join(tmpdir(), 'reefline-bench-phone-'))
    profiles.push(profile)
    const context = await openPhone(profile, url)
    let booked: number | null = null
    try {
      // Signed in as the app keeps a session, in the language of the run.
      await context.addInitScript(
        ([data, language]) => {
          if (sessionStorage.getItem('seeded')) return
          localStorage.setItem('user', JSON.stringify({ data: JSON.parse(data!) as unknown }))
          localStorage.setItem('language', language!)
          sessionStorage.setItem('seeded', '1')
        },
        [JSON.stringify(diver.session), lang === 'ar' ? '2' : '1'],
      )
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await until(page, `document.documentElement.lang === '${lang}'`, 30_000)
      await until(page, `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)`, 60_000)
      await until(page, packDone(await upcomingIds(url, diver)))

      await context.setOffline(true)
      await until(page, '!navigator.onLine', 10_000)
      booked = await bookElsewhere(url, diver.auth, run)
      const wanted = await upcomingIds(url, diver)
      const started = Date.now()
      await context.setOffline(false)
      await until(page, packDone(wanted))
      times.push(Date.now() - started)
    } finally {
      await context.close()
      if (booked !== null) {
        await fetch(`${url}${base}${cancelReservationPath}`, {
          method: 'POST',
          headers: { ...diver.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ reservationId: booked, cancellationReason: 'bench' }),
        })
      }
    }
  }
  return times
}
