import { expect, test } from '@playwright/test'
import { slugify } from '../../src/lib/slug.ts'
import { openIn } from './helpers.ts'
import { busyMonth, courseDetails, findDeparture, tripDetails } from './trips-helpers.ts'

const day = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

test.describe('trip details (English)', () => {
  test('dates, seats, struck price, policy in words, center and Book Now; a wrong name is replaced', async ({ page, request }) => {
    const month = await busyMonth(request)
    const detail = await findDeparture(
      request,
      { month, activity: 'diving' },
      (id) => tripDetails(request, id),
      (d) =>
        d.trip.price !== d.trip.netPrice &&
        d.otherDates.length > 0 &&
        d.trip.bookable &&
        d.trip.days > 1 &&
        // its free-cancellation day still ahead (a day gone by is not shown)
        d.policy.tiers.some(
          (tier) =>
            tier.refundPercent === 100 && tier.minDaysBefore > 0 && addDays(d.trip.startDate, -tier.minDaysBefore) > new Date().toISOString().slice(0, 10),
        ),
    )
    const { trip } = detail
    await openIn(page, 'en', `/trips/tripDetails/not-the-name/${trip.tempTripId}`)
    await expect(page).toHaveURL(`/trips/tripDetails/${slugify(trip.name)}/${trip.tempTripId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.name)
    await expect(page).toHaveTitle(`${trip.name} · Reefline`)

    const facts = page.locator('dl')
    await expect(facts.getByText(`${trip.availableSeats} of ${trip.seatsTotal} seats left`)).toBeVisible()
    await expect(facts.getByText(`${trip.days} days`)).toBeVisible()
    const book = page.getByRole('complementary', { name: 'Book' })
    await expect(book.locator('s')).toContainText(/^Was \S+/)
    await expect(book.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking/trip/${trip.tempTripId}`)

    const dates = page.getByRole('region', { name: 'Other dates' })
    for (const other of detail.otherDates) {
      await expect(dates.locator(`a[href$="/${other.id}"]`)).toContainText(day(other.startDate, 'en'))
    }

    const policy = page.getByRole('region', { name: 'Cancellation policy' })
    const free = detail.policy.tiers.find((tier) => tier.refundPercent === 100)!
    await expect(
      policy.getByText(`Free cancellation until ${day(addDays(trip.startDate, -free.minDaysBefore), 'en')} (${free.minDaysBefore} days before the start).`),
    ).toBeVisible()
    const last = [...detail.policy.tiers].filter((tier) => tier.refundPercent > 0).sort((a, b) => a.minDaysBefore - b.minDaysBefore)[0]!
    if (last.minDaysBefore > 0)
      await expect(policy.getByText(new RegExp(`^No refund from .*less than ${last.minDaysBefore} days? before the start`))).toBeVisible()
    await expect(policy.getByText(/^Book with "Free cancellation" and get a full refund until /)).toBeVisible()

    const provider = page.getByRole('region', { name: 'Run by' })
    await expect(provider.getByRole('link', { name: detail.branch.name })).toHaveAttribute(
      'href',
      new RegExp(`^/branch/details/[^/]+/${detail.branch.branchId}$`),
    )
    await dates.locator(`a[href$="/${detail.otherDates[0]!.id}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/trips/tripDetails/[^/]+/${detail.otherDates[0]!.id}$`))
  })

  test('a course date: agency, level, dates and Book Now for that date', async ({ page, request }) => {
    const month = await busyMonth(request)
    const detail = await findDeparture(
      request,
      { month, activity: 'course' },
      (id) => courseDetails(request, id),
      (d) => d.course.bookable,
    )
    const { course, organization } = detail
    await openIn(page, 'en', `/trips/course/x/${course.tempId}`)
    await expect(page).toHaveURL(`/trips/course/${slugify(course.name)}/${course.tempId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name)
    await expect(page.locator('dl').getByRole('link', { name: organization.shortName })).toHaveAttribute(
      'href',
      new RegExp(`^/organization/details/[^/]+/${organization.organizationId}$`),
    )
    await expect(page.getByRole('region', { name: 'About the course' })).toContainText(course.level)
    await expect(page.getByRole('complementary', { name: 'Book' }).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/course/${course.tempId}`,
    )
    await expect(page.getByRole('region', { name: 'Cancellation policy' }).getByRole('listitem').first()).toBeVisible()
  })

  test('an unknown or malformed id is a real not-found page', async ({ page }) => {
    await openIn(page, 'en', '/trips/tripDetails/x/999999')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip not found')
    await expect(page).toHaveTitle('Trip not found · Reefline')
    await page.goto('/trips/course/x/abc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found')
    await page.getByRole('link', { name: 'Browse trips' }).click()
    await expect(page).toHaveURL(/^[^?]*\/trips(\?|$)/)
  })
})

test.describe('trip details (Arabic)', () => {
  test('the Arabic name, its slug in the URL, the policy and the not-found page', async ({ page, request }) => {
    const month = await busyMonth(request)
    const english = await findDeparture(
      request,
      { month, activity: 'diving' },
      (id) => tripDetails(request, id),
      (d) => d.otherDates.length > 0,
    )
    const detail = await tripDetails(request, english.trip.tempTripId, 'ar')
    expect(detail.trip.name).not.toBe(english.trip.name)
    await openIn(page, 'ar', `/trips/tripDetails/x/${detail.trip.tempTripId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.trip.name)
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(`/trips/tripDetails/${slugify(detail.trip.name)}/${detail.trip.tempTripId}`)
    await expect(page).toHaveTitle(`${detail.trip.name} · Reefline`)
    await expect(page.getByRole('region', { name: 'سياسة الإلغاء' }).getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'مواعيد أخرى' }).getByRole('link')).toHaveCount(detail.otherDates.length)
    await expect(page.getByRole('complementary', { name: 'احجز' }).getByRole('link', { name: 'احجز الآن' })).toHaveAttribute(
      'href',
      `/booking/trip/${detail.trip.tempTripId}`,
    )

    await page.goto('/trips/tripDetails/x/999999')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الرحلة غير موجودة')
    // A malformed id is refused before any request: the page still waits for its Arabic words.
    await page.goto('/trips/course/x/abc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدورة غير موجودة')
  })
})
