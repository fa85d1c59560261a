import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../contract/branches.ts'
import { slugify } from '../lib/slug.ts'
import { Price } from './price.tsx'

/** A trip (tempTripId) or a course date (tempId): the two link targets of SPEC §2.3. */
export type DepartureKind = 'trip' | 'course'

/** Where a trip or course date lives: trips/tripDetails/{name}/{tempTripId} or trips/course/{name}/{tempId}. */
export const departureLink = (kind: DepartureKind, name: string, id: number) =>
  kind === 'course'
    ? ({ to: '/trips/course/$name/$id', params: { name: slugify(name), id: String(id) } } as const)
    : ({ to: '/trips/tripDetails/$name/$id', params: { name: slugify(name), id: String(id) } } as const)

/**
 * A trip's price and Book Now: the original price struck through only when a discount applies, then
 * the price to pay, converted to the diver's currency. Book Now opens the booking page of that date
 * (signed in first, the address kept).
 */
export function TripBuy({ trip, className, kind = 'trip' }: { trip: Trip; className: string; kind?: DepartureKind }) {
  const { t } = useLingui()
  return (
    <div className={className}>
      <p className="price-line">
        {trip.price !== trip.netPrice ? <Price amount={trip.price} currency={trip.currency} was /> : null}
        <Price amount={trip.netPrice} currency={trip.currency} />
      </p>
      <Link to="/booking/$kind/$id" params={{ kind, id: String(trip.tempTripId) }} className="button button-small" aria-label={t`Book now: ${trip.tripName}`}>
        {t`Book Now`}
      </Link>
    </div>
  )
}
