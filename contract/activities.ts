/**
 * What a diver can book: the three trip kinds, liveaboards and courses (the home search's "activity").
 * A file of its own: the trips area's URL schema is in the first load, and importing it from
 * trips.ts would pull that file's response schemas into the first load with it.
 */
export const activities = ['diving', 'freediving', 'snorkeling', 'liveaboard', 'course'] as const
export type Activity = (typeof activities)[number]

/** How a trips search is ordered (`Trips/Search` `sort`): beside `activities` for the same first-load reason. */
export const tripSorts = ['date', 'price-asc', 'price-desc'] as const
