import type { FastifyInstance } from 'fastify'
import {
  CancelReservationBodySchema,
  cancelReservationPath,
  CancelReservationResponseSchema,
  CreateBookingBodySchema,
  createBookingPath,
  CreateBookingResponseSchema,
  invoicePath,
  InvoiceQuerySchema,
  InvoiceResponseSchema,
  reservationsPath,
  ReservationsResponseSchema,
} from '../../../contract/booking.ts'
import { defineRoute } from '../../lib/route.ts'
import { cancelReservation, createBooking, invoice, reservation, reservations } from './booking.service.ts'

export function bookingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'The diver’s reservations, upcoming and past',
    description: '`upcomming` (sic, SPEC §3) holds active bookings from today on, soonest first; `past` the rest, newest first.',
    method: 'GET',
    url: reservationsPath,
    access: 'user',
    response: ReservationsResponseSchema,
    handler: async ({ db, principal, lang }) => ({ data: await reservations(db, principal.userId, lang) }),
  })

  defineRoute(app, {
    summary: 'The invoice of one of the diver’s reservations',
    description: 'Seller (the center), buyer, the item with its seats and prices, discount, taxes, totals, what was paid and what is due, and the payment reference, in the request language.',
    method: 'GET',
    url: invoicePath,
    access: 'user',
    query: InvoiceQuerySchema,
    response: InvoiceResponseSchema,
    errors: { 404: 'ReservationNotFound' },
    handler: async ({ db, principal, query, lang }) => ({ data: await invoice(db, principal.userId, query.reservationId, lang) }),
  })

  defineRoute(app, {
    summary: 'Cancel one of the diver’s reservations',
    description: 'Allowed while active and at least 48 hours before the start (`showCancelButton`). Seats go back on sale; a paid booking is refunded to the wallet in USD, valid one year.',
    method: 'POST',
    url: cancelReservationPath,
    access: 'user',
    body: CancelReservationBodySchema,
    response: CancelReservationResponseSchema,
    errors: { 404: 'ReservationNotFound', 409: 'NotCancellable' },
    handler: async ({ db, principal, body, lang }) => {
      const refundedToWallet = await cancelReservation(db, principal.userId, body.reservationId, body.cancellationReason)
      app.microCache.clear() // seats changed
      return { data: { reservation: await reservation(db, principal.userId, body.reservationId, lang), refundedToWallet } }
    },
  })

  defineRoute(app, {
    summary: 'Book seats on a trip or a course date',
    description:
      'Exactly one of `tripId`, `courseId`; 1–10 seats; payment type 1 pay now (waits for payment), 2 pay on arrival, 3 free cancellation. Seats are taken in the same transaction that writes the reservation; the price is the server’s.',
    method: 'POST',
    url: createBookingPath,
    access: 'user',
    status: 201,
    body: CreateBookingBodySchema,
    response: CreateBookingResponseSchema,
    rateLimits: [{ max: 30, timeWindow: '1 minute' }],
    errors: { 404: 'NotFound', 409: 'NotBookable, PaymentTypeUnavailable or NotEnoughSeats' },
    handler: async ({ db, principal, body, lang }) => {
      const id = await createBooking(db, principal.userId, body)
      app.microCache.clear() // seats changed
      return { data: await reservation(db, principal.userId, id, lang) }
    },
  })
}
