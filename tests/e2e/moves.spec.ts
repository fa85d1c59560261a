import { expect, test } from '@playwright/test'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'

const words = {
  en: {
    change: /^Change date$/,
    dialog: 'Change the date',
    total: 'New total',
    confirm: 'Confirm the new date',
    moved: /^Moved to /,
  },
  ar: {
    change: /^تغيير الموعد$/,
    dialog: 'تغيير موعد الحجز',
    total: 'الإجمالي الجديد',
    confirm: 'تأكيد الموعد الجديد',
    moved: /^نُقل الحجز إلى /,
  },
} as const

const DAY = 86_400_000

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: the voucher moves a booking to another date of its trip: the dialog says what it costs before Confirm, and the voucher and the bookings then give the new date`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    // A trip with a later date that has a seat, both far enough ahead to be booked.
    let later: { id: number; startDate: string } | undefined
    const trip = await pickDeparture(request, { activity: 'diving', payNow: true, seats: 1 }, () => true, {
      accept: async (item) => {
        const details = ((await (await request.get(`${API}/Trips/TripDetails?tempTripId=${item.id}`)).json()) as { data: TripDetails }).data
        later = details.otherDates.find(
          (date) => date.startDate > item.startDate && date.availableSeats >= 1 && Date.parse(date.startDate) - Date.now() > 2 * DAY,
        )
        return later !== undefined
      },
    })
    const diver = await newDiver(request, lang)
    const booked = await request.post(`${API}/Booking/Create`, { headers: diver.auth, data: { tripId: trip.id, seats: 1, paymentType: 1 } })
    expect(booked.status()).toBe(201)
    const { reservationId } = ((await booked.json()) as { data: { reservationId: number } }).data

    await openSignedIn(page, diver.session, lang, `/user/voucher/${reservationId}`)
    await page.getByRole('button', { name: w.change }).click()
    const dialog = page.getByRole('dialog', { name: w.dialog })
    await dialog
      .locator('label', { has: page.locator(`time[datetime="${later!.startDate}"]`) })
      .getByRole('radio')
      .check()
    await expect(dialog.getByTestId('move-terms')).toContainText(w.total)
    await dialog.getByRole('button', { name: w.confirm }).click()
    await expect(toast(page, w.moved)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The voucher, read again, is on the new date; so is the booking the server keeps, with its reference.
    await expect(page.locator(`main time[datetime="${later!.startDate}"]`).first()).toBeVisible()
    const answer = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
      data: { upcomming: Record<string, Array<{ reservationId: number; startDate: string; moves: number }>> }
    }
    const moved = Object.values(answer.data.upcomming)
      .flat()
      .find((one) => one.reservationId === reservationId)
    expect(moved).toMatchObject({ startDate: later!.startDate, moves: 1 })
  })
}
