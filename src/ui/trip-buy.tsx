import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../contract/branches.ts'
import { slugify } from '../lib/slug.ts'
import { Price } from './price.tsx'

/** A course date opens trips/course/{name}/{tempId}; any other departure trips/tripDetails/{name}/{tempTripId}. */
export const departureLink = (trip: Trip, course: boolean) =>
  ({ to: course ? '/trips/course/$name/$id' : '/trips/tripDetails/$name/$id', params: { name: slugify(trip.tripName), id: String(trip.tempTripId) } }) as const

/**
 * A trip's price and Book Now: the original price struck through only when a discount applies, then
 * the price to pay, converted to the diver's currency. Book Now opens the booking page of that date
 * (signed in first, the address kept).
 */
export function TripBuy({ trip, className, course = false }: { trip: Trip; className: string; course?: boolean }) {
  const { t } = useLingui()
  return (
    <div className={className}>
      <p className="price-line">
        {trip.price !== trip.netPrice ? <Price amount={trip.price} currency={trip.currency} was /> : null}
        <Price amount={trip.netPrice} currency={trip.currency} />
      </p>
      <Link to="/booking/$kind/$id" params={{ kind: course ? 'course' : 'trip', id: String(trip.tempTripId) }} className="button button-small" aria-label={t`Book now: ${trip.tripName}`}>
        {t`Book Now`}
      </Link>
    </div>
  )
}
