import { expect, type Page, test } from '@playwright/test'
import { pdfText } from './account-helpers.ts'
import { DAY, daysAgo, diverAtSea, type SeaTrip, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: { pdf: /^Download PDF$/, invoice: 'Invoice' },
  ar: { pdf: /^تنزيل PDF$/, invoice: 'فاتورة' },
} as const

/** The diver's screens, each showing its data (not "not available offline"), and the notice of its age. */
async function everyScreenShows(page: Page, lang: 'en' | 'ar', trip: SeaTrip, age: number | null) {
  const notice = async () => {
    const saved = page.locator('.saved-notice').first()
    await expect(saved).toBeVisible()
    if (age !== null) await expect(saved).toContainText(await daysAgo(page, age))
  }

  await page.goto('/user/booking')
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('tabpanel').locator('.reservation-card')).not.toHaveCount(0)
  await expect(
    page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ hasText: `#${trip.reservationId}` }),
  ).toHaveCount(1)
  await notice()

  await page.goto('/user/wallet')
  await expect(page.locator('.wallet-row')).not.toHaveCount(0)
  await notice()

  await page.goto('/user/invoice')
  await expect(page.locator('.reservation-card')).not.toHaveCount(0)
  await notice()

  await page.goto(`/user/invoice/${trip.reservationId}?type=trip&lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: words[lang].invoice })).toBeVisible()
  await notice()
  const number = (await page
    .getByText(/INV-[A-Z0-9]+/)
    .first()
    .textContent())!.match(/INV-[A-Z0-9]+/)![0]
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: words[lang].pdf }).click()])
  expect(await pdfText(await download.path())).toContain(number)

  await page.goto(`/user/voucher/${trip.reservationId}`)
  await expect(page.locator('.voucher-reference')).toHaveText(trip.reference)
  await expect(page.locator('[data-value]').first()).toHaveAttribute('data-value', trip.reference)
  await notice()

  await page.goto('/user/profile')
  await expect(page.locator('input[name=name]')).toHaveValue(trip.name)
  await notice()

  await page.goto('/user/certificate')
  const card = page.locator('.certificate-image')
  await expect(card).toBeVisible()
  await expect.poll(() => card.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a week on a boat: what the diver saw shows on every offline open, a day, a week and a month later`, async ({ baseURL, request }, testInfo) => {
    test.setTimeout(300_000)
    const { trip, phone, page: harbour } = await diverAtSea(request, testInfo, baseURL, lang, lang === 'en' ? 'Sea Going Diver' : 'غواص البحر')
    try {
      // In the harbour: every screen seen once, online.
      let page = harbour
      await everyScreenShows(page, lang, trip, null)
      await waitUntilSaved(page, ['"reservations"', '"wallet"', `"invoice",${trip.reservationId}`, `"voucher",${trip.reservationId}`, '"profile"'])
      const savedAt = Date.now()

      // On the boat: the app opened with no signal a day, a week and more than a month later.
      for (const days of [1, 8, 40]) {
        page = await phone.open({ offline: true, at: savedAt + days * DAY })
        await everyScreenShows(page, lang, trip, days)
        // What was shown is still saved when the app closes.
        await waitUntilSaved(page, ['"reservations"', '"wallet"', `"invoice",${trip.reservationId}`, `"voucher",${trip.reservationId}`, '"profile"'])
      }
    } finally {
      await phone.dispose()
    }
  })
}
