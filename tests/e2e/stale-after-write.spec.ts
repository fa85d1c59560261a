import { expect, type Page, test } from '@playwright/test'
import { newDiver, openSignedIn } from './account-helpers.ts'
import { departureNow, pickDeparture } from './booking-helpers.ts'
import { waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    book: 'Book',
    bookNow: 'Book Now',
    seats: /^Seats$/,
    fullName: /^Full name$/,
    payOnArrival: 'Pay on arrival',
    confirm: /^Confirm booking$/,
    confirmed: 'Booking confirmed',
    name: /^Name$/,
    save: /^Save$/,
    saved: 'Your profile was saved.',
  },
  ar: {
    book: 'احجز',
    bookNow: 'احجز الآن',
    seats: /^المقاعد$/,
    fullName: /^الاسم الكامل$/,
    payOnArrival: 'الدفع عند الوصول',
    confirm: /^تأكيد الحجز$/,
    confirmed: 'تم تأكيد الحجز',
    name: /^الاسم$/,
    save: /^حفظ$/,
    saved: 'تم حفظ ملفك الشخصي.',
  },
} as const

/** "N seats left" as the page writes the number (Arabic digits in Arabic). */
const number = (page: Page, value: number) => page.evaluate((n) => new Intl.NumberFormat(document.documentElement.lang).format(n), value)

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: booking two seats, then reloading the trip's page at once, shows two seats fewer (asked of the server again)`, async ({ page, request }) => {
    // Five or more: the Arabic words for one or two seats left carry no digit.
    const trip = await pickDeparture(request, { activity: 'diving', payLater: true, seats: 5 }, (item) => item.availableSeats >= 5)
    const before = (await departureNow(request, 'trip', trip.id)).availableSeats
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, `/trips/tripDetails/trip/${trip.id}`)
    await expect(page.locator('.book-seats')).toContainText(await number(page, before))
    await waitUntilSaved(page, [`"trips","trip",${trip.id}`])
    const tripPage = new URL(page.url()).pathname

    await page.getByRole('complementary', { name: w.book }).getByRole('link', { name: w.bookNow }).click()
    await page.getByLabel(w.seats).selectOption('2')
    await page.getByTestId('traveller-2').getByLabel(w.fullName).fill('Omar Nabil')
    await page.getByRole('radio', { name: w.payOnArrival }).check()
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.getByRole('heading', { level: 1, name: w.confirmed })).toBeVisible()
    expect((await departureNow(request, 'trip', trip.id)).availableSeats).toBe(before - 2)

    // At once: the trip's page again, from a reload.
    const asked = page.waitForRequest((r) => r.url().includes('/Trips/TripDetails') && r.url().includes(`tempTripId=${trip.id}`))
    await page.goto(tripPage)
    await asked
    await expect(page.locator('.book-seats')).toContainText(await number(page, before - 2))
  })

  test(`${lang}: a saved profile, reloaded at once, shows what was saved (never the old values, which a second Save would write back)`, async ({
    page,
    request,
  }) => {
    const diver = await newDiver(request, lang, lang === 'en' ? 'Old Name' : 'الاسم القديم')
    const renamed = lang === 'en' ? 'New Name' : 'الاسم الجديد'
    await openSignedIn(page, diver.session, lang, '/user/profile')
    const name = page.getByLabel(w.name)
    await expect(name).toHaveValue(diver.name)
    await waitUntilSaved(page, ['"profile"'])

    await name.fill(renamed)
    await page.getByRole('button', { name: w.save }).click()
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(w.name)).toHaveValue(renamed)
    // And it stays so once the page has settled (no late answer puts the old name back).
    await page.waitForLoadState('networkidle')
    await expect(page.getByLabel(w.name)).toHaveValue(renamed)
  })
}
