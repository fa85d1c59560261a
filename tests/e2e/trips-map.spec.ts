import { expect, type Page, test } from '@playwright/test'
import type { TripsMarkersResponse } from '../../contract/trips.ts'
import { noHorizontalOverflow, openIn } from './helpers.ts'
import { busyMonth, searchTrips } from './trips-helpers.ts'

// A diver sees a month's departures on a map beside the list (or switches to it on a phone): the
// centers as priced markers, a tapped one's card leading to its departures, and "Search this area"
// narrowing the list to what the map shows. Checked against the real server's answers; the map is
// drawn from the outlines the app ships, so no request leaves the app's own origin.

const words = {
  en: {
    map: 'Map of the results',
    list: 'List',
    mapView: 'Map',
    searchArea: 'Search this area',
    see: 'All departures of ',
    onMap: 'On the map: ',
    near: 'Near ',
    area: "Remove the filter In the map's area",
  },
  ar: {
    map: 'خريطة النتائج',
    list: 'قائمة',
    mapView: 'خريطة',
    searchArea: 'ابحث في هذه المنطقة',
    see: 'كل رحلات ',
    onMap: 'على الخريطة: ',
    near: 'قرب ',
    area: 'إزالة عامل التصفية في منطقة الخريطة',
  },
}

type Markers = TripsMarkersResponse['data']

/**
 * The server's markers of the month's search (not narrowed to a center) for each viewport the map asked
 * about (`bbox@zoom`), as the map writes its own in `data-view`.
 */
function markerAnswers(page: Page): Map<string, Markers> {
  const answers = new Map<string, Markers>()
  page.on('response', async (response) => {
    if (!response.url().includes('/Trips/Markers')) return
    const query = new URL(response.url()).searchParams
    if (query.has('branchId')) return
    const body = (await response.json().catch(() => null)) as TripsMarkersResponse | null
    if (body?.data) answers.set(`${query.get('bbox')}@${query.get('zoom')}`, body.data)
  })
  return answers
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The departures the page lists, by id, as their cards link them. */
const listedIds = (page: Page) =>
  page.locator('.trip-card h3 a').evaluateAll((links) => links.map((link) => Number(new URL((link as HTMLAnchorElement).href).pathname.split('/').pop())))

const paramsOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang]
  for (const width of [360, 1280]) {
    const phone = width === 360
    test.describe(`the results map (${lang}, ${width} px)`, () => {
      // A map drawn by a software renderer, re-asked at each zoom: slower than a list's journey, and
      // much slower on a machine busy with other work (its first drawing waits for the outlines' data).
      test.describe.configure({ timeout: 180_000 })
      test.use({ viewport: { width, height: phone ? 740 : 800 }, hasTouch: phone })

      test('markers of the results, a marker’s card leading to its departures, and "Search this area" narrowing the list', async ({
        page,
        request,
        baseURL,
      }) => {
        const outside: string[] = []
        page.on('request', (sent) => {
          const url = new URL(sent.url())
          if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin) outside.push(sent.url())
        })
        const answers = markerAnswers(page)
        const month = await busyMonth(request)
        const all = await searchTrips(request, { month }, lang)
        await openIn(page, lang, `/trips?date=${month}`)
        await expect(page.locator('.trip-card').first()).toBeVisible()
        const map = page.getByRole('region', { name: w.map })

        if (phone) {
          // The list first; the map only when asked for (its code is not fetched before).
          const listButton = page.getByRole('button', { name: w.list, exact: true })
          const mapButton = page.getByRole('button', { name: w.mapView, exact: true })
          await expect(listButton).toHaveAttribute('aria-pressed', 'true')
          await expect(map).toHaveCount(0)
          await mapButton.click()
          await expect(mapButton).toHaveAttribute('aria-pressed', 'true')
          await expect(page.locator('.trip-card')).toHaveCount(0)
        } else {
          // Side by side: the list and the map.
          await expect(page.getByRole('button', { name: w.mapView, exact: true })).toHaveCount(0)
          await expect(page.locator('.trip-card').first()).toBeVisible()
        }
        await expect(map).toBeVisible()
        await expect(map).toHaveAccessibleDescription(/./)

        // The markers are the server's for the map's viewport, each with its price.
        const pins = map.locator('.map-price')
        /** Once the map shows the server's markers for its viewport, each with its price: the first of them and its button. */
        const drawn = async () => {
          let shown: Markers | undefined
          await expect
            .poll(
              async () => {
                const view = await map.locator('.results-map').getAttribute('data-view')
                shown = view ? answers.get(view) : undefined
                return shown !== undefined && shown.markers.length > 0 && (await pins.count()) === shown.markers.length
              },
              { timeout: 60_000 },
            )
            .toBe(true)
          // No label covers another: every marker can be tapped (labels that would meet are one marker).
          const boxes = await pins.evaluateAll((buttons) =>
            buttons.map((button) => {
              const { left, right, top, bottom } = button.getBoundingClientRect()
              return { text: button.textContent ?? '', left, right, top, bottom }
            }),
          )
          const covering = boxes.flatMap((a, index) =>
            boxes
              .slice(index + 1)
              .flatMap((b) => (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom ? [`${a.text} / ${b.text}`] : [])),
          )
          expect(covering, 'markers covering one another').toEqual([])
          const marker = shown!.markers[0]!
          const named = marker.kind === 'center' ? marker.branch.name : `${w.near}${marker.branch.city}`
          const pin = map.getByRole('button', { name: new RegExp(`^${escaped(named)}: `) }).first()
          await expect(pin).toHaveText(/\d/)
          // Its label is short (whole units and the currency's sign, in Arabic too): a map of full figures
          // ("454.73 دولار أمريكي") covers itself. Its name still says the price in full.
          expect((await pin.boundingBox())!.width).toBeLessThan(130)
          await expect(pin).toHaveAccessibleName(/[.,]\d\d/)
          return { first: marker, pin }
        }
        let { first, pin } = await drawn()
        await page.screenshot({ path: `test-results/trips-map-${lang}-${width}.png` })

        // A marker's card: its cheapest departure, linked, and the same search narrowed to its center.
        const openCard = async () => {
          await pin.click()
          const card = page.getByRole('region', { name: `${w.onMap}${first.branch.name}` })
          await expect(card).toBeVisible()
          await expect(card.getByRole('heading', { name: first.departure.name })).toBeFocused()
          return card
        }
        const card = await openCard()
        await page.screenshot({ path: `test-results/trips-map-card-${lang}-${width}.png` })
        await expect(card.getByRole('link', { name: first.departure.name })).toHaveAttribute(
          'href',
          new RegExp(`/trips/(tripDetails|course)/[^/]+/${first.departure.id}$`),
        )
        // Beside the list the map stays and goes to the listed results: a view each, told apart by its `data-view`.
        const viewOf = () => map.locator('.results-map').getAttribute('data-view')
        const monthView = await viewOf()
        await card.getByRole('link', { name: `${w.see}${first.branch.name}` }).click()
        await expect.poll(() => paramsOf(page).center).toBe(String(first.branch.branchId))
        const ofCenter = await searchTrips(request, { month, branchId: first.branch.branchId }, lang)
        expect(ofCenter.data.total).toBeGreaterThan(0)
        // On a phone the list comes back to show them.
        await expect(page.locator('.trip-card')).toHaveCount(ofCenter.data.items.length)
        expect(await listedIds(page)).toEqual(ofCenter.data.items.map((item) => item.id))
        if (!phone) await expect.poll(viewOf, { timeout: 30_000 }).not.toBe(monthView)
        const centerView = phone ? null : await viewOf()

        // The card's departure opens its page.
        await page.goBack()
        await expect.poll(() => paramsOf(page).center).toBeUndefined()
        if (!phone) await expect.poll(viewOf, { timeout: 30_000 }).not.toBe(centerView)
        if (phone) await page.getByRole('button', { name: w.mapView, exact: true }).click()
        ;({ first, pin } = await drawn())
        await pin.click()
        await page
          .getByRole('region', { name: `${w.onMap}${first.branch.name}` })
          .getByRole('link', { name: first.departure.name })
          .click()
        await expect(page).toHaveURL(new RegExp(`/trips/(tripDetails|course)/[^/]+/${first.departure.id}$`))
        await expect(page.getByRole('heading', { level: 1 })).toContainText(first.departure.name)
        await page.goBack()

        // Back to the month's results on the map; zoomed in by the diver, its area narrows the list.
        if (phone) await page.getByRole('button', { name: w.mapView, exact: true }).click()
        // The page was left: its map loads and draws again.
        await drawn()
        await expect(map.getByRole('button', { name: w.searchArea })).toHaveCount(0)
        const zoomIn = map.locator('.maplibregl-ctrl-zoom-in')
        await zoomIn.click()
        await zoomIn.click()
        await map.getByRole('button', { name: w.searchArea }).click()
        await expect.poll(() => paramsOf(page).bbox).toMatch(/^-?[\d.]+(,-?[\d.]+){3}$/)
        const bbox = paramsOf(page).bbox!
        const narrowed = await searchTrips(request, { month, bbox }, lang)
        expect(narrowed.data.total).toBeLessThan(all.data.total)
        if (phone) await page.getByRole('button', { name: w.list, exact: true }).click()
        await expect.poll(() => listedIds(page)).toEqual(narrowed.data.items.map((item) => item.id))
        await noHorizontalOverflow(page)

        // A reload keeps the area; its chip takes it away.
        await page.reload()
        expect(paramsOf(page).bbox).toBe(bbox)
        await expect.poll(() => listedIds(page)).toEqual(narrowed.data.items.map((item) => item.id))
        await page.getByRole('button', { name: w.area }).click()
        await expect.poll(() => paramsOf(page).bbox).toBeUndefined()
        await expect.poll(() => listedIds(page)).toEqual(all.data.items.map((item) => item.id))

        expect(outside, 'requests outside the app (map tiles, styles, fonts)').toEqual([])
      })
    })
  }
}
