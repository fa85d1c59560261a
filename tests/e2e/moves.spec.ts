import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture, chooseMoveDate } from './booking-helpers.ts'
import { controlled, leaveApp, Phone, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    change: /^Change date$/,
    dialog: 'Change the date',
    total: 'New total',
    confirm: 'Confirm the new date',
    moved: /^Moved to /,
    estimate: 'to be confirmed when you are back online',
    queued: 'The date change is saved',
    pending: /^Date change to .+ pending: it is sent when you are back online$/,
    rowPending: /^Date change to .+ pending: sent when online$/,
    undo: 'Undo date change',
    undone: 'Date change undone: the booking keeps its date.',
    priceChanged: /^The date was not changed: The price has changed since you saw it/,
  },
  ar: {
    change: /^تغيير الموعد$/,
    dialog: 'تغيير موعد الحجز',
    total: 'الإجمالي الجديد',
    confirm: 'تأكيد الموعد الجديد',
    moved: /^نُقل الحجز إلى /,
    estimate: 'يُؤكَّد عند عودة الاتصال',
    queued: 'تم حفظ تغيير الموعد',
    pending: /^تغيير الموعد إلى .+ معلّق: يُرسل عند عودة الاتصال$/,
    rowPending: /^تغيير الموعد إلى .+ معلّق: يُرسل عند الاتصال$/,
    undo: 'التراجع عن تغيير الموعد',
    undone: 'تم التراجع عن تغيير الموعد: يبقى الحجز في موعده.',
    priceChanged: /^لم يتغيّر الموعد: تغيّر السعر منذ أن رأيته/,
  },
} as const

const DAY = 86_400_000

/** A trip with a later date that has a seat, both far enough ahead to be booked; and its later date. */
async function tripWithLaterDate(request: APIRequestContext) {
  let later: { id: number; startDate: string; netPrice: number } | undefined
  const trip = await pickDeparture(request, { activity: 'diving', payNow: true, seats: 1 }, () => true, {
    accept: async (item) => {
      const details = ((await (await request.get(`${API}/Trips/TripDetails?tempTripId=${item.id}`)).json()) as { data: TripDetails }).data
      later = details.otherDates.find(
        (date) => date.startDate > item.startDate && date.availableSeats >= 1 && Date.parse(date.startDate) - Date.now() > 2 * DAY,
      )
      return later !== undefined
    },
  })
  return { trip, later: later! }
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: the voucher moves a booking to another date of its trip: the dialog says what it costs before Confirm, and the voucher and the bookings then give the new date`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { trip, later } = await tripWithLaterDate(request)
    const diver = await newDiver(request, lang)
    const booked = await request.post(`${API}/Booking/Create`, { headers: diver.auth, data: { tripId: trip.id, seats: 1, paymentType: 1 } })
    expect(booked.status()).toBe(201)
    const { reservationId } = ((await booked.json()) as { data: { reservationId: number } }).data

    await openSignedIn(page, diver.session, lang, `/user/voucher/${reservationId}`)
    await page.getByRole('button', { name: w.change }).click()
    const dialog = page.getByRole('dialog', { name: w.dialog })
    await chooseMoveDate(dialog, later.startDate)
    await expect(dialog.getByTestId('move-terms')).toContainText(w.total)
    await dialog.getByRole('button', { name: w.confirm }).click()
    await expect(toast(page, w.moved)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The voucher, read again, is on the new date; so is the booking the server keeps, with its reference.
    await expect(page.locator(`main time[datetime="${later.startDate}"]`).first()).toBeVisible()
    const answer = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
      data: { upcomming: Record<string, Array<{ reservationId: number; startDate: string; moves: number }>> }
    }
    const moved = Object.values(answer.data.upcomming)
      .flat()
      .find((one) => one.reservationId === reservationId)
    expect(moved).toMatchObject({ startDate: later.startDate, moves: 1 })
  })
}

type Booked = { reservationId: number; startDate: string; moves: number }
const bookingOf = async (request: APIRequestContext, auth: Record<string, string>, reservationId: number) => {
  const answer = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as {
    data: { upcomming: Record<string, Booked[]> }
  }
  return Object.values(answer.data.upcomming)
    .flat()
    .find((one) => one.reservationId === reservationId)
}

/**
 * In the harbour: a diver's paid booking of a trip with a later date, its voucher and the bookings opened
 * once online on a phone that keeps what it saved, until they and the trip's page (its other dates) are saved.
 */
async function voucherSavedOnPhone(request: APIRequestContext, phone: Phone, lang: 'en' | 'ar') {
  const { trip, later } = await tripWithLaterDate(request)
  const diver = await newDiver(request, lang)
  const booked = await request.post(`${API}/Booking/Create`, { headers: diver.auth, data: { tripId: trip.id, seats: 1, paymentType: 1 } })
  expect(booked.status()).toBe(201)
  const { reservationId } = ((await booked.json()) as { data: { reservationId: number } }).data
  const page = await phone.open()
  await openSignedIn(page, diver.session, lang, `/user/voucher/${reservationId}`)
  await controlled(page)
  await expect(page.getByRole('button', { name: words[lang].change })).toBeEnabled()
  await page.goto('/user/booking')
  await expect(
    page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ hasText: `#${reservationId}` }),
  ).toHaveCount(1)
  await waitUntilSaved(page, [`"voucher",${reservationId}`, `"trips","trip",${trip.id}`, '"reservations"'])
  await leaveApp(page)
  return { page, diver, reservationId, trip, later }
}

/**
 * The phone started on the boat: offline, and no request reaches the server from the page or its
 * worker (the offline proxy lets the loopback through, where the test's server listens).
 */
async function atSea(phone: Phone): Promise<Page> {
  const page = await phone.open({ offline: true })
  await phone.context!.route('**/api/**', (route) => route.abort('internetdisconnected'))
  return page
}

/** On the voucher, offline: Change date lists the saved dates, the device's price is marked to be confirmed, Confirm queues it. */
async function moveOnTheBoat(page: Page, lang: 'en' | 'ar', later: { startDate: string }) {
  const w = words[lang]
  await page.getByRole('button', { name: w.change }).click()
  const dialog = page.getByRole('dialog', { name: w.dialog })
  await chooseMoveDate(dialog, later.startDate)
  await expect(dialog.getByTestId('move-terms')).toContainText(w.total)
  await expect(dialog.getByText(w.estimate)).toBeVisible()
  await dialog.getByRole('button', { name: w.confirm }).click()
  await expect(toast(page, w.queued)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(w.pending)).toBeVisible()
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: on a boat, the voucher moves a booking to another date from the saved trip page: shown pending across offline starts, on the voucher and the bookings, and moved once back online`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const phone = new Phone(testInfo, baseURL)
    try {
      const { diver, reservationId, trip, later } = await voucherSavedOnPhone(request, phone, lang)
      const voucher = `/user/voucher/${reservationId}`

      // At sea, the app started with no network (the service worker's requests fail too): the voucher opens from the device.
      let page = await atSea(phone)
      await page.goto(voucher)
      await expect(page.getByRole('button', { name: w.change })).toBeEnabled()
      page = await atSea(phone)
      await page.goto(voucher)
      await moveOnTheBoat(page, lang, later)

      // Started again on the boat: still pending on the voucher and on the booking's row, which offers no Cancel; the server has not moved it.
      page = await atSea(phone)
      await page.goto(voucher)
      await expect(page.getByText(w.pending)).toBeVisible()
      await expect(page.getByRole('button', { name: w.change })).toHaveCount(0)
      await page.goto('/user/booking')
      const row = page
        .getByRole('tabpanel')
        .locator('.reservation-card')
        .filter({ hasText: `#${reservationId}` })
      await expect(row.getByText(w.rowPending)).toBeVisible()
      await expect(row.getByRole('button', { name: lang === 'en' ? /^Cancel\s*:/ : /^إلغاء\s*:/ })).toHaveCount(0)
      // The row offers to take it back, as the voucher does (the undo itself is the next test's).
      await expect(row.getByRole('button', { name: w.undo })).toBeVisible()
      expect(await bookingOf(request, diver.auth, reservationId)).toMatchObject({ startDate: trip.startDate, moves: 0 })

      // Back in the harbour: the app sends it at its start, once, and the voucher gives the new date.
      page = await phone.open()
      await page.goto(voucher)
      await expect(toast(page, w.moved)).toBeVisible({ timeout: 20_000 })
      await expect.poll(async () => (await bookingOf(request, diver.auth, reservationId))?.startDate).toBe(later.startDate)
      expect(await bookingOf(request, diver.auth, reservationId)).toMatchObject({ moves: 1 })
      await page.reload()
      await expect(page.locator(`main time[datetime="${later.startDate}"]`).first()).toBeVisible()
      await expect(page.getByText(w.pending)).toHaveCount(0)
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang}: on a boat, a date change queued by mistake is undone on the voucher: Change date is offered again, after an offline start too, and back online the booking keeps its date`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const phone = new Phone(testInfo, baseURL)
    try {
      const { diver, reservationId, trip, later } = await voucherSavedOnPhone(request, phone, lang)
      const voucher = `/user/voucher/${reservationId}`
      let page = await atSea(phone)
      await page.goto(voucher)
      await moveOnTheBoat(page, lang, later)
      await page.getByRole('button', { name: w.undo }).click()
      await expect(toast(page, w.undone)).toBeVisible()
      await expect(page.getByText(w.pending)).toHaveCount(0)
      await expect(page.getByRole('button', { name: w.change })).toBeEnabled()
      await leaveApp(page)

      // Started again on the boat: nothing waits on the voucher or the booking's row.
      page = await atSea(phone)
      await page.goto(voucher)
      await expect(page.getByRole('button', { name: w.change })).toBeEnabled()
      await expect(page.getByText(w.pending)).toHaveCount(0)
      await page.goto('/user/booking')
      const row = page
        .getByRole('tabpanel')
        .locator('.reservation-card')
        .filter({ hasText: `#${reservationId}` })
      await expect(row).toHaveCount(1)
      await expect(row.getByText(w.rowPending)).toHaveCount(0)

      // Back in the harbour: the start sends what waits before the page shows, and nothing did.
      page = await phone.open()
      await page.goto(voucher)
      await expect(page.getByRole('button', { name: w.change })).toBeEnabled()
      await leaveApp(page)
      expect(await bookingOf(request, diver.auth, reservationId)).toMatchObject({ startDate: trip.startDate, moves: 0 })
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang}: a move queued on a boat at a price that is no longer the server's is refused when it is sent, and the voucher says why`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const phone = new Phone(testInfo, baseURL)
    try {
      const { diver, reservationId, trip, later } = await voucherSavedOnPhone(request, phone, lang)
      // The center changed the date's price after the device saved the trip's page. Nothing outside the
      // server's database changes a price, so the saved page is made to hold the old one instead: the
      // device's copy and the server's now differ, as they would.
      // The phone closed first (the app's last write to the saved cache done), then the saved copies
      // changed on a page where no app runs. Not /robots.txt: the app's worker answers every
      // navigation but /api/ and /media/ with the app, and the app there restored the saved cache
      // before the change and wrote it back over it with its next save (the trip pack's, seconds
      // after start), the server's price again. The server's own answer runs no script, and nothing
      // else writes.
      await phone.close()
      const shelf = await phone.open()
      await shelf.goto('/api/health')
      expect(await shelf.evaluate(() => document.contentType)).toBe('application/json')
      const oldPrice = Math.max(1, later.netPrice - 10)
      const olderPage = async () =>
        shelf.evaluate(
          async ({ tripId, dateId, lang: language, price }) => {
            type Saved = { clientState: { queries: Array<{ queryKey: unknown[]; state: { data?: { data: TripDetails } } }> } }
            const older = (saved: Saved) => {
              const page = saved.clientState.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['trips', 'trip', tripId, language]))
              const date = page?.state.data?.data.otherDates.find((one) => one.id === dateId)
              if (date) date.netPrice = price
              return saved
            }
            // The copy a page leaving writes to local storage while its last change is not in IndexedDB yet (lib/persister.ts).
            const spare = localStorage.getItem('reefline-query-cache:unsaved')
            if (spare) localStorage.setItem('reefline-query-cache:unsaved', JSON.stringify(older(JSON.parse(spare) as Saved)))
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const opened = indexedDB.open('keyval-store')
              opened.onsuccess = () => resolve(opened.result)
              opened.onerror = () => reject(opened.error ?? new Error('idb'))
            })
            // Written through to the disk: the browser is closed right after, and a relaxed write may not outlive it.
            const store = () => db.transaction('keyval', 'readwrite', { durability: 'strict' }).objectStore('keyval')
            const saved = await new Promise<Saved>((resolve, reject) => {
              const read = store().get('reefline-query-cache')
              read.onsuccess = () => resolve(read.result as Saved)
              read.onerror = () => reject(read.error ?? new Error('idb'))
            })
            const found = (copy: Saved) =>
              copy.clientState.queries
                .find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['trips', 'trip', tripId, language]))
                ?.state.data?.data.otherDates.find((one) => one.id === dateId)?.netPrice
            const before = found(saved)
            await new Promise<void>((resolve, reject) => {
              const write = store().put(older(saved), 'reefline-query-cache')
              write.onsuccess = () => resolve()
              write.onerror = () => reject(write.error ?? new Error('idb'))
            })
            db.close()
            // What IndexedDB held before this write: the old price once an earlier write has held.
            return before
          },
          { tripId: trip.id, dateId: later.id, lang, price: oldPrice },
        )
      await olderPage()
      expect(await olderPage()).toBe(oldPrice)

      let page = await atSea(phone)
      await page.goto(`/user/voucher/${reservationId}`)
      await moveOnTheBoat(page, lang, later)

      // Back online: the server's total is not the one the diver saw, so nothing moves, and the voucher says why.
      page = await phone.open()
      await page.goto(`/user/voucher/${reservationId}`)
      await expect(page.getByRole('alert').filter({ hasText: w.priceChanged })).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText(w.pending)).toHaveCount(0)
      expect(await bookingOf(request, diver.auth, reservationId)).toMatchObject({ startDate: trip.startDate, moves: 0 })
      // Dismissed, Change date is offered again, at the server's price.
      await page.getByRole('alert').filter({ hasText: w.priceChanged }).getByRole('button').click()
      await expect(page.getByRole('button', { name: w.change })).toBeEnabled()
    } finally {
      await phone.dispose()
    }
  })
}
