import { Plural, useLingui } from '@lingui/react/macro'
import type { BranchDetailResponse, BranchDetailsDto, TripCard as Trip } from '../../../../contract/branches.ts'
import { takesOnlineBookings } from '../../../../contract/departures.ts'
import { SeeAll } from '../../../ui/list-section.tsx'
import { Tabs } from '../../../ui/tabs.tsx'
import { TripCard } from '../../../ui/trip-card.tsx'

type Counts = Pick<BranchDetailResponse['data'], 'divingTripsCount' | 'freedivingTripsCount' | 'snorkelingTripsCount'>

function TripGrid({ trips, total, online }: { trips: Trip[]; total: number; online: boolean }) {
  return (
    <>
      <ul className="trip-grid">
        {trips.map((trip) => (
          <li key={trip.tempTripId}>
            <TripCard trip={trip} online={online} />
          </li>
        ))}
      </ul>
      {total > trips.length ? (
        <p className="muted small">
          <Plural value={total} one="The next dates of # departure are shown." other="The next dates of # departures are shown." />
        </p>
      ) : null}
    </>
  )
}

/**
 * SPEC §2.3: tabs Diving trips / Freediving / Snorkeling, each with its trip cards. A kind with
 * nothing scheduled has no tab: "Snorkeling 0" offered a tab that opens onto nothing.
 */
export function TripsSection({ branch, counts }: { branch: BranchDetailsDto; counts: Counts }) {
  const { t } = useLingui()
  const online = takesOnlineBookings(branch)
  const kinds = [
    { id: 'diving', text: t`Diving trips`, trips: branch.divingTrips, count: counts.divingTripsCount },
    { id: 'freediving', text: t`Freediving`, trips: branch.freedivingTrips, count: counts.freedivingTripsCount },
    { id: 'snorkeling', text: t`Snorkeling`, trips: branch.snorkelingTrips, count: counts.snorkelingTripsCount },
  ].filter((kind) => kind.count > 0 && kind.trips.length > 0)
  // Every departure of the center (its courses and liveaboards too) in the trips area, from the month of its next one.
  const first = kinds.flatMap((kind) => kind.trips.map((trip) => trip.startDate)).sort()[0]
  return (
    <section className="detail-section" aria-labelledby="trips-title">
      <h2 id="trips-title">{t`Trips`}</h2>
      {kinds.length === 0 ? (
        <p className="empty-state">{t`No trips are scheduled.`}</p>
      ) : (
        <Tabs
          label={t`Trips by kind`}
          items={kinds.map((kind) => ({
            id: kind.id,
            label: (
              <>
                {kind.text} <span className="tab-count">{kind.count}</span>
              </>
            ),
            content: <TripGrid trips={kind.trips} total={kind.count} online={online} />,
          }))}
        />
      )}
      {first ? (
        <p className="detail-section-more">
          <SeeAll to="/trips" search={{ center: branch.branchId, date: first.slice(0, 7) }} label={t`All departures of ${branch.branchName}`} />
        </p>
      ) : null}
    </section>
  )
}
