import * as v from 'valibot'
import { activities, browsingMonth, courseLevels, flexDays, isCalendarDate, searchSorts, tripLengths, yearMonthPattern } from './activities.ts'

// The addresses of the catalogue's entry pages, as their routes read them (`validateSearch`) and as the
// server reads them for a page's first view (server/plugins/first-view.ts): one schema each, so the
// server asks exactly what the page will. A file of its own, beside `activities`: the routes declare
// these schemas, so they are in the first load, and none of the contract's response schemas is.

/** `YYYY-MM` of a date in local time: the header's Safari link parameter (SPEC §9); the trips area opens on `browsingMonth`. */
export function yearMonth(date: Date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/**
 * A page number in a list's address: any whole number from 1, so an old link or a narrower filter
 * past the end still opens, and its loader sends it on to the last page.
 */
export const pageParam = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const money = v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000))
/** A malformed value is dropped rather than failing the page: a shared link always opens. */
const lenient = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(v.optional(schema), undefined))

const isoDay = v.pipe(v.string(), v.check(isCalendarDate))
/**
 * A map's area as "Search this area" writes it: `west,south,east,north` in degrees, the form Trips/Search
 * reads as `bbox` (checked there again). A text the router cannot read as JSON, so it stays a string.
 */
const bboxParam = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,3}(\.\d{1,10})?(,-?\d{1,3}(\.\d{1,10})?){3}$/),
  v.check((text) => {
    const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number]
    return west >= -180 && east <= 180 && south >= -90 && north <= 90 && west <= east && south <= north
  }),
)
/**
 * How long a departure lasts, as the address writes it: `length=2-4`, and `length=1`, which the router
 * reads as the number 1 (it parses every value as JSON where it can): both are the contract's lengths.
 */
const lengthParam = v.union([
  v.picklist(tripLengths),
  v.pipe(
    v.literal(1),
    v.transform(() => '1' as const),
  ),
])

/**
 * The trips area's state, all in the URL (`/trips?date=2027-03&activity=liveaboard&sort=price-asc`,
 * `/trips?place=20&from=2027-12-10&to=2027-12-17&flex=3&seats=2`), so a search can be shared, reloaded,
 * reached with Back and opened offline. When is a month (the default: a missing or malformed one falls
 * back to the current one, and the route sends a past one to the current one) or a range of days with
 * `flex` days either side; where is a place of Places/Suggest or one center. Defaults (sort by date,
 * page 1) are left out of the URL. What the fields say together (a month and dates, a range
 * the wrong way round) is `searchProblems` in contract/trips.ts, which the page explains.
 */
export const tripsSearchSchema = v.object({
  date: v.optional(v.fallback(v.pipe(v.string(), v.regex(yearMonthPattern)), () => browsingMonth())),
  /** a country, region, town or dive site (Places/Suggest) */
  place: lenient(id),
  /** one center's departures (a suggestion of kind `center`, or a center's page): Trips/Search's `branchId` */
  center: lenient(id),
  /** the first and last day a diver is there, YYYY-MM-DD */
  from: lenient(isoDay),
  to: lenient(isoDay),
  /** days either side of the range a departure may start or end */
  flex: lenient(v.picklist(flexDays)),
  length: lenient(lengthParam),
  /** the level a course teaches (trips are listed whatever it is) */
  level: lenient(v.picklist(courseLevels)),
  activity: lenient(v.picklist(activities)),
  country: lenient(id),
  org: lenient(id),
  /** in the diver's currency */
  minPrice: lenient(money),
  maxPrice: lenient(money),
  payNow: lenient(v.boolean()),
  payLater: lenient(v.boolean()),
  /** the divers going together: departures with a seat free for each */
  seats: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  sort: lenient(v.picklist(searchSorts)),
  /** past the last page: the route sends it to the last page */
  page: lenient(pageParam),
  /** the map's area the list is narrowed to ("Search this area"), `west,south,east,north` */
  bbox: lenient(bboxParam),
})
export type TripsSearch = v.InferOutput<typeof tripsSearchSchema>

/**
 * The directory's filters, all in the URL (`/branch/list/diveCenters?country=3&q=blue&page=2`), so a
 * filtered page can be shared, reloaded and reached with Back. Defaults are left out of the URL.
 */
export const directorySearchSchema = v.object({
  /** past the last page: the route sends it to the last page */
  page: lenient(pageParam),
  country: lenient(id),
  q: lenient(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  sort: lenient(v.picklist(['az', 'za'])),
  language: lenient(v.picklist(['en', 'ar'])),
  org: lenient(id),
  payNow: lenient(v.boolean()),
  payLater: lenient(v.boolean()),
})
export type DirectorySearch = v.InferOutput<typeof directorySearchSchema>

/**
 * The open photo as a details page's search param (`?photo=3`, counted from 1): opening the viewer is
 * a history entry, so the browser's Back closes it, and a shared link opens the same photo (the viewer:
 * src/ui/photo-gallery.tsx). Anything else in the address is ignored rather than breaking the page.
 */
export const photoSearch = lenient(v.pipe(v.number(), v.integer(), v.minValue(1)))

/**
 * A search value as the router reads it from the address: JSON where it parses (`2`, `true`, `"x"`),
 * the text otherwise (TanStack Router's default `parseSearch`).
 */
export function searchValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
