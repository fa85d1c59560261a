import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { browsingMonth } from '../../../../contract/activities.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { destinationsQueryOptions, topCentersQueryOptions, upcomingDeparturesQueryOptions } from '../../../lib/featured.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { BranchTileGrid } from '../../../ui/branch-tile.tsx'
import { DestinationCounts } from '../../../ui/destination-counts.tsx'
import { ListSection, SeeAll } from '../../../ui/list-section.tsx'
import { NotFoundState } from '../../../ui/not-found-state.tsx'
import { DepartureCard } from '../../../ui/trip-card.tsx'

/** A destination: its best rated dive centers and its next departures, each leading to the full filtered list. */
export function CountryPage({ countryId }: { countryId: number }) {
  const { t } = useLingui()
  const { lang } = usePreferences()
  const { data: destinations } = useSuspenseQuery(destinationsQueryOptions(lang))
  const { data: centers } = useSuspenseQuery(topCentersQueryOptions(lang, countryId))
  const { data: departures } = useSuspenseQuery(upcomingDeparturesQueryOptions(lang, countryId))
  // The loader has checked the id against this list; a language switch reads the other language's copy.
  const country = destinations.data.find((item) => item.countryId === countryId)
  const name = country?.countryName ?? ''
  useDocumentHead(t`Diving in ${name}`, t`Dive centers in ${name} and the next trips and courses there, booked on Reefline.`)
  // Four centers and eight departures: whole rows of the desktop grid, each list then links to the rest.
  const trips = departures.data.items.slice(0, 8)
  const branches = centers.data.diveCenters.slice(0, 4)
  return (
    <div className="container page">
      <nav aria-label={t`Breadcrumb`} className="small">
        <Link to="/countries">{t`Dive destinations`}</Link>
      </nav>
      <h1 dir="auto">{name}</h1>
      {country ? (
        <p className="lead">
          <DestinationCounts country={country} />
        </p>
      ) : null}
      <ListSection
        id="country-centers"
        title={t`Dive centers`}
        more={<SeeAll to="/branch/list/$type" params={{ type: 'diveCenters' }} search={{ country: countryId }} label={t`All dive centers in ${name}`} />}
      >
        <BranchTileGrid items={branches} empty={t`No dive centers are listed here yet.`} />
      </ListSection>
      <ListSection
        id="country-trips"
        title={t`Upcoming trips and courses`}
        more={<SeeAll to="/trips" search={{ date: browsingMonth(), country: countryId }} label={t`All trips in ${name}`} />}
      >
        {trips.length > 0 ? (
          <ul className="card-grid">
            {trips.map((item) => (
              <li key={`${item.activity}-${item.id}`}>
                <DepartureCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t`No departures are planned here yet.`}</p>
        )}
      </ListSection>
    </div>
  )
}

/** An unknown or malformed country id: a real page that leads to every destination. */
export function CountryNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Destination not found`}
      text={t`There is no such destination on Reefline, or no dive center lists it yet.`}
      action={<Link to="/countries" className="button">{t`See every destination`}</Link>}
    />
  )
}
