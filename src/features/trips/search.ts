import * as v from 'valibot'
import { activities, tripSorts } from '../../../contract/activities.ts'
import { yearMonth, yearMonthPattern } from '../../lib/dates.ts'
import { pageParam } from '../../lib/paging.ts'

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const money = v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000))
/** A malformed value is dropped rather than failing the page: a shared link always opens. */
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(v.optional(schema), undefined))

/**
 * The trips area's state, all in the URL (`/trips?date=2027-03&activity=liveaboard&sort=price-asc`),
 * so a filtered month can be shared, reloaded and reached with Back. A missing or malformed month
 * falls back to the current one, and the route sends a past one to the current one; defaults (sort by
 * date, page 1) are left out of the URL.
 */
export const tripsSearchSchema = v.object({
  date: v.optional(v.fallback(v.pipe(v.string(), v.regex(yearMonthPattern)), () => yearMonth())),
  activity: optional(v.picklist(activities)),
  country: optional(id),
  org: optional(id),
  /** in the diver's currency */
  minPrice: optional(money),
  maxPrice: optional(money),
  payNow: optional(v.boolean()),
  payLater: optional(v.boolean()),
  /** at least this many seats left */
  seats: optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  sort: optional(v.picklist(tripSorts)),
  /** past the last page: the route sends it to the last page */
  page: optional(pageParam),
})
export type TripsSearch = v.InferOutput<typeof tripsSearchSchema>
