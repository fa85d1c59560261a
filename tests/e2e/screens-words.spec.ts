import { expect, type Locator, type Page, test } from '@playwright/test'
import { startsAt } from '../../contract/booking.ts'
import { bookTrip, newDiver, openSignedIn } from './account-helpers.ts'
import { pickDeparture, policyOf } from './booking-helpers.ts'
import { detailPath, findBranch } from './branch-helpers.ts'
import { openIn } from './helpers.ts'

type Lang = 'en' | 'ar'
const titles: Record<Lang, string[]> = {
  en: ['Very Bad', 'Bad', 'Poor', 'Good', 'Very Good', 'Excellent'],
  ar: ['سيئ جدًا', 'سيئ', 'ضعيف', 'جيد', 'جيد جدًا', 'ممتاز'],
}
const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en')

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not drawn')
  return found
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The heights of a list's items, grouped by the row they sit on (items whose tops are within 2 px). */
async function rowHeights(items: Locator): Promise<number[][]> {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ top, height }) => ({ top, height })))
  const rows: { top: number; heights: number[] }[] = []
  for (const { top, height } of boxes) {
    const row = rows.find((candidate) => Math.abs(candidate.top - top) <= 2)
    if (row) row.heights.push(height)
    else rows.push({ top, heights: [height] })
  }
  return rows.map((row) => row.heights)
}

async function reviewsOf(page: Page) {
  const section = page.getByRole('region', { name: /Customer reviews|آراء العملاء/ })
  await section.scrollIntoViewIfNeeded()
  return section
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`words and screens (${lang})`, () => {
    test.use({ timezoneId: 'Asia/Tokyo' })
    test("review titles follow the rating in the reader's language, whatever the writer's", async ({ page, request }) => {
      // A branch with a review written in the other language: its stored title is in that language.
      const detail = await findBranch(request, (d) => d.customerReviews.some((review) => titles[other(lang)].includes(review.title)))
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      const section = await reviewsOf(page)
      const shown = section.locator('.review-title')
      await expect(shown.first()).toBeVisible()
      const texts = await shown.allInnerTexts()
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) expect(titles[lang]).toContain(text.trim())
      const expected = detail.customerReviews.map((review) => titles[lang][Math.max(0, Math.min(5, Math.floor(review.rate)))]!)
      expect(texts.map((text) => text.trim()).sort()).toEqual(expected.sort())
    })

    test("the logo link's accessible name contains the text it shows", async ({ page }) => {
      await openIn(page, lang, '/')
      const logos = page.locator('a.logo')
      await expect(logos.first()).toBeVisible()
      const count = await logos.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const logo = logos.nth(index)
        const text = (await logo.innerText()).trim()
        expect(text).not.toBe('')
        await expect(logo).toHaveAccessibleName(new RegExp(`^${text}`))
      }
    })

    test("the review carousel's arrows lie beside the reviews, never over them", async ({ page, request }) => {
      const detail = await findBranch(request, (d) => d.customerReviews.length >= 6)
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      const section = await reviewsOf(page)
      const previous = section.getByRole('button', { name: lang === 'en' ? 'Previous reviews' : 'الآراء السابقة' })
      const next = section.getByRole('button', { name: lang === 'en' ? 'Next reviews' : 'الآراء التالية' })
      await expect(next).toBeVisible({ timeout: 30_000 }) // the carousel's code loads when the reviews come near the screen
      const figures = section.locator('figure')
      await expect(figures.first()).toBeVisible()
      const arrows = [await box(previous), await box(next)]
      // The reviews shown are those inside the sliding area (the rest are clipped by it).
      const area = await box(section.locator('.swiper'))
      const count = await figures.count()
      expect(count).toBeGreaterThan(0)
      let seen = 0
      for (let index = 0; index < count; index++) {
        const figure = figures.nth(index)
        if (!(await figure.isVisible())) continue
        const drawn = await box(figure)
        if (drawn.x < area.x - 1 || drawn.x + drawn.width > area.x + area.width + 1) continue
        seen++
        for (const arrow of arrows) expect(overlaps(arrow, drawn)).toBe(false)
      }
      expect(seen).toBeGreaterThan(0)
      // The next arrow still moves the carousel on.
      const firstName = section.getByText(detail.customerReviews[0]!.userName).first()
      await expect(firstName).toBeInViewport()
      await next.click()
      await expect(firstName).not.toBeInViewport()
    })

    test('dive-center cards of one row are the same height', async ({ page }) => {
      await openIn(page, lang, '/branch/list/diveCenters')
      const cards = page.locator('.branch-list > li > article')
      await expect(cards.first()).toBeVisible()
      await expect(cards).toHaveCount(10) // the directory's fixed page size
      const shared = (await rowHeights(cards)).filter((heights) => heights.length > 1)
      // Two cards a row at 1280 px: at least one row has two, and some rows differ in content (names on two lines).
      expect(shared.length).toBeGreaterThan(1)
      for (const heights of shared) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
    })

    test("the home's destination tiles of one row are the same height at 360 px, though their words wrap differently", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await openIn(page, lang, '/')
      const grid = page.locator('.destination-grid')
      const tiles = grid.locator('.destination-card')
      // The sections' chunk draws the grid, then its cards from the deferred answer: scrolled to before they
      // are in, the grid could be replaced under the scroll ("not attached to the DOM").
      await expect(tiles).toHaveCount(8)
      await grid.scrollIntoViewIfNeeded()
      // Measured once the page's fonts are in: a line that wraps before the swap and not after is not the layout.
      await page.evaluate(async () => {
        await document.fonts.ready
      })
      // Two a row: some rows hold a name or counts on two lines beside one on a line (the case that differed).
      const contents = await rowHeights(tiles.locator('.destination-name'))
      const counts = await rowHeights(tiles.locator('.muted'))
      expect([...contents, ...counts].some((heights) => Math.max(...heights) - Math.min(...heights) > 2)).toBe(true)
      const rows = await rowHeights(tiles)
      expect(rows.every((heights) => heights.length === 2)).toBe(true)
      for (const heights of rows) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
    })

    test('sign-up: the country select and the mobile field sit side by side without overlapping', async ({ page }) => {
      await openIn(page, lang, '/auth/signup')
      const country = page.getByLabel(lang === 'en' ? 'Country' : 'الدولة', { exact: true })
      const mobile = page.getByLabel(lang === 'en' ? 'Mobile (with country code)' : 'الجوال (مع رمز الدولة)')
      await expect(country).toBeVisible()
      const [a, b] = [await box(country), await box(mobile)]
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1) // one row at 1280 px
      expect(overlaps(a, b)).toBe(false)
      expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1)
    })

    test('course tables: every cell of a row, price and Book Now included, spans the row', async ({ page, request }) => {
      const detail = await findBranch(request, (d) => d.branchDetailsDto.groupedCourses.some((course) => course.courses.length > 0))
      await openIn(page, lang, detailPath(detail.branchDetailsDto.branchId))
      const table = page.locator('.course-table').first()
      await table.scrollIntoViewIfNeeded()
      const rows = table.locator('tbody tr')
      await expect(rows.first()).toBeVisible()
      const shapes = await rows.evaluateAll((elements) =>
        elements.map((row) => ({
          row: row.getBoundingClientRect().height,
          cells: [...row.querySelectorAll('td')].map((cell) => ({
            top: cell.getBoundingClientRect().top - row.getBoundingClientRect().top,
            height: cell.getBoundingClientRect().height,
          })),
        })),
      )
      expect(shapes.length).toBeGreaterThan(0)
      for (const shape of shapes) {
        expect(shape.cells.length).toBe(8)
        for (const cell of shape.cells) {
          expect(Math.abs(cell.top)).toBeLessThanOrEqual(1)
          expect(Math.abs(cell.height - shape.row)).toBeLessThanOrEqual(1)
        }
      }
    })

    test("prices in Arabic name their currency; the free-cancellation deadline says it is the center's local time", async ({ page, request }) => {
      // More than a week ahead: inside every seeded policy's free window (at most 168 hours), so free cancellation is offered.
      const course = await pickDeparture(request, { activity: 'course', payNow: true }, (item) => Date.parse(item.startDate) - Date.now() > 8 * 86_400_000)
      const policy = await policyOf(request, course)
      const diver = await newDiver(request, lang)
      // The device is in Tokyo (timezoneId above): the deadline is still read on the center's clock (its dates' midnight, as the server counts).
      await openSignedIn(page, diver.session, lang, `/booking/course/${course.id}?pay=3`)
      // Arabic writes its dates by the month's name only (shared/format.ts).
      const style: Intl.DateTimeFormatOptions =
        lang === 'ar' ? { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }
      const deadline = new Intl.DateTimeFormat(lang, { ...style, timeZone: 'UTC' }).format(
        startsAt(course.startDate) - policy.freeCancellationHours * 3_600_000,
      )
      const free = page.locator('.policy-free')
      await expect(free).toContainText(deadline)
      await expect(free).toContainText(lang === 'en' ? "the dive center's local time" : 'بالتوقيت المحلي لمركز الغوص')
      const texts = await page.locator('main').innerText()
      if (lang === 'ar') {
        expect(texts).not.toMatch(/US\$|\$US/)
        expect(texts).toMatch(/دولار أمريكي|ريال سعودي|جنيه مصري|يورو|درهم إماراتي/)
      }
    })

    test('invoice at 360 px: the seller stays in its card; the items scroll sideways in a labelled region the keyboard reaches', async ({ page, request }) => {
      const diver = await newDiver(request, lang)
      const { reservationId } = await bookTrip(request, diver.auth)
      await page.setViewportSize({ width: 360, height: 800 })
      await openSignedIn(page, diver.session, lang, `/user/invoice/${reservationId}?type=trip&lang=${lang}`)
      const items = page.getByRole('region', { name: lang === 'en' ? 'Invoice items' : 'بنود الفاتورة' })
      await expect(items).toBeVisible()
      await expect(items.getByRole('columnheader').first()).toBeVisible()
      const wide = await items.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(wide).toBeGreaterThan(0)
      await items.focus()
      await expect(items).toBeFocused()
      await page.keyboard.press(lang === 'en' ? 'End' : 'Home')
      await page.keyboard.press(lang === 'en' ? 'ArrowRight' : 'ArrowLeft')
      await expect.poll(() => items.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0)
      // Nothing in the sheet is wider than the sheet (the seller's web address breaks inside it).
      const sheet = page.locator('.invoice-sheet')
      const outside = await sheet.evaluate((element) => {
        const edge = element.getBoundingClientRect()
        return [...element.querySelectorAll('.invoice-parties p')].filter((line) => {
          const box = line.getBoundingClientRect()
          return box.left < edge.left - 1 || box.right > edge.right + 1
        }).length
      })
      expect(await sheet.locator('.invoice-parties p').count()).toBeGreaterThan(2)
      expect(outside).toBe(0)
    })
  })
}
