import { expect, test } from '@playwright/test'
import { balanceDueDate } from '../../contract/deposits.ts'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'
import { controlled, Phone, savedPackTrips, waitUntilSaved } from './offline-helpers.ts'

const words = {
  en: {
    deposit: /^Deposit now, balance later/,
    confirm: /^Confirm booking$/,
    voucher: /^Open the voucher$/,
    balanceDue: 'Balance due',
    depositPaid: 'Deposit paid',
    balanceLine: /^Balance .+ due by /,
    payBalance: /^Pay balance\s*:/,
    payDialog: 'Pay the balance',
    confirmPayment: 'Confirm payment',
    paidToast: /^Paid: /,
    paid: 'Paid',
  },
  ar: {
    deposit: /^دفعة مقدمة الآن والباقي لاحقًا/,
    confirm: /^تأكيد الحجز$/,
    voucher: /^افتح القسيمة$/,
    balanceDue: 'المبلغ المتبقي المستحق',
    depositPaid: 'دُفعت الدفعة المقدمة',
    balanceLine: /^المبلغ المتبقي .+ مستحق حتى /,
    payBalance: /^ادفع المتبقي\s*:/,
    payDialog: 'ادفع المبلغ المتبقي',
    confirmPayment: 'تأكيد الدفع',
    paidToast: /^تم الدفع: /,
    paid: 'مدفوع',
  },
} as const

const DAY = 86_400_000

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 360],
] as const) {
  const w = words[lang]

  test(`${lang} at ${width} px: a deposit now and the balance by its day: the booking page says both, the voucher and the bookings list show what is due and by when, on the boat too, and Pay balance settles it`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000)
    // A trip at a center that takes deposits, far enough ahead that its balance's day is still to come.
    let due = ''
    const trip = await pickDeparture(request, { activity: 'diving', payNow: true, seats: 1 }, () => true, {
      accept: async (item) => {
        const details = (
          (await (await request.get(`${API}/Trips/TripDetails?tempTripId=${item.id}&lang=${lang === 'ar' ? 2 : 1}`)).json()) as { data: TripDetails }
        ).data
        const deposit = details.branch.deposit
        if (!deposit) return false
        due = balanceDueDate(item.startDate, deposit.balanceDueDays)
        return Date.parse(due) - Date.now() > 4 * DAY
      },
    })
    const diver = await newDiver(request, lang)
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      let page = await phone.open()
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=1`)

      const option = page.getByRole('radio', { name: w.deposit })
      await option.check()
      // What is paid now and the balance by its day, in the choice and beside the total.
      await expect(page.locator('.payment-option').filter({ has: option }).locator(`time[datetime="${due}"]`)).toBeVisible()
      await expect(page.getByTestId('booking-deposit').locator(`time[datetime="${due}"]`)).toBeVisible()
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
      const reservationId = Number(new URL(page.url()).pathname.split('/').pop())

      await page.getByRole('link', { name: w.voucher }).click()
      await expect(page.getByRole('region', { name: w.balanceDue }).locator(`time[datetime="${due}"]`)).toBeVisible()

      const bookings = async () => {
        await page.goto('/user/booking')
        // A table row on a wide screen, a card on a phone.
        const row = page
          .getByRole('tabpanel')
          .locator('tr, .reservation-card')
          .filter({ hasText: `#${reservationId}` })
        await expect(row.locator('.pay-chip')).toHaveText(w.depositPaid)
        await expect(row.locator('.payment-amounts')).toHaveText(w.balanceLine)
        return row
      }
      await bookings()
      await controlled(page)
      await waitUntilSaved(page, ['"reservations"', `"voucher",${reservationId}`])
      // The trip pack has run for this booking: it keeps the account's code and words for the boat too.
      await expect.poll(() => savedPackTrips(page), { timeout: 30_000 }).toBeGreaterThan(0)

      // On the boat two days later, the app started with no signal: the balance and its day are still
      // on the voucher and the bookings list, from what the device kept (older than every staleTime).
      page = await phone.open({ offline: true, at: Date.now() + 2 * DAY })
      await page.goto(`/user/voucher/${reservationId}`)
      await expect(page.locator('.saved-notice').first()).toBeVisible()
      await expect(page.getByRole('region', { name: w.balanceDue }).locator(`time[datetime="${due}"]`)).toBeVisible()
      await bookings()

      // Back in the harbour: Pay balance settles it.
      page = await phone.open()
      const row = await bookings()
      await row.getByRole('button', { name: w.payBalance }).click()
      const dialog = page.getByRole('dialog', { name: w.payDialog })
      await dialog.getByRole('button', { name: w.confirmPayment }).click()
      await expect(toast(page, w.paidToast)).toBeVisible()
      await expect(row.getByRole('button', { name: w.payBalance })).toHaveCount(0)
      await expect(row.locator('.pay-chip')).toHaveText(w.paid)

      // The server agrees: paid whole, no balance left to pay.
      const answer = (await (await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })).json()) as {
        data: { upcomming: Record<string, Array<{ reservationId: number; paymentStatus: string; balanceDue: string | null }>> }
      }
      const booked = Object.values(answer.data.upcomming)
        .flat()
        .find((one) => one.reservationId === reservationId)
      expect(booked).toMatchObject({ paymentStatus: 'Paid', balanceDue: null })
    } finally {
      await phone.dispose()
    }
  })
}
