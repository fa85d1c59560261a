import { expect, test } from '@playwright/test'
import { slugify } from '../../src/lib/slug.ts'
import { destinations, href, type Lang, organizationDetails, organizations, topCenters, upcoming } from './discovery-helpers.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'

const words = {
  en: {
    courses: 'Courses',
    centers: 'Affiliated dive centers',
    countryCenters: 'Dive centers',
    countryTrips: 'Upcoming trips and courses',
    agencyMissing: 'Training agency not found',
    countryMissing: 'Destination not found',
    allIn: (name: string) => `All dive centers in ${name}`,
  },
  ar: {
    courses: 'الدورات',
    centers: 'مراكز الغوص المعتمدة',
    countryCenters: 'مراكز الغوص',
    countryTrips: 'الرحلات والدورات القادمة',
    agencyMissing: 'جهة التدريب غير موجودة',
    countryMissing: 'الوجهة غير موجودة',
    allIn: (name: string) => `كل مراكز الغوص في ${name}`,
  },
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const w = words[lang]
  test.describe(`organizations and countries (${lang})`, () => {
    test('agency list → details shows its courses and dive centers from the API', async ({ page, request }) => {
      const agencies = await organizations(request, lang)
      expect(agencies.length).toBeGreaterThan(0)
      const details = await Promise.all(agencies.map((agency) => organizationDetails(request, agency.organizationId, lang)))
      const agency = details.find((detail) => detail.courses.some((course) => course.nextTempId !== null) && detail.branches.length > 0)!
      expect(agency).toBeDefined()
      const { organizationId, shortName, name } = agency.organization

      await openIn(page, lang, '/organization/list')
      const cards = page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.locator('.organization-short') })
      await expect(cards).toHaveCount(agencies.length)
      const card = cards.filter({ hasText: shortName }).first()
      await expect(card).toContainText(name)
      await card.click()

      await expect(page).toHaveURL(href(`/organization/details/${slugify(shortName)}/${organizationId}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shortName)
      await expect(page.getByText(name, { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`${shortName}.*· Reefline$`))
      // What it certifies: every level its courses lead to.
      for (const level of new Set(agency.courses.map((course) => course.level))) await expect(page.locator('.organization-levels')).toContainText(level)

      const courses = page.getByRole('region', { name: w.courses })
      await expect(courses.getByRole('article')).toHaveCount(agency.courses.length)
      for (const course of agency.courses) {
        const heading = courses.getByRole('heading', { name: course.name, exact: true })
        await expect(heading).toBeVisible()
        if (course.nextTempId !== null) {
          await expect(heading.getByRole('link')).toHaveAttribute('href', href(`/trips/course/${slugify(course.name)}/${course.nextTempId}`))
        }
      }

      const centers = page.getByRole('region', { name: w.centers })
      await expect(centers.getByRole('heading', { level: 3 })).toHaveText(agency.branches.map((branch) => branch.branchName))
      const first = agency.branches[0]!
      await expect(centers.getByRole('link', { name: first.branchName, exact: true })).toHaveAttribute(
        'href',
        href(`/branch/details/${slugify(first.branchName)}/${first.branchId}`),
      )
      await noHorizontalOverflow(page)
    })

    test('a wrong name in the agency address is replaced by its own', async ({ page, request }) => {
      const agency = (await organizations(request, lang))[0]!
      await openIn(page, lang, `/organization/details/wrong-name/${agency.organizationId}`)
      await expect(page).toHaveURL(href(`/organization/details/${slugify(agency.shortName)}/${agency.organizationId}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(agency.shortName)
    })

    test('a country page shows its dive centers and its upcoming trips from the API', async ({ page, request }) => {
      const places = await destinations(request, lang)
      const place = places.find((item) => item.upcomingTrips > 0 && item.branchCount > 0)!
      expect(place).toBeDefined()
      const [centers, departures] = await Promise.all([topCenters(request, lang, place.countryId), upcoming(request, lang, place.countryId)])
      expect(centers.diveCenters.length).toBeGreaterThan(0)
      expect(departures.items.length).toBeGreaterThan(0)

      await openIn(page, lang, '/countries')
      await page.getByRole('main').getByRole('link').filter({ hasText: place.countryName }).first().click()
      await expect(page).toHaveURL(href(`/countries/${slugify(place.countryName)}/${place.countryId}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.countryName)
      await expect(page).toHaveTitle(new RegExp(`${place.countryName}.*· Reefline$`))

      const centersSection = page.getByRole('region', { name: w.countryCenters, exact: true })
      await expect(centersSection.getByRole('heading', { level: 3 })).toHaveText(centers.diveCenters.slice(0, 4).map((center) => center.branchName))
      for (const center of centers.diveCenters.slice(0, 4)) expect(center.countryName).toBe(place.countryName)
      const all = centersSection.getByRole('link', { name: w.allIn(place.countryName) })
      await expect(all).toHaveAttribute('href', `/branch/list/diveCenters?country=${place.countryId}`)

      const tripsSection = page.getByRole('region', { name: w.countryTrips })
      const shown = departures.items.slice(0, 8)
      await expect(tripsSection.getByRole('article')).toHaveCount(shown.length)
      for (const item of shown) {
        expect(item.countryName).toBe(place.countryName)
        await expect(tripsSection.getByRole('link', { name: item.name, exact: true }).first()).toBeVisible()
      }
      await noHorizontalOverflow(page)

      await all.click()
      await expect(page).toHaveURL(`/branch/list/diveCenters?country=${place.countryId}`)
    })

    test('unknown or malformed ids show a not-found page', async ({ page }) => {
      for (const [path, title] of [
        ['/organization/details/x/999999', w.agencyMissing],
        ['/organization/details/x/abc', w.agencyMissing],
        ['/countries/x/999999', w.countryMissing],
        ['/countries/x/0', w.countryMissing],
      ] as const) {
        await openIn(page, lang, path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      }
    })
  })
}
