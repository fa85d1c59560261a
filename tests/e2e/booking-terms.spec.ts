import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { freeCancellationEnds, tiersAhead } from '../../contract/booking.ts'
import type { BranchDetailResponse } from '../../contract/branches.ts'
import { takesOnlineBookings } from '../../contract/departures.ts'
import type { TripDetails, TripSearchItem } from '../../contract/trips.ts'
import { API, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture } from './booking-helpers.ts'
import { branchDetail, detailPath, findBranch } from './branch-helpers.ts'
import { openIn } from './helpers.ts'
import { tripDetails } from './trips-helpers.ts'

// What the product offers is true when it is offered (contract/departures.ts paymentTypesOffered,
// takesOnlineBookings): free cancellation is sold only before its deadline, a center that takes no
// online booking shows how to reach it instead of Book Now, and a visitor is told why Book Now asks
// for an account.

const words = {
  en: {
    confirm: /^Confirm booking$/,
    pay: 'How to pay',
    policy: 'Cancellation policy',
    freeLine: /^Free cancellation: everything back/,
    freeParagraph: /^Book with "Free cancellation"/,
    ended: 'Free cancellation is no longer offered for this date: its deadline has passed. Choose another way to pay.',
    nothingNow: 'Cancelled from now on: nothing back.',
    book: 'Book',
    bookNow: /^Book Now$/,
    contact: /^Contact to book: /,
    takesNone: 'This dive center takes no bookings on Reefline. Contact it to book this date:',
    withCenter: 'Book with the dive center',
    address: 'Address',
    why: /^Sign in or create an account to book: the seats are held in your name/,
    guest: 'Continue as guest',
    tabs: 'Trips by kind',
    kinds: { diving: /^Diving trips/, freediving: /^Freediving/, snorkeling: /^Snorkeling/ },
  },
  ar: {
    confirm: /^تأكيد الحجز$/,
    pay: 'طريقة الدفع',
    policy: 'سياسة الإلغاء',
    freeLine: /^إلغاء مجاني/,
    freeParagraph: /^احجز بخيار/,
    ended: 'لم يعد الإلغاء المجاني متاحًا لهذا الموعد، فقد انقضت مهلته. اختر طريقة دفع أخرى.',
    nothingNow: 'عند الإلغاء من الآن: لا يُسترد شيء.',
    book: 'احجز',
    bookNow: /^احجز الآن$/,
    contact: /^تواصل للحجز: /,
    takesNone: 'لا يقبل مركز الغوص هذا الحجز على ريفلاين. تواصل معه لحجز هذا الموعد:',
    withCenter: 'احجز لدى مركز الغوص',
    address: 'العنوان',
    why: /^سجّل الدخول أو أنشئ حسابًا لتحجز: تُحجز المقاعد باسمك/,
    guest: 'المتابعة كضيف',
    tabs: 'الرحلات حسب النوع',
    kinds: { diving: /^رحلات الغوص/, freediving: /^الغوص الحر/, snorkeling: /^الغطس السطحي/ },
  },
} as const

/** A deadline as the booking page writes it: the center's clock (UTC), in the page's language. */
const centerTime = (page: Page, instant: number) =>
  page.evaluate((at) => {
    const arabic = document.documentElement.lang === 'ar'
    const options: Intl.DateTimeFormatOptions = arabic
      ? { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' }
    return new Intl.DateTimeFormat(document.documentElement.lang, { ...options, timeZone: 'UTC' }).format(new Date(at))
  }, instant)

/**
 * A seeded trip of a center that takes pay now whose free-cancellation deadline has passed while it is
 * still days away (seeded policies give up to 168 hours: a trip three to six days out), with the
 * policy its page shows.
 */
async function lapsedFreeCancellation(request: APIRequestContext): Promise<{ trip: TripSearchItem; detail: TripDetails }> {
  for (let tries = 0; tries < 30; tries++) {
    const trip = await pickDeparture(
      request,
      { payNow: true },
      (item) => item.activity !== 'course' && item.availableSeats >= 2 && Date.parse(item.startDate) - Date.now() < 7 * 86_400_000,
    )
    const detail = await tripDetails(request, trip.id)
    if (freeCancellationEnds(detail.policy, trip.startDate) < Date.now() - 3_600_000) return { trip, detail }
  }
  throw new Error('no seeded trip whose free cancellation has lapsed')
}

/** A seeded center that takes no online booking, with a trip that can still be booked (with it). */
const centerWithoutOnlineBooking = (request: APIRequestContext) =>
  findBranch(request, (d) => !takesOnlineBookings(d.branchDetailsDto) && d.branchDetailsDto.divingTrips.some((trip) => trip.availableSeats > 0))

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  test.describe(`booking terms that are true (${lang})`, () => {
    test('free cancellation past its deadline is not offered, its date is not promised, and the server refuses it', async ({ page, request }) => {
      const { trip, detail } = await lapsedFreeCancellation(request)
      const ends = freeCancellationEnds(detail.policy, trip.startDate)
      const diver = await newDiver(request, lang)

      // The booking page, even asked for it by its address: pay now instead, and no past deadline anywhere.
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?pay=3`)
      // The payment types by their value (1 pay now, 3 free cancellation): their words are the labels' own business.
      const pay = page.getByRole('group', { name: w.pay })
      const option = (type: number) => pay.locator(`input[type="radio"][value="${type}"]`)
      await expect(option(1)).toBeChecked()
      await expect(option(3)).toHaveCount(0)
      await expect(page.locator('main')).not.toContainText(await centerTime(page, ends))
      const policy = page.getByRole('region', { name: w.policy })
      await expect(policy.getByText(w.freeLine)).toHaveCount(0)
      // Only the tiers still ahead are listed; with none left, it says nothing comes back from now on.
      const ahead = tiersAhead(detail.policy, trip.startDate, Date.now())
      if (ahead.length === 0) await expect(policy.getByRole('listitem')).toHaveText([w.nothingNow])
      else await expect(policy.getByRole('listitem')).toHaveCount(ahead.length + 1)

      // Its page does not suggest booking with free cancellation either.
      await page.goto(`/trips/tripDetails/x/${trip.id}`)
      await expect(page.getByRole('region', { name: w.policy })).toBeVisible()
      await expect(page.getByText(w.freeParagraph)).toHaveCount(0)

      // The server refuses it, on the field and in the reader's language...
      const refused = await request.post(`${API}/Booking/Create?lang=${lang === 'ar' ? 2 : 1}`, {
        headers: diver.auth,
        data: { tripId: trip.id, seats: 1, paymentType: 3 },
      })
      expect(refused.status()).toBe(409)
      expect(await refused.json()).toMatchObject({ code: 'FreeCancellationEnded', errors: [{ path: 'paymentType', message: w.ended }] })

      // ...and a page opened before the deadline (a device clock behind) says so beside the payment types, booking nothing.
      await page.clock.setFixedTime(new Date(ends - 3_600_000))
      await page.goto(`/booking/trip/${trip.id}?pay=3`)
      await expect(option(3)).toBeChecked()
      await page.getByRole('button', { name: w.confirm }).click()
      await expect(pay.getByRole('alert')).toHaveText(w.ended)
      await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip.id}`))
      const mine = await request.get(`${API}/Booking/Reservations`, { headers: diver.auth })
      expect(((await mine.json()) as { data: { upcomming: { upcomingTripReservations: unknown[] } } }).data.upcomming.upcomingTripReservations).toEqual([])
    })

    test('a center that takes no online booking shows its telephone, e-mail, WhatsApp and address, never Book Now', async ({ page, request }) => {
      const center = (await branchDetail(request, (await centerWithoutOnlineBooking(request)).branchDetailsDto.branchId, lang)).branchDetailsDto
      const trip = center.divingTrips.find((item) => item.availableSeats > 0)!

      // Its page: no card and no course date offers Book Now; each leads to its page to contact the center.
      await openIn(page, lang, detailPath(center.branchId))
      await expect(page.getByRole('link', { name: w.contact }).first()).toBeVisible()
      await expect(page.locator('a[href^="/booking/"]')).toHaveCount(0)
      const card = page.locator('article.trip-card').filter({ has: page.locator(`h3 a[href$="/${trip.tempTripId}"]`) })
      await card.getByRole('link', { name: w.contact }).click()
      await expect(page).toHaveURL(new RegExp(`/trips/tripDetails/[^/]+/${trip.tempTripId}#book$`))

      // The departure's page: the center's contacts as links a phone opens, in place of Book Now.
      const box = page.getByRole('complementary', { name: w.book })
      await expect(box).toContainText(w.takesNone)
      await expect(box.getByRole('link', { name: w.bookNow })).toHaveCount(0)
      await expect(box.locator('a[href^="/booking/"]')).toHaveCount(0)
      const digits = (phone: string) => phone.replace(/[^\d+]/g, '')
      for (const phone of [center.tel, center.mobile].filter((value) => value !== null)) {
        const link = box.locator(`a[href="tel:${digits(phone)}"]`)
        await expect(link).toHaveAttribute('dir', 'ltr')
        // Arabic keeps the number's groups in their order: isolated left to right.
        await expect(link).toHaveText(lang === 'ar' ? `\u2066${phone}\u2069` : phone)
      }
      await expect(box.locator(`a[href="mailto:${center.email}"]`)).toHaveText(center.email!)
      await expect(box.locator('a[href^="https://wa.me/"]')).toHaveCount(center.whatsapp ? 1 : 0)
      if (center.whatsapp) await expect(box.locator(`a[href="https://wa.me/${center.whatsapp.replace(/\D/g, '')}"]`)).toBeVisible()
      await expect(box.getByRole('definition').last()).toContainText(center.city)

      // Reached by its address, the booking page shows the same, with no form to send.
      const diver = await newDiver(request, lang)
      await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.tempTripId}`)
      const section = page.getByRole('region', { name: w.withCenter })
      await expect(section.locator('a[href^="tel:"]').first()).toBeVisible()
      await expect(section.getByText(w.address)).toBeVisible()
      await expect(page.getByRole('button', { name: w.confirm })).toHaveCount(0)
    })

    test("a visitor's and a guest's Book Now say why signing in is needed, and come back to the date", async ({ page, request }) => {
      const trip = await pickDeparture(request, {}, (item) => (item.payNow || item.payLater) && item.activity !== 'course')
      await openIn(page, lang, `/trips/tripDetails/x/${trip.id}`)
      await page.getByRole('complementary', { name: w.book }).getByRole('link', { name: w.bookNow }).click()
      await expect(page).toHaveURL(/\/auth\/signin\?/)
      await expect(page.getByRole('status').filter({ hasText: w.why })).toBeVisible()

      // A guest: browsing is theirs, booking needs an account, and the page says why.
      await page.getByRole('button', { name: w.guest }).click()
      await expect(page).toHaveURL('/')
      await page.goto(`/trips/tripDetails/x/${trip.id}`)
      await page.getByRole('complementary', { name: w.book }).getByRole('link', { name: w.bookNow }).click()
      await expect(page.getByRole('status').filter({ hasText: w.why })).toBeVisible()
      const diver = await newDiver(request, lang)
      await page.getByLabel(lang === 'en' ? /^E-mail$/ : /^البريد الإلكتروني$/).fill(diver.email)
      await page.getByLabel(lang === 'en' ? /^Password$/ : /^كلمة المرور$/).fill(diver.password)
      await page
        .getByRole('button', { name: lang === 'en' ? /^Sign in$/ : /^تسجيل الدخول$/ })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip.id}$`))
    })

    test("a center's page offers no tab of a kind it has nothing of", async ({ page, request }) => {
      const detail = await findBranch(request, (d: BranchDetailResponse['data']) => d.snorkelingTripsCount === 0 && d.divingTripsCount > 0)
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      const tabs = page.getByRole('tablist', { name: w.tabs }).getByRole('tab')
      await expect(tabs.first()).toBeVisible()
      await expect(tabs.filter({ hasText: w.kinds.snorkeling })).toHaveCount(0)
      await expect(tabs.filter({ hasText: w.kinds.diving })).toHaveCount(1)
      await expect(tabs.filter({ hasText: w.kinds.freediving })).toHaveCount(detail.freedivingTripsCount > 0 ? 1 : 0)
      for (const tab of await tabs.all()) await expect(tab.locator('.tab-count')).not.toHaveText(/^[0٠]$/)
    })
  })
}
