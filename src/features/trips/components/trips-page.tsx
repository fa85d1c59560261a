import '../../../ui/filters.css'
import '../trips.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TripSearchItem } from '../../../../contract/trips.ts'
import { shiftMonth, yearMonth } from '../../../lib/dates.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { ChevronBackIcon, ChevronIcon } from '../../../ui/icons.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { TripCard } from '../../../ui/trip-card.tsx'
import { formatMonth, useActivityLabels } from '../labels.ts'
import { tripsSearchQueryOptions } from '../queries.ts'
import type { TripsSearch } from '../search.ts'
import { hasFilters, withoutFilters } from '../search-query.ts'
import { ResultCount, TripsFilters } from './trips-filters.tsx'

const FIRST_CARDS = 4

/** A departure of the search as the shared card reads it (a course date's tempId as its id). */
const asCard = (item: TripSearchItem) => ({ ...item, tempTripId: item.id, tripName: item.name })

/** Previous / next month through the `date` param; months before this one have nothing to book. */
function MonthNav({ month, search }: { month: string; search: TripsSearch }) {
  const { t, i18n } = useLingui()
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  return (
    <nav className="month-nav" aria-label={t`Month`}>
      {previous >= yearMonth() ? (
        <Link to="/trips" search={{ ...search, date: previous, page: undefined }} className="button button-outline button-small" rel="prev">
          <ChevronBackIcon width="18" height="18" /> <span className="visually-hidden">{t`Previous month:`} </span>{formatMonth(previous, i18n.locale, 'short')}
        </Link>
      ) : <span />}
      <Link to="/trips" search={{ ...search, date: next, page: undefined }} className="button button-outline button-small" rel="next">
        <span className="visually-hidden">{t`Next month:`} </span>{formatMonth(next, i18n.locale, 'short')} <ChevronIcon width="18" height="18" />
      </Link>
    </nav>
  )
}

function TripsList({ search, month }: { search: TripsSearch; month: string }) {
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
    <>
      <h2 className="visually-hidden">{t`Departures`}</h2>
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
                tag={item.activity === 'course' && item.organizationName ? `${item.organizationName}${item.level ? ` · ${item.level}` : ''}` : labels[item.activity]}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={search.page ?? 1} pageCount={data.metaData.pageCount} linkTo={(n) => ({ to: '/trips', search: { ...search, page: n === 1 ? undefined : n } })} />
    </>
  )
}

/** The trips area (the header's "Safari"): trips, courses and liveaboards starting in a month. */
export function TripsPage({ search, month }: { search: TripsSearch; month: string }) {
  const { t, i18n } = useLingui()
  const label = formatMonth(month, i18n.locale)
  useDocumentHead(t`Trips in ${label}`, t`Diving, freediving and snorkeling trips, courses and liveaboards starting in ${label}: compare dates, seats and prices, and book.`)
  return (
    <section className="container page trips-area">
      <h1>{t`Trips in ${label}`}</h1>
      <MonthNav month={month} search={search} />
      <TripsFilters search={search} />
      <TripsList search={search} month={month} />
    </section>
  )
}
