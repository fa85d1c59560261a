import '../../../ui/filters.css'
import '../trips.css'
import './trips-filters.css'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { browsingMonth } from '../../../../contract/activities.ts'
import { addressProblems, hasRange, type TripSearchItem } from '../../../../contract/trips.ts'
import { takesOnlineBookings } from '../../../../contract/departures.ts'
import { shiftMonth, upcomingMonths } from '../../../lib/dates.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { keepMapFiles } from '../../../lib/map-files.ts'
import { isSearch, recentAddress, rememberSearch } from '../../../lib/recent-searches.ts'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { useMediaQuery } from '../../../lib/use-media-query.ts'
import { ChevronBackIcon, ChevronIcon } from '../../../ui/icons.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { RecentSearches } from '../../../ui/recent-searches.tsx'
import { SearchProblems } from './search-problems.tsx'
import { SearchBar, useWhenWords } from '../../../ui/search-bar.tsx'
import type { SearchChoice } from '../../../ui/search-choice.ts'
import { TripCard } from '../../../ui/trip-card.tsx'
import { formatMonth } from '../../../../shared/format.ts'
import { useActivityLabels } from '../labels.ts'
import { tripsSearchQueryOptions } from '../api/trips.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import { hasFilters, withoutFilters } from '../../../lib/trips-filters.ts'
import { FilterChips } from './filter-chips.tsx'
import { FiltersSheet } from './filters-sheet.tsx'
import { SortFilter } from './sort-filter.tsx'
import { ResultCount, TripsFilters } from './trips-filters.tsx'
import { ResultsAge } from './results-age.tsx'
import { ResultsMapSlot } from './results-map-slot.tsx'
import { type ResultsView, ResultsViewSwitch } from './results-view-switch.tsx'

const FIRST_CARDS = 4

/** A departure of the search as the shared card reads it (a course date's tempId as its id). */
const asCard = (item: TripSearchItem) => ({ ...item, tempTripId: item.id, tripName: item.name })

/** How far ahead the month picker reaches: a year and a half (the seed and most operators plan less). */
const MONTHS_AHEAD = 18

/**
 * Previous / next month and a month picker, through the `date` param. Months before this one have
 * nothing to book: the previous control is disabled on this month, and the picker starts at it.
 */
function MonthNav({ month, search }: { month: string; search: TripsSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/trips/' })
  const id = useId()
  const current = browsingMonth()
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  const months = upcomingMonths(i18n.locale, MONTHS_AHEAD)
  // A month further ahead, reached with "next", stays choosable where it is.
  if (!months.some((option) => option.value === month)) months.push({ value: month, label: formatMonth(month, i18n.locale) })
  return (
    <nav className="month-nav" aria-label={t`Month`}>
      {previous >= current ? (
        <Link to="/trips" search={{ ...search, date: previous, page: undefined }} className="button button-outline button-small" rel="prev">
          <ChevronBackIcon width="18" height="18" /> <span className="visually-hidden">{t`Previous month:`} </span>
          <span className="month-nav-label">{formatMonth(previous, i18n.locale, 'medium')}</span>
        </Link>
      ) : (
        <button type="button" className="button button-outline button-small" disabled>
          <ChevronBackIcon width="18" height="18" /> <span className="visually-hidden">{t`Previous month:`} </span>
          <span className="month-nav-label">{formatMonth(previous, i18n.locale, 'medium')}</span>
        </button>
      )}
      <div className="month-picker">
        <label htmlFor={`${id}-month`} className="visually-hidden">{t`Choose a month`}</label>
        <select
          id={`${id}-month`}
          value={month}
          onChange={(event) => void navigate({ search: (previousSearch) => ({ ...previousSearch, date: event.target.value, page: undefined }) })}
        >
          {months.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Link to="/trips" search={{ ...search, date: next, page: undefined }} className="button button-outline button-small" rel="next">
        <span className="visually-hidden">{t`Next month:`} </span>
        <span className="month-nav-label">{formatMonth(next, i18n.locale, 'medium')}</span> <ChevronIcon width="18" height="18" />
      </Link>
    </nav>
  )
}

/**
 * A search whose answer is on screen goes first among the device's recent searches, with its place's
 * name as the answer says it and when the server gave that answer: its results are saved with the
 * cache, so the list's link opens them offline, as old as they are.
 */
function useRememberSearch(search: TripsSearch, placeName: string | null, answeredAt: number) {
  const queryClient = useQueryClient()
  const { lang } = usePreferences()
  const address = JSON.stringify(recentAddress(search))
  useEffect(() => {
    const kept: TripsSearch = JSON.parse(address) as TripsSearch
    if (!isSearch(kept)) return
    rememberSearch(queryClient, { search: kept, names: placeName ? { [lang]: placeName } : {}, at: answeredAt })
    // Its map opens offline too: the outlines the map draws without tiles come with maplibre's chunk.
    keepMapFiles()
  }, [queryClient, address, placeName, answeredAt, lang])
}

/** `updating`: the filters have changed and this list's answer is still on its way (it stays until then). */
function TripsList({ search, month, updating, sort }: { search: TripsSearch; month: string; updating: boolean; sort: ReactNode }) {
  const { t, i18n } = useLingui()
  const { lang, currency } = usePreferences()
  const { data, dataUpdatedAt, error } = useSuspenseQuery(tripsSearchQueryOptions(search, month, lang, currency))
  const labels = useActivityLabels()
  useRememberSearch(search, data.data.place?.name ?? null, dataUpdatedAt)
  const { items, total, totalCapped } = data.data
  // The first cards fill a phone's screen; the rest are built right after the first paint.
  const rest = useAfterFirstPaint()
  const shown = rest ? items : items.slice(0, FIRST_CARDS)
  const monthName = formatMonth(month, i18n.locale)
  const nothing = hasRange(search)
    ? hasFilters(search)
      ? t`No departures on these days match these filters.`
      : t`Nothing fits these days yet. Try more flexible days or other dates.`
    : hasFilters(search)
      ? t`No departures in ${monthName} match these filters.`
      : t`Nothing starts in ${monthName} yet. Try the next month.`
  return (
    <div className={updating ? 'trips-list trips-updating' : 'trips-list'} aria-busy={updating}>
      <ResultsAge updatedAt={dataUpdatedAt} error={error} />
      <div className="result-head">
        <ResultCount total={total} capped={totalCapped} />
        {sort}
      </div>
      {data.data.levelFilters === 'courses' ? <p className="muted">{t`The level narrows the courses; trips are listed whatever it is.`}</p> : null}
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{nothing}</p>
          {hasFilters(search) ? <Link to="/trips" search={withoutFilters(search)} className="button button-outline">{t`Clear filters`}</Link> : null}
        </div>
      ) : (
        <ul className="trip-grid">
          {shown.map((item, index) => (
            <li key={`${item.activity}-${item.id}`}>
              <TripCard
                trip={asCard(item)}
                kind={item.activity === 'course' ? 'course' : 'trip'}
                tag={
                  item.activity === 'course' && item.organizationName
                    ? `${item.organizationName}${item.level ? ` · ${item.level}` : ''}`
                    : labels[item.activity]
                }
                priority={index === 0}
                online={takesOnlineBookings(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={search.page ?? 1}
        pageCount={data.metaData.pageCount}
        linkTo={(n) => ({ to: '/trips', search: { ...search, page: n === 1 ? undefined : n } })}
      />
    </div>
  )
}

/** A search's place or center as one key, to tell whether a name said for it is the one wanted. */
const placeKeyOf = (where: { place?: number; center?: number }) =>
  where.place !== undefined ? `place-${where.place}` : where.center !== undefined ? `center-${where.center}` : null

/**
 * The name of the search's place or center: the search's answer says it in the page's language (a
 * shared address too); until the answer for a new choice lands, the name picked in the sheet.
 */
function usePlaceName(search: TripsSearch, listed: TripsSearch, month: string): [string | null, (key: string | null, name: string | null) => void] {
  const { lang, currency } = usePreferences()
  const [picked, setPicked] = useState<{ key: string; name: string } | null>(null)
  const answered = useQuery({ ...tripsSearchQueryOptions(listed, month, lang, currency), enabled: false }).data?.data.place
  const wanted = placeKeyOf(search)
  const remember = useCallback((key: string | null, name: string | null) => setPicked(key && name ? { key, name } : null), [])
  if (wanted === null) return [null, remember]
  if (answered && placeKeyOf(answered.kind === 'center' ? { center: answered.id } : { place: answered.id }) === wanted) return [answered.name, remember]
  return [picked?.key === wanted ? picked.name : null, remember]
}

/** The page's title: where and when ("Trips in Marsa Alam, Dec 10 – 17, 2026 ± 3 days", "Trips in December 2026"). */
function useTitle(search: TripsSearch, month: string, placeName: string | null): string {
  const { t } = useLingui()
  const when = useWhenWords()({ ...search, date: month })
  if (placeName) return t`Trips in ${placeName}, ${when}`
  return hasRange(search) ? t`Trips, ${when}` : t`Trips in ${when}`
}

/** The trips area (the header's "Safari"): trips, courses and liveaboards by place and dates, or in a month. */
export function TripsPage({ search, month }: { search: TripsSearch; month: string }) {
  const { t } = useLingui()
  const recentId = useId()
  // The list follows the address a step behind: while the new answer loads, the last one stays on screen
  // (the route's loader does not wait for it on a change of filters) and the filters already show the change.
  const listed = useDeferredValue(search)
  const [placeName, rememberPlace] = usePlaceName(search, listed, month)
  const title = useTitle(search, month, placeName)
  useDocumentHead(title, t`Diving, freediving and snorkeling trips, courses and liveaboards: compare dates, seats and prices, and book.`)
  // Beside the results where there is room; behind the Filters button and its sheet on a phone or tablet.
  const wide = useMediaQuery('(min-width: 961px)')
  const navigate = useNavigate({ from: '/trips/' })
  // Every filter lives in the URL; a change is a history entry (Back undoes it) and leaves the page where it is.
  const change = useCallback(
    (changes: Partial<TripsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }), resetScroll: false }),
    [navigate],
  )
  const clear = useCallback(() => void navigate({ search: (previous) => withoutFilters(previous), resetScroll: false }), [navigate])
  // Nearest first needs a place to measure from: without one the list goes back to by date.
  const searchFor = (choice: SearchChoice, name: string | null) => {
    rememberPlace(placeKeyOf(choice), name)
    change({
      ...choice,
      sort: search.sort === 'distance' && choice.place === undefined ? undefined : search.sort,
    })
  }
  const problems = addressProblems(listed, month)
  const results = useRef<HTMLHeadingElement>(null)
  const toResults = useCallback(() => results.current?.focus(), [])
  // A phone shows the list or the map (the list by default); a wide screen both, side by side.
  const [view, setView] = useState<ResultsView>('list')
  // What the server would refuse is said in the list's place, whichever is chosen: there is nothing to map.
  const showList = wide || view === 'list' || problems.length > 0
  const showMap = (wide || view === 'map') && problems.length === 0
  const searchArea = useCallback((bbox: string) => change({ bbox }), [change])
  const backToList = useCallback(() => setView('list'), [])
  return (
    <section className="container page trips-area">
      <h1>{title}</h1>
      <div className="trips-search">
        <SearchBar value={search} placeName={placeName} onSearch={searchFor} />
      </div>
      {/* The area's bare address (the header's link, this month) is where a diver starts: the way back to earlier searches. */}
      {isSearch(search) ? null : <RecentSearches headingId={`${recentId}-recent`} />}
      {hasRange(search) ? null : <MonthNav month={month} search={search} />}
      <div className="trips-layout">
        {wide ? (
          <div className="trips-aside">
            <TripsFilters search={search} onChange={change} />
          </div>
        ) : null}
        <div className="trips-results">
          {/* On a phone one row, Filters and List or Map, so the first departure's title is on the first screen. */}
          {wide ? null : (
            <div className="trips-toolbar">
              <FiltersSheet search={search} listed={listed} month={month} onChange={change} onClear={clear} />
              <ResultsViewSwitch view={view} onChange={setView} />
            </div>
          )}
          <FilterChips search={search} onChange={change} onClear={clear} onEmptied={toResults} />
          <h2 ref={results} tabIndex={-1} className="visually-hidden">{t`Departures`}</h2>
          <div className={wide ? 'trips-split' : undefined}>
            {!showList ? null : problems.length === 0 ? (
              <TripsList
                search={listed}
                month={month}
                updating={listed !== search}
                sort={<SortFilter sort={search.sort} byPlace={search.place !== undefined} onChange={change} />}
              />
            ) : (
              <SearchProblems search={search} problems={problems} />
            )}
            {showMap ? <ResultsMapSlot listed={listed} month={month} onSearchArea={searchArea} onFollow={backToList} reveal={!wide} /> : null}
          </div>
        </div>
      </div>
    </section>
  )
}
