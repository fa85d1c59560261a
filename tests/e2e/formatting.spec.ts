import { expect, type Page, test } from '@playwright/test'
import { startsAt } from '../../contract/booking.ts'
import { API, bookTrip, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture, policyOf } from './booking-helpers.ts'
import { openIn } from './helpers.ts'

type Lang = 'en' | 'ar'

/**
 * Dates as a reader writes them, written out here by hand (never with Intl or shared/format.ts):
 * a month by its name in each language's order, and a time on a 12-hour clock.
 */
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
}
/** "Nov 29, 2026" (or "November 29, 2026" when `long`) / "29 نوفمبر 2026" */
function day(iso: string, lang: Lang, long = false): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number]
  return lang === 'en' ? `${long ? MONTHS.en[m - 1] : MONTHS.en[m - 1]!.slice(0, 3)} ${d}, ${y}` : `${d} ${MONTHS.ar[m - 1]} ${y}`
}
/** A moment read on a clock at UTC, as the center's local time is counted: "Nov 29, 2026, 12:00 AM" / "29 نوفمبر 2026 في 12:00 ص" */
function centerTime(ms: number, lang: Lang): string {
  const at = new Date(ms)
  const hours = at.getUTCHours()
  const clock = `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')}`
  const date = day(at.toISOString(), lang)
  return lang === 'en' ? `${date}, ${clock} ${hours < 12 ? 'AM' : 'PM'}` : `${date} في ${clock} ${hours < 12 ? 'ص' : 'م'}`
}
/** A date in digits alone ("4/23/27", "29‏/11‏/2026"), direction marks and all. */
const DIGITS_ONLY = /\d+[\u200e\u200f]?\/\d+[\u200e\u200f]?\/\d+/

const mainText = (page: Page) => page.locator('main').innerText()

for (const lang of ['en', 'ar'] as const) {
  test.describe(`dates and times as the app writes them (${lang})`, () => {
    // A device nine hours ahead of the center's clock: a deadline read on the device's clock would show another hour.
    test.use({ timezoneId: 'Asia/Tokyo' })

    test("the trip page's free-cancellation deadline is the center's local time, and says so", async ({ page, request }) => {
      // Far enough ahead that its free-cancellation deadline (a few days before the start) has not passed.
      const departure = await pickDeparture(request, { payNow: true }, (item) => startsAt(item.startDate) - Date.now() > 14 * 86_400_000)
      const policy = await policyOf(request, departure)
      const deadline = startsAt(departure.startDate) - policy.freeCancellationHours * 3_600_000
      expect(policy.freeCancellationHours).toBeGreaterThan(0)
      expect(deadline).toBeGreaterThan(Date.now())
      await openIn(page, lang, departure.activity === 'course' ? `/trips/course/x/${departure.id}` : `/trips/tripDetails/x/${departure.id}`)
      const free = page.locator('.policy-free')
      await expect(free).toHaveText(
        lang === 'en'
          ? `Book with "Free cancellation" and get a full refund until ${centerTime(deadline, 'en')}, the dive center's local time.`
          : `احجز بخيار «الإلغاء المجاني» واسترد المبلغ كاملًا حتى ${centerTime(deadline, 'ar')} بالتوقيت المحلي لمركز الغوص.`,
      )
      // Every date of the page in one style: by the month's name, never in digits alone.
      await expect(page.locator('main')).toContainText(day(departure.startDate, lang, true))
      expect(await mainText(page)).not.toMatch(DIGITS_ONLY)
    })

    test('invoice cards on a phone, the invoice and the saved-data notice write dates by the month’s name', async ({ page, request }) => {
      const diver = await newDiver(request, lang)
      const { reservationId } = await bookTrip(request, diver.auth)
      const invoice = await request.get(`${API}/Booking/Invoice?reservationId=${reservationId}`, { headers: diver.auth })
      const start = ((await invoice.json()) as { data: { items: Array<{ startDate: string }> } }).data.items[0]!.startDate
      await page.setViewportSize({ width: 360, height: 800 })
      await openSignedIn(page, diver.session, lang, '/user/invoice')
      await expect(page.locator('.card-kicker').first()).toHaveText(day(start, lang))
      expect(await mainText(page)).not.toMatch(DIGITS_ONLY)
      await openSignedIn(page, diver.session, lang, `/user/invoice/${reservationId}`)
      await expect(page.getByRole('region', { name: lang === 'en' ? 'Invoice items' : 'بنود الفاتورة' })).toContainText(day(start, lang))
      expect(await mainText(page)).not.toMatch(DIGITS_ONLY)
    })

    test("the voucher names the center's town with the comma of its script", async ({ page, request }) => {
      const diver = await newDiver(request, lang)
      const { reservationId } = await bookTrip(request, diver.auth)
      const voucher = await request.get(`${API}/Booking/Voucher?reservationId=${reservationId}`, { headers: { ...diver.auth, 'accept-language': lang } })
      const { branch } = ((await voucher.json()) as { data: { branch: { name: string; city: string; country: string } } }).data
      await openSignedIn(page, diver.session, lang, `/user/voucher/${reservationId}`)
      // The seed names Arabic towns in Arabic: "دهب، مصر", never "دهب, مصر".
      const comma = lang === 'en' ? ', ' : '، '
      await expect(page.locator('main')).toContainText(`${branch.name} · ${branch.city}${comma}${branch.country}`)
    })
  })
}
