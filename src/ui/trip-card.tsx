import './ui.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../contract/branches.ts'
import type { TripSearchItem } from '../../contract/trips.ts'
import { formatDay } from '../lib/dates.ts'
import { CalendarIcon, ClockIcon, DiveIcon, PinIcon, SeatIcon } from './icons.tsx'
import { departureLink, TripBuy } from './trip-buy.tsx'

/**
 * One trip (SPEC §3 "Trip card"): photo, name, days, place, start date, seats left, dives, the
 * original price struck through when a discount applies, the price to pay and Book Now.
 * Links to trips/tripDetails/{name}/{tempTripId} (SPEC §2.3).
 */
export function TripCard({ trip, course = false }: { trip: Trip; course?: boolean }) {
  const { t, i18n } = useLingui()
  const link = departureLink(trip, course)
  const seats = trip.availableSeats
  return (
    <article className="trip-card">
      <img src={trip.imageUrl} alt="" width="320" height="180" loading="lazy" decoding="async" />
      <div className="trip-card-body">
        <h3 dir="auto"><Link {...link}>{trip.tripName}</Link></h3>
        <ul className="meta-list">
          <li><ClockIcon /> <Plural value={trip.days} one="# day" other="# days" /></li>
          <li><PinIcon /> <span dir="auto">{trip.countryName} / {trip.city}</span></li>
          <li><CalendarIcon /> <time dateTime={trip.startDate}>{formatDay(trip.startDate, i18n.locale)}</time></li>
          <li className={seats === 0 ? 'sold-out' : undefined}><SeatIcon /> {seats === 0 ? t`Fully booked` : <Plural value={seats} one="# seat left" other="# seats left" />}</li>
          {trip.numberOfDives > 0 ? <li><DiveIcon /> <Plural value={trip.numberOfDives} one="# dive" other="# dives" /></li> : null}
        </ul>
        <TripBuy trip={trip} className="trip-card-foot" course={course} />
      </div>
    </article>
  )
}

/** A trips-search result (a trip, a liveaboard or a course date) as a trip card linking to its own page. */
export function DepartureCard({ item }: { item: TripSearchItem }) {
  const trip: Trip = {
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
  return <TripCard trip={trip} course={item.activity === 'course'} />
}
