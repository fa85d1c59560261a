import type { CancellationPolicy } from '../../../contract/booking.ts'
import type { DepositTerms } from '../../../contract/deposits.ts'
import type { Requirements } from '../../../contract/travellers.ts'
import type { CourseDetails, TripDetails } from '../../../contract/trips.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { ApiError } from '../../api/client.ts'
import type { CenterContacts } from '../../ui/center-contacts.tsx'

/** `/booking/trip/$tempTripId` or `/booking/course/$tempId` (a course date). */
export const bookingKinds = ['trip', 'course'] as const
export type BookingKind = (typeof bookingKinds)[number]
export type { PaymentType } from '../../../contract/departures.ts'

/** A trip or a course date, as the booking page needs it whichever it is. */
export type Departure = {
  kind: BookingKind
  id: number
  name: string
  imageUrl: string
  startDate: string
  days: number
  availableSeats: number
  price: number
  netPrice: number
  currency: string
  meetingPoint: string
  branchName: string
  policy: CancellationPolicy
  /**
   * What the center takes (the payment types offered follow with the clock: contract/departures.ts
   * `paymentTypesOffered`) and how to reach it, for a center that takes no online booking.
   */
  center: CenterContacts & { payNow: boolean; payLater: boolean; deposit: DepositTerms; city: string; countryName: string }
  /** every date of the same trip or course, this one included, soonest first */
  dates: Array<{ id: number; startDate: string; availableSeats: number }>
  /** what it asks of each diver: every traveller is checked against it as entered */
  requirements: Requirements
  /** a liveaboard: booked by cabin where its boat's cabins are on sale (`cabinSale`) */
  liveaboard: boolean
}

const centerOf = ({ payNow, payLater, deposit, tel, mobile, email, whatsapp, city, countryName }: TripDetails['branch']): Departure['center'] => ({
  payNow,
  payLater,
  deposit,
  tel,
  mobile,
  email,
  whatsapp,
  city,
  countryName,
})

function datesOf(self: { id: number; startDate: string; availableSeats: number }, others: TripDetails['otherDates']) {
  const all = [self, ...others.filter((other) => other.id !== self.id).map(({ id, startDate, availableSeats }) => ({ id, startDate, availableSeats }))]
  return all.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
}

export function fromTrip({ trip, branch, otherDates, policy }: TripDetails): Departure {
  return {
    kind: 'trip',
    id: trip.tempTripId,
    name: trip.name,
    imageUrl: trip.imageUrl,
    startDate: trip.startDate,
    days: trip.days,
    availableSeats: trip.availableSeats,
    price: trip.price,
    netPrice: trip.netPrice,
    currency: trip.currency,
    meetingPoint: trip.meetingPoint,
    branchName: branch.name,
    policy,
    center: centerOf(branch),
    dates: datesOf({ id: trip.tempTripId, startDate: trip.startDate, availableSeats: trip.availableSeats }, otherDates),
    requirements: trip.requirements,
    liveaboard: trip.kind === 'liveaboard',
  }
}

export function fromCourse({ course, branch, otherDates, policy }: CourseDetails): Departure {
  return {
    kind: 'course',
    id: course.tempId,
    name: course.name,
    imageUrl: course.logoUrl,
    startDate: course.startDate,
    days: course.durationDays,
    availableSeats: course.availableSeats,
    price: course.price,
    netPrice: course.netPrice,
    currency: course.currency,
    meetingPoint: course.meetingPoint,
    branchName: branch.name,
    policy,
    center: centerOf(branch),
    dates: datesOf({ id: course.tempId, startDate: course.startDate, availableSeats: course.availableSeats }, otherDates),
    requirements: course.requirements,
    liveaboard: false,
  }
}

/** The total the diver is shown and sends as `expectedTotal`, seats with rented gear (`gearTotal`) and extras (`extrasTotal`): computed as the server computes it. */
export const totalOf = (departure: Departure, seats: number, gearAndExtras = 0): number =>
  roundMoney(departure.netPrice * seats + gearAndExtras, departure.currency)

/** How many seats the diver may pick: 1 to the seats left, at most 10 (the server's limit). */
export const maxSeats = (departure: Departure): number => Math.max(0, Math.min(10, departure.availableSeats))

/** Where a refused booking is told: beside the field it is about. */
export type BookingField = 'date' | 'seats' | 'pay' | 'total' | 'travellers' | 'gear' | 'extras' | 'cabin' | 'form'
export type BookingProblem = {
  field: BookingField
  code: string
  message: string | null
  /** the server's words about each traveller it refused, by position (0-based) */
  refused?: ReadonlyMap<number, string>
}

/** `travellers.2` or `travellers.2.dateOfBirth` → 2: whom a field error is about. */
const travellerAt = (path: string): number | null => {
  const match = /^travellers\.(\d+)/.exec(path)
  return match ? Number(match[1]) : null
}

/**
 * The server's refusal, placed next to its field: seats (not enough, sold out), the total (the price
 * changed: its message says the new price), the way of paying (no longer offered), the date (past or
 * no longer bookable). `message` is the
 * server's words in the language on screen when it sent some; null lets the page say it.
 */
export function bookingProblem(error: unknown): BookingProblem {
  if (!(error instanceof ApiError)) return { field: 'form', code: 'Error', message: null }
  const fieldMessage = (path: string) => error.errors.find((item) => item.path === path)?.message ?? null
  switch (error.code) {
    case 'SoldOut':
    case 'NotEnoughSeats':
      return { field: 'seats', code: error.code, message: fieldMessage('seats') }
    case 'PriceChanged':
      return { field: 'total', code: error.code, message: fieldMessage('expectedTotal') }
    // The way of paying is no longer offered (free cancellation past its deadline, by the server's clock).
    case 'FreeCancellationEnded':
    case 'PaymentTypeUnavailable':
      return { field: 'pay', code: error.code, message: fieldMessage('paymentType') ?? (error.message || null) }
    // A traveller who does not meet what the departure asks, or whose details the server refused.
    case 'RequirementsNotMet':
    case 'ValidationFailed': {
      const about = error.errors.filter((item) => item.path === 'travellers' || travellerAt(item.path) !== null)
      if (about.length === 0) return { field: 'form', code: error.code, message: error.message || null }
      const refused = new Map(about.flatMap((item) => (travellerAt(item.path) === null ? [] : [[travellerAt(item.path)!, item.message] as const])))
      return { field: 'travellers', code: error.code, message: about.find((item) => item.path === 'travellers')?.message ?? error.message ?? null, refused }
    }
    // A size rented out meanwhile, or a rental the center no longer offers: each piece is named.
    // The cabin does not suit the divers, is gone, or must be chosen.
    case 'CabinSoldOut':
    case 'CabinNotSuitable':
    case 'CabinNotSold':
    case 'CabinRequired':
      return { field: 'cabin', code: error.code, message: fieldMessage('cabin') ?? (error.message || null) }
    case 'GearSoldOut':
    case 'GearNotOffered': {
      const said = error.errors.filter((item) => item.path.startsWith('gear.')).map((item) => item.message)
      return { field: 'gear', code: error.code, message: said.length > 0 ? said.join(' ') : error.message || null }
    }
    // An extra the date no longer sells to choose, or nitrox for a traveller without its certification.
    case 'ExtraNotOffered': {
      const said = error.errors.filter((item) => item.path.startsWith('extras.')).map((item) => item.message)
      return { field: 'extras', code: error.code, message: said.length > 0 ? said.join(' ') : error.message || null }
    }
    case 'NotBookable':
    case 'NotFound':
      return { field: 'date', code: error.code, message: error.message || null }
    default:
      return { field: 'form', code: error.code, message: error.message || null }
  }
}
