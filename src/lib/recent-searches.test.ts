import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { tripsSearchRequest } from '../../contract/trips.ts'
import {
  filterCount,
  isAhead,
  isSearch,
  placeNameOf,
  RECENT_SEARCHES,
  type RecentSearch,
  recentAddress,
  recentSearchesQueryOptions,
  rememberSearch,
  savedResultsAt,
  searchIdentity,
  withoutSearch,
  withSearch,
} from './recent-searches.ts'

const today = '2027-03-10'
const entry = (search: RecentSearch['search'], at = 1, names: RecentSearch['names'] = {}): RecentSearch => ({ search, names, at })

describe('the searches a device keeps', () => {
  it('keeps the address as the page read it, without its page and its empty fields', () => {
    expect(recentAddress({ place: 20, from: '2027-04-01', to: '2027-04-08', page: 3, sort: undefined, seats: 2 })).toEqual({
      place: 20,
      from: '2027-04-01',
      to: '2027-04-08',
      seats: 2,
    })
  })

  it('a place, days, divers, a filter or another month is a search; the bare area, this month or a sort alone is browsing', () => {
    expect(isSearch({}, '2027-03')).toBe(false)
    expect(isSearch({ date: '2027-03', sort: 'price-asc', page: 2 }, '2027-03')).toBe(false)
    expect(isSearch({ date: '2027-04' }, '2027-03')).toBe(true)
    expect(isSearch({ place: 20 }, '2027-03')).toBe(true)
    expect(isSearch({ seats: 2 }, '2027-03')).toBe(true)
    expect(isSearch({ activity: 'diving' }, '2027-03')).toBe(true)
    expect(isSearch({ bbox: '30,20,40,30' }, '2027-03')).toBe(true)
  })

  it('one search is where, when and how many: a filter refines it, a sort or page does not make another', () => {
    const base = { place: 20, from: '2027-04-01', to: '2027-04-08', flex: 3 as const, seats: 2 }
    expect(searchIdentity({ ...base, activity: 'diving', maxPrice: 900, sort: 'price-asc', page: 2 })).toBe(searchIdentity(base))
    expect(searchIdentity({ ...base, seats: 3 })).not.toBe(searchIdentity(base))
    expect(searchIdentity({ ...base, place: 21 })).not.toBe(searchIdentity(base))
    expect(searchIdentity({ ...base, place: undefined, center: 20 })).not.toBe(searchIdentity(base))
    expect(searchIdentity({ date: '2027-04' })).not.toBe(searchIdentity({ date: '2027-05' }))
  })

  it('newest first; a search run again moves to the top with its latest filters and keeps its name in the other language', () => {
    let list: RecentSearch[] = []
    list = withSearch(list, entry({ place: 20, date: '2027-04' }, 1, { en: 'Marsa Alam' }), today)
    list = withSearch(list, entry({ date: '2027-05' }, 2), today)
    list = withSearch(list, entry({ place: 20, date: '2027-04', activity: 'diving', page: 2 }, 3, { ar: 'مرسى علم' }), today)
    expect(list).toEqual([entry({ place: 20, date: '2027-04', activity: 'diving' }, 3, { en: 'Marsa Alam', ar: 'مرسى علم' }), entry({ date: '2027-05' }, 2)])
  })

  it(`keeps at most ${RECENT_SEARCHES}, dropping the oldest, and drops searches whose days have gone by`, () => {
    let list: RecentSearch[] = [entry({ from: '2027-03-01', to: '2027-03-05' }), entry({ date: '2027-02' })]
    for (let seats = 1; seats <= RECENT_SEARCHES + 2; seats++) list = withSearch(list, entry({ seats, date: '2027-04' }, seats), today)
    expect(list).toHaveLength(RECENT_SEARCHES)
    expect(list[0]!.search.seats).toBe(RECENT_SEARCHES + 2)
    expect(list.at(-1)!.search.seats).toBe(3)
    expect(list.some((item) => item.search.from !== undefined || item.search.date === '2027-02')).toBe(false)
  })

  it('a search is still ahead until its last day with its give has gone, or its month', () => {
    expect(isAhead(entry({ from: '2027-03-01', to: '2027-03-08', flex: 3 }), today)).toBe(true)
    expect(isAhead(entry({ from: '2027-03-01', to: '2027-03-08' }), today)).toBe(false)
    expect(isAhead(entry({ from: '2027-03-10' }), today)).toBe(true)
    expect(isAhead(entry({ date: '2027-03' }), today)).toBe(true)
    expect(isAhead(entry({ date: '2027-02' }), today)).toBe(false)
    // No month in the address is this month, whenever it is opened.
    expect(isAhead(entry({ seats: 2 }), today)).toBe(true)
  })

  it('forgets one search by what it asked', () => {
    const list = [entry({ place: 20, date: '2027-04' }), entry({ date: '2027-05' })]
    expect(withoutSearch(list, { place: 20, date: '2027-04', activity: 'course' })).toEqual([entry({ date: '2027-05' })])
  })

  it("names the place in the screen's language, else in the one it was seen in; anywhere has no name", () => {
    expect(placeNameOf(entry({ place: 20 }, 1, { en: 'Marsa Alam', ar: 'مرسى علم' }), 'ar')).toBe('مرسى علم')
    expect(placeNameOf(entry({ place: 20 }, 1, { en: 'Marsa Alam' }), 'ar')).toBe('Marsa Alam')
    expect(placeNameOf(entry({ center: 9 }), 'en')).toBeNull()
    expect(placeNameOf(entry({ date: '2027-04' }, 1, { en: 'stale' }), 'en')).toBeNull()
  })

  it('counts the filters as the chips do: the price range is one', () => {
    expect(filterCount({ place: 20, seats: 2, sort: 'price-asc' })).toBe(0)
    expect(filterCount({ activity: 'diving', minPrice: 100, maxPrice: 900, payLater: true })).toBe(3)
  })
})

describe('the list in the query cache', () => {
  it('is read back through its query, and an entry a later version cannot read is left out', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(recentSearchesQueryOptions.queryKey, [entry({ date: '2099-01' }), { search: 'nonsense' }] as unknown as RecentSearch[])
    rememberSearch(queryClient, entry({ place: 20, date: '2099-02' }, 5, { en: 'Marsa Alam' }))
    expect(await queryClient.fetchQuery(recentSearchesQueryOptions)).toEqual([
      entry({ place: 20, date: '2099-02' }, 5, { en: 'Marsa Alam' }),
      entry({ date: '2099-01' }),
    ])
  })

  it("knows when a search's first page was saved, in the screen's language or the other", () => {
    const queryClient = new QueryClient()
    const search = { place: 20, from: '2099-04-01', to: '2099-04-08', seats: 2 }
    expect(savedResultsAt(queryClient, search, 'en', 'USD')).toBeNull()
    queryClient.setQueryData(tripsSearchRequest(search, '2099-04', 'ar', 'USD').key, { data: 'saved' }, { updatedAt: 1234 })
    expect(savedResultsAt(queryClient, search, 'en', 'USD')).toBe(1234)
  })
})
