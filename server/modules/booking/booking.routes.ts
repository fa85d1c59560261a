import type { FastifyInstance } from 'fastify'
import {
  CancelReservationBodySchema,
  cancelReservationPath,
  CancelReservationResponseSchema,
  CreateBookingBodySchema,
  createBookingPath,
  CreateBookingResponseSchema,
  reservationsPath,
  ReservationsResponseSchema,
} from '../../../contract/booking.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'
import { findReservation, listReservations } from './booking.repository.ts'
import { cancelReservation, createBooking } from './booking.service.ts'
import { isUpcoming } from './rules.ts'

export function bookingRoutes(app: FastifyInstance, db: Db): void {
  /** SPEC §3: `upcomming` (sic) holds active bookings from today on; `past` the rest, newest first. */
  defineRoute(app, {
    method: 'GET',
    url: reservationsPath,
    access: 'user',
    response: ReservationsResponseSchema,
    handler: async ({ principal, lang }) => {
      const all = await listReservations(db, principal.userId, lang)
      const active = (status: string) => status === 'Confirmed' || status === 'AwaitingPayment'
      const upcoming = all.filter((r) => active(r.status) && isUpcoming(r.startDate)).sort((a, b) => a.startDate.localeCompare(b.startDate))
      const past = all.filter((r) => !upcoming.includes(r)).sort((a, b) => b.startDate.localeCompare(a.startDate))
      const trips = (list: typeof all) => list.filter((r) => r.tripName !== null)
      const courses = (list: typeof all) => list.filter((r) => r.courseName !== null)
      return {
        data: {
          past: { pastTripReservationsAfterAddingReview: trips(past), pastCourseReservationsAfterAddingReview: courses(past) },
          upcomming: { upcomingTripReservations: trips(upcoming), upcomingCourseReservations: courses(upcoming) },
        },
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: cancelReservationPath,
    access: 'user',
    body: CancelReservationBodySchema,
    response: CancelReservationResponseSchema,
    handler: async ({ principal, body, lang }) => {
      const refund = await cancelReservation(db, principal.userId, body.reservationId, body.cancellationReason)
      app.microCache.clear() // seats changed
      const reservation = await findReservation(db, principal.userId, body.reservationId, lang)
      if (!reservation) throw new HttpError(404, 'ReservationNotFound')
      return { data: { reservation, refundedToWallet: refund } }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: createBookingPath,
    access: 'user',
    body: CreateBookingBodySchema,
    response: CreateBookingResponseSchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ principal, body, lang, reply }) => {
      const id = await createBooking(db, principal.userId, body)
      app.microCache.clear() // seats changed
      const reservation = await findReservation(db, principal.userId, id, lang)
      if (!reservation) throw new HttpError(500, 'ServerError')
      reply.code(201)
      return { data: reservation }
    },
  })
}
