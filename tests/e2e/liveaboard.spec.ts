import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { BoatDetails, LiveaboardDetails } from '../../contract/liveaboards.ts'
import type { Rates } from '../../contract/wallet.ts'
import { convertMoney, formatCount, formatDay, formatDepthRange, formatList, formatMoney } from '../../shared/format.ts'
import { dayMarkers, portMarkers } from '../../src/features/trips/route-line.ts'
import { slugify } from '../../src/lib/slug.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'
import { monthFromNow, searchTrips } from './trips-helpers.ts'

const api = '/api/website/v1'
const read = async <T>(request: APIRequestContext, path: string): Promise<T> => ((await (await request.get(`${api}${path}`)).json()) as { data: T }).data

/** A seeded liveaboard of the coming months with a boat, a route, cabins (one at least left) and both kinds of extras. */
async function describedLiveaboard(request: APIRequestContext): Promise<LiveaboardDetails> {
  for (let delta = 1; delta < 8; delta++) {
    const { data } = await searchTrips(request, { activity: 'liveaboard', month: monthFromNow(delta) })
    for (const item of data.items) {
      const detail = await read<LiveaboardDetails>(request, `/Liveaboards/Details?tempTripId=${item.id}&lang=en`)
      const extras = new Set(detail.extras.map((extra) => extra.included))
      if (detail.boat && detail.route && detail.cabins.some((cabin) => cabin.cabinsLeft > 0) && extras.size === 2) return detail
    }
  }
  throw new Error('no seeded liveaboard has a boat, a route, cabins and extras')
}

/** The days a route map's pill names, in either script's digits: "1 · 3–5" is days 1, 3, 4 and 5. */
function daysOfPill(text: string): number[] {
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
  return latin.split(' · ').flatMap((part) => {
    const [first = 0, last = first] = part.split('–').map(Number)
    return Array.from({ length: last - first + 1 }, (_, i) => first + i)
  })
}

const words = {
  en: {
    boat: 'The boat',
    cabins: 'Cabins',
    route: 'Route, day by day',
    extras: 'Included and extra',
    included: 'Included in the price',
    general: 'What is included',
    extra: 'At extra cost',
    caveat: 'The route can change with weather and currents.',
    link: 'See the boat, its cabins and its other departures',
    departures: 'Coming departures',
    day: (n: number) => `Day ${n}`,
    sites: (n: number) => `Dive sites of day ${n}`,
    embark: 'Embarkation',
    disembark: 'Disembarkation',
    map: 'Map of the route',
    deep: (depth: string) => `${depth} deep`,
  },
  ar: {
    boat: 'القارب',
    cabins: 'الكبائن',
    route: 'المسار يومًا بيوم',
    extras: 'المشمول والإضافي',
    included: 'مشمول في السعر',
    general: 'ما يشمله السعر',
    extra: 'بتكلفة إضافية',
    caveat: 'قد يتغير المسار بحسب الطقس والتيارات.',
    link: 'اطّلع على القارب وكبائنه وانطلاقاته الأخرى',
    departures: 'الانطلاقات القادمة',
    day: (n: number) => `اليوم ${new Intl.NumberFormat('ar').format(n)}`,
    sites: (n: number) => `مواقع الغوص في اليوم ${new Intl.NumberFormat('ar').format(n)}`,
    embark: 'الصعود إلى القارب',
    disembark: 'النزول من القارب',
    map: 'خريطة المسار',
    deep: (depth: string) => `على عمق ${depth}`,
  },
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  for (const width of [360, 1280]) {
    test.describe(`a liveaboard's page and its boat (${lang}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width === 360 ? 740 : 800 }, hasTouch: width === 360 })

      test('the boat, its cabins priced in dollars, the route day by day and what is included or extra; then the boat and its departures', async ({
        page,
        request,
      }) => {
        const found = await describedLiveaboard(request)
        const detail = await read<LiveaboardDetails>(request, `/Liveaboards/Details?tempTripId=${found.tempTripId}&lang=${lang}`)
        const { rates } = await read<Rates>(request, '/Wallet/Rates')
        const dollars = (amount: number) => formatMoney(convertMoney(amount, detail.currency, 'USD', rates)!, 'USD', lang)
        const boat = detail.boat!
        const route = detail.route!

        await openIn(page, lang, `/trips/tripDetails/${slugify(found.name)}/${detail.tempTripId}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name)

        const boatSection = page.getByRole('region', { name: w.boat })
        await expect(boatSection.getByRole('heading', { name: boat.name })).toBeVisible()
        for (const safety of boat.safety) await expect(boatSection.getByText(safety.name, { exact: true })).toBeVisible()

        const cabins = page.getByRole('region', { name: w.cabins }).getByRole('listitem')
        await expect(cabins).toHaveCount(detail.cabins.length)
        for (const [index, cabin] of detail.cabins.entries()) {
          await expect(cabins.nth(index).getByRole('heading')).toHaveText(cabin.name)
          await expect(cabins.nth(index)).toContainText(dollars(cabin.price))
        }

        const routeSection = page.getByRole('region', { name: w.route })
        const steps = routeSection.getByRole('heading', { level: 3 })
        await expect(steps).toHaveCount(route.days.length + 2)
        await expect(steps.first()).toHaveText(w.embark)
        await expect(steps.last()).toHaveText(w.disembark)
        for (const [index, day] of route.days.entries()) {
          await expect(steps.nth(index + 1)).toHaveText(`${w.day(day.day)} · ${formatDay(day.date, lang)}`)
          if (day.sites.length === 0) continue
          const sites = routeSection.getByRole('list', { name: w.sites(day.day) }).getByRole('listitem')
          await expect(sites).toHaveCount(day.sites.length)
          // Each planned site with how deep its dives go and what lives there, where the operator has said.
          for (const [n, site] of day.sites.entries()) {
            await expect(sites.nth(n)).toContainText(site.name)
            if (site.depthMinM !== null) await expect(sites.nth(n)).toContainText(w.deep(formatDepthRange(site.depthMinM, site.depthMaxM!, lang)))
            if (site.life.length > 0)
              await expect(sites.nth(n)).toContainText(
                formatList(
                  site.life.map((entry) => entry.name),
                  lang,
                ),
              )
          }
        }
        expect(route.days.some((day) => day.sites.some((site) => site.depthMinM !== null))).toBe(true)
        await expect(page.getByText(w.caveat)).toHaveCount(1)

        // The route on a map above the list: the line, a numbered marker a day, an anchor a port, the
        // controls at the reading direction's end (the left in Arabic).
        const map = routeSection.getByRole('region', { name: w.map })
        await map.scrollIntoViewIfNeeded()
        await expect(map.locator('canvas')).toBeVisible()
        await expect(map.locator('.maplibregl-marker .route-map-port')).toHaveCount(portMarkers(route).length)
        const pills = map.locator('.maplibregl-marker .route-map-day')
        await expect(pills.first()).toHaveText(new RegExp(`^${formatCount(dayMarkers(route)[0]!.days[0]!, lang)}(?![0-9٠-٩])`))
        // Every day that plans a site is on one pill, and no pill covers another or a port's anchor: days
        // a few hundred metres apart share a pill at the zoom the map opens on, a pill by a port moves off it.
        const drawn = (await pills.allTextContents()).flatMap(daysOfPill)
        expect(drawn.sort((a, b) => a - b)).toEqual(
          dayMarkers(route)
            .flatMap((marker) => marker.days)
            .sort((a, b) => a - b),
        )
        const boxesOf = (markers: typeof pills) =>
          markers.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
        const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
        const [pillBoxes, portBoxes] = [await boxesOf(pills), await boxesOf(map.locator('.maplibregl-marker .route-map-port'))]
        for (const [i, pill] of pillBoxes.entries()) {
          for (const other of pillBoxes.slice(i + 1)) expect(apart(pill, other)).toBe(true)
          for (const port of portBoxes) expect(apart(pill, port)).toBe(true)
        }
        const mapBox = (await map.boundingBox())!
        const zoomBox = (await map.locator('.maplibregl-ctrl-zoom-in').boundingBox())!
        expect(zoomBox.x + zoomBox.width / 2 < mapBox.x + mapBox.width / 2).toBe(lang === 'ar')

        const extras = page.getByRole('region', { name: w.extras })
        await expect(extras.getByRole('list', { name: w.included }).getByRole('listitem')).toHaveText(
          detail.extras.filter((extra) => extra.included).map((extra) => extra.name),
        )
        const paid = detail.extras.filter((extra) => !extra.included)
        const paidItems = extras.getByRole('list', { name: w.extra }).getByRole('listitem')
        await expect(paidItems).toHaveCount(paid.length)
        for (const [index, extra] of paid.entries()) await expect(paidItems.nth(index)).toContainText(dollars(extra.price!))
        // The trip's general lines and meeting point (the center's) give way to these lists and the port.
        await expect(page.getByRole('region', { name: w.general })).toHaveCount(0)
        await noHorizontalOverflow(page)
        await shot(page, `liveaboard-${lang}-${width}`)

        const boatPage = await read<BoatDetails>(request, `/Boats/Details?boatId=${boat.boatId}&lang=${lang}`)
        await boatSection.getByRole('link', { name: w.link }).click()
        await expect(page).toHaveURL(`/boats/${boat.boatId}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(boat.name)
        const departures = page.getByRole('region', { name: w.departures }).getByRole('link')
        await expect(departures).toHaveCount(boatPage.departures.length)
        const first = boatPage.departures[0]!
        await expect(departures.first()).toHaveAttribute('href', encodeURI(`/trips/tripDetails/${slugify(first.name)}/${first.tempTripId}`))
        await expect(departures.first()).toContainText(formatDay(first.startDate, lang))
        await noHorizontalOverflow(page)
        await shot(page, `boat-${lang}-${width}`)
        await departures.first().click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
      })
    })
  }
}

test('an unknown boat is a page that says so', async ({ page }) => {
  await openIn(page, 'en', '/boats/999999')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boat not found')
})

test("a center's page lists its boats, each opening the boat's page", async ({ page, request }) => {
  const { boat } = await describedLiveaboard(request)
  const { branchId, branchName } = await read<BoatDetails>(request, `/Boats/Details?boatId=${boat!.boatId}&lang=en`)
  await openIn(page, 'en', `/branch/details/${slugify(branchName)}/${branchId}`)
  const boats = page.getByRole('region', { name: 'Its boats' })
  await boats.getByRole('link', { name: boat!.name }).click()
  await expect(page).toHaveURL(`/boats/${boat!.boatId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(boat!.name)
})
