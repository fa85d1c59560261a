import type * as v from 'valibot'
import { dateWindow, tripLengthDays } from '../../../contract/activities.ts'
import type { Lang } from '../../../contract/common.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import type { Place } from '../../../contract/places.ts'
import {
  CENTER_ZOOM,
  TRIPS_PAGE_SIZE,
  type TripsMarkersQuerySchema,
  type TripsMarkersResponse,
  type TripsSearchQuerySchema,
  type TripsSearchResponse,
} from '../../../contract/trips.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { fieldMessage } from '../../lib/api-texts.ts'
import { type Atlas, centerOfSearch, countryPlaceId, loadAtlas, placeOfSearch } from '../places/places.service.ts'
import { cellDegrees, groupMarkers, withCards } from './markers.ts'
import {
  findCenterCells,
  findMarkerBranches,
  findMarkerDepartures,
  findSearchEntries,
  findTownMarkers,
  MARKER_SCAN,
  type Origin,
  type SearchPlan,
} from './search.repository.ts'
import { toSearchItem } from './trips.mapper.ts'
import { findDepartureRows, findRate } from './trips.repository.ts'

type Filters = v.InferOutput<typeof TripsMarkersQuerySchema> | v.InferOutput<typeof TripsSearchQuerySchema>

/** How far a center may lie from its town's point: a viewport this near a town may hold its centers. */
const TOWN_REACH_DEGREES = 0.25

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}

/**
 * The days a search reads (contract/departures.ts: from tomorrow on): a month's, a range's widened by
 * its flexible days (contract/activities.ts `dateWindow`), or every day from tomorrow. Null when none
 * of them is ahead.
 */
function daysOf(search: Filters): Pick<SearchPlan, 'from' | 'until' | 'last'> | null {
  const first = firstBookableDate()
  if (search.from !== undefined && search.to !== undefined) {
    const window = dateWindow({ from: search.from, to: search.to, flex: search.flex })
    const from = window.first > first ? window.first : first
    return window.last < from ? null : { from, until: null, last: window.last }
  }
  if (search.month !== undefined) {
    const monthStart = `${search.month}-01`
    const from = monthStart > first ? monthStart : first
    const until = nextMonth(search.month)
    return until <= from ? null : { from, until, last: null }
  }
  return { from: first, until: null, last: null }
}

const refused = (path: string, rule: string, lang: Lang) => new HttpError(400, 'ValidationFailed', [{ path, message: fieldMessage(rule, lang) }])

/** Where a search walks, what it is narrowed to and what it sorts by distance from; `null` key: nowhere at all. */
type Scope = { key: number | null; branchId: number | null; place: Place | null; origin: Origin | null; atlas: Atlas | null; site: boolean }

/**
 * The place a search's entries are walked under. Its place, country and viewport (through the towns
 * near it) each name a place; nested, the deepest is walked (Egypt and Dahab: Dahab), otherwise
 * nothing can match. A site is walked under itself, a center among everywhere's entries (or its
 * site's). An unknown place or center is a 400 on its field: a link to one the catalogue no longer
 * has says so rather than showing nothing.
 */
async function scopeOf(db: Db, search: Filters, lang: Lang): Promise<Scope> {
  const scope: Scope = { key: 0, branchId: null, place: null, origin: null, atlas: null, site: false }
  if (search.place === undefined && search.branchId === undefined && search.countryId === undefined && search.bbox === undefined) {
    scope.origin = search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : null
    return scope
  }
  const atlas = await loadAtlas(db)
  scope.atlas = atlas
  const within: number[] = []
  let site: number | null = null
  if (search.place !== undefined) {
    const place = await placeOfSearch(db, search.place, lang)
    if (!place) throw refused('place', 'unknown-place', lang)
    scope.place = place
    scope.origin = { lat: place.lat, lng: place.lng }
    if (place.kind === 'site') site = place.id
    else within.push(place.id)
  }
  let centerTown: number | null = null
  if (search.branchId !== undefined) {
    const center = await centerOfSearch(db, search.branchId, lang)
    if (!center) throw refused('branchId', 'unknown-center', lang)
    scope.place = center.place
    scope.branchId = search.branchId
    centerTown = center.townId
  }
  if (search.lat !== undefined && search.lng !== undefined) scope.origin = { lat: search.lat, lng: search.lng }
  if (search.countryId !== undefined) {
    const country = await countryPlaceId(db, search.countryId)
    if (country === undefined) return { ...scope, key: null }
    within.push(country)
  }
  if (search.bbox !== undefined) {
    const towns = townsNear(atlas, search.bbox)
    if (towns.length === 0) return { ...scope, key: null }
    within.push(atlas.commonAncestor(towns))
  }
  // The deepest of the places named, when each lies within the next.
  const deepest = within.reduce((a, b) => (atlas.within(a, b) ? a : atlas.within(b, a) ? b : -1), 0)
  if (deepest === -1) return { ...scope, key: null }
  if (centerTown !== null ? !atlas.within(centerTown, deepest) : search.branchId !== undefined && deepest !== 0) return { ...scope, key: null }
  if (site !== null) {
    if (!atlas.within(site, deepest)) return { ...scope, key: null }
    return { ...scope, key: site, site: true }
  }
  return { ...scope, key: scope.branchId === null ? deepest : 0 }
}

/** The towns whose centers may lie in a viewport: each within reach of it. */
function townsNear(atlas: Atlas, [west, south, east, north]: readonly [number, number, number, number]): number[] {
  const reach = TOWN_REACH_DEGREES
  return atlas
    .towns()
    .filter((town) => town.lat >= south - reach && town.lat <= north + reach && town.lng >= west - reach && town.lng <= east + reach)
    .map((town) => town.id)
}

async function planOf(db: Db, search: Filters, scope: Scope & { key: number }): Promise<SearchPlan | null> {
  const days = daysOf(search)
  if (!days) return null
  const perUsd = search.minPrice !== undefined || search.maxPrice !== undefined ? await findRate(db, search.currency) : 1
  if (!perUsd) throw new HttpError(404, 'RateUnavailable')
  const usd = (amount: number | undefined) => (amount === undefined ? null : amount / perUsd)
  return {
    key: scope.key,
    site: scope.site,
    branchId: scope.branchId,
    ...days,
    activity: search.activity,
    days: search.length === undefined ? undefined : tripLengthDays[search.length],
    level: search.level,
    seats: search.seats ?? 1,
    party: search.seats ?? null,
    minUsd: usd(search.minPrice),
    maxUsd: usd(search.maxPrice),
    payNow: search.payNow,
    payLater: search.payLater,
    organizationId: search.organizationId,
    bbox: search.bbox,
  }
}

/**
 * Trips/Search: departures that can be booked (contract/departures.ts: from tomorrow on, with a seat
 * left; today's and full ones are not listed at all), narrowed by place, dates and every filter, in
 * the order asked. A page past the last is empty (its total and page count still say how many).
 */
export async function searchDepartures(
  db: Db,
  search: v.InferOutput<typeof TripsSearchQuerySchema>,
  lang: Lang,
): Promise<TripsSearchResponse['data'] & { pageCount: number }> {
  const scope = await scopeOf(db, search, lang)
  const plan = scope.key === null ? null : await planOf(db, search, { ...scope, key: scope.key })
  const found = plan ? await findSearchEntries(db, plan, search.sort, scope.origin, search.page) : { entries: [], total: 0, capped: false }
  const ids = (course: boolean) => found.entries.filter((entry) => (entry.activity === 'course') === course).map((entry) => entry.departure_id)
  const rows = await findDepartureRows(db, ids(false), ids(true))
  const byKey = new Map(rows.map((row) => [`${row.activity === 'course'}:${row.id}`, row]))
  const items = found.entries.flatMap((entry) => {
    const row = byKey.get(`${entry.activity === 'course'}:${entry.departure_id}`)
    return row ? [toSearchItem(row, lang, { lat: entry.lat, lng: entry.lng }, scope.origin)] : []
  })
  return {
    items,
    total: found.total,
    totalCapped: found.capped,
    pageCount: Math.ceil(found.total / TRIPS_PAGE_SIZE),
    ...(scope.place ? { place: scope.place } : {}),
    ...(search.level ? { levelFilters: 'courses' as const } : {}),
  }
}

/**
 * Trips/Markers: the same search on a map. Below CENTER_ZOOM (contract/trips.ts), each town near the
 * viewport gives its count (to MARKER_COUNT_CAP) and cheapest departure, and the towns of one grid
 * cell make one cluster; a site's or a center's departures, and every zoom from CENTER_ZOOM on, give
 * the spots of the first MARKER_SCAN departures by date, those of one cell in one marker.
 */
export async function searchMarkers(db: Db, search: v.InferOutput<typeof TripsMarkersQuerySchema>, lang: Lang): Promise<TripsMarkersResponse['data']> {
  const scope = await scopeOf(db, search, lang)
  const plan = scope.key === null ? null : await planOf(db, search, { ...scope, key: scope.key })
  if (!plan || !scope.atlas) return { markers: [], truncated: false }
  const atlas = scope.atlas
  const byTowns = search.zoom < CENTER_ZOOM && !scope.site && scope.branchId === null
  const towns = byTowns ? townsNear(atlas, search.bbox).filter((town) => atlas.within(town, plan.key)) : []
  const found = byTowns
    ? await findTownMarkers(db, plan, towns).then((towns) => ({
        members: towns.map((town) => ({ ...town, branchId: town.branch_id, departureId: town.departure_id })),
        truncated: false,
      }))
    : await findCenterCells(db, plan, cellDegrees(search.zoom)).then((cells) => ({
        members: cells,
        truncated: cells.reduce((sum, cell) => sum + cell.count, 0) >= MARKER_SCAN,
      }))
  const { drafts, truncated } = groupMarkers(found.members, byTowns ? 'towns' : 'centers', search.zoom, found.truncated)
  const cheapest = (course: boolean) => [...new Set(drafts.filter((draft) => (draft.activity === 'course') === course).map((draft) => draft.departureId))]
  const [branches, departures] = await Promise.all([
    findMarkerBranches(db, [...new Set(drafts.map((draft) => draft.branchId))]),
    findMarkerDepartures(db, cheapest(false), cheapest(true)),
  ])
  return { markers: withCards(drafts, branches, departures, lang), truncated }
}
