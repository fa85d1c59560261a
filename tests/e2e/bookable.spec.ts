import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { firstBookableDate, nextBookable, todayUtc } from '../../contract/departures.ts'
import type { ReservationsResponse } from '../../contract/booking.ts'
import { addDays } from '../../src/lib/dates.ts'
import { policyLines } from '../../src/features/trips/policy.ts'
import { API, apiLogin } from './account-helpers.ts'
import { findBranch } from './branch-helpers.ts'
import { DEMO, openIn } from './helpers.ts'
import { busyMonth, findDeparture, tripDetails } from './trips-helpers.ts'

// What a diver is offered is what can really be booked (contract/departures.ts): a departure that
// starts today or has no seat left says why and leads to its next date, never to Book Now.

const words = {
  en: {
    full: 'Fully booked',
    departed: 'Departed',
    next: /^Next date: /,
    book: 'Book',
    policy: 'Cancellation policy',
    freeParagraph: /^Book with "Free cancellation"/,
  },
  ar: { full: 'محجوز بالكامل', departed: 'انطلقت', next: /^الموعد التالي: /, book: 'احجز', policy: 'سياسة الإلغاء', freeParagraph: /^احجز بخيار/ },
}

/** A day as the page writes it (shared/format.ts formatDay: Arabic always by the month's name), formatted by the browser in the page's language. */
const day = (page: Page, iso: string) =>
  page.evaluate((date) => {
    const lang = document.documentElement.lang
    const style: Intl.DateTimeFormatOptions = lang === 'ar' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'medium' }
    return new Intl.DateTimeFormat(lang, { ...style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  }, iso)
/** The cards of a list that are trips or course dates (articles with a start date). */
const departureCards = (scope: Page | Locator) => scope.locator('article.trip-card')

/**
 * Every card shown can be booked: it starts after today and its only action is Book Now for itself,
 * or, at a center that takes no online booking, "Contact to book" on its own page (`#book`).
 */
async function expectEveryCardBookable(cards: Locator) {
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index)
    const start = await card.locator('time').first().getAttribute('datetime')
    expect(start! > todayUtc(), `card ${index} starts ${start}`).toBe(true)
    await expect(card.locator('a[href^="/booking/"], a[href$="#book"]')).toHaveCount(1)
  }
}

/** The demo diver's booking that starts today (the seed's Sunrise Double Dive): a real departure of today. */
async function todaysDeparture(request: APIRequestContext): Promise<number> {
  const auth = await apiLogin(request, DEMO.email, DEMO.password)
  const { data } = (await (await request.get(`${API}/Booking/Reservations?lang=1`, { headers: auth })).json()) as ReservationsResponse
  const today = data.upcomming.upcomingTripReservations.find((reservation) => reservation.startDate === todayUtc())
  expect(today, 'the seed books the demo diver on a trip that starts today').toBeDefined()
  return today!.tempId
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  test.describe(`what can be booked (${lang})`, () => {
    test("the home's upcoming trips and page 1 of this month start with what can be booked", async ({ page }) => {
      await openIn(page, lang, '/')
      await expectEveryCardBookable(departureCards(page.locator('section[aria-labelledby="home-upcoming"]')))
      // This month's page 1 (next month's on its last day, when nothing is left to book in this one).
      await page.goto(`/trips?date=${firstBookableDate().slice(0, 7)}`)
      await expectEveryCardBookable(departureCards(page))
    })

    test("a full trip and a full course date on a center's page say so and lead to their next date", async ({ page, request }) => {
      const detail = await findBranch(request, (d) => d.branchDetailsDto.divingTrips.some((trip) => trip.availableSeats === 0 && trip.nextDate !== null))
      const trip = detail.branchDetailsDto.divingTrips.find((item) => item.availableSeats === 0 && item.nextDate !== null)!
      await openIn(page, lang, `/branch/details/x/${detail.branchDetailsDto.branchId}`)
      const card = departureCards(page).filter({ has: page.locator(`h3 a[href$="/${trip.tempTripId}"]`) })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText(w.full)
      await expect(card.locator('a[href^="/booking/"]')).toHaveCount(0)
      const next = card.getByRole('link', { name: w.next })
      await expect(next).toHaveAttribute('href', new RegExp(`^/trips/tripDetails/[^/]+/${trip.nextDate!.id}$`))
      await next.click()
      await expect(page).toHaveURL(new RegExp(`/trips/tripDetails/[^/]+/${trip.nextDate!.id}$`))
      await expect(page.getByRole('complementary', { name: w.book }).locator(`a[href="/booking/trip/${trip.nextDate!.id}"]`)).toBeVisible()

      // Its own page: fully booked, no Book Now, the next date that can be booked.
      await page.goto(`/trips/tripDetails/x/${trip.tempTripId}`)
      const box = page.getByRole('complementary', { name: w.book })
      await expect(box).toContainText(w.full)
      await expect(box.locator('a[href^="/booking/"]')).toHaveCount(0)
      const others = (await tripDetails(request, trip.tempTripId)).otherDates
      await expect(box.getByRole('link', { name: w.next })).toHaveAttribute('href', new RegExp(`/${nextBookable(others)!.id}$`))

      // A course date with no seat left, in a center's table of dates.
      const withCourse = await findBranch(request, (d) =>
        d.branchDetailsDto.groupedCourses.some((course) => course.courses.some((date) => date.availableSeats === 0 && date.nextDate !== null)),
      )
      const date = withCourse.branchDetailsDto.groupedCourses
        .flatMap((course) => course.courses)
        .find((item) => item.availableSeats === 0 && item.nextDate !== null)!
      await page.goto(`/branch/details/x/${withCourse.branchDetailsDto.branchId}`)
      const row = page
        .getByRole('row')
        .filter({ has: page.locator(`a[href^="/trips/course/"][href$="/${date.nextDate!.id}"]`) })
        .filter({ hasText: w.full })
      await expect(row.first()).toBeVisible()
      await expect(page.locator(`a[href="/booking/course/${date.tempId}"]`)).toHaveCount(0)
      await expect(row.first().getByRole('link', { name: w.next })).toHaveAttribute('href', new RegExp(`^/trips/course/[^/]+/${date.nextDate!.id}$`))
    })

    test('a departure of today says it has left, offers no Book Now and no past cancellation date', async ({ page, request }) => {
      const id = await todaysDeparture(request)
      const detail = await tripDetails(request, id)
      await openIn(page, lang, `/trips/tripDetails/x/${id}`)
      const box = page.getByRole('complementary', { name: w.book })
      await expect(box).toContainText(w.departed)
      await expect(box.locator('a[href^="/booking/"]')).toHaveCount(0)
      // Every day of its policy has passed: nothing is promised "until" a day gone by.
      const policy = page.getByRole('region', { name: w.policy })
      await expect(policy.getByRole('listitem')).toHaveCount(policyLines(detail.policy, detail.trip.startDate).length)
      await expect(policy.getByText(w.freeParagraph)).toHaveCount(0)
      await expect(policy.getByRole('listitem').first()).toBeVisible()
      for (const tier of detail.policy.tiers) await expect(policy).not.toContainText(await day(page, addDays(detail.trip.startDate, -tier.minDaysBefore)))
    })

    test("a page kept open past a departure's day stops offering it and leads to its next date", async ({ page, request }) => {
      // A trip with a later date that can be booked: on the morning of its day, its page is stale.
      const month = await busyMonth(request)
      const detail = await findDeparture(
        request,
        { month, activity: 'diving' },
        (id) => tripDetails(request, id),
        (d) => d.trip.bookable && d.otherDates.some((other) => other.startDate > d.trip.startDate && other.availableSeats > 0),
      )
      const morning = new Date(`${detail.trip.startDate}T08:00:00Z`)
      await page.clock.setFixedTime(morning)
      await openIn(page, lang, `/trips/tripDetails/x/${detail.trip.tempTripId}`)
      const box = page.getByRole('complementary', { name: w.book })
      await expect(box).toContainText(w.departed)
      await expect(box.locator('a[href^="/booking/"]')).toHaveCount(0)
      const next = nextBookable(detail.otherDates, morning)!
      expect(next.startDate > detail.trip.startDate).toBe(true)
      await expect(box.getByRole('link', { name: w.next })).toHaveAttribute('href', new RegExp(`/${next.id}$`))
    })

    test('the cancellation policy names only days still ahead', async ({ page, request }) => {
      // A departure soon enough that its most generous tier has ended, not so soon that all have
      // (the soonest departures, from tomorrow on: a 14- or 30-day tier has ended for many of them).
      const detail = await findDeparture(
        request,
        {},
        (id) => tripDetails(request, id),
        (d) => {
          const days = d.policy.tiers.filter((tier) => tier.refundPercent > 0).map((tier) => addDays(d.trip.startDate, -tier.minDaysBefore))
          return days.some((date) => date <= todayUtc()) && days.some((date) => date > todayUtc())
        },
      )
      await openIn(page, lang, `/trips/tripDetails/x/${detail.trip.tempTripId}`)
      const policy = page.getByRole('region', { name: w.policy })
      await expect(policy.getByRole('listitem')).toHaveCount(policyLines(detail.policy, detail.trip.startDate).length)
      for (const tier of detail.policy.tiers.filter((item) => item.refundPercent > 0)) {
        const until = addDays(detail.trip.startDate, -tier.minDaysBefore)
        if (until <= todayUtc()) await expect(policy).not.toContainText(await day(page, until))
        else await expect(policy).toContainText(await day(page, until))
      }
    })
  })
}
