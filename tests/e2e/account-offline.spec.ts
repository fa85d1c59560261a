import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { DEMO } from './helpers.ts'
import { API, apiLogin, signInAs } from './account-helpers.ts'
import { leaveApp } from './offline-helpers.ts'

type Row = { reservationId: number; status: string; reviewId: number | null; paymentStatus: string }
type Reservations = { data: { past: Record<string, Row[]>; upcomming: Record<string, Row[]> } }

async function pageOf(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage())
}

test('the account works on a boat: seen once, it opens offline after a restart, and writes made offline land once', async ({ baseURL, request }, testInfo) => {
  test.setTimeout(180_000)
  // The seed gives the demo diver a certification card picture: the device keeps it for the boat.
  const auth = await apiLogin(request, DEMO.email, DEMO.password)

  const profile = mkdtempSync(join(tmpdir(), 'reefline-boat-'))
  const options = { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 1280, height: 900 } }
  // On the boat nothing reaches the server, the service worker included (Playwright's offline mode
  // leaves the worker's own requests alone, and Background Sync would send the queue at start): every
  // request goes to a proxy that is not there.
  const boat = { ...options, offline: true, proxy: { server: 'http://127.0.0.1:9' } }
  let context = await chromium.launchPersistentContext(profile, options)
  try {
    let page = await pageOf(context)
    await page.goto('/auth/signin')
    await page.evaluate(async () => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true)
    await signInAs(page, DEMO.email, DEMO.password)
    await expect(page).toHaveURL('/')

    // One online visit of each screen.
    await page.goto('/user/booking')
    await expect(page.getByRole('tabpanel').getByRole('row')).not.toHaveCount(0)
    await page.getByRole('tab', { name: /^Past/ }).click()
    await expect(page.getByRole('tabpanel').getByRole('row')).not.toHaveCount(0)
    await leaveApp(page)
    await page.goto('/user/wallet')
    await expect(page.locator('.wallet-row').first()).toBeVisible()
    await leaveApp(page)
    await page.goto('/user/invoice')
    await page
      .getByRole('main')
      .getByRole('link', { name: /^View\s*:/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible()
    const invoiceUrl = new URL(page.url()).pathname + new URL(page.url()).search
    await leaveApp(page)
    await page.goto('/user/certificate')
    await expect(page.getByRole('img', { name: /Certification card of/ })).toBeVisible()
    await page.goto('/user/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await leaveApp(page)
    await context.close()

    // On the boat: no network, the browser started again.
    context = await chromium.launchPersistentContext(profile, boat)
    page = await pageOf(context)
    await page.goto('/user/booking')
    await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /Saved on this device/ })).toBeVisible()
    const upcoming = page.getByRole('tabpanel').getByRole('row')
    await expect(upcoming).not.toHaveCount(0)

    await page.goto('/user/wallet')
    await expect(page.locator('.wallet-row').first()).toBeVisible()
    await page.goto(invoiceUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible()
    await page.goto('/user/certificate')
    const card = page.getByRole('img', { name: /Certification card of/ })
    await expect(card).toBeVisible()
    await expect.poll(() => card.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByText('PADI-2291-7731')).toBeVisible()

    // Cancel and review, offline: shown pending, kept across another restart.
    await page.goto('/user/booking')
    const paid = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: page.locator('.pay-paid') })
      .filter({ has: page.getByRole('button', { name: /^Cancel\s*:/ }) })
      .first()
    const cancelId = Number((await paid.getByRole('cell').nth(1).textContent())!.replace('#', ''))
    await paid.getByRole('button', { name: /^Cancel\s*:/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm cancellation' }).click()
    const cancelRow = page.getByRole('row').filter({ hasText: `#${cancelId}` })
    await expect(cancelRow.getByText('Cancellation pending: sent when online')).toBeVisible()

    await page.getByRole('tab', { name: /^Past/ }).click()
    const open = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Review\s*:/ }) })
      .first()
    const reviewId = Number((await open.getByRole('cell').nth(1).textContent())!.replace('#', ''))
    await open.getByRole('button', { name: /^Review\s*:/ }).click()
    await page.getByRole('dialog').locator('.star-input-star').nth(4).click()
    await page.getByRole('dialog').getByLabel('Your review').fill('Written on the boat, sent from the harbour.')
    await page.getByRole('dialog').getByRole('button', { name: 'Submit review' }).click()
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${reviewId}` })
        .getByText('Review pending: sent when online'),
    ).toBeVisible()
    await leaveApp(page)
    await context.close()

    context = await chromium.launchPersistentContext(profile, boat)
    page = await pageOf(context)
    await page.goto('/user/booking')
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${cancelId}` })
        .getByText('Cancellation pending: sent when online'),
    ).toBeVisible()
    // The queue as the service worker reads it (IndexedDB): each write with its Idempotency-Key.
    const queued = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('reefline-outbox')
        open.onsuccess = () => resolve(open.result)
      })
      return new Promise<Array<{ key?: string; url?: string; status?: string }>>((resolve) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll()
        all.onsuccess = () => resolve(all.result as Array<{ key?: string; url?: string; status?: string }>)
      })
    })
    const cancelKey = queued.find((record) => record.url?.includes('/Booking/CancelReservation') && record.status === 'queued')?.key
    expect(cancelKey?.length).toBeGreaterThanOrEqual(8)
    expect(queued.filter((record) => record.url?.includes('/Review/AddReview') && record.status === 'queued')).toHaveLength(1)
    await context.close()

    // Back in the harbour: the browser started with a network. The service worker (Background Sync)
    // or the app, whichever comes first, sends each write once with its key.
    context = await chromium.launchPersistentContext(profile, options)
    page = await pageOf(context)
    const keys = { cancel: [] as string[], review: [] as string[] }
    page.on('request', (r) => {
      if (r.url().includes('/Booking/CancelReservation')) keys.cancel.push(r.headers()['idempotency-key'] ?? '')
      if (r.url().includes('/Review/AddReview')) keys.review.push(r.headers()['idempotency-key'] ?? '')
    })
    await page.goto('/user/booking')
    const statusOf = async () => {
      const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as Reservations
      const rows = [...Object.values(data.past).flat(), ...Object.values(data.upcomming).flat()]
      return [rows.find((row) => row.reservationId === cancelId)?.status, rows.find((row) => row.reservationId === reviewId)?.reviewId !== null]
    }
    await expect.poll(statusOf, { timeout: 20_000 }).toEqual(['Cancelled', true])
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${cancelId}` })
        .getByText('Cancellation pending: sent when online'),
    ).toHaveCount(0, { timeout: 15_000 })
    expect(keys.cancel.every((key) => key === cancelKey)).toBe(true)
    expect(keys.cancel.length).toBeLessThanOrEqual(1)
    expect(keys.review.length).toBeLessThanOrEqual(1)

    // The server has each exactly once — and a replay of the same key (an answer lost on the way) changes nothing.
    const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as Reservations
    const all = [...Object.values(data.past).flat(), ...Object.values(data.upcomming).flat()]
    expect(all.find((row) => row.reservationId === cancelId)?.status).toBe('Cancelled')
    expect(all.find((row) => row.reservationId === reviewId)?.reviewId).not.toBeNull()
    const replay = await request.post(`${API}/Booking/CancelReservation`, {
      headers: { ...auth, 'idempotency-key': cancelKey! },
      data: { reservationId: cancelId, cancellationReason: '' },
    })
    expect(replay.headers()['idempotent-replayed']).toBe('true')
    const notes = (await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: auth })).json()) as {
      data: Array<{ itemId: number | null; title: string }>
    }
    expect(notes.data.filter((note) => note.itemId === cancelId && note.title === 'Reservation cancelled')).toHaveLength(1)
    const wallet = (await (await request.get(`${API}/Wallet/GetAllTransactionForCurrentUser`, { headers: auth })).json()) as {
      data: { availableTransaction: { walletTransactions: Array<{ description: string; validFrom: string }> } }
    }
    expect(wallet.data.availableTransaction.walletTransactions.filter((row) => row.description === 'Refund for a cancelled reservation')).toHaveLength(1)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
