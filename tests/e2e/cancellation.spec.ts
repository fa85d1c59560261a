import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type CancellationQuote, refundPercent } from '../../contract/booking.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture, pickPartialTierTrip, policyOf, walletBalance } from './booking-helpers.ts'

const words = {
  en: {
    free: 'Free cancellation',
    confirm: /^Confirm booking$/,
    confirmed: 'Booking confirmed',
    cancel: /^Cancel\s*:/,
    fee: 'Cancellation fee',
    back: 'You get back',
    wallet: 'My wallet (at once)',
    confirmCancel: 'Confirm cancellation',
    cancelled: 'The trip was successfully cancelled',
  },
  ar: {
    free: 'إلغاء مجاني',
    confirm: /^تأكيد الحجز$/,
    confirmed: 'تم تأكيد الحجز',
    cancel: /^إلغاء\s*:/,
    fee: 'رسوم الإلغاء',
    back: 'تسترد',
    wallet: 'محفظتي (فورًا)',
    confirmCancel: 'تأكيد الإلغاء',
    cancelled: 'تم إلغاء الرحلة بنجاح',
  },
} as const

const HOUR = 3_600_000

async function quoteOf(request: APIRequestContext, auth: Record<string, string>, reservationId: number): Promise<CancellationQuote> {
  const response = await request.get(`${API}/Booking/CancellationQuote?reservationId=${reservationId}`, { headers: auth })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: CancellationQuote }).data
}

const moneyIn = (page: Page, amount: number, currency: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: document.documentElement.lang === 'ar' ? 'name' : 'symbol',
      }).format(value),
    [amount, currency] as const,
  )

/** Opens the bookings list, the row's Cancel, and checks the dialog's fee and refund before confirming to the wallet. */
async function cancelFromBookings(page: Page, lang: 'en' | 'ar', reservationId: number, fee: string, back: string) {
  const w = words[lang]
  await page.goto('/user/booking')
  const row = page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: `#${reservationId}` })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: w.cancel }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('.cancel-figures div').filter({ hasText: w.fee })).toContainText(fee)
  await expect(dialog.locator('.cancel-figures div').filter({ hasText: w.back })).toContainText(back)
  // Paid by card: the diver chooses where the refund goes; the wallet is the default.
  await expect(dialog.getByRole('radio', { name: w.wallet })).toBeChecked()
  await dialog.getByRole('button', { name: w.confirmCancel }).click()
  await expect(toast(page, w.cancelled)).toBeVisible()
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: a course date booked with free cancellation and cancelled inside the free window: all of it back to the wallet`, async ({ page, request }) => {
    // More than a week ahead: inside every seeded policy's free window (at most 168 hours).
    const course = await pickDeparture(request, { activity: 'course', payNow: true }, (item) => Date.parse(item.startDate) - Date.now() > 9 * 24 * HOUR)
    const policy = await policyOf(request, course)
    expect(refundPercent(policy, 3, course.startDate, Date.now())).toBe(100)
    const diver = await newDiver(request, lang)
    const walletBefore = await walletBalance(request, diver.auth)

    await openSignedIn(page, diver.session, lang, `/booking/course/${course.id}?pay=3`)
    await expect(page.getByRole('radio', { name: w.free })).toBeChecked()
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.confirmed })).toBeVisible()
    const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

    const quote = await quoteOf(request, diver.auth, reservationId)
    expect(quote.paymentType).toBe(3)
    expect(quote.refundPercent).toBe(100)
    expect(quote.refund).toBeCloseTo(quote.paid, 2)
    expect(quote.fee).toBe(0)
    expect(quote.paid).toBeGreaterThan(0)
    expect(quote.refundUsd).toBeGreaterThan(0)

    await cancelFromBookings(page, lang, reservationId, await moneyIn(page, 0, quote.currency), await moneyIn(page, quote.paid, quote.currency))
    await expect.poll(() => walletBalance(request, diver.auth)).toBeCloseTo(walletBefore + quote.refundUsd, 2)
  })

  test(`${lang}: cancelled inside a fee tier: the fee is shown before confirming and charged as the policy says`, async ({ page, request }) => {
    // A pay-now trip whose start falls in a partial tier, not within an hour of its edge.
    const { trip, percent } = await pickPartialTierTrip(request)
    const diver = await newDiver(request, lang)
    const walletBefore = await walletBalance(request, diver.auth)
    const created = await request.post(`${API}/Booking/Create`, { headers: diver.auth, data: { tripId: trip.id, seats: 1, paymentType: 1 } })
    expect(created.status()).toBe(201)
    const {
      reservationId,
      totalPricePaidByCustomer: paid,
      currency,
    } = ((await created.json()) as { data: { reservationId: number; totalPricePaidByCustomer: number; currency: string } }).data

    const quote = await quoteOf(request, diver.auth, reservationId)
    expect(quote.refundPercent).toBe(percent)
    expect(quote.refund).toBeCloseTo((paid * percent) / 100, 2)
    expect(quote.fee).toBeCloseTo(paid - quote.refund, 2)
    expect(quote.fee).toBeGreaterThan(0)
    expect(quote.refundUsd).toBeGreaterThan(0)

    await openSignedIn(page, diver.session, lang, '/user/booking')
    // Offline, the dialog works the same figures out on the device from the row's policy.
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${reservationId}` })
    await expect(row).toHaveCount(1)
    await page.context().setOffline(true)
    await row.getByRole('button', { name: w.cancel }).click()
    const estimate = page.getByRole('dialog').locator('.cancel-quote')
    await expect(estimate).toContainText(await moneyIn(page, quote.fee, currency))
    await expect(estimate).toContainText(await moneyIn(page, quote.refund, currency))
    await expect(estimate).toContainText(`${percent}%`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.context().setOffline(false)
    await cancelFromBookings(page, lang, reservationId, await moneyIn(page, quote.fee, currency), await moneyIn(page, quote.refund, currency))
    await expect.poll(() => walletBalance(request, diver.auth)).toBeCloseTo(walletBefore + quote.refundUsd, 2)
    const after = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
      data: { past: { pastTripReservationsAfterAddingReview: Array<{ reservationId: number; status: string }> } }
    }
    expect(after.data.past.pastTripReservationsAfterAddingReview.find((item) => item.reservationId === reservationId)?.status).toBe('Cancelled')
  })
}
