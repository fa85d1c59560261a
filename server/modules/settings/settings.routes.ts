import type { FastifyInstance } from 'fastify'
import { currencies } from '../../../contract/common.ts'
import { InitializeQuerySchema, initializePath, InitializeResponseSchema } from '../../../contract/settings.ts'
import { defineRoute } from '../../lib/route.ts'
import { notificationSummary } from '../notifications/notifications.service.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'

/** The start-up settings call, a plugin of its own: it names the card payments' `provider`. */
export function settingsRoutes(app: FastifyInstance, { provider }: { provider: PaymentProvider }, done: () => void): void {
  // The spec spells it "Intialize"; the wire format is the spec's.
  defineRoute(app, {
    summary: 'Start-up settings: currencies, server time and the new-notification flag',
    description: 'Signed in, `metaData.showFlag` tells whether the diver has unread notifications (SPEC §2.1 badge).',
    method: 'POST',
    url: initializePath,
    access: 'public',
    idempotent: false,
    query: InitializeQuerySchema,
    response: InitializeResponseSchema,
    handler: async ({ db, principal, query }) => {
      const summary =
        principal?.kind === 'user' ? await notificationSummary(db, principal.userId) : { showFlag: false, lastNotificationNumber: query.lastNotificationNumber }
      return {
        data: {
          currencies: [...currencies],
          defaultCurrency: 'USD' as const,
          serverTime: new Date().toISOString(),
          signedIn: principal?.kind === 'user',
          paymentProvider: { id: provider.id, test: provider.test },
        },
        metaData: summary,
      }
    },
  })
  done()
}
