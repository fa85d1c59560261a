import type { FastifyInstance } from 'fastify'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { bookingRoutes } from './booking.routes.ts'
import type { CheckoutOptions } from './checkout.ts'

type BookingOptions = { payments: PaymentProvider; checkout: CheckoutOptions }

/**
 * Booking's calls: holds, payment, cancellation, documents. The jobs that follow a booking (its
 * mail and push messages) are handled by the booking-messages module's plugin (booking-messages.plugin.ts); the
 * settling round for payments is one of the workers (workers/index.ts).
 */
export function bookingPlugin(app: FastifyInstance, { payments, checkout }: BookingOptions, done: () => void): void {
  bookingRoutes(app, payments, checkout)
  done()
}
