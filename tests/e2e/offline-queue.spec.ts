import { expect, type Page, test } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'
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

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

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
      const sent: string[] = []
      page.on('request', (r) => {
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
    const sent: string[] = []
    page.on('request', (r) => {
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
    const sent: string[] = []
    page.on('request', (r) => {
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
