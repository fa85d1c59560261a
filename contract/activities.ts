/**
 * What a diver can book: the three trip kinds, liveaboards and courses (the home search's "activity").
 * A file of its own: the trips area's URL schema is in the first load, and importing it from
 * trips.ts would pull that file's response schemas into the first load with it.
 */
export const activities = ['diving', 'freediving', 'snorkeling', 'liveaboard', 'course'] as const
export type Activity = (typeof activities)[number]

/** How a trips search is ordered (`Trips/Search` `sort`): beside `activities` for the same first-load reason. */
export const tripSorts = ['date', 'price-asc', 'price-desc'] as const

/** The last page Trips/Search serves: past 1,000 departures (`totalCapped`), the filters must narrow. */
export const TRIPS_MAX_PAGE = 100

/**
 * The month a trips address shows: its `date` when it is a well-formed month from `current` on,
 * otherwise `current` (this month): months before it have nothing left to book. One rule for the
 * page's address and the server's first view of it; beside `activities` for the same first-load reason.
 */
export function browsableMonth(date: unknown, current: string): string {
  return typeof date === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(date) && date >= current ? date : current
}
