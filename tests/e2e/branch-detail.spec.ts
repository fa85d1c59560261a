import { expect, test } from '@playwright/test'
import type { Currency } from '../../contract/common.ts'
import { type Rates, roundMoney } from '../../contract/wallet.ts'
import { hasRealCoordinates } from '../../src/lib/geo.ts'
import { branchDetail, detailPath, findBranch } from './branch-helpers.ts'
import { en, noHorizontalOverflow, openIn, signIn } from './helpers.ts'

test.describe('branch detail (English)', () => {
  test('name, other-language name, gallery modal by keyboard, breadcrumb', async ({ page, request }) => {
    const detail = await findBranch(request, (d) => d.branchDetailsDto.images.length >= 4, 3)
    const branch = detail.branchDetailsDto
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await openIn(page, 'en', detailPath(branch.branchId))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.branchName)
    await expect(page.getByText(branch.branchNameOther)).toHaveAttribute('lang', 'ar')
    // The Arabic line reads in the device's face: an English page never fetches the web font's Arabic part.
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.some((url) => url.includes('-latin-wght-'))).toBe(true)
    expect(fonts.filter((url) => url.includes('-arabic-wght-'))).toEqual([])
    const count = branch.images.length
    const opener = page.getByRole('button', { name: `See all ${count} photos` })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: branch.branchName })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible()
    await expect(dialog.getByRole('img', { name: `${branch.branchName}, photo 2 of ${count}` })).toBeInViewport()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dive Centers' }).click()
    await expect(page).toHaveURL('/branch/list/diveCenters')
  })

  test('trip tabs, and the original price struck through only when it differs', async ({ page, request }) => {
    const detail = await findBranch(
      request,
      (d) => {
        const trips = d.branchDetailsDto.divingTrips
        // A discounted one with seats left: a full one offers its next date, not Book now (and earlier tests take seats).
        return (
          trips.some((t) => t.price !== t.netPrice && t.availableSeats > 0) &&
          trips.some((t) => t.price === t.netPrice) &&
          d.branchDetailsDto.freedivingTrips.length > 0
        )
      },
      3,
    )
    const branch = detail.branchDetailsDto
    await openIn(page, 'en', detailPath(branch.branchId))
    const tabs = page.getByRole('tablist', { name: 'Trips by kind' })
    await expect(tabs.getByRole('tab', { name: /Diving trips/ })).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel').filter({ has: page.getByRole('article') })
    const discounted = branch.divingTrips.find((t) => t.price !== t.netPrice && t.availableSeats > 0)!
    const plain = branch.divingTrips.find((t) => t.price === t.netPrice)!
    // By the date's own address: a trip's other dates carry the same name.
    const discountedCard = panel.getByRole('article').filter({ has: page.locator(`h3 a[href$="/${discounted.tempTripId}"]`) })
    const plainCard = panel.getByRole('article').filter({ has: page.locator(`h3 a[href$="/${plain.tempTripId}"]`) })
    await expect(discountedCard.locator('s')).toHaveCount(1)
    await expect(discountedCard.locator('s')).toContainText(/^Was \S+/)
    await expect(plainCard.locator('s')).toHaveCount(0)
    await expect(discountedCard.getByRole('link', { name: `Book now: ${discounted.tripName}` })).toHaveAttribute(
      'href',
      new RegExp(`^/booking/trip/${discounted.tempTripId}$`),
    )

    await tabs.getByRole('tab', { name: /Freediving/ }).click()
    await expect(tabs.getByRole('tab', { name: /Freediving/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('link', { name: branch.freedivingTrips[0]!.tripName, exact: true }).first()).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: /Snorkeling/ })).toBeFocused()
  })

  test('all its departures: the trips area narrowed to the center, from the month of its next one', async ({ page, request }) => {
    const detail = await findBranch(request, (d) => d.branchDetailsDto.divingTrips.length > 0, 3)
    const branch = detail.branchDetailsDto
    const first = [...branch.divingTrips, ...branch.freedivingTrips, ...branch.snorkelingTrips].map((trip) => trip.startDate).sort()[0]!
    await openIn(page, 'en', detailPath(branch.branchId))
    await page.getByRole('link', { name: `All departures of ${branch.branchName}` }).click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*/trips\\?(?=.*center=${branch.branchId}\\b)(?=.*date=${first.slice(0, 7)}\\b)`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(branch.branchName)
    const answer = (await (await request.get(`/api/website/v1/Trips/Search?branchId=${branch.branchId}&month=${first.slice(0, 7)}&lang=1`)).json()) as {
      data: { items: Array<{ name: string }> }
    }
    expect(answer.data.items.length).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.trip-card h3').allTextContents()).toEqual(answer.data.items.map((item) => item.name))
  })

  test('reviews only when there are some; View all reviews scrolls to them', async ({ page, request }) => {
    const reviewed = await findBranch(request, (d) => d.customerReviews.length > 0, 3)
    await openIn(page, 'en', detailPath(reviewed.branchDetailsDto.branchId))
    await page.getByRole('link', { name: 'View all reviews' }).click()
    const reviews = page.getByRole('region', { name: 'Customer reviews' })
    await expect(reviews).toBeInViewport()
    await expect(reviews.getByText(reviewed.customerReviews[0]!.body).first()).toBeVisible()
    await expect(reviews.getByText(reviewed.customerReviews[0]!.userName).first()).toBeVisible()

    const quiet = await findBranch(request, (d) => d.customerReviews.length === 0, 3)
    await page.goto(detailPath(quiet.branchDetailsDto.branchId))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quiet.branchDetailsDto.branchName)
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View all reviews' })).toHaveCount(0)
  })

  test('a map only with real coordinates — south of the equator too, never at 0/0', async ({ page, request }) => {
    const south = await findBranch(request, (d) => d.branchDetailsDto.lat < 0 && hasRealCoordinates(d.branchDetailsDto.lat, d.branchDetailsDto.lng), 3)
    const branch = south.branchDetailsDto
    await openIn(page, 'en', detailPath(branch.branchId))
    const location = page.getByRole('region', { name: 'Location' })
    await location.scrollIntoViewIfNeeded()
    await expect(location.getByRole('region', { name: `Map showing ${branch.branchName}` })).toBeVisible()
    await expect(location.locator('canvas')).toBeVisible()
    // A desktop browser opens no geo: address: the one link is a web map there (src/lib/geo.ts mapsHref).
    await expect(location.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${branch.lat}&mlon=${branch.lng}#map=14/${branch.lat}/${branch.lng}`,
    )

    const unmapped = await branchDetail(request, 2) // the seed puts the second dive center at 0/0
    expect([unmapped.branchDetailsDto.lat, unmapped.branchDetailsDto.lng]).toEqual([0, 0])
    await page.goto(detailPath(2))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unmapped.branchDetailsDto.branchName)
    await page.getByRole('region', { name: 'Location' }).scrollIntoViewIfNeeded()
    await expect(page.getByText('This provider has not placed itself on the map yet.')).toBeVisible()
    await expect(page.locator('canvas')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveCount(0)
  })

  test('a description with a script and an onerror image is rendered inert', async ({ page, request }) => {
    const unsafe = await branchDetail(request, 1) // the seed's first dive center
    expect(unsafe.branchDetailsDto.description).toContain('<script>')
    expect(unsafe.branchDetailsDto.description).toContain('onerror=')
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text())
    })
    await openIn(page, 'en', detailPath(1))
    const about = page.getByRole('region', { name: 'About' })
    await expect(about).toContainText(unsafe.branchDetailsDto.description.split('<br>')[0]!)
    // Its image is not one of ours: left out, rather than a broken picture and a refused request.
    await expect(about.locator('.description img')).toHaveCount(0)
    await expect(about.locator('br').first()).toBeAttached() // line breaks kept
    await expect(about.locator('script')).toHaveCount(0)
    await expect(about.locator('[onerror]')).toHaveCount(0)
    // Once every image of the description has loaded or failed, an error handler would have run.
    await expect.poll(() => about.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    expect(refused.filter((text) => /Content Security Policy|404/.test(text))).toEqual([])
  })

  test('an unknown or malformed id shows a not-found page with a way back', async ({ page }) => {
    for (const path of ['/branch/details/x/999999', '/branch/details/x/abc', '/branch/details/x/0']) {
      await openIn(page, 'en', path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dive center not found')
      await expect(page).toHaveTitle('Dive center not found · Reefline')
    }
    await page.getByRole('link', { name: 'Browse dive centers' }).click()
    await expect(page).toHaveURL('/branch/list/diveCenters')
  })

  test('a visitor who taps the heart signs in and comes back', async ({ page }) => {
    await openIn(page, 'en', detailPath(3))
    // The branch's own heart comes first; its trip cards carry theirs too.
    await page
      .getByRole('button', { name: /Sign in to save .* to your favorites/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fbranch%2Fdetails%2Fx%2F3/)
    await signIn(page, en)
    await expect(page).toHaveURL(detailPath(3))
    await expect(page.getByRole('button', { name: /^Save .* to favorites$/ }).first()).toBeVisible()
  })

  test('the heart: set at once, kept on the server, still set after a reload', async ({ page }) => {
    await openIn(page, 'en', '/auth/signin')
    await signIn(page, en)
    await expect(page).toHaveURL('/')
    await page.goto(detailPath(5))
    const heart = page.getByRole('button', { name: /^Save .* to favorites$/ }).first() // the branch's own, before its trip cards'
    const before = (await heart.getAttribute('aria-pressed')) === 'true'
    const saved = page.waitForResponse(
      (response) => response.url().includes('/Favorites/Set') && response.request().headers()['idempotency-key'] !== undefined && response.ok(),
    )
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', String(!before)) // at once, before the answer
    await saved
    await page.reload()
    await expect(heart).toHaveAttribute('aria-pressed', String(!before))
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', String(before))
  })

  test('prices in the chosen currency, converted on the device; the original on focus', async ({ page, request, context }) => {
    const detail = await findBranch(request, (d) => d.branchDetailsDto.divingTrips.some((t) => t.currency !== 'SAR'), 3)
    const trip = detail.branchDetailsDto.divingTrips.find((t) => t.currency !== 'SAR')!
    await openIn(page, 'en', detailPath(detail.branchDetailsDto.branchId))
    await page.getByRole('button', { name: 'Currency: USD' }).click()
    await page.getByRole('menuitemradio', { name: /SAR/ }).click()
    const card = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: trip.tripName, exact: true }) })
      .first()
    const price = card.locator('.price').last()
    const { data: table } = (await (await request.get('/api/website/v1/Wallet/Rates')).json()) as { data: Rates }
    const sar = roundMoney((trip.netPrice * table.rates.SAR!) / table.rates[trip.currency as Currency]!, 'SAR')
    await expect(price).toContainText(new Intl.NumberFormat('en', { style: 'currency', currency: 'SAR' }).format(sar))
    await price.focus()
    await expect(price.getByRole('tooltip')).toHaveText(
      `Priced at ${new Intl.NumberFormat('en', { style: 'currency', currency: trip.currency }).format(trip.netPrice)}`,
    )
    // Converted on the device from the cached table: offline, the price still converts.
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Currency: SAR' }).click()
    await page.getByRole('menuitemradio', { name: /EUR/ }).click()
    await expect(price).toContainText('€')
    await context.setOffline(false)
  })
})

test.describe('branch detail (Arabic)', () => {
  test('Arabic names, the English name as the other, tabs, map and not-found in Arabic', async ({ page, request }) => {
    const detail = await findBranch(request, (d) => hasRealCoordinates(d.branchDetailsDto.lat, d.branchDetailsDto.lng) && d.customerReviews.length > 0, 3)
    const ar = await branchDetail(request, detail.branchDetailsDto.branchId, 'ar')
    await openIn(page, 'ar', detailPath(detail.branchDetailsDto.branchId))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.branchDetailsDto.branchName)
    await expect(page).toHaveTitle(`${ar.branchDetailsDto.branchName} · Reefline`)
    await expect(page.getByText(ar.branchDetailsDto.branchNameOther)).toHaveAttribute('lang', 'en')
    // In Arabic the web font draws the Arabic, and the page fetches its Arabic part.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Noto Sans Arabic Variable"/)
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('-arabic-wght-')))).toBe(true)
    await expect(page.getByRole('tab', { name: /رحلات الغوص/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('link', { name: `كل رحلات ${ar.branchDetailsDto.branchName}` })).toBeVisible()
    // Pointing icons mirror: the breadcrumb's chevron points left in Arabic.
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).locator('svg.flip')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')
    await expect(page.getByRole('region', { name: 'آراء العملاء' })).toBeVisible()
    const location = page.getByRole('region', { name: 'الموقع' })
    await location.scrollIntoViewIfNeeded()
    await expect(location.locator('canvas')).toBeVisible()
    await expect(location.getByRole('link', { name: 'افتح في الخرائط' })).toBeVisible()
    await page.getByRole('button', { name: /عرض الصور/ }).click()
    const dialog = page.getByRole('dialog', { name: ar.branchDetailsDto.branchName })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.swiper')).toHaveAttribute('dir', 'rtl')
    await page.keyboard.press('Escape')
    await page.goto('/branch/details/x/999999')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مركز الغوص غير موجود')
  })
})

test.describe('branch detail on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const lang of ['en', 'ar'] as const) {
    test(`nothing overflows at 360 px, the prices' hidden tips included, with prices in another currency (${lang})`, async ({ page, request }) => {
      // Prices converted from another currency carry a tip; the course dates put theirs at the screen's edge.
      const detail = await findBranch(
        request,
        (d) => d.branchDetailsDto.currency !== 'USD' && d.branchDetailsDto.courses.length > 0 && d.branchDetailsDto.divingTrips.length > 0,
        3,
      )
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.course-table .has-tip').first()).toBeAttached()
      await noHorizontalOverflow(page)
      // Shown, a course date's tip stays on the screen.
      const tip = page.locator('.course-table .has-tip').first()
      await tip.focus()
      const box = (await tip.getByRole('tooltip').boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    })
  }
})

test.describe('branch detail on a small phone', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a sold-out liveaboard's price and "Next date" fit 320 and 360 px, before the font arrives too (${lang})`, async ({ page, request }) => {
      // In Arabic the price is words and the button long: side by side, they scrolled a 360 px page sideways by 127 px.
      await page.route('**/*.woff2', (route) => route.abort())
      const detail = await findBranch(request, (d) => d.branchDetailsDto.liveaboards.some((trip) => trip.availableSeats === 0 && trip.nextDate !== null))
      await page.setViewportSize({ width: 360, height: 740 })
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      await expect(page.locator('.liveaboard .next-date').first()).toBeVisible()
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 740 })
        await noHorizontalOverflow(page)
      }
    })
  }
})

test.describe('branch detail on a tablet', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`the course dates fit from 780 to 1024 px, as cards and then as a table with each date on one line, before the font arrives too (${lang})`, async ({
      page,
      request,
    }) => {
      // The fallback face a first visit shows is the widest the table gets: at 780 px in it the page scrolled sideways.
      await page.route('**/*.woff2', (route) => route.abort())
      const detail = await findBranch(request, (d) => d.branchDetailsDto.courses.length > 0)
      await page.setViewportSize({ width: 780, height: 900 })
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      const head = page.locator('.course-table thead').first()
      await expect(head).toBeAttached()
      const firstDate = page.locator('.course-table tbody tr td:first-child time').first()
      for (const width of [780, 900, 999, 1000, 1024, 1200]) {
        await page.setViewportSize({ width, height: 900 })
        await noHorizontalOverflow(page)
        // Below 1,000 px the column names are for screen readers only: each date is a card with its own labels.
        expect(await head.evaluate((element) => element.getBoundingClientRect().width > 1)).toBe(width >= 1000)
        // "21 ديسمبر 2026" on one line, not three.
        // (Arabic words and digits are boxes of their own: lines are counted by where the boxes stand.)
        expect(await firstDate.evaluate((time) => new Set([...time.getClientRects()].map((box) => Math.round(box.top))).size), `${width} px`).toBe(1)
      }
    })
  }
})
