import { expect, test } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import type { TripsSearchResponse } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { departureNow } from './booking-helpers.ts'

const words = {
  en: {
    when: 'When',
    month: 'Month',
    activity: 'Activity',
    search: 'Search trips',
    go: 'Search',
    payLater: 'Pay later',
    book: 'Book',
    bookNow: 'Book Now',
    seats: /^Seats$/,
    fullName: /^Full name$/,
    payOnArrival: 'Pay on arrival',
    confirm: /^Confirm booking$/,
    confirmed: 'Booking confirmed',
    voucher: /^Open the voucher$/,
    qr: /^QR code of the booking reference/,
  },
  ar: {
    when: 'الموعد',
    month: 'الشهر',
    activity: 'النشاط',
    search: 'ابحث عن الرحلات',
    go: 'ابحث',
    payLater: 'الدفع لاحقًا',
    book: 'احجز',
    bookNow: 'احجز الآن',
    seats: /^المقاعد$/,
    fullName: /^الاسم الكامل$/,
    payOnArrival: 'الدفع عند الوصول',
    confirm: /^تأكيد الحجز$/,
    confirmed: 'تم تأكيد الحجز',
    voucher: /^افتح القسيمة$/,
    qr: /^رمز QR لمرجع الحجز/,
  },
} as const

// The whole way a diver books, each step through the screen that leads to the next: the home's search
// bar, the trips of a month, the trip's page, the booking page, the confirmation, the voucher and the
// bookings list; the seats are counted on the server before and after.
for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: from the home's search to a voucher and the bookings list, two seats fewer on the trip`, async ({ page, request }) => {
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, '/')

    // Next month's diving trips: the month from the home's search, the activity among the trips area's filters.
    const month = await page.evaluate(() => {
      const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1)
      return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`
    })
    await page.getByRole('button', { name: new RegExp(`^${w.when}`) }).click()
    const sheet = page.getByRole('dialog', { name: w.search })
    await sheet.getByLabel(w.month, { exact: true }).selectOption(month)
    await sheet.getByRole('button', { name: w.go, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/trips\\?date=${month}$`))
    await page.getByLabel(w.activity).selectOption('diving')
    await expect(page).toHaveURL(new RegExp(`/trips\\?(?=.*date=${month})(?=.*activity=diving)`))
    await page.getByRole('checkbox', { name: w.payLater }).check()
    await expect(page).toHaveURL(/payLater=true/)

    // The first card of that list with two seats to spare, as the server lists it.
    const answer = await request.get(`${API}/Trips/Search?month=${month}&activity=diving&payLater=true`)
    expect(answer.ok()).toBe(true)
    const items = ((await answer.json()) as TripsSearchResponse).data.items
    expect(items.length).toBeGreaterThan(0)
    // One that asks nothing of its divers: the travellers' checks have their own journey.
    const trip = items.find((item) => item.availableSeats >= 2 && !item.requirements)
    expect(trip).toBeDefined()
    const before = await departureNow(request, 'trip', trip!.id)

    await page.locator(`.trip-card h3 a[href$="/${trip!.id}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/trips/tripDetails/[^/]+/${trip!.id}$`))
    await page.getByRole('complementary', { name: w.book }).getByRole('link', { name: w.bookNow }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip!.id}`))

    await page.getByLabel(w.seats).selectOption('2')
    // The second seat is a buddy, named before the booking is sent.
    await page.getByTestId('traveller-2').getByLabel(w.fullName).fill('Omar Nabil')
    await page.getByRole('radio', { name: w.payOnArrival }).check()
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
    const reservationId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByRole('heading', { level: 1, name: w.confirmed })).toBeVisible()

    await page.getByRole('link', { name: w.voucher }).click()
    await expect(page).toHaveURL(`/user/voucher/${reservationId}`)
    await expect(page.getByRole('img', { name: w.qr })).toBeVisible()

    // Bookings shows it with the price of two seats and the payment's label.
    await page.goto('/user/booking')
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${reservationId}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(w.payOnArrival)
    const price = await page.evaluate(
      ([value, code]) =>
        new Intl.NumberFormat(document.documentElement.lang, {
          style: 'currency',
          currency: code,
          currencyDisplay: document.documentElement.lang === 'ar' ? 'name' : 'symbol',
        }).format(value),
      [before.netPrice * 2, before.currency] as const,
    )
    await expect(row).toContainText(price)

    const reservations = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
      data: { upcomming: { upcomingTripReservations: Reservation[] } }
    }
    const booked = reservations.data.upcomming.upcomingTripReservations.find((item) => item.reservationId === reservationId)
    expect(booked?.seats).toBe(2)
    expect(booked?.paymentType).toBe(2)
    expect((await departureNow(request, 'trip', trip!.id)).availableSeats).toBe(before.availableSeats - 2)
  })
}
