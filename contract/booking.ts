import * as v from 'valibot'
import { centerContactEntries, envelope, QueryInt } from './common.ts'
import { ExtraChoiceSchema } from './extras.ts'
import { GearChoiceSchema } from './gear.ts'
import { paymentTypes } from './payment-types.ts'
import { CabinChoiceSchema, cabinTypes, VoucherLiveaboardSchema } from './liveaboards.ts'
import { BookedTravellerSchema, RequirementsSchema, TravellerSchema } from './travellers.ts'
import { roundMoney } from './wallet.ts'
import { sexes } from './users.ts'

/** `DepositPaid`: a deposit booking's deposit is paid and its balance is due by `balanceDue` */
export const paymentStatuses = ['Paid', 'Unpaid', 'Refunded', 'DepositPaid'] as const
/** `Pending`: the card's answer is awaited (seats held); it becomes Confirmed, or the booking is given up */
export const reservationStatuses = ['Pending', 'Confirmed', 'AwaitingPayment', 'Cancelled', 'Completed'] as const

/** One tier of an operator's policy: cancelled at least `minDaysBefore` days ahead, `refundPercent` comes back. */
export const PolicyTierSchema = v.object({ minDaysBefore: v.number(), refundPercent: v.number() })
/**
 * Every trip and course carries its operator's policy: the tiers, most generous first (less notice
 * than the last tier gets nothing back), and, for payment type 3, full refund until
 * `freeCancellationHours` before the start.
 */
export const CancellationPolicySchema = v.object({ tiers: v.array(PolicyTierSchema), freeCancellationHours: v.number() })
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>
/** A center's rule for moving a booking to another date (contract/moves.ts): free until `freeDays` before the start, then `feePercent` of its total. */
export const MoveRuleSchema = v.object({ freeDays: v.number(), feePercent: v.number() })

const DAY_MS = 86_400_000
/** When a departure starts, for the policy: midnight UTC of its date (as the server counts). */
export const startsAt = (startDate: string): number => Date.parse(`${startDate}T00:00:00Z`)

/**
 * Until when (epoch ms) a booking's travellers can still be changed, or null when they cannot: an
 * active booking, until the center's list of divers closes `cutoffHours` before the start. The
 * voucher offers the change by this rule and Booking/UpdateTravellers takes it by the same one.
 */
export function travellersEditableUntil(status: string, startDate: string, cutoffHours: number, now: number = Date.now()): number | null {
  const until = startsAt(startDate) - cutoffHours * 3_600_000
  return (status === 'Confirmed' || status === 'AwaitingPayment') && now < until ? until : null
}

/** Payment type 3's deadline (epoch ms): everything comes back until `freeCancellationHours` before the start. */
export const freeCancellationEnds = (policy: CancellationPolicy, startDate: string): number => startsAt(startDate) - policy.freeCancellationHours * 3_600_000

/**
 * The part of what was paid that comes back when a booking is cancelled `now`: the server charges
 * with this rule and the client shows it (also offline). Nothing comes back once it has started.
 */
export function refundPercent(policy: CancellationPolicy, paymentType: (typeof paymentTypes)[number], startDate: string, now: number): number {
  const left = startsAt(startDate) - now
  if (left <= 0) return 0
  if (paymentType === 3 && now <= freeCancellationEnds(policy, startDate)) return 100
  const tier = [...policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore).find((t) => left >= t.minDaysBefore * DAY_MS)
  return tier?.refundPercent ?? 0
}

/**
 * The tiers that still give something back when cancelled after `now`, most generous first: a tier
 * holds until midnight UTC of its day (as `refundPercent` counts), so one whose day has come no
 * longer applies and is never offered. Every screen that states a policy lists these.
 */
export function tiersAhead(policy: CancellationPolicy, startDate: string, now: number): Array<v.InferOutput<typeof PolicyTierSchema>> {
  return policy.tiers
    .filter((tier) => tier.refundPercent > 0 && startsAt(startDate) - tier.minDaysBefore * DAY_MS > now)
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
}

/** SPEC §3 Reservation, spelled as the spec spells it (`paymentRefrence`, `livaboardId`). */
export const ReservationSchema = v.object({
  reservationId: v.number(),
  tripName: v.nullable(v.string()),
  courseName: v.nullable(v.string()),
  branchId: v.number(),
  branchName: v.string(),
  /** YYYY-MM-DD */
  startDate: v.string(),
  seats: v.number(),
  /** list price before discount, for all seats */
  price: v.number(),
  totalPricePaidByCustomer: v.number(),
  currency: v.string(),
  paymentStatus: v.picklist(paymentStatuses),
  paymentType: v.picklist(paymentTypes),
  status: v.picklist(reservationStatuses),
  paymentRefrence: v.string(),
  /** the trip's tempTripId or the course date's tempId: the link target of SPEC §2.3 */
  tempId: v.number(),
  /** the trip id, or the course (template) id */
  tripIdOrCourseId: v.number(),
  livaboardId: v.nullable(v.number()),
  reviewId: v.nullable(v.number()),
  showCancelButton: v.boolean(),
  createdAt: v.string(),
  /** how many days it lasts (a calendar event spans them) */
  days: v.number(),
  /** the operator's policy, so the cancel screen can tell the refund with no connection (`refundPercent`) */
  cancellationPolicy: CancellationPolicySchema,
  /** what was taken from the diver (wallet and card together), in `currency`: see `recordedMoney` */
  amountPaid: v.number(),
  /** what went back to the diver when it was cancelled, in `currency` */
  refunded: v.number(),
  /** what the center kept when it was cancelled (what was paid less the refund), in `currency` */
  cancellationFee: v.number(),
  /** a deposit booking's deposit (payment type 4), in `currency`; null for the other types */
  deposit: v.nullable(v.number()),
  /** YYYY-MM-DD: the day a deposit booking's balance is due by, while it is unpaid (contract/deposits.ts); else null */
  balanceDue: v.nullable(v.string()),
  /** the center's rule for moving it to another date, so the voucher can say it with no connection */
  moveRule: MoveRuleSchema,
  /** how many times it moved to another date (its calendar event's revision) */
  moves: v.number(),
})
export type Reservation = v.InferOutput<typeof ReservationSchema>

/** The stored columns a reservation's money is recorded in (`reservations.*`), numbers in its currency. */
export type StoredMoney = {
  netPrice: number
  currency: string
  paymentStatus: (typeof paymentStatuses)[number]
  status: (typeof reservationStatuses)[number]
  refundAmount: number | null
  cancellationFee: number | null
  /** a deposit booking's deposit */
  deposit: number | null
}

/**
 * What the records say happened to a reservation's money: the server fills `amountPaid`, `refunded`
 * and `cancellationFee` with it. A booking is paid whole when it is paid (Paid), a deposit booking
 * its deposit until the balance is paid (DepositPaid), and a cancelled one paid what came back and
 * what was kept. Refunds recorded before `refund_amount` was kept gave everything back; the fee is
 * what was paid and not given back.
 */
export function recordedMoney(row: StoredMoney): Pick<Reservation, 'amountPaid' | 'refunded' | 'cancellationFee'> {
  const settled = row.status === 'Cancelled' && row.refundAmount !== null && row.cancellationFee !== null
  const amountPaid = settled
    ? roundMoney(row.refundAmount! + row.cancellationFee!, row.currency)
    : row.paymentStatus === 'DepositPaid'
      ? (row.deposit ?? 0)
      : row.paymentStatus === 'Paid' || row.paymentStatus === 'Refunded'
        ? row.netPrice
        : 0
  const refunded = Math.min(amountPaid, row.refundAmount ?? (row.paymentStatus === 'Refunded' ? amountPaid : 0))
  const kept = row.status === 'Cancelled' ? amountPaid - refunded : 0
  return { amountPaid, refunded: roundMoney(refunded, row.currency), cancellationFee: roundMoney(row.cancellationFee ?? kept, row.currency) }
}

/**
 * The label of a booking's payment, one for every screen: `depositPaid` while an active deposit
 * booking's balance is still to pay; `partlyPaid` while another paid booking owes more (moved to a
 * dearer date: contract/moves.ts), which "paid" would hide; `partlyRefunded` and `refunded` after a
 * cancellation that gave some or all back; `payOnArrival` while the center collects it; `notCharged`
 * for a cancelled booking nothing was paid for.
 */
export const paymentStates = ['paid', 'depositPaid', 'partlyPaid', 'unpaid', 'payOnArrival', 'partlyRefunded', 'refunded', 'notCharged'] as const
export type PaymentState = (typeof paymentStates)[number]

/** Every figure of a booking, in its own (the center's) currency. */
export type BookingFigures = {
  currency: string
  /** the price after the center's discount, for all seats */
  total: number
  /** taken from the diver, wallet and card together */
  paid: number
  /** given back after a cancellation */
  refunded: number
  /** kept by the center after a cancellation */
  fee: number
  /** what the diver has paid in the end: paid less refunded */
  netPaid: number
  /** still to pay online (Pay): a pay-now booking waiting for its payment, or a deposit booking's balance */
  due: number
  /** still to pay at the center on arrival (payment type 2): nothing is due online */
  dueAtCenter: number
  state: PaymentState
}

type MoneyFields = Pick<Reservation, 'totalPricePaidByCustomer' | 'currency' | 'paymentType' | 'status' | 'amountPaid' | 'refunded' | 'cancellationFee'>

/**
 * The one rule for a booking's figures, from its reservation: every screen (bookings, invoices,
 * invoice and its PDF, confirmation, voucher, Pay) and the invoice's totals show these. While a
 * booking is active, paid + due + dueAtCenter = total; once cancelled nothing is due and
 * paid − refunded = fee.
 */
export function bookingFigures(reservation: MoneyFields): BookingFigures {
  const { currency, totalPricePaidByCustomer: total, amountPaid: paid, refunded } = reservation
  const round = (amount: number) => roundMoney(amount, currency)
  const active = reservation.status === 'Confirmed' || reservation.status === 'AwaitingPayment'
  const open = active ? Math.max(0, round(total - paid)) : 0
  const atCenter = reservation.paymentType === 2
  const state: PaymentState =
    refunded > 0
      ? refunded >= paid
        ? 'refunded'
        : 'partlyRefunded'
      : paid > 0
        ? active && open > 0
          ? reservation.paymentType === 4
            ? 'depositPaid'
            : 'partlyPaid'
          : 'paid'
        : reservation.status === 'Cancelled'
          ? 'notCharged'
          : atCenter
            ? 'payOnArrival'
            : 'unpaid'
  return {
    currency,
    total,
    paid,
    refunded,
    fee: reservation.status === 'Cancelled' ? reservation.cancellationFee : 0,
    netPaid: round(paid - refunded),
    due: atCenter ? 0 : open,
    dueAtCenter: atCenter ? open : 0,
    state,
  }
}

/**
 * Whether a booking's voucher carries its code (the QR of the reference) for the center to scan:
 * an active booking with nothing left to pay before the day. The voucher screen and the e-mails show
 * it by this one rule; an unpaid pay-now booking's voucher says what is due instead.
 */
export function voucherShowsCode(reservation: MoneyFields): boolean {
  return reservation.status !== 'Cancelled' && bookingFigures(reservation).due === 0
}

export const reservationsPath = '/Booking/Reservations'
/** Past bookings come newest first, `pastLimit` of them (20 unless asked): a diver of many years gets a page, not them all. */
export const RESERVATIONS_PAST_PAGE = 20
export const ReservationsQuerySchema = v.object({ pastLimit: v.optional(QueryInt(1, 1000), RESERVATIONS_PAST_PAGE) })
export const ReservationsResponseSchema = envelope(
  v.object({
    past: v.object({
      pastTripReservationsAfterAddingReview: v.array(ReservationSchema),
      pastCourseReservationsAfterAddingReview: v.array(ReservationSchema),
    }),
    upcomming: v.object({
      upcomingTripReservations: v.array(ReservationSchema),
      upcomingCourseReservations: v.array(ReservationSchema),
    }),
  }),
  /** how many past bookings there are in all, and how many this answer holds */
  v.object({ pastTotal: v.number(), pastLimit: v.number() }),
)
export type ReservationsResponse = v.InferOutput<typeof ReservationsResponseSchema>

/** A record's id in a request's body. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
/** `?reservationId=` of one of the diver's reservations. */
export const ReservationIdQuerySchema = v.object({
  reservationId: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))]), v.transform(Number), Id),
})

/** What cancelling now would cost: shown in the cancel modal before the diver confirms. */
export const cancellationQuotePath = '/Booking/CancellationQuote'
export const CancellationQuoteSchema = v.object({
  reservationId: v.number(),
  /** still active and not yet started */
  cancellable: v.boolean(),
  /** what was paid for it, in `currency` (0 for pay on arrival) */
  paid: v.number(),
  refundPercent: v.number(),
  refund: v.number(),
  fee: v.number(),
  currency: v.string(),
  /** the refund in US dollars, as the wallet holds it */
  refundUsd: v.number(),
  /** where the refund can go: the wallet, or back to the card it was paid with */
  refundTo: v.array(v.picklist(['wallet', 'original'])),
  policy: CancellationPolicySchema,
  paymentType: v.picklist(paymentTypes),
  /** ISO 8601: until when this refund holds (the next tier's start), null when nothing changes before the start */
  validUntil: v.nullable(v.string()),
})
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>
export const CancellationQuoteResponseSchema = envelope(CancellationQuoteSchema)

export const cancelReservationPath = '/Booking/CancelReservation'
export const CancelReservationBodySchema = v.object({
  reservationId: Id,
  cancellationReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  /** the wallet (default, at once) or, for a card payment, back to the card */
  refundTo: v.optional(v.picklist(['wallet', 'original']), 'wallet'),
})
export const CancelReservationResponseSchema = envelope(
  v.object({
    reservation: ReservationSchema,
    /** US dollars credited to the wallet (0 when refunded to the card or nothing was paid) */
    refundedToWallet: v.number(),
    refund: v.number(),
    fee: v.number(),
    currency: v.string(),
  }),
)

/** Booking a trip or a course date: the call SPEC §7 lacks (docs/api.md: `Booking/Create`). */
export const createBookingPath = '/Booking/Create'
export const CreateBookingBodySchema = v.pipe(
  v.object({
    tripId: v.optional(v.nullable(Id), null),
    courseId: v.optional(v.nullable(Id), null),
    seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
    paymentType: v.picklist(paymentTypes),
    /**
     * The total the diver was shown, in the item's currency. Never used as the price: when it
     * differs from the server's, the booking is refused (409 PriceChanged) and nothing is written.
     */
    expectedTotal: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))), null),
    /** pay now (1, 3): take it from the wallet when the credit covers it (the default), else the card */
    useWallet: v.optional(v.boolean(), true),
    /**
     * Who dives, one for each seat, the diver who books first. Needed where the departure asks
     * anything of its divers (`requirements`), who are each checked against it; elsewhere they may
     * be left out by a caller that has none to give.
     */
    travellers: v.optional(v.nullable(v.pipe(v.array(TravellerSchema), v.maxLength(10))), null),
    /** the gear each traveller rents (Booking/Rentals), by position: its price is added to the total */
    gear: v.optional(v.pipe(v.array(GearChoiceSchema), v.maxLength(80)), []),
    /** a liveaboard's extras each traveller takes, by position (`extraWay` 'chosen', contract/extras.ts): priced by `extraCost` and added to the total */
    extras: v.optional(v.pipe(v.array(ExtraChoiceSchema), v.maxLength(30)), []),
    /** the cabin of a liveaboard sold by cabin (`cabinSale`): needed there, refused elsewhere */
    cabin: v.optional(v.nullable(CabinChoiceSchema), null),
  }),
  v.forward(
    v.check((body) => (body.tripId ? 1 : 0) + (body.courseId ? 1 : 0) === 1, 'one-of'),
    ['tripId'],
  ),
  v.forward(
    v.check((body) => body.travellers === null || body.travellers.length === body.seats, 'travellers-count'),
    ['travellers'],
  ),
)
export type CreateBookingBody = v.InferInput<typeof CreateBookingBodySchema>
export const CreateBookingResponseSchema = envelope(ReservationSchema)

/** The center as an invoice or a voucher names it, with how to reach it. */
const centerEntries = {
  branchId: v.number(),
  name: v.string(),
  city: v.string(),
  country: v.string(),
  tel: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
}

/** Pays a booking that waits for its payment (`AwaitingPayment`). */
export const payBookingPath = '/Booking/Pay'
export const PayBookingBodySchema = v.object({ reservationId: Id, useWallet: v.optional(v.boolean(), true) })

/** Everything the voucher shows, kept on the device to open on the boat (SPEC §2.2, designed here). */
export const voucherPath = '/Booking/Voucher'
export const VoucherSchema = v.object({
  reservation: ReservationSchema,
  kind: v.picklist(['diving', 'freediving', 'snorkeling', 'liveaboard', 'course']),
  /** days the trip or course lasts */
  days: v.number(),
  numberOfDives: v.nullable(v.number()),
  meetingPoint: v.string(),
  included: v.array(v.string()),
  /** with every way to reach the center: the diver may need to call it from the jetty */
  branch: v.object({ ...centerEntries, ...centerContactEntries, lat: v.number(), lng: v.number() }),
  policy: CancellationPolicySchema,
  /** ISO 8601: payment type 3's free-cancellation deadline while it is ahead, else null (a day gone by is never stated) */
  freeCancellationUntil: v.nullable(v.string()),
  /** how the booking was paid, when it was */
  paidWith: v.nullable(v.picklist(['wallet', 'card'])),
  /**
   * the cabin a liveaboard booking bought, as sold: whole cabins of a type, and with `shared` a berth in
   * a cabin shared by divers of `sharedWith`'s sex (null when not shared); null for seats
   */
  cabin: v.nullable(
    v.object({
      type: v.picklist(cabinTypes),
      name: v.string(),
      cabins: v.number(),
      shared: v.boolean(),
      sharedWith: v.nullable(v.picklist(sexes)),
      berths: v.number(),
    }),
  ),
  /** a liveaboard's boat and route with its embarkation and disembarkation; null for every other kind */
  liveaboard: v.nullable(VoucherLiveaboardSchema),
  /** who dives, in order, with their certification and notes: the center checks them on the day */
  travellers: v.array(BookedTravellerSchema),
  /** what the departure asks of each diver, for a change of travellers to be checked as it is typed */
  requirements: RequirementsSchema,
  /** ISO 8601: until when the travellers can be changed (the center's cut-off); null once it has passed or the booking is not active */
  travellersEditableUntil: v.nullable(v.string()),
})
export type Voucher = v.InferOutput<typeof VoucherSchema>
export const VoucherResponseSchema = envelope(VoucherSchema)

/** Changes who dives on one of the diver's bookings, until the center's cut-off (`travellersEditableUntil`). */
export const updateTravellersPath = '/Booking/UpdateTravellers'
export const UpdateTravellersBodySchema = v.object({ reservationId: Id, travellers: v.pipe(v.array(TravellerSchema), v.minLength(1), v.maxLength(10)) })

/**
 * The invoice of one of the diver's reservations (SPEC §2.2 "invoice-details pages": designed here):
 * seller, buyer, items, taxes, totals, payment reference and status, in the request's language.
 */
export const invoicePath = '/Booking/Invoice'

export const InvoiceSchema = v.object({
  /** INV- and the payment reference: stable for the reservation */
  invoiceNumber: v.string(),
  /** ISO 8601: when the reservation was made */
  issuedAt: v.string(),
  reservationId: v.number(),
  type: v.picklist(['trip', 'course']),
  /** the trip's tempTripId or the course date's tempId */
  tempId: v.number(),
  status: v.picklist(reservationStatuses),
  paymentStatus: v.picklist(paymentStatuses),
  paymentType: v.picklist(paymentTypes),
  paymentRefrence: v.string(),
  seller: v.object({ ...centerEntries, website: v.nullable(v.string()) }),
  buyer: v.object({ name: v.string(), email: v.string(), mobile: v.nullable(v.string()), country: v.nullable(v.string()) }),
  items: v.array(
    v.object({
      description: v.string(),
      /** YYYY-MM-DD */
      startDate: v.string(),
      days: v.number(),
      quantity: v.number(),
      /** list price of one seat, before the center's discount; of one piece, for rented gear; of one traveller's extra */
      unitPrice: v.number(),
      /** unitPrice × quantity */
      total: v.number(),
    }),
  ),
  currency: v.string(),
  /** the items' totals added up */
  subtotal: v.number(),
  /** the center's discount: subtotal − discount + taxes = total */
  discount: v.number(),
  /** none are charged today; the shape is ready for a center that must add VAT */
  taxes: v.array(v.object({ name: v.string(), rate: v.number(), amount: v.number() })),
  /** what the booking costs: the reservation's `totalPricePaidByCustomer` */
  total: v.number(),
  /** the figures of `bookingFigures`, the same as every other screen shows */
  amountPaid: v.number(),
  refunded: v.number(),
  cancellationFee: v.number(),
  /** still to pay online */
  amountDue: v.number(),
  /** still to pay at the center on arrival */
  dueAtCenter: v.number(),
  paymentState: v.picklist(paymentStates),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>
export const InvoiceResponseSchema = envelope(InvoiceSchema)

/** The money lines of an invoice, from the reservation's list price, seats and figures. */
export type InvoiceMoney = Pick<
  Invoice,
  'subtotal' | 'discount' | 'taxes' | 'total' | 'amountPaid' | 'refunded' | 'cancellationFee' | 'amountDue' | 'dueAtCenter' | 'paymentState'
> & {
  unitPrice: number
  lineTotal: number
}

/**
 * An invoice's lines add up by construction: the line is the seat's list price × seats, the
 * subtotal adds it and the `extras`' lines (rented gear and a liveaboard's extras, at the price they were sold at), the discount is what brings the subtotal to the booking's total (no
 * taxes are charged today), and what was paid, refunded and is due is `bookingFigures`'.
 */
export function invoiceMoney(reservation: MoneyFields & Pick<Reservation, 'price' | 'seats'>, extras: ReadonlyArray<{ total: number }> = []): InvoiceMoney {
  const figures = bookingFigures(reservation)
  const round = (amount: number) => roundMoney(amount, figures.currency)
  const quantity = Math.max(1, reservation.seats)
  const unitPrice = round(reservation.price / quantity)
  const lineTotal = round(unitPrice * quantity)
  const subtotal = round(extras.reduce((sum, extra) => sum + extra.total, lineTotal))
  const taxes: Invoice['taxes'] = []
  const taxed = taxes.reduce((sum, tax) => sum + tax.amount, 0)
  return {
    unitPrice,
    lineTotal,
    subtotal,
    discount: round(subtotal + taxed - figures.total),
    taxes,
    total: figures.total,
    amountPaid: figures.paid,
    refunded: figures.refunded,
    cancellationFee: figures.fee,
    amountDue: figures.due,
    dueAtCenter: figures.dueAtCenter,
    paymentState: figures.state,
  }
}
