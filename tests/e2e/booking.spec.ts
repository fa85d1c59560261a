import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Page, test } from '@playwright/test'
import type { Reservation } from '../../contract/booking.ts'
import { hasRealCoordinates } from '../../src/lib/geo.ts'
import { bookTrip, newDiver, openSignedIn } from './account-helpers.ts'
import { branchDetail, detailPath, findBranch } from './branch-helpers.ts'
import { departureNow, pickDeparture, takeSeats } from './booking-helpers.ts'
import { leaveApp } from './offline-helpers.ts'

const words = {
  en: {
    seats: /^Seats$/,
    payOnArrival: 'Pay on arrival',
    confirm: /^Confirm booking$/,
    confirmed: 'Booking confirmed',
    voucher: /^Open the voucher$/,
    qr: /^QR code of the booking reference/,
    policy: 'Cancellation policy',
    onlyLeft: /Only \d+ seats? left/,
    soldOut: 'This date is sold out.',
    soldOutNow: /Sold out: no seats are left/,
    offline: 'Booking needs a connection',
    offlineWhy: /booking needs a connection: nothing is saved/,
    fullName: /^Full name$/,
    travellers: 'Travellers',
  },
  ar: {
    seats: /^المقاعد$/,
    payOnArrival: 'الدفع عند الوصول',
    confirm: /^تأكيد الحجز$/,
    confirmed: 'تم تأكيد الحجز',
    voucher: /^افتح القسيمة$/,
    qr: /^رمز QR لمرجع الحجز/,
    policy: 'سياسة الإلغاء',
    onlyLeft: /فقط/,
    soldOut: 'نفدت المقاعد لهذا الموعد.',
    soldOutNow: /نفدت المقاعد: لم يبقَ أي مقعد/,
    offline: 'الحجز يحتاج إلى اتصال',
    offlineWhy: /يحتاج الحجز إلى اتصال: لا يُحفظ شيء/,
    fullName: /^الاسم الكامل$/,
    travellers: 'المسافرون',
  },
} as const

/** Money as the page writes it, formatted by the browser (Arabic digits in Arabic). */
const moneyIn = (page: Page, amount: number, currency: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: document.documentElement.lang === 'ar' ? 'name' : 'symbol',
      }).format(value),
    [amount, currency] as const,
  )

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]

  test(`${lang}: two seats paid on arrival, from the booking page to the voucher and the bookings list; the seats are taken`, async ({ page, request }) => {
    const trip = await pickDeparture(request, { activity: 'diving', payLater: true, seats: 4 }, () => true)
    const before = await departureNow(request, 'trip', trip.id)
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}`)

    await page.getByLabel(w.seats).selectOption('2')
    await expect(page).toHaveURL(/seats=2/)
    // A seat a traveller: the diver's own name is there, the buddy's is typed.
    await expect(page.getByTestId('traveller-1').getByLabel(w.fullName)).toHaveValue(diver.name)
    await page.getByTestId('traveller-2').getByLabel(w.fullName).fill('Omar Nabil')
    await page.getByRole('radio', { name: w.payOnArrival }).check()
    const total = (await page.getByTestId('booking-total').innerText()).trim()
    expect(total).not.toBe('')
    await expect(page.getByRole('heading', { name: w.policy })).toBeVisible()
    await expect(page.locator('.policy-list li')).not.toHaveCount(0)
    await page.getByRole('button', { name: w.confirm }).click()

    await expect(page).toHaveURL(/\/booking\/confirmation\/\d+$/)
    const reservationId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByRole('heading', { level: 1, name: w.confirmed })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: String(reservationId) })).toBeVisible()

    await page.getByRole('link', { name: w.voucher }).click()
    await expect(page).toHaveURL(`/user/voucher/${reservationId}`)
    const qr = page.getByRole('img', { name: w.qr })
    await expect(qr).toBeVisible()
    const reference = await qr.getAttribute('data-value')
    expect(reference).toMatch(/\S{4,}/)
    await expect(page.locator('.voucher-reference')).toHaveText(reference!)
    await expect(page.getByRole('region', { name: w.travellers }).getByTestId('voucher-traveller')).toHaveText([new RegExp(`^${diver.name}`), /^Omar Nabil/])
    await expect(page.getByRole('heading', { name: w.policy })).toBeVisible()
    await expect(page.locator('.policy-list li')).not.toHaveCount(0)

    // The server's record: two seats at the net price, to pay on arrival.
    const reservations = (await (await request.get('/api/website/v1/Booking/Reservations', { headers: diver.auth })).json()) as {
      data: { upcomming: { upcomingTripReservations: Reservation[] } }
    }
    const booked = reservations.data.upcomming.upcomingTripReservations.find((item) => item.reservationId === reservationId)
    expect(booked).toBeDefined()
    expect(booked!.seats).toBe(2)
    expect(booked!.paymentType).toBe(2)
    expect(booked!.paymentRefrence).toBe(reference)
    expect(booked!.totalPricePaidByCustomer).toBeCloseTo(before.netPrice * 2, 2)

    await page.goto('/user/booking')
    const row = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: `#${reservationId}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(w.payOnArrival)
    await expect(row).toContainText(await moneyIn(page, before.netPrice * 2, before.currency))
    await expect(row.getByRole('link', { name: new RegExp(lang === 'en' ? '^Voucher' : '^القسيمة') })).toHaveAttribute('href', `/user/voucher/${reservationId}`)

    expect((await departureNow(request, 'trip', trip.id)).availableSeats).toBe(before.availableSeats - 2)
  })

  test(`${lang}: seats taken while the diver chooses: "only N left", then sold out, told beside the seats`, async ({ page, request }) => {
    const trip = await pickDeparture(
      request,
      { activity: 'diving' },
      (item) => (item.payNow || item.payLater) && item.availableSeats >= 3 && item.availableSeats <= 10,
    )
    const diver = await newDiver(request, lang)
    const other = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, `/booking/trip/${trip.id}?seats=${trip.availableSeats}`)
    await expect(page.getByLabel(w.seats)).toHaveValue(String(trip.availableSeats))
    // Every seat names its traveller before the server is asked.
    for (let position = 2; position <= trip.availableSeats; position++) {
      await page.getByTestId(`traveller-${position}`).getByLabel(w.fullName).fill(`Buddy ${position}`)
    }

    await takeSeats(request, other.auth, 'trip', trip.id, 1)
    await page.getByRole('button', { name: w.confirm }).click()
    const seatsError = page.locator('.booking-field .field-error')
    await expect(seatsError).toHaveText(w.onlyLeft)
    await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip.id}`))

    await takeSeats(request, other.auth, 'trip', trip.id, trip.availableSeats - 1)
    await page.getByLabel(w.seats).selectOption('1')
    await expect(seatsError).toHaveCount(0)
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(seatsError).toHaveText(w.soldOut)
    // Read again: the page now knows it is sold out and offers no booking.
    await page.reload()
    await expect(page.locator('.booking-field .field-error')).toHaveText(w.soldOutNow)
    await expect(page.getByRole('button', { name: w.confirm })).toBeDisabled()
    expect((await departureNow(request, 'trip', trip.id)).availableSeats).toBe(0)
  })

  test(`${lang}: offline, booking says it needs a connection and sends nothing`, async ({ page, context, request }) => {
    const trip = await pickDeparture(request, {}, (item) => (item.payNow || item.payLater) && item.availableSeats >= 1)
    const kind = trip.activity === 'course' ? 'course' : 'trip'
    const before = await departureNow(request, kind, trip.id)
    const diver = await newDiver(request, lang)
    await openSignedIn(page, diver.session, lang, `/booking/${kind}/${trip.id}`)
    await expect(page.getByRole('button', { name: w.confirm })).toBeEnabled()
    await context.setOffline(true)
    const button = page.getByRole('button', { name: w.offline })
    await expect(button).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: w.offlineWhy })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: w.confirm })).toBeEnabled()
    expect((await departureNow(request, kind, trip.id)).availableSeats).toBe(before.availableSeats)
  })
}

test('a visitor who books is sent to sign in, and comes back to the same choice', async ({ page, request }) => {
  const trip = await pickDeparture(request, {}, (item) => (item.payNow || item.payLater) && item.activity !== 'course' && item.availableSeats >= 2)
  await page.goto(`/booking/trip/${trip.id}?seats=2`)
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/)
  const diver = await newDiver(request, 'en')
  await page.getByLabel(/^E-mail$/).fill(diver.email)
  await page.getByLabel(/^Password$/).fill(diver.password)
  await page
    .getByRole('button', { name: /^Sign in$/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/booking/trip/${trip.id}\\?seats=2$`))
  await expect(page.getByLabel(/^Seats$/)).toHaveValue('2')
})

test('the voucher opens offline after the browser is started again', async ({ baseURL, request }, testInfo) => {
  test.setTimeout(120_000)
  const trip = await pickDeparture(request, {}, (item) => (item.payNow || item.payLater) && item.activity !== 'course' && item.availableSeats >= 1)
  const diver = await newDiver(request, 'ar')
  await takeSeats(request, diver.auth, 'trip', trip.id, 1)
  const reservations = (await (await request.get('/api/website/v1/Booking/Reservations', { headers: diver.auth })).json()) as {
    data: { upcomming: { upcomingTripReservations: Reservation[] } }
  }
  const booked = reservations.data.upcomming.upcomingTripReservations[0]
  expect(booked).toBeDefined()

  const profile = mkdtempSync(join(tmpdir(), 'reefline-voucher-'))
  const options = { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 360, height: 800 } }
  let context = await chromium.launchPersistentContext(profile, options)
  try {
    let page = context.pages()[0] ?? (await context.newPage())
    await openSignedIn(page, diver.session, 'ar', '/')
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true)
    await page.goto(`/user/voucher/${booked!.reservationId}`)
    await expect(page.getByRole('img', { name: words.ar.qr })).toBeVisible()
    await leaveApp(page)
    await context.close()

    context = await chromium.launchPersistentContext(profile, options)
    await context.setOffline(true)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`/user/voucher/${booked!.reservationId}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('img', { name: words.ar.qr })).toBeVisible()
    await expect(page.locator('.voucher-reference')).toHaveText(booked!.paymentRefrence)
    await expect(page.getByRole('heading', { name: words.ar.policy })).toBeVisible()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('ar: Book Now on a trip card and on a course date row opens the booking page of that date', async ({ page, request }) => {
  const detail = await findBranch(
    request,
    (d) =>
      d.branchDetailsDto.divingTrips.some((t) => t.availableSeats > 0) &&
      d.branchDetailsDto.groupedCourses.some((c) => c.courses.some((date) => date.availableSeats > 0)),
  )
  const branch = detail.branchDetailsDto
  const trip = branch.divingTrips.find((t) => t.availableSeats > 0)!
  const diver = await newDiver(request, 'ar')
  await openSignedIn(page, diver.session, 'ar', detailPath(branch.branchId))
  const arTrip = (await branchDetail(request, branch.branchId, 'ar')).branchDetailsDto
  const tripName = arTrip.divingTrips.find((t) => t.tempTripId === trip.tempTripId)!.tripName
  await page.locator(`a[href="/booking/trip/${trip.tempTripId}"]`).first().click()
  await expect(page).toHaveURL(`/booking/trip/${trip.tempTripId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tripName)

  const date = arTrip.groupedCourses.flatMap((course) => course.courses).find((item) => item.availableSeats > 0)!
  await page.goBack()
  await page.locator(`a[href="/booking/course/${date.tempId}"]`).first().click()
  await expect(page).toHaveURL(`/booking/course/${date.tempId}`)
  await expect(page.getByLabel(/^التاريخ$/)).toHaveValue(String(date.tempId))
})

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the voucher on a phone keeps its reference whole, dials the center's numbers and opens the place in one maps link`, async ({
    page,
    request,
  }) => {
    const diver = await newDiver(request, lang)
    const { reservationId } = await bookTrip(request, diver.auth)
    const { data: voucher } = (await (await request.get(`/api/website/v1/Booking/Voucher?reservationId=${reservationId}`, { headers: diver.auth })).json()) as {
      data: { branch: { tel: string | null; mobile: string | null; lat: number; lng: number } }
    }
    await page.setViewportSize({ width: 360, height: 740 })
    await openSignedIn(page, diver.session, lang, `/user/voucher/${reservationId}`)

    // The reference is one code: on one line, never broken at its hyphen.
    const reference = page.locator('.voucher-reference')
    await expect(reference).toBeVisible()
    const lineHeight = await reference.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
    expect((await reference.boundingBox())!.height).toBeLessThan(lineHeight * 1.5)

    // Every number of the center is a link a phone dials.
    const center = page.getByRole('region', { name: lang === 'en' ? 'Dive center' : /^مركز (ال)?غوص$/ })
    const numbers = [voucher.branch.tel, voucher.branch.mobile].filter((phone): phone is string => phone !== null)
    expect(numbers.length).toBeGreaterThan(0)
    for (const phone of numbers) await expect(center.locator(`a[href="tel:${phone.trim().replace(/(?!^\+)\D/g, '')}"]`)).toHaveCount(1)

    // One way to open the place in maps, not a choice between two.
    const place = page.getByRole('region', { name: lang === 'en' ? 'Where to meet' : 'مكان اللقاء' })
    await place.scrollIntoViewIfNeeded()
    await expect(place.getByRole('link')).toHaveCount(hasRealCoordinates(voucher.branch.lat, voucher.branch.lng) ? 1 : 0)
  })
}
