import { expect, type Page, test } from '@playwright/test'
import { slugify } from '../../src/lib/slug.ts'
import { destinations, href, type Lang, organizations, topCenters, upcoming } from './discovery-helpers.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const words = {
  en: {
    destination: 'Destination',
    month: 'Month',
    activity: 'Activity',
    search: 'Search trips',
    upcoming: 'Upcoming trips and courses',
    centers: 'Popular dive centers',
    destinations: 'Destinations',
    agencies: 'Training agencies',
  },
  ar: {
    destination: 'الوجهة',
    month: 'الشهر',
    activity: 'النشاط',
    search: 'ابحث عن الرحلات',
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
    test('the search panel lands on /trips with the chosen month, country and activity', async ({ page, request }) => {
      const countries = await destinations(request, lang)
      expect(countries.length).toBeGreaterThan(0)
      const country = countries[countries.length > 1 ? 1 : 0]!
      await openIn(page, lang, '/')
      await expect(page).toHaveTitle(lang === 'en' ? /^Dive centers, trips and courses · Reefline$/ : /· Reefline$/)
      // The country list arrives after the first paint: its option is there once it has.
      await expect(page.getByLabel(w.destination).locator(`option[value="${country.countryId}"]`)).toHaveText(country.countryName)
      // Exact: the "Destinations" section below is labelled by its heading too.
      await page.getByLabel(w.destination, { exact: true }).selectOption(String(country.countryId))
      const month = await nextMonth(page)
      await page.getByLabel(w.month).selectOption(month)
      await page.getByLabel(w.activity).selectOption('liveaboard')
      await page.getByRole('button', { name: w.search }).click()
      await expect(page).toHaveURL(/\/trips\?/)
      const search = new URL(page.url()).searchParams
      expect(search.get('date')).toBe(month)
      expect(search.get('country')).toBe(String(country.countryId))
      expect(search.get('activity')).toBe('liveaboard')
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
