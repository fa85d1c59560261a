import { expect, type Locator, test } from '@playwright/test'
import { balanceDueDate } from '../../contract/deposits.ts'
import type { Voucher } from '../../contract/booking.ts'
import type { TripDetails } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn, toast } from './account-helpers.ts'
import { pickDeparture, rentalsOf, chooseMoveDate } from './booking-helpers.ts'
import { controlled, DAY, leaveApp, Phone, savedDataOf, savedPackTrips } from './offline-helpers.ts'

// Issue 33's diver, whole: three travellers with gear on a deposit, one refused for the wreck with the
// reason shown; the balance paid later; the booking moved to the next week; the voucher on the boat.

const digits = (value: string) => `(?:${value}|${[...value].map((digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]).join('')})`

const words = {
  en: {
    labels: { name: /^Full name$/, birth: /^Date of birth$/, level: /^Certification$/, agency: /^Agency$/, dives: /^Logged dives$/ },
    levels: { ow: 'Open Water', aow: 'Advanced Open Water' },
    refused: new RegExp(`^Omar Nabil: needs Advanced Open Water or ${digits('20')} logged dives\\.$`),
    deposit: /^Deposit now, balance later/,
    book: /^Confirm booking$/,
    openVoucher: /^Open the voucher$/,
    balanceDue: 'Balance due',
    payBalance: /^Pay balance\s*:/,
    payDialog: 'Pay the balance',
    pay: 'Confirm payment',
    paid: /^Paid: /,
    changeDate: /^Change date$/,
    dateDialog: 'Change the date',
    confirmDate: 'Confirm the new date',
    moved: /^Moved to /,
    travellers: 'Travellers',
    listed: [/^Layla Haddad.*PADI Open Water/, /^Omar Nabil.*PADI Open Water/, /^Nour Saleh.*SSI Advanced Open Water/],
    wetsuit: 'Wetsuit 5 mm',
    bcd: 'BCD',
    gear: ['Wetsuit 5 mm, size M', 'BCD, size L'],
  },
  ar: {
    labels: { name: /^الاسم الكامل$/, birth: /^تاريخ الميلاد$/, level: /^الشهادة$/, agency: /^الجهة$/, dives: /^الغطسات المسجلة$/ },
    levels: { ow: 'المياه المفتوحة', aow: 'المياه المفتوحة المتقدمة' },
    refused: new RegExp(`^Omar Nabil: يحتاج إلى شهادة المياه المفتوحة المتقدمة أو ${digits('20')} غطسة مسجلة\\.$`),
    deposit: /^دفعة مقدمة الآن والباقي لاحقًا/,
    book: /^تأكيد الحجز$/,
    openVoucher: /^افتح القسيمة$/,
    balanceDue: 'المبلغ المتبقي المستحق',
    payBalance: /^ادفع المتبقي\s*:/,
    payDialog: 'ادفع المبلغ المتبقي',
    pay: 'تأكيد الدفع',
    paid: /^تم الدفع: /,
    changeDate: /^تغيير الموعد$/,
    dateDialog: 'تغيير موعد الحجز',
    confirmDate: 'تأكيد الموعد الجديد',
    moved: /^نُقل الحجز إلى /,
    travellers: 'المسافرون',
    listed: [/^Layla Haddad.*PADI المياه المفتوحة/, /^Omar Nabil.*PADI المياه المفتوحة/, /^Nour Saleh.*SSI المياه المفتوحة المتقدمة/],
    wetsuit: 'بدلة غوص 5 مم',
    bcd: 'سترة التوازن',
    gear: ['بدلة غوص 5 مم، مقاس M', 'سترة التوازن، مقاس L'],
  },
} as const

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 360],
] as const) {
  const w = words[lang]

  test(`${lang} at ${width} px: three travellers with gear on a deposit, one refused for the wreck with the reason shown; the balance paid later; moved to the next week; the voucher on the boat lists each with their certification and gear`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000)
    // A wreck dive that asks Advanced or 20 dives, at a center that takes deposits (its balance's day
    // still ahead) and rents gear, run again the next week with seats for three.
    let nextWeek = ''
    let due = ''
    const trip = await pickDeparture(
      request,
      { activity: 'diving', payNow: true, seats: 3 },
      (item) => item.requirements?.minLevel === 'advancedOpenWater' && item.requirements.orLoggedDives === 20,
      {
        asking: true,
        accept: async (item) => {
          const details = ((await (await request.get(`${API}/Trips/TripDetails?tempTripId=${item.id}`)).json()) as { data: TripDetails }).data
          const deposit = details.branch.deposit
          if (!deposit) return false
          due = balanceDueDate(item.startDate, deposit.balanceDueDays)
          const week = details.otherDates.find((date) => {
            const gap = Date.parse(date.startDate) - Date.parse(item.startDate)
            return gap >= 5 * DAY && gap <= 9 * DAY && date.availableSeats >= 3
          })
          nextWeek = week?.startDate ?? ''
          return Date.parse(due) - Date.now() > 4 * DAY && nextWeek !== '' && (await rentalsOf(request, item.id)).length > 0
        },
      },
    )
    const diver = await newDiver(request, lang, 'Layla Haddad')
    const phone = new Phone(testInfo, baseURL, { width, height: 900 })
    try {
      let page = await phone.open()
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=3`)

      const traveller = async (card: Locator, who: { name?: string; level: string; agency: string; dives: number }) => {
        if (who.name) await card.getByLabel(w.labels.name).fill(who.name)
        await card.getByLabel(w.labels.birth).fill('1991-03-14')
        await card.getByLabel(w.labels.level).selectOption({ label: who.level })
        await card.getByLabel(w.labels.agency).selectOption({ label: who.agency })
        await card.getByLabel(w.labels.dives).fill(String(who.dives))
      }
      await traveller(page.getByTestId('traveller-1'), { level: w.levels.ow, agency: 'PADI', dives: 30 })
      await traveller(page.getByTestId('traveller-2'), { name: 'Omar Nabil', level: w.levels.ow, agency: 'PADI', dives: 6 })
      await traveller(page.getByTestId('traveller-3'), { name: 'Nour Saleh', level: w.levels.aow, agency: 'SSI', dives: 70 })
      // Omar is refused, in the diver's language, with what would do.
      await expect(page.getByTestId('traveller-2-verdict')).toHaveText(w.refused)
      await page.getByTestId('gear-1').getByLabel(w.wetsuit).selectOption('M')
      await page.getByTestId('gear-2').getByLabel(w.bcd).selectOption('L')
      await page.getByRole('radio', { name: w.deposit }).check()
      await page.getByRole('button', { name: w.book }).click()
      await expect(page.getByTestId('traveller-2-verdict')).toBeFocused()
      // Omar has logged more than he first wrote: now he meets it, and the booking goes.
      await page.getByTestId('traveller-2').getByLabel(w.labels.dives).fill('24')
      await page.getByRole('button', { name: w.book }).click()
      await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
      const reservationId = Number(new URL(page.url()).pathname.split('/').pop())
      await page.getByRole('link', { name: w.openVoucher }).click()
      await expect(page.getByRole('region', { name: w.balanceDue }).locator(`time[datetime="${due}"]`)).toBeVisible()

      // Later: the balance, paid from the bookings list.
      await page.goto('/user/booking')
      const row = page
        .getByRole('tabpanel')
        .locator('tr, .reservation-card')
        .filter({ hasText: `#${reservationId}` })
      await row.getByRole('button', { name: w.payBalance }).click()
      await page.getByRole('dialog', { name: w.payDialog }).getByRole('button', { name: w.pay }).click()
      await expect(toast(page, w.paid)).toBeVisible()

      // Then the next week instead, from the voucher.
      await page.goto(`/user/voucher/${reservationId}`)
      await expect(page.getByRole('region', { name: w.balanceDue })).toHaveCount(0)
      await page.getByRole('button', { name: w.changeDate }).click()
      const dialog = page.getByRole('dialog', { name: w.dateDialog })
      await chooseMoveDate(dialog, nextWeek)
      await dialog.getByRole('button', { name: w.confirmDate }).click()
      await expect(toast(page, w.moved)).toBeVisible()
      await expect(page.locator(`main time[datetime="${nextWeek}"]`).first()).toBeVisible()
      await controlled(page)
      // The trip pack has run for this booking: it keeps the account's code and words for the boat too.
      await expect.poll(() => savedPackTrips(page), { timeout: 30_000 }).toBeGreaterThan(0)
      // The voucher kept on the device is the one on the new date (read again after the move), before
      // the diver puts the phone away.
      const keptDate = async () => {
        await leaveApp(page)
        return ((await savedDataOf(page, `"voucher",${reservationId},"${lang}"`)) as { data: Voucher } | undefined)?.data.reservation.startDate
      }
      await expect.poll(keptDate, { timeout: 20_000 }).toBe(nextWeek)

      // On the boat, started with no signal: the voucher on its new date names each diver, their
      // certification and their gear.
      page = await phone.open({ offline: true, at: Date.now() + DAY })
      await page.goto(`/user/voucher/${reservationId}`)
      await expect(page.locator('.saved-notice').first()).toBeVisible()
      await expect(page.locator(`main time[datetime="${nextWeek}"]`).first()).toBeVisible()
      await expect(page.getByRole('region', { name: w.travellers }).getByTestId('voucher-traveller')).toHaveText([...w.listed])
      await expect(page.getByTestId('voucher-gear')).toHaveText([...w.gear])
    } finally {
      await phone.dispose()
    }
  })
}
