import * as v from 'valibot'
import { envelope } from './common.ts'

export const paymentTypes = [1, 2, 3] as const // 1 pay now, 2 pay on arrival, 3 free cancellation (SPEC §4)
export const paymentStatuses = ['Paid', 'Unpaid', 'Refunded'] as const
export const reservationStatuses = ['Confirmed', 'AwaitingPayment', 'Cancelled', 'Completed'] as const

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

export const cancelReservationPath = '/Booking/CancelReservation'
export const CancelReservationBodySchema = v.object({
  reservationId: Id,
  cancellationReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
})
export const CancelReservationResponseSchema = envelope(v.object({ reservation: ReservationSchema, refundedToWallet: v.number() }))

/** Booking a trip or a course date: the call SPEC §7 lacks (README "The API": `Booking/Create`). */
export const createBookingPath = '/Booking/Create'
export const CreateBookingBodySchema = v.pipe(
  v.object({
    tripId: v.optional(v.nullable(Id), null),
    courseId: v.optional(v.nullable(Id), null),
    seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
    paymentType: v.picklist(paymentTypes),
  }),
  v.forward(
    v.check((body) => (body.tripId ? 1 : 0) + (body.courseId ? 1 : 0) === 1, 'one-of'),
    ['tripId'],
  ),
)
export type CreateBookingBody = v.InferInput<typeof CreateBookingBodySchema>
export const CreateBookingResponseSchema = envelope(ReservationSchema)

/**
 * The invoice of one of the diver's reservations (SPEC §2.2 "invoice-details pages": designed here):
 * seller, buyer, items, taxes, totals, payment reference and status, in the request's language.
 */
export const invoicePath = '/Booking/Invoice'
export const InvoiceQuerySchema = v.object({ reservationId: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))]), v.transform(Number), Id) })
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
  seller: v.object({
    branchId: v.number(),
    name: v.string(),
    city: v.string(),
    country: v.string(),
    tel: v.nullable(v.string()),
    mobile: v.nullable(v.string()),
    website: v.nullable(v.string()),
  }),
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
