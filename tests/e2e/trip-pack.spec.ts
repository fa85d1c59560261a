import { expect, type Page, test } from '@playwright/test'
import { API, bookTrip, pdfText } from './account-helpers.ts'
import { cardPicture, DAY, diverAtSea, keptCardPicture, savedPackTrips, type SeaTrip, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    pdf: /^Download PDF$/,
    invoice: 'Invoice',
    menu: 'Open menu',
    ready: /1 trip ready offline · [\d.,]+ (kB|MB)/,
    kept: /^(Kept on this device: the browser will not clear it|The browser may clear this when space runs low)/,
  },
  ar: {
    pdf: /^تنزيل PDF$/,
    invoice: 'فاتورة',
    menu: 'فتح القائمة',
    ready: /رحلة واحدة جاهزة دون اتصال · \S+/,
    kept: /^(محفوظ على هذا الجهاز: لن يمسحه المتصفح|قد يمسح المتصفح هذه البيانات)/,
  },
} as const

/** Every screen of the pack, in the language on screen: the data shows, not "not available offline". */
async function packShows(page: Page, lang: 'en' | 'ar', trip: SeaTrip, pdf: boolean) {
  await page.goto(`/user/voucher/${trip.reservationId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('.voucher-reference')).toHaveText(trip.reference)
  await expect(page.locator('.policy-list li')).not.toHaveCount(0)

  await page.goto(`/user/invoice/${trip.reservationId}?type=trip&lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: words[lang].invoice })).toBeVisible()
  if (pdf) {
    const number = (await page
      .getByText(/INV-[A-Z0-9]+/)
      .first()
      .textContent())!.match(/INV-[A-Z0-9]+/)![0]
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByRole('button', { name: words[lang].pdf }).click()])
    expect(await pdfText(await download.path())).toContain(number)
  }

  await page.goto('/user/booking')
  await expect(
    page
      .getByRole('tabpanel')
      .locator('.reservation-card')
      .filter({ hasText: `#${trip.reservationId}` }),
  ).toHaveCount(1)
  await page.goto('/user/wallet')
  await expect(page.locator('.wallet-row')).not.toHaveCount(0)
  await page.goto('/user/profile')
  await expect(page.locator('input[name=name]')).toHaveValue(trip.name)
  await page.goto('/user/certificate')
  await expect
    .poll(() => page.locator('.certificate-image').evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0)
}

for (const lang of ['en', 'ar'] as const) {
  const other = lang === 'en' ? 'ar' : 'en'

  test(`${lang}: the trip pack: a booking whose voucher and invoice were never opened opens offline after a restart, in both languages`, async ({
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
    // Signed in, on the home page only: the app packs the trip by itself.
    const { trip, phone, page: home } = await diverAtSea(request, testInfo, baseURL, lang, lang === 'en' ? 'Packed Diver' : 'غواص مستعد')
    try {
      let page = home
      const id = trip.reservationId
      await waitUntilSaved(page, [
        `"voucher",${id},"en"`,
        `"voucher",${id},"ar"`,
        `"invoice",${id},"en"`,
        `"invoice",${id},"ar"`,
        '"wallet","en"',
        '"wallet","ar"',
        '"profile","en"',
        '"profile","ar"',
        '"reservations","en"',
        '"reservations","ar"',
      ])
      // The account area says what is kept, its size, and whether the browser keeps the storage.
      await page.goto('/user/profile')
      await expect(page.getByRole('status').filter({ hasText: words[lang].ready })).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText(words[lang].kept)).toBeVisible()
      // The invoice's fonts are part of the pack (the PDF is made on the device).
      await expect.poll(() => page.evaluate(async () => (await (await caches.open('reefline-pdf-fonts')).keys()).length), { timeout: 20_000 }).toBe(4)

      // On the boat, a day later: never opened, yet every screen is there.
      page = await phone.open({ offline: true, at: Date.now() + DAY })
      await packShows(page, lang, trip, true)

      // The language switched with no network: every screen still shows, in the other language.
      await page.goto('/user/booking')
      await page.getByRole('button', { name: words[lang].menu }).click()
      await page.locator('button.lang-switch:visible').click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(
        page
          .getByRole('tabpanel')
          .locator('.reservation-card')
          .filter({ hasText: `#${trip.reservationId}` }),
      ).toHaveCount(1)
      await packShows(page, other, trip, false)
    } finally {
      await phone.dispose()
    }
  })
}

test('back online with the app open, the pack takes in what changed while the phone was offline: a new booking and a new card picture', async ({
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  // On the home page: no screen of the account is open to refresh the bookings by itself.
  const { trip, phone, page, auth } = await diverAtSea(request, testInfo, baseURL, 'en', 'Reconnected Diver')
  try {
    await expect.poll(() => savedPackTrips(page), { timeout: 30_000 }).toBe(1)
    const before = await keptCardPicture(page)
    expect(before).not.toBeNull()

    await page.context().setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    // Meanwhile, from another device: a second trip booked and the card picture replaced.
    const second = await bookTrip(request, auth)
    const replaced = await request.post(`${API}/Mobile/ChangeCertificateImage`, {
      headers: auth,
      multipart: { logo: { name: 'card.png', mimeType: 'image/png', buffer: cardPicture } },
    })
    expect(replaced.ok()).toBe(true)
    const { imagePath } = ((await replaced.json()) as { data: { imagePath: string } }).data

    // Back online, well within the pack's five minutes of freshness: what it holds is out of date all the same.
    await page.context().setOffline(false)
    await waitUntilSaved(page, [
      `"voucher",${second.reservationId},"en"`,
      `"voucher",${second.reservationId},"ar"`,
      `"invoice",${second.reservationId},"en"`,
      `"invoice",${second.reservationId},"ar"`,
    ])
    await expect.poll(() => savedPackTrips(page), { timeout: 20_000 }).toBe(2)
    await expect.poll(() => keptCardPicture(page), { timeout: 20_000 }).toBe(imagePath)
    expect(trip.reservationId).not.toBe(second.reservationId)
  } finally {
    await phone.dispose()
  }
})
