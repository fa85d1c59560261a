import { expect, test } from '@playwright/test'
import { balanceDueDate } from '../../contract/deposits.ts'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'

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

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: a deposit now and the balance by its day: the booking page says both, the voucher and the bookings list show what is due and by when, and Pay balance settles it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
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
        return Date.parse(due) - Date.now() > 2 * DAY
      },
    })
    const diver = await newDiver(request, lang)
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
    const owed = page.getByRole('region', { name: w.balanceDue })
    await expect(owed.locator(`time[datetime="${due}"]`)).toBeVisible()

    await page.goto('/user/booking')
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${reservationId}` })
    await expect(row.locator('.pay-chip')).toHaveText(w.depositPaid)
    await expect(row.locator('.payment-amounts')).toHaveText(w.balanceLine)
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
  })
}
