import type { Currency } from '../../../contract/common.ts'
import { type TripsSearchQuery, tripsQueryOf } from '../../../contract/trips.ts'
import type { TripsSearch } from './search.ts'

// Apart from the URL's schema (./search.ts), which the route declares and so sits in the first
// load: what the page and its query make of that state load with the page.

/** The filters that narrow the list (not the month, sort or page): what "Clear filters" removes. */
const filterKeys = ['activity', 'country', 'org', 'minPrice', 'maxPrice', 'payNow', 'payLater', 'seats'] as const

export const hasFilters = (search: TripsSearch): boolean => filterKeys.some((key) => search[key] !== undefined)

/** The same month and sort with every filter removed. */
export const withoutFilters = ({ date, sort }: TripsSearch): TripsSearch => ({ date, sort })

/** Whether the answer depends on the diver's currency (a price bound is given in it). */
export const usesCurrency = (search: TripsSearch): boolean => search.minPrice !== undefined || search.maxPrice !== undefined

/** The URL's state as the Trips/Search query; the currency is sent only when a price bound uses it. */
export const toTripsQuery = (search: TripsSearch, month: string, currency: Currency): TripsSearchQuery => tripsQueryOf(search, month, currency)
