import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../../../contract/branches.ts'
import { departureState } from '../../../../contract/departures.ts'
import { addDays } from '../../../lib/dates.ts'
import { formatDay } from '../../../../shared/format.ts'
import { slugify } from '../../../lib/slug.ts'
import { CalendarIcon, DiveIcon, SeatIcon } from '../../../ui/icons.tsx'
import { TripBuy, useClosedLabel } from '../../../ui/trip-buy.tsx'

/**
 * Liveaboards (layout not in the spec): a boat trip is chosen by route and dates, so each is a wide
 * row — route, from–to dates and nights, dives, berths left, price and Book Now (or, full, its next date).
 */
export function LiveaboardsSection({ trips, count, online }: { trips: Trip[]; count: number; online: boolean }) {
  const { t, i18n } = useLingui()
  const closedLabel = useClosedLabel()
  if (trips.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="liveaboards-title">
      <h2 id="liveaboards-title">
        {t`Liveaboards`} <span className="tab-count">{count}</span>
      </h2>
      <ul className="liveaboard-list">
        {trips.map((trip) => {
          const link = { to: '/trips/tripDetails/$name/$id', params: { name: slugify(trip.tripName), id: String(trip.tempTripId) } } as const
          const end = addDays(trip.startDate, Math.max(0, trip.days - 1))
          const state = departureState(trip)
          return (
            <li key={trip.tempTripId} className="liveaboard">
              <img src={trip.imageUrl} alt="" width="240" height="150" loading="lazy" decoding="async" />
              <div className="liveaboard-main">
                <h3 dir="auto">
                  <Link {...link}>{trip.tripName}</Link>
                </h3>
                <ul className="meta-list">
                  <li>
                    <CalendarIcon /> <time dateTime={trip.startDate}>{formatDay(trip.startDate, i18n.locale)}</time> –{' '}
                    <time dateTime={end}>{formatDay(end, i18n.locale)}</time>
                    {' · '}
                    <Plural value={Math.max(0, trip.days - 1)} one="# night" other="# nights" />
                  </li>
                  {trip.numberOfDives > 0 ? (
                    <li>
                      <DiveIcon /> <Plural value={trip.numberOfDives} one="# dive" other="# dives" />
                    </li>
                  ) : null}
                  <li className={state === 'open' ? undefined : 'sold-out'}>
                    <SeatIcon /> {state === 'open' ? <Plural value={trip.availableSeats} one="# berth left" other="# berths left" /> : closedLabel(state)}
                  </li>
                </ul>
              </div>
              <TripBuy trip={trip} className="liveaboard-buy" online={online} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
