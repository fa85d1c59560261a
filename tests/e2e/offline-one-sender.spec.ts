import { expect, type Page, type Request, test } from '@playwright/test'
import type { SessionResponse } from '../../contract/users.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { bookUpcoming, controlled, fireBackgroundSync, leaveApp, Phone, savedPackTrips, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: { cancel: /^Cancel\s*:/, confirm: 'Confirm cancellation', pending: 'Cancellation pending: sent when online', other: 'العربية', otherLang: 'ar' },
  ar: { cancel: /^إلغاء\s*:/, confirm: 'تأكيد الإلغاء', pending: 'الإلغاء معلّق: يُرسل عند الاتصال', other: 'English', otherLang: 'en' },
} as const

/** Every request of the browser to these calls, the service worker's own included, and who made it. */
function countSent(page: Page, paths: RegExp) {
  const sent: Array<{ path: string; key: string; byWorker: boolean }> = []
  page.context().on('request', (request: Request) => {
    const url = new URL(request.url())
    if (!paths.test(url.pathname)) return
    sent.push({ path: url.pathname.replace(API, ''), key: request.headers()['idempotency-key'] ?? '', byWorker: request.serviceWorker() !== null })
  })
  return sent
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: back online with the app open, the app and the worker's Background Sync woken in the same second, each queued write reaches the server once`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(150_000)
    const diver = await newDiver(request, lang)
    const { upcoming } = await bookUpcoming(request, diver.auth)
    const phone = new Phone(testInfo, baseURL, { width: 1280, height: 800 })
    try {
      const page = await phone.open()
      await openSignedIn(page, diver.session, lang, '/user/booking')
      await controlled(page)
      await waitUntilSaved(page, ['"reservations"'])
      // The trip pack has kept both languages' words: the language can be switched on the boat.
      await expect.poll(() => savedPackTrips(page), { timeout: 30_000 }).toBe(1)
      const context = phone.context!
      const sent = countSent(page, /\/(Booking\/CancelReservation|Users\/ChangeLanguage)$/)

      // On the boat: the page offline, and the worker's own requests cut too (Playwright's offline
      // mode leaves them alone).
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
      await context.setOffline(true)
      const card = page
        .getByRole('tabpanel')
        .getByRole('row')
        .filter({ hasText: `#${upcoming.reservationId}` })
      await card.getByRole('button', { name: w.cancel }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click()
      await expect(card.getByText(w.pending)).toBeVisible()
      // The language switched on the boat waits in the same queue.
      await page.getByRole('banner').getByRole('button', { name: w.other }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', w.otherLang)
      await leaveApp(page)

      // The harbour: the network is back, and the browser wakes the worker at the same moment.
      await context.unroute('**/api/**')
      await Promise.all([context.setOffline(false), fireBackgroundSync(context, baseURL!)])
      const status = async () => {
        const { data } = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
          data: {
            upcomming: { upcomingTripReservations: Array<{ reservationId: number; status: string }> }
            past: Record<string, Array<{ reservationId: number; status: string }>>
          }
        }
        return [...data.upcomming.upcomingTripReservations, ...Object.values(data.past).flat()].find((row) => row.reservationId === upcoming.reservationId)
          ?.status
      }
      await expect.poll(status, { timeout: 30_000 }).toBe('Cancelled')
      // Long enough for a second sender (the worker's sync waits 10 s for the app) to have sent again.
      await page.waitForTimeout(12_000)
      const byPath = (path: string) => sent.filter((item) => item.path === path)
      expect(byPath('/Booking/CancelReservation'), JSON.stringify(sent)).toHaveLength(1)
      expect(byPath('/Booking/CancelReservation')[0]!.key.length).toBeGreaterThanOrEqual(8)
      // The account speaks the language chosen on the boat: its next session says so.
      await expect
        .poll(
          async () => {
            const login = await request.post(`${API}/Users/Login`, { data: { email: diver.email, password: diver.password } })
            return ((await login.json()) as SessionResponse).data.language
          },
          { timeout: 20_000 },
        )
        .toBe(w.otherLang === 'ar' ? 2 : 1)
      expect(byPath('/Users/ChangeLanguage'), JSON.stringify(sent)).toHaveLength(1)
    } finally {
      await phone.dispose()
    }
  })
}
