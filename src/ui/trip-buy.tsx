import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../contract/branches.ts'
import { departureState, type DepartureState, firstBookableDate, type NextDate } from '../../contract/departures.ts'
import { formatDay } from '../../shared/format.ts'
import { slugify } from '../lib/slug.ts'
import { Price } from './price.tsx'

/** A trip (tempTripId) or a course date (tempId): the two link targets of SPEC §2.3. */
export type DepartureKind = 'trip' | 'course'

/** A listed trip or course date; a search result carries no next date (it lists only what can be booked). */
export type ListedDeparture = Omit<Trip, 'nextDate'> & { nextDate?: NextDate }

/** Where a trip or course date lives: trips/tripDetails/{name}/{tempTripId} or trips/course/{name}/{tempId}. */
export const departureLink = (kind: DepartureKind, name: string, id: number) =>
  kind === 'course'
    ? ({ to: '/trips/course/$name/$id', params: { name: slugify(name), id: String(id) } } as const)
    : ({ to: '/trips/tripDetails/$name/$id', params: { name: slugify(name), id: String(id) } } as const)

/** Why a departure cannot be booked, in words: it has left (today or before), or it is full. */
export function useClosedLabel(): (state: Exclude<DepartureState, 'open'>) => string {
  const { t } = useLingui()
  return (state) => (state === 'departed' ? t`Departed` : t`Fully booked`)
}

/**
 * In place of Book Now on a departure that cannot be booked: a link to the soonest other date of the
 * same trip or course that can, when the list gave one still ahead (a list kept since yesterday may
 * name one that has left since).
 */
export function NextDateLink({ kind, name, next }: { kind: DepartureKind; name: string; next: NextDate | undefined }) {
  const { t, i18n } = useLingui()
  if (!next || next.startDate < firstBookableDate()) return <span className="muted small">{t`No other date to book yet`}</span>
  const day = formatDay(next.startDate, i18n.locale)
  return (
    <Link {...departureLink(kind, name, next.id)} className="button button-small button-outline next-date" aria-label={t`Next date: ${day}, ${name}`}>
      {t`Next date: ${day}`}
    </Link>
  )
}

/**
 * A trip's price and Book Now: the original price struck through only when a discount applies, then
 * the price to pay, converted to the diver's currency. Book Now opens the booking page of that date
 * (signed in first, the address kept); a departed or full one offers its next date instead.
 */
export function TripBuy({ trip, className, kind = 'trip' }: { trip: ListedDeparture; className: string; kind?: DepartureKind }) {
  const { t } = useLingui()
  const open = departureState(trip) === 'open'
  return (
    <div className={className}>
      <p className="price-line">
        {trip.price !== trip.netPrice ? <Price amount={trip.price} currency={trip.currency} was /> : null}
        <Price amount={trip.netPrice} currency={trip.currency} />
      </p>
      {open ? (
        <Link to="/booking/$kind/$id" params={{ kind, id: String(trip.tempTripId) }} className="button button-small" aria-label={t`Book now: ${trip.tripName}`}>
          {t`Book Now`}
        </Link>
      ) : (
        <NextDateLink kind={kind} name={trip.tripName} next={trip.nextDate} />
      )}
    </div>
  )
}
