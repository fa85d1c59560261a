import './home-sections.css'
import { useLingui } from '@lingui/react/macro'
import { type dataTagSymbol, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, type ReactNode, useDeferredValue } from 'react'
import { browsingMonth } from '../../../../contract/activities.ts'
import { departureState } from '../../../../contract/departures.ts'
import { destinationsQueryOptions, topCentersQueryOptions, upcomingDeparturesQueryOptions } from '../../../lib/featured.ts'
import { organizationsQueryOptions } from '../../../lib/organizations.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { slugify } from '../../../lib/slug.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { BranchTile } from '../../../ui/branch-tile.tsx'
import { DestinationCounts } from '../../../ui/destination-counts.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { ListSection, SeeAll } from '../../../ui/list-section.tsx'
import { RecentSearches } from '../../../ui/recent-searches.tsx'
import { ago } from '../../../ui/saved-notice.tsx'
import { DepartureCard } from '../../../ui/trip-card.tsx'

const SHOWN = 4

/** What a section's query answers (its options' data type). */
type DataOf<Options> = Options extends { queryKey: { [dataTagSymbol]: infer Data } } ? Data : never
type UpcomingData = DataOf<ReturnType<typeof upcomingDeparturesQueryOptions>>
type CentersData = DataOf<ReturnType<typeof topCentersQueryOptions>>
type DestinationsData = DataOf<ReturnType<typeof destinationsQueryOptions>>
type AgenciesData = DataOf<ReturnType<typeof organizationsQueryOptions>>

type SectionProps<T> = {
  id: string
  title: string
  more: ReactNode
  query: UseQueryResult<T>
  items: (data: T) => ReactNode[]
  empty: string
  listClass?: string
}

/** The cards of one section: memoised, so the store update that brings the data does not build them. */
const SectionCards = memo(function SectionCards<T>({
  data,
  items,
  empty,
  listClass,
}: {
  data: T
  items: (data: T) => ReactNode[]
  empty: string
  listClass: string
}) {
  const list = items(data)
  if (list.length === 0) return <p className="muted">{empty}</p>
  return (
    <ul className={listClass}>
      {list.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}) as <T>(props: { data: T; items: (data: T) => ReactNode[]; empty: string; listClass: string }) => ReactNode

/** "Saved on this device 3 days ago": how old a section's cards are, when that is all there is. */
function SavedAge({ updatedAt }: { updatedAt: number }) {
  const { t, i18n } = useLingui()
  const when = ago(updatedAt, Math.max(Date.now(), updatedAt), i18n.locale)
  return <p className="home-saved muted small">{t`Saved on this device ${when}`}</p>
}

/**
 * One home section: its heading and "see all" link, then its cards, a placeholder shaped like them, or
 * the error. A query's answer arrives through a synchronous store update; the cards are built from the
 * deferred copy instead, in a transition React splits into short slices, so four sections landing
 * one after another never hold the main thread while the reader scrolls or taps.
 *
 * Offline the page shows only what it has: a section never saved on this device (or whose saved cards
 * have all gone by) is left out, not a box saying so, and a saved one says how old it is.
 */
function HomeSection<T>({ id, title, more, query, items, empty, listClass = 'card-grid' }: SectionProps<T>) {
  const data = useDeferredValue(query.data)
  const online = useOnline()
  if (!online && (query.data === undefined || items(query.data).length === 0)) return null
  return (
    <ListSection id={id} title={title} more={more}>
      {!online && data !== undefined ? <SavedAge updatedAt={query.dataUpdatedAt} /> : null}
      {query.error && online ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data === undefined && !query.error ? (
        <ul className={listClass} aria-hidden="true">
          {Array.from({ length: SHOWN }, (_, index) => (
            <li key={index} className="home-skeleton" />
          ))}
        </ul>
      ) : null}
      {data !== undefined ? <SectionCards data={data} items={items} empty={empty} listClass={listClass} /> : null}
    </ListSection>
  )
}

// The cards of each section, built outside the component so their identities never change.
// Upcoming is what has not left yet by this device's clock (contract/departures.ts): a list saved a
// week ago, opened on a boat, no longer offers the trips that have sailed since.
const upcomingCards = (data: UpcomingData): ReactNode[] =>
  data.data.items
    .filter((item) => departureState(item) !== 'departed')
    .slice(0, SHOWN)
    .map((item) => <DepartureCard key={`${item.activity}-${item.id}`} item={item} />)

const centerCards = (data: CentersData): ReactNode[] => data.data.diveCenters.slice(0, SHOWN).map((item) => <BranchTile key={item.branchId} item={item} />)

const destinationCards = (data: DestinationsData): ReactNode[] =>
  data.data.slice(0, 8).map((country) => (
    <Link
      key={country.countryId}
      to="/countries/$name/$id"
      params={{ name: slugify(country.countryName), id: String(country.countryId) }}
      className="destination-card"
    >
      <img src={country.imageUrl} alt="" width="160" height="90" loading="lazy" decoding="async" />
      <span className="destination-name" dir="auto">
        {country.countryName}
      </span>
      <span className="muted small">
        <DestinationCounts country={country} />
      </span>
    </Link>
  ))

const agencyCards = (data: AgenciesData): ReactNode[] =>
  data.data.organizations.map((agency) => (
    <Link
      key={agency.organizationId}
      to="/organization/details/$name/$id"
      params={{ name: slugify(agency.shortName), id: String(agency.organizationId) }}
      className="agency-logo"
      title={agency.name}
    >
      <img src={agency.logoUrl} alt="" width="56" height="56" loading="lazy" decoding="async" />
      <span lang="en">{agency.shortName}</span>
    </Link>
  ))

/** The home below the fold: upcoming departures, best rated centers, destinations and training agencies. */
export function HomeSections() {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const upcoming = useQuery(upcomingDeparturesQueryOptions(lang))
  const centers = useQuery(topCentersQueryOptions(lang))
  const destinations = useQuery(destinationsQueryOptions(lang))
  const agencies = useQuery(organizationsQueryOptions(lang))
  return (
    <div className="container home-sections">
      {/* First below the hero: a diver back on the app (or on a boat) picks up a search where it was left. */}
      <RecentSearches headingId="home-recent" />
      <HomeSection
        id="home-upcoming"
        title={t`Upcoming trips and courses`}
        more={<SeeAll to="/trips" search={{ date: browsingMonth() }} label={t`All trips`} />}
        query={upcoming}
        items={upcomingCards}
        empty={t`No departures are planned yet.`}
      />
      <HomeSection
        id="home-centers"
        title={t`Popular dive centers`}
        more={<SeeAll to="/branch/list/$type" params={{ type: 'diveCenters' }} label={t`All dive centers`} />}
        query={centers}
        items={centerCards}
        empty={t`No dive centers are listed yet.`}
      />
      <HomeSection
        id="home-destinations"
        title={t`Destinations`}
        more={<SeeAll to="/countries" label={t`All destinations`} />}
        query={destinations}
        listClass="destination-grid"
        items={destinationCards}
        empty={t`No destinations yet.`}
      />
      <HomeSection
        id="home-agencies"
        title={t`Training agencies`}
        more={<SeeAll to="/organization/list" label={t`All agencies`} />}
        query={agencies}
        listClass="agency-strip"
        items={agencyCards}
        empty={t`No agencies yet.`}
      />
    </div>
  )
}
