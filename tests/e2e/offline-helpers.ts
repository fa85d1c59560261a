import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page, type TestInfo } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'

export const DAY = 86_400_000

/**
 * A phone that keeps what it saved between browser starts: one persistent Chromium profile, started
 * again for every "open" of the app, online or on the boat, at any time the test names (the page's
 * clock is moved, so saved data is as old as the test says without waiting for it).
 */
export class Phone {
  readonly profile = mkdtempSync(join(tmpdir(), 'reefline-phone-'))
  context: BrowserContext | null = null

  constructor(
    private readonly testInfo: TestInfo,
    private readonly baseURL: string | undefined,
    private readonly viewport = { width: 360, height: 800 },
  ) {}

  /** Starts the browser (closing the last one); `at` sets the page's clock, `offline` cuts the network. */
  async open({ offline = false, at }: { offline?: boolean; at?: number } = {}): Promise<Page> {
    await this.close()
    // Offline from its first moment, the service worker included (Playwright's offline mode leaves the
    // worker's own requests alone): every request goes to a proxy that is not there, as on a boat.
    const boat = offline ? { offline: true, proxy: { server: 'http://127.0.0.1:9' } } : {}
    this.context = await chromium.launchPersistentContext(this.profile, {
      ...this.testInfo.project.use.launchOptions,
      baseURL: this.baseURL,
      viewport: this.viewport,
      ...boat,
    })
    // Chromium sends loopback addresses (the test server's 127.0.0.1) past any proxy: on the boat every
    // request that leaves the browser, the service worker's included, fails as with no network.
    if (offline) await this.context.route('**/*', (route) => route.abort('internetdisconnected'))
    if (at !== undefined) await this.context.clock.install({ time: at })
    return this.context.pages()[0] ?? (await this.context.newPage())
  }

  async close(): Promise<void> {
    await this.context?.close()
    this.context = null
  }

  async dispose(): Promise<void> {
    await this.close()
    rmSync(this.profile, { recursive: true, force: true })
  }
}

/** Waits until the service worker controls the page (its precache is in place). */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => navigator.serviceWorker.ready)
  const isControlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  // The worker claims the pages open when it activates; one that Chromium left unclaimed (seen on a
  // busy machine, once in a few runs) is controlled when the diver next opens it, as a reload does.
  const claimed = await expect
    .poll(isControlled, { timeout: 10_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false)
  if (!claimed) await page.reload()
  await expect.poll(isControlled, { timeout: 20_000 }).toBe(true)
}

/** The queries the app has saved in IndexedDB (idb-keyval's store): each key as JSON and its data. */
function savedQueries(page: Page): Promise<Array<{ key: string; data: unknown }>> {
  return page.evaluate(async () => {
    // Never create the database by reading it: idb-keyval makes its store on the first open.
    if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('idb'))
    })
    try {
      if (!db.objectStoreNames.contains('keyval')) return []
      const saved = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('keyval').objectStore('keyval').get('reefline-query-cache')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error('idb'))
      })
      const queries = (saved as { clientState?: { queries?: Array<{ queryKey: unknown; state: { data?: unknown } }> } } | undefined)?.clientState?.queries ?? []
      return queries.map((query) => ({ key: JSON.stringify(query.queryKey), data: query.state.data }))
    } finally {
      db.close()
    }
  })
}

/** The query keys the app has saved in IndexedDB, as JSON strings. */
export async function savedQueryKeys(page: Page): Promise<string[]> {
  return (await savedQueries(page)).map((query) => query.key)
}

/** How many upcoming trips the saved trip pack says it holds (its state, saved with the cache); null before a pack. */
export async function savedPackTrips(page: Page): Promise<number | null> {
  const state = (await savedQueries(page)).find((query) => query.key.endsWith('"offline-pack"]'))?.data as { trips: number } | undefined
  return state?.trips ?? null
}

/** The address of the card picture the device keeps in its own files (IndexedDB `reefline-account`), or null. */
export function keptCardPicture(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'reefline-account')) return null
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('reefline-account')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('idb'))
    })
    try {
      if (!db.objectStoreNames.contains('files')) return null
      const values = await new Promise<Array<{ path?: string }>>((resolve, reject) => {
        const request = db.transaction('files').objectStore('files').getAll()
        request.onsuccess = () => resolve(request.result as Array<{ path?: string }>)
        request.onerror = () => reject(request.error ?? new Error('idb'))
      })
      return values.find((value) => value.path !== undefined)?.path ?? null
    } finally {
      db.close()
    }
  })
}

/** Waits until a saved query's key contains each of the given fragments (`"wallet"`, `"voucher",12`). */
export async function waitUntilSaved(page: Page, fragments: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const keys = await savedQueryKeys(page)
        return fragments.filter((fragment) => !keys.some((key) => key.includes(fragment)))
      },
      { timeout: 20_000, message: 'saved in IndexedDB' },
    )
    .toEqual([])
}

/**
 * A diver's trip for these tests, through the real API: an upcoming booking paid on arrival (its
 * voucher and invoice), and a card-paid one cancelled so the wallet holds a refund.
 */
export async function bookUpcoming(request: APIRequestContext, auth: Record<string, string>): Promise<{ upcoming: Reservation; refunded: number }> {
  const later = await pickDeparture(request, { activity: 'diving', payLater: true }, (item) => item.availableSeats >= 1)
  const booked = await request.post(`${API}/Booking/Create`, { headers: auth, data: { tripId: later.id, seats: 1, paymentType: 2 } })
  expect(booked.status()).toBe(201)
  // Far enough ahead that every policy gives money back.
  const now = await pickDeparture(
    request,
    { activity: 'diving', payNow: true },
    (item) => item.availableSeats >= 1 && Date.parse(item.startDate) - Date.now() > 60 * DAY,
  )
  const paid = await request.post(`${API}/Booking/Create`, { headers: auth, data: { tripId: now.id, seats: 1, paymentType: 1 } })
  expect(paid.status()).toBe(201)
  const refunded = ((await paid.json()) as { data: { reservationId: number } }).data.reservationId
  const cancelled = await request.post(`${API}/Booking/CancelReservation`, {
    headers: auth,
    data: { reservationId: refunded, cancellationReason: 'plans changed' },
  })
  expect(cancelled.ok()).toBe(true)
  expect(((await cancelled.json()) as { data: { refund: number } }).data.refund).toBeGreaterThan(0)
  const list = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as {
    data: { upcomming: { upcomingTripReservations: Reservation[] } }
  }
  const upcoming = list.data.upcomming.upcomingTripReservations.find((item) => item.status !== 'Cancelled')
  expect(upcoming).toBeDefined()
  return { upcoming: upcoming!, refunded }
}

/** The words of "3 days ago" as the app's notice writes them, in the page's language. */
export const daysAgo = (page: Page, days: number) =>
  page.evaluate((value) => new Intl.RelativeTimeFormat(document.documentElement.lang, { numeric: 'auto' }).format(-value, 'day'), days)

/**
 * What a phone does when the diver leaves the app (another app, the screen off, closing it): the page
 * is hidden and the cache waiting to be written goes to storage at once instead of after its
 * half-second throttle. Resolves once IndexedDB holds it: the spare copy in local storage, kept only
 * until that write lands, is gone.
 */
export async function leaveApp(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })))
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('reefline-query-cache:unsaved')), { timeout: 10_000, message: 'the cache written to IndexedDB' })
    .toBeNull()
}

export const cardPicture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')

/** The diver's upcoming trip as the offline screens show it. */
export type SeaTrip = { reservationId: number; reference: string; name: string }

/**
 * A fresh diver about to go to sea, through the real API: an upcoming booking (bookUpcoming) and a
 * certification card picture; then a phone signed in as that diver on the home page, its service
 * worker in control. The caller disposes of the phone.
 */
export async function diverAtSea(
  request: APIRequestContext,
  testInfo: TestInfo,
  baseURL: string | undefined,
  lang: 'en' | 'ar',
  name: string,
): Promise<{ trip: SeaTrip; phone: Phone; page: Page; auth: Record<string, string> }> {
  const diver = await newDiver(request, lang, name)
  const { upcoming } = await bookUpcoming(request, diver.auth)
  expect(
    (
      await request.post(`${API}/Mobile/ChangeCertificateImage`, {
        headers: diver.auth,
        multipart: { logo: { name: 'card.png', mimeType: 'image/png', buffer: cardPicture } },
      })
    ).ok(),
  ).toBe(true)
  const trip = { reservationId: upcoming.reservationId, reference: upcoming.paymentRefrence, name: diver.name }

  const phone = new Phone(testInfo, baseURL)
  try {
    const page = await phone.open()
    await openSignedIn(page, diver.session, lang, '/')
    await controlled(page)
    return { trip, phone, page, auth: diver.auth }
  } catch (error) {
    await phone.dispose()
    throw error
  }
}

/**
 * What Chromium does when the network comes back: it fires the service worker's Background Sync
 * (the outbox's tag). The browser's own network never went away in a test, so the test fires it,
 * through the DevTools protocol, as soon as the worker is registered.
 */
export async function fireBackgroundSync(context: BrowserContext, baseURL: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  try {
    const registrations: Array<{ registrationId: string; scopeURL: string }> = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => registrations.push(...list))
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.some((item) => item.scopeURL.startsWith(baseURL))).toBe(true)
    const { registrationId } = registrations.find((item) => item.scopeURL.startsWith(baseURL))!
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL).origin, registrationId, tag: 'reefline-outbox', lastChance: false })
  } finally {
    await cdp.detach().catch(() => undefined)
  }
}

/** The data the app has saved under the first key containing `fragment`, or undefined before it is saved. */
export async function savedDataOf(page: Page, fragment: string): Promise<unknown> {
  return (await savedQueries(page)).find((query) => query.key.includes(fragment))?.data
}
