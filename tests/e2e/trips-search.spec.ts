import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { PlacesSuggestResponse } from '../../contract/places.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'
import { searchTrips } from './trips-helpers.ts'

// A diver names a place and a week with some give, says how many go, and sees the departures
// that fit on the first screen; the address keeps the choice. Checked against the real server's answer.

const words = {
  en: {
    where: 'Where',
    when: 'When',
    sheet: 'Search trips',
    town: 'Town',
    place: 'Marsa Alam',
    dates: 'Dates',
    flex: '± 3 days',
    divers: 'Divers',
    search: 'Search',
    nextMonth: /next month/i,
    title: 'Trips in Marsa Alam',
    reversed: 'The last day is before the first day.',
    clearDates: 'Clear the dates',
  },
  ar: {
    where: 'المكان',
    when: 'الموعد',
    sheet: 'ابحث عن الرحلات',
    town: 'مدينة',
    place: 'مرسى علم',
    dates: 'التواريخ',
    flex: '± 3 أيام',
    divers: 'الغواصون',
    search: 'ابحث',
    nextMonth: /الشهر التالي/,
    title: 'الرحلات في مرسى علم',
    reversed: 'اليوم الأخير يسبق اليوم الأول.',
    clearDates: 'مسح التواريخ',
  },
}

/** `YYYY-MM-DD` of a local date. */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const shifted = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number)
  return dayOf(new Date(year!, month! - 1, date! + days))
}

/** The next December 10 to 17 the calendar offers (it starts tomorrow). */
function nextDecemberWeek(): { from: string; to: string } {
  const tomorrow = new Date()
  tomorrow.setDate(tomorrow.getDate() + 1)
  const year = dayOf(tomorrow) <= `${tomorrow.getFullYear()}-12-10` ? tomorrow.getFullYear() : tomorrow.getFullYear() + 1
  return { from: `${year}-12-10`, to: `${year}-12-17` }
}

async function townId(request: APIRequestContext, name: string): Promise<number> {
  const answer = (await (await request.get(`/api/website/v1/Places/Suggest?q=${encodeURIComponent(name)}`)).json()) as PlacesSuggestResponse
  const town = answer.data.find((place) => place.kind === 'town' && place.name === 'Marsa Alam')
  expect(town).toBeDefined()
  return town!.id
}

/** The departures the page lists, by id, as their cards link them. */
const listedIds = (page: Page) =>
  page.locator('.trip-card h3 a').evaluateAll((links) => links.map((link) => Number(new URL((link as HTMLAnchorElement).href).pathname.split('/').pop())))

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  for (const width of [360, 1280]) {
    test.describe(`search by place and dates (${lang}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width === 360 ? 740 : 800 }, hasTouch: width === 360 })

      test(`${w.place}, December 10 to 17 ± 3 days, two divers: the departures that fit, on the first screen, kept by the address`, async ({
        page,
        request,
      }) => {
        const { from, to } = nextDecemberWeek()
        const place = await townId(request, w.place)
        const answer = await searchTrips(request, { place, from, to, flex: 3, seats: 2 }, lang)
        expect(answer.data.total).toBeGreaterThan(0)

        await openIn(page, lang, '/')
        await page.getByRole('button', { name: new RegExp(`^${w.where}`) }).click()
        const sheet = page.getByRole('dialog', { name: w.sheet })
        const where = sheet.getByRole('combobox', { name: w.where })
        await expect(where).toBeFocused()
        await where.fill(w.place)
        await sheet.getByRole('option', { name: new RegExp(`^${w.place}\\s*${w.town}`) }).click()
        await expect(where).toHaveValue(w.place)

        // The days on the calendar: a tap on the first, then the keyboard a week down to the last.
        await sheet.getByRole('radio', { name: w.dates }).check()
        const first = sheet.locator(`[data-day="${from}"] button`)
        for (let step = 0; step < 13 && !(await first.isVisible()); step++) await sheet.getByRole('button', { name: w.nextMonth }).click()
        await first.click()
        await expect(first).toBeFocused()
        await page.keyboard.press('ArrowDown')
        await expect(sheet.locator(`[data-day="${to}"] button`)).toBeFocused()
        await page.keyboard.press('Enter')
        await sheet.getByRole('radio', { name: w.flex }).check()
        await sheet.getByLabel(w.divers).selectOption('2')
        await sheet.getByRole('button', { name: w.search, exact: true }).click()

        await expect(page).toHaveURL(/\/trips\?/)
        const expected = { place: String(place), from, to, flex: '3', seats: '2' }
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(w.title)

        const check = async () => {
          // The first departure on the first screen, without scrolling; the page as wide as the screen.
          const firstCard = page.locator('.trip-card').first()
          await expect(firstCard).toBeInViewport()
          expect(await page.evaluate(() => window.scrollY)).toBe(0)
          await noHorizontalOverflow(page)
          await expect(page.locator('.trip-card')).toHaveCount(answer.data.items.length)
          expect(await listedIds(page)).toEqual(answer.data.items.map((item) => item.id))
        }
        await check()
        await page.reload()
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected)
        await check()

        // What the server listed fits: within the days widened by three either side, at a center in Marsa Alam.
        const [earliest, latest] = [shifted(from, -3), shifted(to, 3)]
        for (const item of answer.data.items) {
          expect(item.startDate.slice(0, 10) >= earliest, `${item.id} starts ${item.startDate}`).toBe(true)
          expect(shifted(item.startDate.slice(0, 10), item.days - 1) <= latest, `${item.id} ends after ${latest}`).toBe(true)
          expect(item.city).toBe(w.place)
          expect(item.availableSeats).toBeGreaterThanOrEqual(2)
        }
      })
    })
  }

  test(`${lang}: a hand-edited address whose days end before they start is explained, and its button clears the days`, async ({ page }) => {
    const { from, to } = nextDecemberWeek()
    await openIn(page, lang, `/trips?from=${to}&to=${from}&seats=2`)
    await expect(page.getByText(w.reversed)).toBeVisible()
    await page.getByRole('link', { name: w.clearDates }).click()
    await expect(page).toHaveURL(/\/trips\?seats=2$/)
    await expect(page.getByText(w.reversed)).toHaveCount(0)
    await expect(page.locator('.trip-card').first()).toBeVisible()
  })
}
