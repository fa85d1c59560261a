import { expect, type Page, test } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import type { SessionResponse } from '../../contract/users.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'
import { DEMO } from './helpers.ts'
import { bookUpcoming, controlled, leaveApp, Phone, waitUntilSaved } from './offline-helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const words = {
  en: {
    cancel: /^Cancel\s*:/,
    confirm: 'Confirm cancellation',
    pending: 'Cancellation pending: sent when online',
    undo: /^Undo cancellation\s*:/,
    undone: 'Cancellation undone: your booking stays.',
    heart: /^Save .+ to favorites$/,
    heartPending: 'sent when online',
    refused: /^Not sent: /,
    past: /^Past/,
    editReview: /^Edit review\s*:/,
    reviewText: 'Your review',
    stars: (n: number) => `${n} stars`,
    update: 'Update review',
    reviewPending: 'Review pending: sent when online',
    undoReview: /^Undo review\s*:/,
    withdrawn: 'Review withdrawn: it will not be sent.',
  },
  ar: {
    cancel: /^إلغاء\s*:/,
    confirm: 'تأكيد الإلغاء',
    pending: 'الإلغاء معلّق: يُرسل عند الاتصال',
    undo: /^التراجع عن الإلغاء\s*:/,
    undone: 'تم التراجع عن الإلغاء: حجزك باقٍ.',
    heart: /^احفظ .+ في المفضلة$/,
    heartPending: 'يُرسل عند الاتصال',
    refused: /^لم يُرسل: /,
    past: /^السابقة/,
    editReview: /^تعديل التقييم\s*:/,
    reviewText: 'مراجعتك',
    stars: (n: number) => (n === 2 ? 'نجمتان' : `${n} نجوم`),
    update: 'تحديث التقييم',
    reviewPending: 'التقييم معلّق: يُرسل عند الاتصال',
    undoReview: /^التراجع عن التقييم\s*:/,
    withdrawn: 'تم سحب التقييم: لن يُرسل.',
  },
} as const

type Reservations = { data: { upcomming: { upcomingTripReservations: Reservation[] }; past: { pastTripReservationsAfterAddingReview: Reservation[] } } }
type Notes = { data: Array<{ itemId: number | null }> }
const notesAbout = async (request: Parameters<typeof bookUpcoming>[0], auth: Record<string, string>, id: number) =>
  ((await (await request.get(`${API}/Notifications/Get?lastNotificationNumber=0`, { headers: auth })).json()) as Notes).data.filter(
    (note) => note.itemId === id,
  ).length

const reservationOf = async (request: Parameters<typeof bookUpcoming>[0], auth: Record<string, string>, id: number) => {
  const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as Reservations
  return [...data.upcomming.upcomingTripReservations, ...data.past.pastTripReservationsAfterAddingReview].find((item) => item.reservationId === id)
}

async function cancelOffline(page: Page, lang: 'en' | 'ar', reservationId: number) {
  await page.goto('/user/booking')
  const card = page
    .getByRole('tabpanel')
    .locator('.reservation-card')
    .filter({ hasText: `#${reservationId}` })
  await card.getByRole('button', { name: words[lang].cancel }).click()
  await page.getByRole('dialog').getByRole('button', { name: words[lang].confirm }).click()
  await expect(card.getByText(words[lang].pending)).toBeVisible()
}

/** The reviews queued in the outbox as the service worker reads them (IndexedDB): each request's body. */
const queuedReviews = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('reefline-outbox')
      open.onsuccess = () => resolve(open.result)
    })
    const all = await new Promise<Array<{ kind?: string; status?: string; body?: string }>>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll()
      request.onsuccess = () => resolve(request.result as Array<{ kind?: string; status?: string; body?: string }>)
    })
    db.close()
    return all
      .filter((record) => record.kind === 'save-review' && record.status === 'queued')
      .map((record) => JSON.parse(record.body!) as { rate: number; body: string })
  })

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  // The demo diver's reviews are the only ones a signed-in diver has (a fresh account cannot have dived
  // yet). English sends the changed review; Arabic takes it back, and the server keeps what it had.
  test(`${lang}: a review changed on the boat can be changed again while it waits, and ${lang === 'en' ? 'only the last words leave' : 'taken back, never leaves'}`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const login = await request.post(`${API}/Users/Login`, { data: DEMO })
    const session = ((await login.json()) as SessionResponse).data
    const auth = { authorization: `Bearer ${session.accessToken}` }
    await openSignedIn(page, session, lang, '/user/booking')
    await controlled(page)
    await waitUntilSaved(page, ['"reservations"'])
    // Each review sent, with its Idempotency-Key: one sent as the network returns and again after the
    // reload (its answer lost) is the same write, applied once. Counted on the context, not the page: the
    // service worker's Background Sync may be the one that sends it, and the page never sees its requests.
    const sent: Array<{ key: string | undefined; body: string }> = []
    context.on('request', (r) => {
      if (r.url().includes('/Review/UpdateReview')) sent.push({ key: r.headers()['idempotency-key'], body: r.postData() ?? '' })
    })
    await page.getByRole('tab', { name: w.past }).click()
    const card = page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ has: page.getByRole('button', { name: w.editReview }) })
      .first()
    const reservationId = Number((await card.textContent())!.match(/#(\d+)/)![1])
    const row = page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ hasText: `#${reservationId} ` })
    const reviewOnServer = async () => {
      const reservations = (await (await request.get(`${API}/Booking/Reservations`, { headers: auth })).json()) as Reservations
      const { past } = reservations.data as unknown as { past: Record<string, Reservation[]> }
      const reviewId = Object.values(past)
        .flat()
        .find((item) => item.reservationId === reservationId)?.reviewId
      const answer = (await (await request.get(`${API}/Review/GetReview?reviewId=${reviewId}`, { headers: auth })).json()) as {
        data: { tripRate: number; body: string }
      }
      return answer.data
    }
    const before = await reviewOnServer()
    // Opened once online, the review is on the device for the boat.
    await row.getByRole('button', { name: w.editReview }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel(w.reviewText)).toHaveValue(before.body)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    await context.setOffline(true)
    const edit = async (stars: number, text: string) => {
      await row.getByRole('button', { name: w.editReview }).click()
      // A tap on the star, as a finger does (the radio itself is hidden under it).
      await dialog
        .locator('.star-input-star')
        .nth(stars - 1)
        .click()
      await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(w.stars(stars))
      await dialog.getByLabel(w.reviewText).fill(text)
      await dialog.getByRole('button', { name: w.update }).click()
      await expect(dialog).toHaveCount(0)
      await expect(row.getByText(w.reviewPending)).toBeVisible()
    }
    await edit(2, `${lang}: a cold day, written in a hurry.`)
    // The waiting review opens as written, and the change takes its place: one review waits.
    await row.getByRole('button', { name: w.editReview }).click()
    await expect(dialog.getByLabel(w.reviewText)).toHaveValue(`${lang}: a cold day, written in a hurry.`)
    await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(w.stars(2))
    await page.keyboard.press('Escape')
    await edit(4, `${lang}: cold, but a turtle on the way back.`)
    await expect.poll(() => queuedReviews(page)).toEqual([expect.objectContaining({ rate: 4, body: `${lang}: cold, but a turtle on the way back.` })])
    // After a reload too.
    await leaveApp(page)
    await page.reload()
    await page.getByRole('tab', { name: w.past }).click()
    await row.getByRole('button', { name: w.editReview }).click()
    await expect(dialog.getByLabel(w.reviewText)).toHaveValue(`${lang}: cold, but a turtle on the way back.`)
    await dialog.screenshot({ path: testInfo.outputPath(`review-waiting-dialog-${lang}.png`) })
    await page.keyboard.press('Escape')
    await row.screenshot({ path: testInfo.outputPath(`review-waiting-row-${lang}.png`) })

    if (lang === 'ar') {
      await row.getByRole('button', { name: w.undoReview }).click()
      await expect(page.getByText(w.withdrawn)).toBeVisible()
      await expect(row.getByText(w.reviewPending)).toHaveCount(0)
      await expect.poll(() => queuedReviews(page)).toEqual([])
    }
    await context.setOffline(false)
    await page.reload()
    if (lang === 'en') {
      await expect.poll(reviewOnServer, { timeout: 15_000 }).toMatchObject({ tripRate: 4, body: 'en: cold, but a turtle on the way back.' })
      await expect(row.getByText(w.reviewPending)).toHaveCount(0)
      // Only the last words left, as one write: the first waiting review never did.
      expect(sent.length).toBeGreaterThan(0)
      expect(new Set(sent.map((one) => one.key)).size).toBe(1)
      for (const one of sent) expect(one.body).toContain('a turtle on the way back')
    } else {
      // By the time the list shows, the start has sent what waited (the first test above).
      await page.getByRole('tab', { name: w.past }).click()
      await expect(row.getByRole('button', { name: w.editReview })).toBeVisible()
      await leaveApp(page)
      expect(sent).toEqual([])
      expect(await reviewOnServer()).toEqual(before)
    }
  })

  test(`${lang}: a cancellation queued offline leaves by itself through Background Sync with the app closed, once, and the app sends nothing again`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const diver = await newDiver(request, lang)
    const { upcoming } = await bookUpcoming(request, diver.auth)
    const phone = new Phone(testInfo, baseURL)
    try {
      let page = await phone.open()
      await openSignedIn(page, diver.session, lang, '/user/booking')
      await controlled(page)
      await waitUntilSaved(page, ['"reservations"'])
      const notesBefore = await notesAbout(request, diver.auth, upcoming.reservationId)
      const context = phone.context!
      await context.setOffline(true)
      await cancelOffline(page, lang, upcoming.reservationId)
      // Still pending after a reload.
      await page.reload()
      await expect(
        page
          .getByRole('tabpanel')
          .locator('.reservation-card')
          .filter({ hasText: `#${upcoming.reservationId}` })
          .getByText(w.pending),
      ).toBeVisible()
      await leaveApp(page)
      await page.close()

      // Every page closed; the network comes back: the service worker sends it.
      const blank = await context.newPage()
      const cdp = await context.newCDPSession(blank)
      const registrations: Array<{ registrationId: string; scopeURL: string }> = []
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => registrations.push(...list))
      await cdp.send('ServiceWorker.enable')
      await context.setOffline(false)
      await expect.poll(() => registrations.some((item) => item.scopeURL.startsWith(baseURL!))).toBe(true)
      const registrationId = registrations.find((item) => item.scopeURL.startsWith(baseURL!))!.registrationId
      await expect
        .poll(
          async () => {
            await cdp
              .send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId, tag: 'reefline-outbox', lastChance: false })
              .catch(() => undefined)
            return (await reservationOf(request, diver.auth, upcoming.reservationId))?.status
          },
          { timeout: 30_000 },
        )
        .toBe('Cancelled')
      // Applied once: one notification more about it (a second arrival would be a replay, not a second cancel).
      expect(await notesAbout(request, diver.auth, upcoming.reservationId)).toBe(notesBefore + 1)

      // Opening the app: nothing is sent twice, and the row shows the server's truth.
      page = await context.newPage()
      // Counted on the context: a send by the service worker's Background Sync never reaches the page's listener.
      const sent: string[] = []
      context.on('request', (r) => {
        if (r.url().includes('/Booking/CancelReservation')) sent.push(r.url())
      })
      await page.goto('/user/booking')
      await expect(async () => {
        await page.getByRole('tab').nth(1).click()
        await expect(
          page
            .getByRole('tabpanel')
            .locator('.reservation-card')
            .filter({ hasText: `#${upcoming.reservationId}` }),
        ).toHaveCount(1, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      // The start resumes what was left waiting before the list shows; by the time no row says
      // pending, a second send would have been made.
      await expect(page.getByText(w.pending)).toHaveCount(0)
      await leaveApp(page)
      expect(sent).toEqual([])
    } finally {
      await phone.dispose()
    }
  })

  test(`${lang}: a heart tapped offline is shown pending, after a reload too, and is on the server once when the network returns`, async ({
    page,
    context,
    request,
  }) => {
    const trip = await pickDeparture(request, {}, (item) => item.activity !== 'course')
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, `/trips/tripDetails/trip/${trip.id}`)
    await controlled(page)
    const heart = page.getByRole('button', { name: w.heart }).first()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    // On the context: the worker's Background Sync may send the heart, and the page never sees its requests.
    const sent: string[] = []
    context.on('request', (r) => {
      if (r.url().includes('/Favorites/Set')) sent.push(r.headers()['idempotency-key'] ?? '')
    })
    await context.setOffline(true)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toContainText(w.heartPending)
    await leaveApp(page)
    await page.reload()
    await expect(page.getByRole('button', { name: w.heart }).first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: w.heart }).first()).toContainText(w.heartPending)
    expect(sent).toEqual([])

    await context.setOffline(false)
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(1)
    await expect(page.getByRole('button', { name: w.heart }).first()).not.toContainText(w.heartPending)
    const ids = (await (await request.get(`${API}/Favorites/Ids`, { headers: diver.auth })).json()) as { data: { trip: number[] } }
    expect(ids.data.trip).toEqual([trip.id])
  })

  test(`${lang}: a cancellation queued offline by mistake is undone before it leaves: its row is as before, after a reload too, and the server never has it`, async ({
    page,
    context,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    const { upcoming } = await bookUpcoming(request, diver.auth)
    await openSignedIn(page, diver.session, lang, '/user/booking')
    await controlled(page)
    await waitUntilSaved(page, ['"reservations"'])
    // Counted on the context: a send by the service worker's Background Sync never reaches the page's listener.
    const sent: string[] = []
    context.on('request', (r) => {
      if (r.url().includes('/Booking/CancelReservation')) sent.push(r.url())
    })
    await context.setOffline(true)
    await cancelOffline(page, lang, upcoming.reservationId)
    const card = page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ hasText: `#${upcoming.reservationId}` })
    await card.getByRole('button', { name: w.undo }).click()
    await expect(page.getByText(w.undone)).toBeVisible()
    await expect(card.getByText(w.pending)).toHaveCount(0)
    await expect(card.getByRole('button', { name: w.undo })).toHaveCount(0)
    await expect(card.getByRole('button', { name: w.cancel })).toBeVisible()
    await leaveApp(page)
    await page.reload()
    await expect(card.getByRole('button', { name: w.cancel })).toBeVisible()
    await expect(card.getByText(w.pending)).toHaveCount(0)

    // Online again: the start sends what waits before the list shows (the first test above), so by the
    // time the row is drawn a cancellation left in the outbox would have gone.
    await context.setOffline(false)
    await page.reload()
    await expect(card.getByRole('button', { name: w.cancel })).toBeVisible()
    await leaveApp(page)
    expect(sent).toEqual([])
    expect((await reservationOf(request, diver.auth, upcoming.reservationId))?.status).not.toBe('Cancelled')
  })

  test(`${lang}: a queued cancellation the server refuses is shown on its row with the reason, after a reload too`, async ({ page, context, request }) => {
    const diver = await newDiver(request, lang)
    const { upcoming } = await bookUpcoming(request, diver.auth)
    await openSignedIn(page, diver.session, lang, '/user/booking')
    await controlled(page)
    await waitUntilSaved(page, ['"reservations"'])
    await context.setOffline(true)
    await cancelOffline(page, lang, upcoming.reservationId)
    // Meanwhile the booking was cancelled elsewhere: the queued one will be refused.
    expect(
      (
        await request.post(`${API}/Booking/CancelReservation`, {
          headers: diver.auth,
          data: { reservationId: upcoming.reservationId, cancellationReason: 'by phone' },
        })
      ).ok(),
    ).toBe(true)
    await context.setOffline(false)
    const card = () => page.locator('.reservation-card').filter({ hasText: `#${upcoming.reservationId}` })
    // Cancelled by then, the booking moves among the past ones once the list is read again.
    await expect(async () => {
      await page.getByRole('tab').nth(1).click()
      await expect(card().getByText(w.refused)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await leaveApp(page)
    await page.reload()
    await page.getByRole('tab').nth(1).click()
    await expect(card().getByText(w.refused)).toBeVisible()
  })
}
