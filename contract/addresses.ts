import * as v from 'valibot'
import { activities, tripSorts } from './activities.ts'

// The addresses of the catalogue's entry pages, as their routes read them (`validateSearch`) and as the
// server reads them for a page's first view (server/plugins/first-view.ts): one schema each, so the
// server asks exactly what the page will. A file of its own, beside `activities`: the routes declare
// these schemas, so they are in the first load, and none of the contract's response schemas is.

/** `YYYY-MM` of a date in local time: the trips area's month, the header's Safari link parameter (SPEC §9). */
export function yearMonth(date: Date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

export const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * A page number in a list's address: any whole number from 1, so an old link or a narrower filter
 * past the end still opens, and its loader sends it on to the last page.
 */
export const pageParam = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const money = v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000))
/** A malformed value is dropped rather than failing the page: a shared link always opens. */
const lenient = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(v.optional(schema), undefined))

/**
 * The trips area's state, all in the URL (`/trips?date=2027-03&activity=liveaboard&sort=price-asc`),
 * so a filtered month can be shared, reloaded and reached with Back. A missing or malformed month
 * falls back to the current one, and the route sends a past one to the current one; defaults (sort by
 * date, page 1) are left out of the URL.
 */
export const tripsSearchSchema = v.object({
  date: v.optional(v.fallback(v.pipe(v.string(), v.regex(yearMonthPattern)), () => yearMonth())),
  activity: lenient(v.picklist(activities)),
  country: lenient(id),
  org: lenient(id),
  /** in the diver's currency */
  minPrice: lenient(money),
  maxPrice: lenient(money),
  payNow: lenient(v.boolean()),
  payLater: lenient(v.boolean()),
  /** at least this many seats left */
  seats: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  sort: lenient(v.picklist(tripSorts)),
  /** past the last page: the route sends it to the last page */
  page: lenient(pageParam),
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
