import './ui.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { departureState, takesOnlineBookings } from '../../contract/departures.ts'
import type { TripSearchItem } from '../../contract/trips.ts'
import { formatDay } from '../../shared/format.ts'
import { FavoriteButton } from './favorite-button.tsx'
import { CalendarIcon, ClockIcon, DiveIcon, PinIcon, SeatIcon } from './icons.tsx'
import { departureLink, type DepartureKind, type ListedDeparture, TripBuy, useClosedLabel } from './trip-buy.tsx'

type TripCardProps = {
  /** a course date fills the same fields: its tempId as `tempTripId`, its name as `tripName` */
  trip: ListedDeparture
  kind?: DepartureKind
  /** a line above the name: the activity, or a course's agency and level */
  tag?: ReactNode
  /** the first card of a list is painted at once; the others load as they scroll in */
  priority?: boolean
  /** whether its center takes online bookings (contract/departures.ts `takesOnlineBookings`); else "Contact to book" */
  online: boolean
}

/**
 * One trip or course date (SPEC §3 "Trip card"): photo, the heart, name, days, place, start date,
 * seats left, dives, the original price struck through when a discount applies, the price to pay
 * and Book Now, or, when it cannot be booked (contract/departures.ts), why and its next date; at a
 * center that takes no online booking, "Contact to book".
 * Links to trips/tripDetails/{name}/{tempTripId} or trips/course/{name}/{tempId}.
 */
export function TripCard({ trip, kind = 'trip', tag, priority = false, online }: TripCardProps) {
  const { i18n } = useLingui()
  const seats = trip.availableSeats
  const state = departureState(trip)
  const closedLabel = useClosedLabel()
  return (
    <article className={kind === 'course' ? 'trip-card is-course' : 'trip-card'}>
      <img
        src={trip.imageUrl}
        alt=""
        width="320"
        height="180"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <div className="trip-card-heart">
        <FavoriteButton kind={kind} id={trip.tempTripId} name={trip.tripName} />
      </div>
      <div className="trip-card-body">
        {tag ? <p className="trip-card-tag">{tag}</p> : null}
        <h3 dir="auto">
          <Link {...departureLink(kind, trip.tripName, trip.tempTripId)}>{trip.tripName}</Link>
        </h3>
        <ul className="meta-list">
          <li>
            <ClockIcon /> <Plural value={trip.days} one="# day" other="# days" />
          </li>
          <li>
            <PinIcon />{' '}
            <span dir="auto">
              {trip.countryName} / {trip.city}
            </span>
          </li>
          <li>
            <CalendarIcon /> <time dateTime={trip.startDate}>{formatDay(trip.startDate, i18n.locale)}</time>
          </li>
          <li className={state === 'open' ? undefined : 'sold-out'}>
            <SeatIcon /> {state === 'open' ? <Plural value={seats} one="# seat left" other="# seats left" /> : closedLabel(state)}
          </li>
          {trip.numberOfDives > 0 ? (
            <li>
              <DiveIcon /> <Plural value={trip.numberOfDives} one="# dive" other="# dives" />
            </li>
          ) : null}
        </ul>
        <TripBuy trip={trip} kind={kind} className="trip-card-foot" online={online} />
      </div>
    </article>
  )
}

/** A trips-search result (a trip, a liveaboard or a course date) as a trip card linking to its own page. */
export function DepartureCard({ item }: { item: TripSearchItem }) {
  const trip: ListedDeparture = {
    tempTripId: item.id,
    tripName: item.name,
    imageUrl: item.imageUrl,
    days: item.days,
    countryName: item.countryName,
    city: item.city,
    startDate: item.startDate,
    availableSeats: item.availableSeats,
    numberOfDives: item.numberOfDives,
    price: item.price,
    netPrice: item.netPrice,
    currency: item.currency,
  }
  return <TripCard trip={trip} kind={item.activity === 'course' ? 'course' : 'trip'} online={takesOnlineBookings(item)} />
}
