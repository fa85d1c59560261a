import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { browsingMonth } from '../../contract/activities.ts'
import { type TripsSearch, tripsSearchSchema, yearMonth } from '../../contract/addresses.ts'
import type { Currency, Lang } from '../../contract/common.ts'
import { tripsSearchRequest } from '../../contract/trips.ts'
import { addDays } from './dates.ts'
import { queryRoots } from './query-keys.ts'
import { activeFilters } from './trips-filters.ts'

/** How many searches the device keeps: a screen's worth under the search bar, newest first. */
export const RECENT_SEARCHES = 8

/** A search the diver ran, as the trips page read its address, and what the list says of it. */
export type RecentSearch = {
  /** the trips address without its page: the link opens the same answer the page saved */
  search: TripsSearch
  /** the place's or center's name as the search's answer said it, in each language it was seen in */
  names: Partial<Record<Lang, string>>
  /** when the server answered it: how old the results a link opens offline are */
  at: number
}

const RecentSearchSchema = v.object({
  search: tripsSearchSchema,
  names: v.object({ en: v.optional(v.string()), ar: v.optional(v.string()) }),
  at: v.number(),
})

/**
 * The list lives in the query cache under its own key, so it is saved in the same write as the
 * results it links to and restored with them before the first page renders: a link never outlives
 * its saved answer, sign-out wipes both, and the home draws the list without a read of its own.
 * Nothing asks a server for it: the query only hands back what `setQueryData` put there.
 */
const recentKey = [...queryRoots.recentSearches] as const

export const recentSearchesQueryOptions = queryOptions({
  queryKey: recentKey,
  queryFn: ({ client }): RecentSearch[] => client.getQueryData<RecentSearch[]>(recentKey) ?? [],
  staleTime: Infinity,
  // Kept as long as the page lives, like the diver's own data: it is the way back to saved answers.
  gcTime: Infinity,
  networkMode: 'always',
})

/** The address a search is kept as: the page left out (a link opens the first), and no empty fields. */
export function recentAddress(search: TripsSearch): TripsSearch {
  const { page: _page, ...rest } = search
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
}

/**
 * Whether an address is a search the diver made: a place, days, divers or a filter, or another
 * month. The trips area's bare address (this month, anything, the header's link) is browsing.
 */
export function isSearch(search: TripsSearch, month = browsingMonth()): boolean {
  const { date, sort: _sort, page: _page, ...rest } = search
  return Object.values(rest).some((value) => value !== undefined) || (date !== undefined && date !== month)
}

/**
 * One search is where, when and how many go: a filter changed on its page (a price, an activity)
 * refines it, and moves it to the top with its latest filters, rather than filling the list with
 * each step. Two places, two weeks or two months are two searches.
 */
export function searchIdentity({ place, center, date, from, to, flex, seats }: TripsSearch): string {
  return JSON.stringify([place ?? null, center ?? null, date ?? null, from ?? null, to ?? null, flex ?? null, seats ?? null])
}

/** Whether a search can still find a departure: its last day (with its give) or its month is not behind `today` (YYYY-MM-DD). */
export function isAhead({ search }: RecentSearch, today: string): boolean {
  const last = search.to ?? search.from
  if (last !== undefined) return addDays(last, search.flex ?? 0) >= today
  return (search.date ?? today.slice(0, 7)) >= today.slice(0, 7)
}

/** The list with `entry` first: an earlier run of the same search replaced (its names in other languages kept), days gone by dropped, at most RECENT_SEARCHES. */
export function withSearch(list: readonly RecentSearch[], entry: RecentSearch, today: string): RecentSearch[] {
  const identity = searchIdentity(entry.search)
  const earlier = list.find((item) => searchIdentity(item.search) === identity)
  const first = { ...entry, search: recentAddress(entry.search), names: { ...earlier?.names, ...entry.names } }
  return [first, ...list.filter((item) => searchIdentity(item.search) !== identity && isAhead(item, today))].slice(0, RECENT_SEARCHES)
}

/** The list without one search. */
export const withoutSearch = (list: readonly RecentSearch[], search: TripsSearch): RecentSearch[] =>
  list.filter((item) => searchIdentity(item.search) !== searchIdentity(search))

/** The place's or center's name in the screen's language, else in the one it was seen in; null for anywhere or a name never seen. */
export function placeNameOf({ search, names }: RecentSearch, lang: Lang): string | null {
  if (search.place === undefined && search.center === undefined) return null
  return names[lang] ?? names[lang === 'en' ? 'ar' : 'en'] ?? null
}

/** How many filters narrow a search beyond where, when and divers (the price range one). */
export const filterCount = (search: TripsSearch): number => activeFilters(search).length

/**
 * When the saved first page of a search's results came from the server, in the screen's language or
 * else the other (which the page shows offline, decision 024); null when this device kept neither.
 */
export function savedResultsAt(queryClient: QueryClient, search: TripsSearch, lang: Lang, currency: Currency): number | null {
  for (const language of [lang, lang === 'en' ? 'ar' : 'en'] as const) {
    const { key } = tripsSearchRequest(search, search.date ?? browsingMonth(), language, currency)
    const state = queryClient.getQueryState(key)
    if (state?.data !== undefined) return state.dataUpdatedAt
  }
  return null
}

/** A kept list read back: entries a later version cannot read are left out rather than breaking the screen. */
function readable(list: unknown): RecentSearch[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item) => {
    const parsed = v.safeParse(RecentSearchSchema, item)
    return parsed.success ? [{ ...parsed.output, search: recentAddress(parsed.output.search) }] : []
  })
}

/** The local day, YYYY-MM-DD: the calendar's and the addresses' days are the diver's. */
export function localDay(now: Date = new Date()): string {
  return `${yearMonth(now)}-${String(now.getDate()).padStart(2, '0')}`
}

/** The searches to offer, newest first: those whose days or month are still ahead. */
export function useRecentSearches(): RecentSearch[] {
  const { data } = useQuery(recentSearchesQueryOptions)
  const today = localDay()
  return readable(data).filter((item) => isAhead(item, today))
}

/** The trips page showed an answer for `search`: it goes first in the list. */
export function rememberSearch(queryClient: QueryClient, entry: RecentSearch): void {
  queryClient.setQueryData<RecentSearch[]>(recentKey, (list) => withSearch(readable(list), entry, localDay()))
}

export function forgetSearch(queryClient: QueryClient, search: TripsSearch): void {
  queryClient.setQueryData<RecentSearch[]>(recentKey, (list) => withoutSearch(readable(list), search))
}

export function forgetAllSearches(queryClient: QueryClient): void {
  queryClient.setQueryData<RecentSearch[]>(recentKey, [])
}
