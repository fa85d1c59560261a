import { expect, test } from '@playwright/test'
import { bookTrip, newDiver, openSignedIn } from './account-helpers.ts'

const words = {
  en: { title: 'My Reservations', trip: 'Trip', voucher: 'Voucher', invoice: 'Invoice' },
  ar: { title: 'حجوزاتي', trip: 'رحلة', voucher: 'القسيمة', invoice: 'فاتورة' },
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  test(`My Reservations lists a booked trip (not only courses) with its voucher (${lang})`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    const booked = await bookTrip(request, diver.auth)
    await openSignedIn(page, diver.session, lang, '/user/reservations-courses')
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
    const cards = page.locator('.reservation-card')
    await expect(cards).toHaveCount(1)
    const card = cards.first()
    await expect(card.locator('.card-kicker')).toContainText(`${w.trip} · #${booked.reservationId}`)
    const voucher = card.getByRole('link', { name: new RegExp(`^${w.voucher}`) })
    await expect(voucher).toHaveAttribute('href', `/user/voucher/${booked.reservationId}`)
    await expect(card.getByRole('link', { name: new RegExp(`^${w.invoice}`) })).toBeVisible()
    await voucher.click()
    await expect(page).toHaveURL(`/user/voucher/${booked.reservationId}`)
  })
}
