import type { Reservation, Voucher } from '../../../contract/booking.ts'
import { isBookable } from '../../../contract/departures.ts'
import { moveFee, moveMoney } from '../../../contract/moves.ts'
import type { CourseDetails, TripDetails } from '../../../contract/trips.ts'
import { roundMoney } from '../../../contract/wallet.ts'

/**
 * A move worked out on the device, for a diver with no connection (docs/decisions/040-a-move-queued-offline.md):
 * the other dates and their prices come from the trip's or course's page as the device saved it, the
 * fee and the money from the contract's one rule (contract/moves.ts), as Booking/MoveQuote works them
 * out. The total is only what the diver is shown: the queued move carries it as `expectedTotal`, and
 * the server refuses it (409 PriceChanged) when its own differs once the move reaches it.
 */

/** Another date of the booking's trip or course, with the price of one seat on it. */
export type MoveDate = { id: number; startDate: string; availableSeats: number; netPrice: number; currency: string }

/** The dates a booking could move to, as saved, and the center's balance day (for a shortfall's due day). */
export type SavedDates = { dates: MoveDate[]; balanceDueDays: number | null }

/**
 * The other dates of the saved page that a move may go to: not the booking's own, bookable now, in the
 * booking's currency (the server refuses another). A date with too few seats stays, shown as such.
 */
export function savedMoveDates(
  details: TripDetails | CourseDetails,
  reservation: Pick<Reservation, 'tempId' | 'currency'>,
  now: number = Date.now(),
): SavedDates {
  const self = 'trip' in details ? { ...details.trip, id: details.trip.tempTripId } : { ...details.course, id: details.course.tempId }
  const all: MoveDate[] = [self, ...details.otherDates].map(({ id, startDate, availableSeats, netPrice, currency }) => ({
    id,
    startDate,
    availableSeats,
    netPrice,
    currency,
  }))
  const dates = all
    .filter((date, at) => all.findIndex((other) => other.id === date.id) === at)
    .filter((date) => date.id !== reservation.tempId && date.currency === reservation.currency && isBookable(date, now))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
  return { dates, balanceDueDays: details.branch.deposit?.balanceDueDays ?? null }
}

/** What the device works out for a move: the figures of Booking/MoveQuote, to be confirmed by the server. */
export type MoveEstimate = {
  toDate: string
  currency: string
  newPrice: number
  fee: number
  total: number
  refund: number
  owed: number
  /** the day a shortfall is due by; null when the device does not know the center's balance day */
  owedBy: string | null
}

/**
 * What the new date prices again from what the device does not hold, so that the move is not worked
 * out offline: a liveaboard's cabin (the same type taken on the new date at its price, decision 052),
 * else rented gear (from the new date's stock) and a liveaboard's extras (for its days and dives).
 * Null when the device can work the move out.
 */
export function pricedAgainOnMove(voucher: Pick<Voucher, 'travellers' | 'cabin'>): 'cabin' | 'addOns' | null {
  if (voucher.cabin !== null) return 'cabin'
  return voucher.travellers.some((traveller) => traveller.gear.length > 0 || traveller.extras.length > 0) ? 'addOns' : null
}

type MovingReservation = Pick<
  Reservation,
  'seats' | 'currency' | 'startDate' | 'moveRule' | 'paymentType' | 'paymentStatus' | 'totalPricePaidByCustomer' | 'amountPaid'
>

/**
 * The move to `date` as the server would make it now: the new date's price for the booking's seats,
 * the center's fee on the booking's total (nothing while the free time lasts), what comes back to the
 * wallet or is left to pay. What was paid online is what the server counts (a paid booking's total, a
 * deposit booking's deposit), nothing when paid on arrival.
 */
export function estimateMove(reservation: MovingReservation, date: MoveDate, balanceDueDays: number | null, now: number = Date.now()): MoveEstimate {
  const { currency } = reservation
  const newPrice = roundMoney(date.netPrice * reservation.seats, currency)
  const fee = moveFee(reservation.moveRule, reservation.totalPricePaidByCustomer, currency, reservation.startDate, now)
  const paid = reservation.paymentStatus === 'Paid' || reservation.paymentStatus === 'DepositPaid' ? reservation.amountPaid : 0
  const money = moveMoney(
    { paid, newTotal: newPrice, fee, payOnArrival: reservation.paymentType === 2, currency, newStart: date.startDate, balanceDueDays: balanceDueDays ?? 0 },
    now,
  )
  return { toDate: date.startDate, currency, newPrice, fee, ...money, owedBy: balanceDueDays === null ? null : money.owedBy }
}
