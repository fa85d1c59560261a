import '../../../ui/filters.css'
import '../trips.css'
import './trips-filters.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useId, useRef } from 'react'
import { priceRangeValid, type TripSearchItem } from '../../../../contract/trips.ts'
import { yearMonth } from '../../../../contract/addresses.ts'
import { takesOnlineBookings } from '../../../../contract/departures.ts'
import { shiftMonth, upcomingMonths } from '../../../lib/dates.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { useMediaQuery } from '../../../lib/use-media-query.ts'
import { ChevronBackIcon, ChevronIcon } from '../../../ui/icons.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { TripCard } from '../../../ui/trip-card.tsx'
import { formatMonth } from '../../../../shared/format.ts'
import { useActivityLabels } from '../labels.ts'
import { tripsSearchQueryOptions } from '../api/trips.ts'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import { hasFilters, withoutFilters } from '../search-query.ts'
import { FilterChips } from './filter-chips.tsx'
import { FiltersSheet } from './filters-sheet.tsx'
import { SortFilter } from './sort-filter.tsx'
import { ResultCount, TripsFilters } from './trips-filters.tsx'

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
  const current = yearMonth()
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

/** A lowest price above the highest: the server refuses it, so the list says what to change. */
function InvertedPrices({ search }: { search: TripsSearch }) {
  const { t } = useLingui()
  return (
    <div className="empty-state">
      <p>{t`The lowest price is above the highest price. Change one of them to see departures.`}</p>
      <Link
        to="/trips"
        search={{ ...search, minPrice: undefined, maxPrice: undefined, page: undefined }}
        className="button button-outline"
      >{t`Clear the prices`}</Link>
    </div>
  )
}

/** `updating`: the filters have changed and this list's answer is still on its way (it stays until then). */
function TripsList({ search, month, updating }: { search: TripsSearch; month: string; updating: boolean }) {
  const { t, i18n } = useLingui()
  const { lang, currency } = usePreferences()
  const { data } = useSuspenseQuery(tripsSearchQueryOptions(search, month, lang, currency))
  const labels = useActivityLabels()
  const { items, total, totalCapped } = data.data
  // The first cards fill a phone's screen; the rest are built right after the first paint.
  const rest = useAfterFirstPaint()
  const shown = rest ? items : items.slice(0, FIRST_CARDS)
  const monthName = formatMonth(month, i18n.locale)
  return (
    <div className={updating ? 'trips-list trips-updating' : 'trips-list'} aria-busy={updating}>
      <ResultCount total={total} capped={totalCapped} />
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{hasFilters(search) ? t`No departures in ${monthName} match these filters.` : t`Nothing starts in ${monthName} yet. Try the next month.`}</p>
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

/** The trips area (the header's "Safari"): trips, courses and liveaboards starting in a month. */
export function TripsPage({ search, month }: { search: TripsSearch; month: string }) {
  const { t, i18n } = useLingui()
  const label = formatMonth(month, i18n.locale)
  useDocumentHead(
    t`Trips in ${label}`,
    t`Diving, freediving and snorkeling trips, courses and liveaboards starting in ${label}: compare dates, seats and prices, and book.`,
  )
  // Beside the results where there is room; behind the Filters button and its sheet on a phone or tablet.
  const wide = useMediaQuery('(min-width: 961px)')
  const navigate = useNavigate({ from: '/trips/' })
  // Every filter lives in the URL; a change is a history entry (Back undoes it) and leaves the page where it is.
  const change = useCallback(
    (changes: Partial<TripsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }), resetScroll: false }),
    [navigate],
  )
  const clear = useCallback(() => void navigate({ search: (previous) => withoutFilters(previous), resetScroll: false }), [navigate])
  // The list follows the address a step behind: while the new answer loads, the last one stays on screen
  // (the route's loader does not wait for it on a change of filters) and the filters already show the change.
  const listed = useDeferredValue(search)
  const results = useRef<HTMLHeadingElement>(null)
  const toResults = useCallback(() => results.current?.focus(), [])
  return (
    <section className="container page trips-area">
      <h1>{t`Trips in ${label}`}</h1>
      <MonthNav month={month} search={search} />
      <div className="trips-layout">
        {wide ? (
          <div className="trips-aside">
            <TripsFilters search={search} onChange={change} />
          </div>
        ) : null}
        <div className="trips-results">
          <div className="trips-toolbar">
            {wide ? null : <FiltersSheet search={search} listed={listed} month={month} onChange={change} onClear={clear} />}
            <SortFilter sort={search.sort} onChange={change} />
          </div>
          <FilterChips search={search} onChange={change} onClear={clear} onEmptied={toResults} />
          <h2 ref={results} tabIndex={-1} className="visually-hidden">{t`Departures`}</h2>
          {priceRangeValid(listed.minPrice, listed.maxPrice) ? (
            <TripsList search={listed} month={month} updating={listed !== search} />
          ) : (
            <InvertedPrices search={search} />
          )}
        </div>
      </div>
    </section>
  )
}
