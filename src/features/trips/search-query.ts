import type { TripsSearch } from '../../../contract/addresses.ts'

// Apart from the URL's schema (contract/addresses.ts), which the route declares and so sits in the first
// load: what the page and its query make of that state load with the page.

/** The filters that narrow the list (not the month, sort or page): what "Clear filters" removes. */
const filterKeys = ['activity', 'country', 'org', 'minPrice', 'maxPrice', 'payNow', 'payLater', 'seats'] as const

export const hasFilters = (search: TripsSearch): boolean => filterKeys.some((key) => search[key] !== undefined)

/** The same month and sort with every filter removed. */
export const withoutFilters = ({ date, sort }: TripsSearch): TripsSearch => ({ date, sort })
