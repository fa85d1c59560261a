import type { FastifyInstance } from 'fastify'
import {
  cancellationQuotePath,
  CancellationQuoteResponseSchema,
  CancelReservationBodySchema,
  cancelReservationPath,
  CancelReservationResponseSchema,
  CreateBookingBodySchema,
  createBookingPath,
  CreateBookingResponseSchema,
  invoicePath,
  InvoiceResponseSchema,
  payBookingPath,
  ReservationIdQuerySchema,
  PayBookingBodySchema,
  ReservationsQuerySchema,
  reservationsPath,
  ReservationsResponseSchema,
  UpdateTravellersBodySchema,
  updateTravellersPath,
  voucherPath,
  VoucherResponseSchema,
} from '../../../contract/booking.ts'
import { rentalsPath, RentalsQuerySchema, RentalsResponseSchema } from '../../../contract/gear.ts'
import { savedTravellersPath, SavedTravellersResponseSchema } from '../../../contract/travellers.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { cancellationQuote, cancelReservation, invoice, reservation, reservations, savedTravellers, voucher } from './booking.service.ts'
import { type CheckoutOptions, createBooking, payBooking } from './checkout.ts'
import { refundToCard } from './settlement.ts'
import { rentals } from './gear.service.ts'
import { updateTravellers } from './travellers.service.ts'
import { moveBooking, moveQuote } from './moves.service.ts'
import {
  moveBookingPath,
  MoveBookingBodySchema,
  MoveBookingResponseSchema,
  moveQuotePath,
  MoveQuoteQuerySchema,
  MoveQuoteResponseSchema,
} from '../../../contract/moves.ts'

export function bookingRoutes(app: FastifyInstance, provider: PaymentProvider, checkout: CheckoutOptions): void {
  defineRoute(app, {
    summary: 'The diver’s reservations, upcoming and past',
    description:
      '`upcomming` (sic, SPEC §3) holds active bookings from today on, soonest first, all of them; `past` the rest, newest first, the `pastLimit` newest (20 unless asked; `metaData.pastTotal` says how many there are).',
    method: 'GET',
    url: reservationsPath,
    access: 'user',
    query: ReservationsQuerySchema,
    response: ReservationsResponseSchema,
    handler: ({ db, principal, lang, query }) => reservations(db, principal.userId, lang, query.pastLimit),
  })

  defineRoute(app, {
    summary: 'The invoice of one of the diver’s reservations',
    description:
      'Seller (the center), buyer, the item with its seats and prices, discount, taxes, totals, what was paid and what is due, and the payment reference, in the request language.',
    method: 'GET',
    url: invoicePath,
    access: 'user',
    query: ReservationIdQuerySchema,
    response: InvoiceResponseSchema,
    errors: { 404: 'ReservationNotFound' },
    handler: async ({ db, principal, query, lang }) => ({ data: await invoice(db, principal.userId, query.reservationId, lang) }),
  })

  defineRoute(app, {
    summary: 'What cancelling one of the diver’s reservations now would give back and cost',
    description:
      'By the operator’s policy: the tier the notice falls in (or, for payment type 3, the free-cancellation deadline), applied to what was paid. `validUntil` is when the refund next drops.',
    method: 'GET',
    url: cancellationQuotePath,
    access: 'user',
    query: ReservationIdQuerySchema,
    response: CancellationQuoteResponseSchema,
    errors: { 404: 'ReservationNotFound' },
    handler: async ({ db, principal, query }) => ({ data: await cancellationQuote(db, principal.userId, query.reservationId) }),
  })

  defineRoute(app, {
    summary: 'Cancel one of the diver’s reservations',
    description:
      'Allowed while active and not yet started (`showCancelButton`). The operator’s policy decides the refund (see CancellationQuote); it goes to the wallet in USD (valid one year) or, with `refundTo: original`, back to the card. Seats go back on sale.',
    method: 'POST',
    url: cancelReservationPath,
    access: 'user',
    body: CancelReservationBodySchema,
    response: CancelReservationResponseSchema,
    errors: { 404: 'ReservationNotFound', 409: 'NotCancellable' },
    handler: async ({ db, principal, body, lang, afterCommit, inBackground }) => {
      const { refundToCard: owedToCard, ...outcome } = await cancelReservation(
        db,
        checkout.jobs,
        principal.userId,
        body.reservationId,
        body.cancellationReason,
        body.refundTo,
      )
      afterCommit(() => app.microCache.clear()) // seats changed
      // The card's refund is owed from the commit on: it is sent at once, but the answer does not wait
      // for the provider (the settling worker sends it again if this attempt gets no answer).
      if (owedToCard) inBackground((appDb) => refundToCard(appDb, provider, checkout, body.reservationId))
      return { data: { reservation: await reservation(db, principal.userId, body.reservationId, lang), ...outcome } }
    },
  })

  defineRoute(app, {
    summary: 'What moving a booking to another date would cost',
    description:
      'Another date (`tripId` or `courseId`) of the same trip or course at the same center, for the diver’s own confirmed booking before its day. The new date’s price for its seats (a liveaboard’s: for its cabin on the new date, as `cabinSale` sells it: the same one, or `cabin` as `cabinKey` spells another, `double` or `twin-lower.women`; decision 054) with the gear and extras re-priced, the center’s fee (`moveRule`: free until `freeDays` before the current start, then `feePercent` of the booking’s total; contract/moves.ts), the new total, and what comes back to the wallet or is left to pay by `owedBy`. A cabin the new date does not sell or has none left of is 400 CabinNotSold or CabinNotSuitable, 409 CabinSoldOut, on `tripId` (on `cabin` for one the diver chose).',
    method: 'GET',
    url: moveQuotePath,
    access: 'user',
    query: MoveQuoteQuerySchema,
    response: MoveQuoteResponseSchema,
    errors: {
      400: 'MoveTargetInvalid (not another date of the same trip or course), RequirementsNotMet, GearNotOffered, ExtraNotOffered, CabinNotSold, CabinNotSuitable',
      404: 'ReservationNotFound',
      409: 'NotMovable, NotBookable, GearSoldOut, CabinSoldOut',
    },
    handler: async ({ db, principal, query, lang }) => ({ data: await moveQuote(db, principal.userId, query, lang) }),
  })

  defineRoute(app, {
    summary: 'Move a booking to another date of the same trip or course',
    description:
      'As Booking/MoveQuote says, at the total it quoted (`expectedTotal`; another is 409 PriceChanged), with the cabin it was quoted for (`cabin`, as Booking/Create takes it; absent: the booking’s own). One transaction takes the seats on the new date, gives them back on the old one, takes the gear again, keeps the reference and travellers, and records the move; what was paid beyond the new total goes back to the wallet, and a shortfall is left to pay by its day through Booking/Pay (the booking reads `DepositPaid` with `balanceDue`). The diver is mailed (with the calendar event moved) and notified.',
    method: 'POST',
    url: moveBookingPath,
    access: 'user',
    body: MoveBookingBodySchema,
    response: MoveBookingResponseSchema,
    rateLimits: [{ max: 30, timeWindow: '1 minute', by: 'user' }],
    errors: {
      400: 'MoveTargetInvalid, RequirementsNotMet, GearNotOffered, ExtraNotOffered, CabinNotSold, CabinNotSuitable',
      404: 'ReservationNotFound',
      409: 'NotMovable, NotBookable, PriceChanged, SoldOut, NotEnoughSeats, GearSoldOut, CabinSoldOut',
    },
    handler: async ({ db, principal, body, lang, afterCommit }) => {
      afterCommit(() => app.microCache.clear()) // seats changed on two dates
      await moveBooking(db, checkout.jobs, principal.userId, body, lang)
      return { data: await reservation(db, principal.userId, body.reservationId, lang) }
    },
  })

  defineRoute(app, {
    summary: 'Pay a booking that waits for its payment, or a deposit booking’s balance',
    description:
      'The wallet’s credit pays first (unless `useWallet` is false), the card the rest (`paymentSplit` in the contract). A deposit booking (`DepositPaid`) pays its balance until the end of its `balanceDue` day; after it, 409 `BalanceOverdue` (the settling worker cancels it under the center’s policy). 202 with status `Pending` when the provider has not answered in time: the payment is being confirmed and settles by itself.',
    method: 'POST',
    url: payBookingPath,
    access: 'user',
    ownTransactions: true,
    body: PayBookingBodySchema,
    response: CreateBookingResponseSchema,
    errors: { 402: 'PaymentDeclined', 404: 'ReservationNotFound', 409: 'NothingToPay, PaymentInProgress or BalanceOverdue' },
    handler: async ({ db, principal, body, lang, reply }) => {
      const outcome = await payBooking(db, provider, checkout, principal.userId, body.reservationId, body.useWallet)
      if (outcome.state === 'pending') reply.code(202)
      return { data: await reservation(db, principal.userId, body.reservationId, lang) }
    },
  })

  defineRoute(app, {
    summary: 'The voucher of one of the diver’s reservations',
    description:
      'The reservation with what the diver shows on the day: meeting point, what is included, the center’s contacts and position, the policy and the free-cancellation deadline.',
    method: 'GET',
    url: voucherPath,
    access: 'user',
    query: ReservationIdQuerySchema,
    response: VoucherResponseSchema,
    errors: { 404: 'ReservationNotFound' },
    handler: async ({ db, principal, query, lang }) => ({ data: await voucher(db, principal.userId, query.reservationId, lang) }),
  })

  defineRoute(app, {
    summary: 'Change who dives on one of the diver’s bookings',
    description:
      'One traveller a seat, checked as Booking/Create checks them (the departure’s `requirements`: 400 RequirementsNotMet with a field error per traveller). Allowed while the booking is active and before the center’s cut-off (the voucher’s `travellersEditableUntil`), else 409 TravellersClosed. The list is replaced whole; the answer is the voucher as it is now.',
    method: 'POST',
    url: updateTravellersPath,
    access: 'user',
    body: UpdateTravellersBodySchema,
    response: VoucherResponseSchema,
    errors: { 400: 'ValidationFailed or RequirementsNotMet', 404: 'ReservationNotFound', 409: 'TravellersClosed' },
    handler: async ({ db, principal, body, lang }) => {
      await updateTravellers(db, principal.userId, body.reservationId, body.travellers, lang)
      return { data: await voucher(db, principal.userId, body.reservationId, lang) }
    },
  })

  defineRoute(app, {
    summary: 'The travellers the diver booked for before',
    description:
      'What the diver last entered for each person they booked for, to pick again: their own details first (`self`), then the most recent, 50 at most. Medical and dietary notes stay on each booking and are not kept here.',
    method: 'GET',
    url: savedTravellersPath,
    access: 'user',
    response: SavedTravellersResponseSchema,
    handler: async ({ db, principal }) => ({ data: await savedTravellers(db, principal.userId) }),
  })

  defineRoute(app, {
    summary: 'The gear a trip or a course date rents, with what is left of each size',
    description:
      'Exactly one of `tripId`, `courseId`. Each rental with its price in the departure’s currency, for each day (`per` day, times `days`) or once (`per` trip), and each size with what is left: the center’s stock for the departure less what its active bookings took (`size` is empty for a thing of one size). Read fresh: what is left moves with every booking.',
    method: 'GET',
    url: rentalsPath,
    access: 'public',
    query: RentalsQuerySchema,
    response: RentalsResponseSchema,
    errors: { 400: 'ValidationFailed (not exactly one of tripId, courseId)', 404: 'NotFound' },
    handler: async ({ db, query, lang }) => {
      const item = query.tripId !== undefined ? { tripId: query.tripId } : query.courseId !== undefined ? { courseDateId: query.courseId } : null
      if (!item || (query.tripId !== undefined && query.courseId !== undefined)) {
        throw new HttpError(400, 'ValidationFailed', [{ path: 'tripId', message: 'one-of' }])
      }
      return { data: await rentals(db, item, lang) }
    },
  })

  defineRoute(app, {
    summary: 'Book seats on a trip or a course date',
    description:
      'Exactly one of `tripId`, `courseId`; 1–10 seats; payment type 1 pay now, 2 pay on arrival, 3 free cancellation (paid now, all back until the operator’s deadline; offered only while that deadline is ahead, as `paymentTypesOffered` in contract/departures.ts decides), 4 a deposit (the center’s percentage now, the balance by its `balanceDue` day through Booking/Pay; offered where the center takes deposits while that day is after today, contract/deposits.ts). Paid now: the wallet’s credit first (unless `useWallet` is false), the card the rest. Seats are taken in the same transaction that writes the reservation; the price is the server’s, and an `expectedTotal` that differs is refused. The card is charged after that transaction commits: a declined card gives the seats and the credit back (402); no answer in time is 202 with status `Pending`, settled by itself. The same Idempotency-Key again answers where that booking stands. `travellers` names who dives, one per seat: each is checked against the departure’s `requirements` (contract/travellers.ts `unmetRequirements`), and a departure that asks anything needs them; a traveller who does not meet them is refused (400 RequirementsNotMet, one field error per traveller, `travellers.<i>`, saying what would do). `gear` rents pieces of Booking/Rentals to travellers by position, one of each rental a traveller, priced by `pieceCost` and added to the total; a rental or size the departure does not offer is 400 GearNotOffered, more of a size than is left 409 GearSoldOut, each with a field error on `gear.<i>`. `extras` takes a liveaboard’s extras for travellers by position: only those it sells to choose (`extraWay` in contract/extras.ts: drinks, nitrox, transfers at a price; park and port fees are paid on board, rental equipment is `gear`), one of each a traveller, priced by `extraCost` for the departure’s days or dives and added to the total; anything else (unknown, included, paid on board, twice, a traveller past the seats, nitrox for a traveller without the certification) is 400 ExtraNotOffered with a field error on `extras.<i>`. A liveaboard that sells cabins is booked by `cabin` (`cabinSale` in contract/liveaboards.ts): a type whole for the divers (its price per person each, and its single-use supplement for the one diver alone in the last cabin), or with `shared` whole cabins for all but one diver and a berth in a shared twin for that one, in a twin shared by divers of one sex: `sharedWith` (absent: the signed-in diver’s profile’s), and a berth open beside the other sex is no berth for them; cabins and berths are taken in the transaction that takes the seats. None given there is 400 CabinRequired, one given elsewhere or not sold 400 CabinNotSold, one that does not suit the divers 400 CabinNotSuitable, one gone 409 CabinSoldOut, each with a field error on `cabin`.',
    method: 'POST',
    url: createBookingPath,
    access: 'user',
    ownTransactions: true,
    status: 201,
    body: CreateBookingBodySchema,
    response: CreateBookingResponseSchema,
    rateLimits: [{ max: 30, timeWindow: '1 minute', by: 'user' }],
    errors: {
      400: 'ValidationFailed (a traveller’s details, `travellers` missing where the departure asks for them), RequirementsNotMet, GearNotOffered, ExtraNotOffered, CabinRequired, CabinNotSold or CabinNotSuitable',
      402: 'PaymentDeclined',
      404: 'NotFound',
      409: 'NotBookable, PaymentTypeUnavailable or FreeCancellationEnded (a field error on `paymentType` says why), PriceChanged, SoldOut or NotEnoughSeats (the field error says how many are left), GearSoldOut, CabinSoldOut',
    },
    handler: async ({ db, principal, body, lang, reply, idempotencyKey, afterCommit }) => {
      afterCommit(() => app.microCache.clear()) // seats changed, whatever the payment's outcome
      const outcome = await createBooking(db, provider, checkout, principal.userId, body, lang, idempotencyKey)
      if (outcome.state === 'pending') reply.code(202)
      return { data: await reservation(db, principal.userId, outcome.reservationId, lang) }
    },
  })
}
