import { Plural, useLingui } from '@lingui/react/macro'
import type { BranchDetailResponse, BranchDetailsDto, TripCard as Trip } from '../../../../contract/branches.ts'
import { Tabs } from '../../../ui/tabs.tsx'
import { TripCard } from '../../../ui/trip-card.tsx'

type Counts = Pick<BranchDetailResponse['data'], 'divingTripsCount' | 'freedivingTripsCount' | 'snorkelingTripsCount'>

function TripGrid({ trips, total, empty }: { trips: Trip[]; total: number; empty: string }) {
  if (trips.length === 0) return <p className="empty-state">{empty}</p>
  return (
    <>
      <ul className="trip-grid">
        {trips.map((trip) => (
          <li key={trip.tempTripId}>
            <TripCard trip={trip} />
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

/** SPEC §2.3: tabs Diving trips / Freediving / Snorkeling, each with its trip cards. */
export function TripsSection({ branch, counts }: { branch: BranchDetailsDto; counts: Counts }) {
  const { t } = useLingui()
  const label = (text: string, count: number) => (
    <>
      {text} <span className="tab-count">{count}</span>
    </>
  )
  return (
    <section className="detail-section" aria-labelledby="trips-title">
      <h2 id="trips-title">{t`Trips`}</h2>
      <Tabs
        label={t`Trips by kind`}
        items={[
          {
            id: 'diving',
            label: label(t`Diving trips`, counts.divingTripsCount),
            content: <TripGrid trips={branch.divingTrips} total={counts.divingTripsCount} empty={t`No diving trips are scheduled.`} />,
          },
          {
            id: 'freediving',
            label: label(t`Freediving`, counts.freedivingTripsCount),
            content: <TripGrid trips={branch.freedivingTrips} total={counts.freedivingTripsCount} empty={t`No freediving sessions are scheduled.`} />,
          },
          {
            id: 'snorkeling',
            label: label(t`Snorkeling`, counts.snorkelingTripsCount),
            content: <TripGrid trips={branch.snorkelingTrips} total={counts.snorkelingTripsCount} empty={t`No snorkeling trips are scheduled.`} />,
          },
        ]}
      />
    </section>
  )
}
