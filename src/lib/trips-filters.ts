import type { TripsSearch } from '../../contract/addresses.ts'

// Apart from the URL's schema (contract/addresses.ts), which the route declares and so sits in the first
// load: what the trips page and its query make of that state, and what the recent searches count of it
// (lib/recent-searches.ts): here, not in the trips area, since the home lists those searches too.

/**
 * A filter in effect, as the page shows it: one chip each, the price range one chip for its two ends.
 * Where, when and how many divers are the search bar's, not filters; the map's area is one.
 */
export type ActiveFilter = 'activity' | 'length' | 'level' | 'country' | 'org' | 'price' | 'payNow' | 'payLater' | 'area'

/** What removing each filter takes out of the address. */
export const removal: Record<ActiveFilter, Partial<TripsSearch>> = {
  activity: { activity: undefined },
  length: { length: undefined },
  level: { level: undefined },
  country: { country: undefined },
  org: { org: undefined },
  price: { minPrice: undefined, maxPrice: undefined },
  payNow: { payNow: undefined },
  payLater: { payLater: undefined },
  /** the map's area "Search this area" narrowed the list to: a filter like the others, removed by its chip and by "Clear all" */
  area: { bbox: undefined },
}

/** The filters that narrow the list (not the search's where, when and divers, nor the sort or page), in the order the form asks them. */
export function activeFilters(search: TripsSearch): ActiveFilter[] {
  return (Object.keys(removal) as ActiveFilter[]).filter((filter) => Object.keys(removal[filter]).some((key) => search[key as keyof TripsSearch] !== undefined))
}

export const hasFilters = (search: TripsSearch): boolean => activeFilters(search).length > 0

/** The same search (where, when, divers), and sort with every filter removed: what "Clear all" leaves. */
export const withoutFilters = ({ date, place, center, from, to, flex, seats, sort }: TripsSearch): TripsSearch => ({
  date,
  place,
  center,
  from,
  to,
  flex,
  seats,
  sort,
})
