import { expect, type Page, test } from '@playwright/test'
import { slugify } from '../../src/lib/slug.ts'
import { destinations, href, type Lang, organizations, topCenters, upcoming } from './discovery-helpers.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const words = {
  en: {
    when: 'When',
    month: 'Month',
    divers: 'Divers',
    search: 'Search trips',
    go: 'Search',
    upcoming: 'Upcoming trips and courses',
    centers: 'Popular dive centers',
    destinations: 'Destinations',
    agencies: 'Training agencies',
  },
  ar: {
    when: 'الموعد',
    month: 'الشهر',
    divers: 'الغواصون',
    search: 'ابحث عن الرحلات',
    go: 'ابحث',
    upcoming: 'الرحلات والدورات القادمة',
    centers: 'مراكز الغوص الأعلى تقييمًا',
    destinations: 'الوجهات',
    agencies: 'جهات التدريب',
  },
}

/** `YYYY-MM` of the month after this one, in the browser's clock (the panel lists twelve from this one). */
const nextMonth = (page: Page) =>
  page.evaluate(() => {
    const date = new Date()
    const next = new Date(date.getFullYear(), date.getMonth() + 1, 1)
    return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`
  })

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const w = words[lang]
  test.describe(`home (${lang})`, () => {
    test("the search bar opens the search, which lands on /trips with the chosen month and divers; Search trips opens this month's", async ({ page }) => {
      // The sheet's code (suggestions, calendar) loads when the bar is first touched, not with the home.
      const sheetCode: string[] = []
      page.on('request', (request) => void (/\/assets\/search-sheet-/.test(request.url()) && sheetCode.push(request.url())))
      await openIn(page, lang, '/')
      await expect(page).toHaveTitle(lang === 'en' ? /^Dive centers, trips and courses · Reefline$/ : /· Reefline$/)
      await page.waitForLoadState('networkidle')
      expect(sheetCode).toEqual([])
      await page.getByRole('button', { name: new RegExp(`^${w.when}`) }).click()
      const sheet = page.getByRole('dialog', { name: w.search })
      const month = await nextMonth(page)
      // The part tapped has the focus, inside the sheet.
      await expect(sheet.locator(':focus')).toHaveCount(1)
      await sheet.getByLabel(w.month, { exact: true }).selectOption(month)
      await sheet.getByLabel(w.divers).selectOption('3')
      await sheet.getByRole('button', { name: w.go, exact: true }).click()
      await expect(page).toHaveURL(/\/trips\?/)
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ date: month, seats: '3' })

      await page.goBack()
      await page.getByRole('link', { name: w.search }).click()
      await expect(page).toHaveURL(/\/trips$/)
    })

    test('upcoming departures, popular centers, destinations and agencies match the API', async ({ page, request }) => {
      const [departures, centers, places, agencies] = await Promise.all([
        upcoming(request, lang),
        topCenters(request, lang),
        destinations(request, lang),
        organizations(request, lang),
      ])
      await openIn(page, lang, '/')

      const upcomingSection = page.getByRole('region', { name: w.upcoming })
      const shownTrips = departures.items.slice(0, 4)
      expect(shownTrips.length).toBeGreaterThan(0)
      await expect(upcomingSection.getByRole('article')).toHaveCount(shownTrips.length)
      for (const item of shownTrips) {
        const kind = item.activity === 'course' ? 'course' : 'tripDetails'
        await expect(upcomingSection.getByRole('link', { name: item.name, exact: true }).first()).toHaveAttribute(
          'href',
          href(`/trips/${kind}/${slugify(item.name)}/${item.id}`),
        )
      }

      const centersSection = page.getByRole('region', { name: w.centers })
      const shownCenters = centers.diveCenters.slice(0, 4)
      expect(shownCenters.length).toBeGreaterThan(0)
      await expect(centersSection.getByRole('article')).toHaveCount(shownCenters.length)
      await expect(centersSection.getByRole('heading', { level: 3 })).toHaveText(shownCenters.map((center) => center.branchName))

      const destinationsSection = page.getByRole('region', { name: w.destinations })
      const shownPlaces = places.slice(0, 8)
      expect(shownPlaces.length).toBeGreaterThan(0)
      const placeLinks = destinationsSection.getByRole('link').filter({ has: page.locator('.destination-name') })
      await expect(placeLinks).toHaveCount(shownPlaces.length)
      for (const [index, place] of shownPlaces.entries()) {
        await expect(placeLinks.nth(index)).toContainText(place.countryName)
        await expect(placeLinks.nth(index)).toHaveAttribute('href', href(`/countries/${slugify(place.countryName)}/${place.countryId}`))
      }

      const agenciesSection = page.getByRole('region', { name: w.agencies })
      expect(agencies.length).toBeGreaterThan(0)
      for (const agency of agencies) {
        await expect(agenciesSection.getByRole('link', { name: agency.shortName })).toHaveAttribute(
          'href',
          href(`/organization/details/${slugify(agency.shortName)}/${agency.organizationId}`),
        )
      }
      await noHorizontalOverflow(page)

      // A destination opens its country page.
      await placeLinks.first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownPlaces[0]!.countryName)
    })
  })
}
