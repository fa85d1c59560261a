import * as v from 'valibot'
import { envelope } from './common.ts'

export const paymentTypes = [1, 2, 3] as const // 1 pay now, 2 pay on arrival, 3 free cancellation (SPEC §4)
export const paymentStatuses = ['Paid', 'Unpaid', 'Refunded'] as const
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

const DAY_MS = 86_400_000
/** When a departure starts, for the policy: midnight UTC of its date (as the server counts). */
export const startsAt = (startDate: string): number => Date.parse(`${startDate}T00:00:00Z`)

/**
 * The part of what was paid that comes back when a booking is cancelled `now`: the server charges
 * with this rule and the client shows it (also offline). Nothing comes back once it has started.
 */
export function refundPercent(policy: CancellationPolicy, paymentType: 1 | 2 | 3, startDate: string, now: number): number {
  const left = startsAt(startDate) - now
  if (left <= 0) return 0
  if (paymentType === 3 && left >= policy.freeCancellationHours * 3_600_000) return 100
  const tier = [...policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore).find((t) => left >= t.minDaysBefore * DAY_MS)
  return tier?.refundPercent ?? 0
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
})
export type Reservation = v.InferOutput<typeof ReservationSchema>

export const reservationsPath = '/Booking/Reservations'
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
)
export type ReservationsResponse = v.InferOutput<typeof ReservationsResponseSchema>

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
/** `?reservationId=` of one of the diver's reservations. */
export const ReservationIdQuerySchema = v.object({ reservationId: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))]), v.transform(Number), Id) })

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

/** Booking a trip or a course date: the call SPEC §7 lacks (README "The API": `Booking/Create`). */
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
  }),
  v.forward(
    v.check((body) => (body.tripId ? 1 : 0) + (body.courseId ? 1 : 0) === 1, 'one-of'),
    ['tripId'],
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
  branch: v.object({ ...centerEntries, lat: v.number(), lng: v.number() }),
  policy: CancellationPolicySchema,
  /** ISO 8601: payment type 3's free-cancellation deadline, else null */
  freeCancellationUntil: v.nullable(v.string()),
  /** how the booking was paid, when it was */
  paidWith: v.nullable(v.picklist(['wallet', 'card'])),
})
export type Voucher = v.InferOutput<typeof VoucherSchema>
export const VoucherResponseSchema = envelope(VoucherSchema)

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
      /** list price of one seat */
      unitPrice: v.number(),
      /** what one seat costs after the center's discount */
      netUnitPrice: v.number(),
      total: v.number(),
    }),
  ),
  currency: v.string(),
  /** list prices × seats */
  subtotal: v.number(),
  discount: v.number(),
  /** none are charged today; the shape is ready for a center that must add VAT */
  taxes: v.array(v.object({ name: v.string(), rate: v.number(), amount: v.number() })),
  total: v.number(),
  amountPaid: v.number(),
  amountDue: v.number(),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>
export const InvoiceResponseSchema = envelope(InvoiceSchema)
