import type { Agent } from 'node:https'
import Fastify, { type FastifyInstance } from 'fastify'
import { apiBase } from '../contract/common.ts'
import { healthPath } from '../contract/general.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import { fastifyOptions } from './fastify-options.ts'
import { HttpError } from './lib/http-error.ts'
import { createMailer, type Mailer } from './lib/mailer.ts'
import { authPlugin } from './modules/auth/auth.plugin.ts'
import { loadSigningSecret, TokenService } from './modules/auth/tokens.ts'
import { bookingPlugin } from './modules/booking/booking.plugin.ts'
import { settleDue } from './modules/booking/settlement.ts'
import { branchesRoutes } from './modules/branches/branches.routes.ts'
import { docsRoutes } from './modules/docs/docs.routes.ts'
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts'
import { ping } from './modules/general/general.repository.ts'
import { generalRoutes } from './modules/general/general.routes.ts'
import { liveaboardsRoutes } from './modules/liveaboards/liveaboards.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { importUploadsFrom } from './modules/media/uploads.ts'
import { bookingMessagesPlugin } from './modules/booking-messages/booking-messages.plugin.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts'
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts'
import { type PaymentProvider, paymentProviderFor } from './modules/payments/payment-provider.ts'
import { placesRoutes } from './modules/places/places.routes.ts'
import { pushPlugin } from './modules/push/push.plugin.ts'
import { loadVapidKeys, PushService } from './modules/push/push.service.ts'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { tripsRoutes } from './modules/trips/trips.routes.ts'
import { usersPlugin } from './modules/users/users.plugin.ts'
import { walletRoutes } from './modules/wallet/wallet.routes.ts'
import { corePlugin } from './plugins/core.ts'
import { createFirstView } from './plugins/first-view.ts'
import { httpPlugin } from './plugins/http.ts'
import { isClientRoute, registerStatic } from './plugins/static.ts'
import { workersPlugin } from './workers/index.ts'

export type AppOptions = {
  config: Config
  database: DbHandle
  logger?: boolean
  buildId?: string
  mailer?: Mailer
  /** the card payments' provider; PAYMENT_PROVIDER's when not given (tests give one that fails on cue) */
  paymentProvider?: PaymentProvider
  /** the HTTPS agent push messages go out through (tests trust their own push service's certificate with one) */
  pushAgent?: Agent
}

/** A module whose calls need nothing but the app: its routes as a plugin (a context) of their own. */
const routesOnly =
  (routes: (api: FastifyInstance) => void) =>
  (api: FastifyInstance, _options: unknown, done: () => void): void => {
    routes(api)
    done()
  }

/**
 * Builds the whole server without listening: main.ts listens, tests use `app.inject`. It reads as
 * the server's list of parts: the services the modules share, the core every call relies on, each
 * module's plugin under the API's prefix, the pages around the API, and the workers.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  buildId = 'dev',
  mailer: givenMailer,
  paymentProvider,
  pushAgent,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, logger))
  const { db } = database

  // What several modules share, made once and handed to each module's plugin as its options.
  const tokens = new TokenService(db, await loadSigningSecret(db, config.jwtSecret))
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const payments = paymentProvider ?? paymentProviderFor(config.paymentProvider, db, { localDelayMs: config.localPaymentDelayMs })

  await app.register(corePlugin, { config, db })
  await app.register(jobsPlugin, { mailer })
  const { jobs } = app
  const checkout = { chargeTimeoutMs: config.chargeTimeoutMs, jobs }
  const push = new PushService(db, jobs, { keys: await loadVapidKeys(db, config.vapid), subject: config.vapidSubject, agent: pushAgent, ...config.push })
  await app.register(httpPlugin, { config })
  await app.register(authPlugin, { tokens })

  app.get(healthPath, async () => {
    await ping(db)
    return { status: 'ok', database: database.kind, build: buildId }
  })

  // Each module's calls in a context of their own, with the jobs it queues; this order
  // is the order of the API reference.
  await app.register(
    async (api) => {
      await api.register(generalRoutes, { jobs })
      await api.register(routesOnly(organizationsRoutes))
      await api.register(usersPlugin, { tokens, jobs, publicUrl: config.publicUrl })
      await api.register(settingsRoutes, { provider: payments })
      await api.register(routesOnly(notificationsRoutes))
      await api.register(pushPlugin, { push, jobs })
      await api.register(routesOnly(walletRoutes))
      await api.register(routesOnly(branchesRoutes))
      await api.register(routesOnly(favoritesRoutes))
      await api.register(routesOnly(tripsRoutes))
      await api.register(routesOnly(placesRoutes))
      await api.register(routesOnly(liveaboardsRoutes))
      await api.register(bookingPlugin, { payments, checkout })
      await api.register(routesOnly(reviewsRoutes))
      await api.register(bookingMessagesPlugin, { jobs, mailer, push, publicUrl: config.publicUrl, mailFrom: config.mailFrom })
    },
    { prefix: apiBase },
  )

  mediaRoutes(app)
  const imported = await importUploadsFrom(`${config.dataDir}/media/uploads`, db)
  if (imported > 0) app.log.info(`copied ${imported} uploaded pictures from the data directory into the database`)
  docsRoutes(app)

  const shell = await registerStatic(app, config.distDir)
  const notFound = (url: string) => new HttpError(404, url.startsWith('/api/') ? 'RouteNotFound' : 'NotFound')
  if (shell !== null) {
    const firstView = createFirstView(app, shell, config.distDir)
    // The app's addresses are a route, not the not-found handler: @fastify/compress compresses a
    // route's answers only, and a first view's page carries its answers (17 KB on a branch's page,
    // more than a connection's first round trip brings; 4 KB compressed). Files, the API and media
    // are routes of their own, found before this one.
    app.get('/*', async (request, reply) => {
      if (!isClientRoute(request.method, request.url)) throw notFound(request.url)
      const html = await firstView(request)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    })
  }
  app.setNotFoundHandler((request) => {
    throw notFound(request.url)
  })

  // Fastify runs the last-added close hook first: the workers (next) stop, finishing what they
  // hold, before this releases what they use.
  app.addHook('onClose', async () => {
    await app.background.drain()
    mailer.close?.()
    await database.close()
  })
  await app.register(workersPlugin, { jobs, settle: () => settleDue(db, payments, checkout), settleIntervalMs: config.settleIntervalMs })
  return app
}
