import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TripCard as Trip } from '../../contract/branches.ts'
import { departureState, type DepartureState, type NextDate, nextDateAfter } from '../../contract/departures.ts'
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
 * In place of Book Now on a departure that cannot be booked: a link to the soonest later date of the
 * same trip or course that can, when the list gave one still ahead (a list kept since yesterday may
 * name one that has left since) and after `after`, the departure's own date: a full date never leads
 * back to an earlier one as its "next".
 */
export function NextDateLink({ kind, name, next, after }: { kind: DepartureKind; name: string; next: NextDate | undefined; after: string }) {
  const { t, i18n } = useLingui()
  const offered = nextDateAfter(next, after)
  if (!offered) return <span className="muted small">{t`No other date to book yet`}</span>
  const day = formatDay(offered.startDate, i18n.locale)
  return (
    <Link {...departureLink(kind, name, offered.id)} className="button button-small button-outline next-date" aria-label={t`Next date: ${day}, ${name}`}>
      {t`Next date: ${day}`}
    </Link>
  )
}

/**
 * Where a departure that can be booked leads: Book Now, or, at a center that takes no online booking
 * (contract/departures.ts `takesOnlineBookings`), "Contact to book", to the departure's page, which
 * shows the center's telephone, e-mail, WhatsApp and address.
 */
export function BookLink({ kind, id, name, online, label = name }: { kind: DepartureKind; id: number; name: string; online: boolean; label?: string }) {
  const { t } = useLingui()
  if (!online) {
    // The name starts with the words on the button (a voice user says what they see), then the departure's.
    const words = t`Contact to book`
    return (
      <Link {...departureLink(kind, name, id)} hash="book" className="button button-small button-outline contact-to-book" aria-label={`${words}: ${label}`}>
        {words}
      </Link>
    )
  }
  return (
    <Link to="/booking/$kind/$id" params={{ kind, id: String(id) }} className="button button-small" aria-label={t`Book now: ${label}`}>
      {t`Book Now`}
    </Link>
  )
}

/**
 * A trip's price and Book Now: the original price struck through only when a discount applies, then
 * the price to pay, converted to the diver's currency. Book Now opens the booking page of that date
 * (signed in first, the address kept); a departed or full one offers its next date instead, and one
 * of a center that takes no online booking the way to contact it (`online` false).
 */
export function TripBuy({ trip, className, kind = 'trip', online }: { trip: ListedDeparture; className: string; kind?: DepartureKind; online: boolean }) {
  const open = departureState(trip) === 'open'
  return (
    <div className={className}>
      <p className="price-line">
        {trip.price !== trip.netPrice ? <Price amount={trip.price} currency={trip.currency} was /> : null}
        <Price amount={trip.netPrice} currency={trip.currency} />
      </p>
      {open ? (
        <BookLink kind={kind} id={trip.tempTripId} name={trip.tripName} online={online} />
      ) : (
        <NextDateLink kind={kind} name={trip.tripName} next={trip.nextDate} after={trip.startDate} />
      )}
    </div>
  )
}
