import type { Agent } from 'node:https'
import { constants as zlib } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { apiBase } from '../contract/common.ts'
import { healthPath } from '../contract/general.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import type { Principal } from './lib/principal.ts'
import { BackgroundTasks } from './lib/background.ts'
import { Housekeeping } from './lib/housekeeping.ts'
import { sweepIdempotencyKeys } from './lib/idempotency.ts'
import { HttpError } from './lib/http-error.ts'
import { createMailer, type Mail, type Mailer } from './lib/mailer.ts'
import { MicroCache } from './lib/micro-cache.ts'
import { sweepSignInRecords } from './modules/auth/sign-in-throttle.ts'
import { loadSigningSecret, sweepRefreshTokens, TokenService } from './modules/auth/tokens.ts'
import { bookingRoutes } from './modules/booking/booking.routes.ts'
import { branchesRoutes } from './modules/branches/branches.routes.ts'
import { docsRoutes } from './modules/docs/docs.routes.ts'
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts'
import { MarksCache } from './lib/marks-cache.ts'
import { generalRoutes } from './modules/general/general.routes.ts'
import { ping } from './modules/general/general.repository.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { importUploadsFrom } from './modules/media/uploads.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts'
import { Outbox } from './modules/outbox/outbox.ts'
import { BOOKING_MESSAGE_JOB, BOOKING_PUSH_JOB } from './modules/messages/booking-messages.ts'
import { bookingMessageJob, bookingPushJob } from './modules/messages/booking-messages.service.ts'
import { pushRoutes } from './modules/push/push.routes.ts'
import { loadVapidKeys, PUSH_JOB, PUSH_JOB_OPTIONS, PUSH_LANE, PushService } from './modules/push/push.service.ts'
import { type PaymentProvider, paymentProviderFor } from './modules/payments/payment-provider.ts'
import { invoice, voucher } from './modules/booking/booking.service.ts'
import { settleDue } from './modules/booking/settlement.ts'
import { liveaboardsRoutes } from './modules/liveaboards/liveaboards.routes.ts'
import { placesRoutes } from './modules/places/places.routes.ts'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { tripsRoutes } from './modules/trips/trips.routes.ts'
import { accountRoutes } from './modules/users/account.routes.ts'
import { PASSWORD_RESET_JOB, passwordResetJob } from './modules/users/account.service.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { walletRoutes } from './modules/wallet/wallet.routes.ts'
import { registerAuth } from './plugins/auth.ts'
import { clientErrorBody, registerErrorHandler } from './plugins/errors.ts'
import { registerJsonBodyParser } from './plugins/json-body.ts'
import { databaseRateLimitStore, sweepRateLimitWindows } from './db/rate-limit-store.ts'
import { createFirstView } from './plugins/first-view.ts'
import { isClientRoute, registerStatic } from './plugins/static.ts'
import { startWorkers } from './workers/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** mail and other work that follows a committed write; tests drain it */
    outbox: Outbox
    /** one round of the settling worker: charges and refunds left waiting for the provider (tests call it) */
    settlePayments: () => Promise<number>
    /** the background clean-up of rows nothing needs any more; tests run it */
    housekeeping: Housekeeping
  }
}

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

export const MAX_BODY_BYTES = 64 * 1024
/** Longest path parameter a route accepts (a reset token is 43 characters); longer is 414. */
const MAX_PARAM_LENGTH = 200

/**
 * One log line per request, written when it is answered, instead of Fastify's two ("incoming
 * request" and "request completed"): half the log for the same facts. What was asked, what was
 * answered, how long it took; the query string stays out (a search can carry what a diver typed),
 * and the request id ties the line to any warning the same request logged.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    // Fastify's other per-request lines (a 404, an error the handler answered) stay off as well:
    // the one line below says the status, and errors are logged where they are handled.
    super({ disableRequestLogging: true })
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }
    if (error) request.log.error({ ...line, err: error }, 'request')
    else request.log.info(line, 'request')
  }
}

/** Trusts the first `hops` addresses counted from the socket: the proxies in front, each of which appended the one before. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/** Builds the whole server without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  logger = true,
  buildId = 'dev',
  mailer: givenMailer,
  paymentProvider,
  pushAgent,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    logController: new OneLinePerRequest(),
    // Stopping (SIGTERM), a process takes no new connection but serves every request already sent on
    // an open one: a 503 there reaches the client, as the proxy does not send a POST elsewhere once it
    // was sent. Idle keep-alive connections close at once, so the proxy moves to the other processes.
    return503OnClosing: false,
    // Fastify takes a bare number as "trust no one" (it cannot tell the proxy from a client), so a
    // number of proxies is counted here: the socket's peer and the next hops - 1 entries are proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // No call takes more than a contact message (5,000 characters); a larger body is refused from
    // its Content-Length, before its bytes are read.
    bodyLimit: MAX_BODY_BYTES,
    // A slow client is cut off (config.ts: timeouts). Node checks the request and headers
    // deadlines on a timer, every 30 s unless told: often enough that a deadline means itself.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(config.headersTimeoutMs / 4))),
    },
    // Failures found while routing (a bad URL, a path parameter past its length) in the API's error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400
      void reply.code(status).type('application/json; charset=utf-8').send(clientErrorBody(status))
    },
    // Answers Node gives before routing (431 headers too large, a broken request line) in the API's error shape.
    clientErrorHandler: (error: NodeJS.ErrnoException & { statusCode?: number }, socket) => {
      if (!socket.writable) return socket.destroy()
      const status =
        error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
      const body = clientErrorBody(status)
      const reason = status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : status === 408 ? 'Request Timeout' : 'Bad Request'
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      )
    },
  })
  const { db } = database
  const tokens = new TokenService(db, await loadSigningSecret(db, config.jwtSecret))
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })
  const outbox = new Outbox(db, app.log)
  const payments = paymentProvider ?? paymentProviderFor(config.paymentProvider, db, { localDelayMs: config.localPaymentDelayMs })
  const checkout = { chargeTimeoutMs: config.chargeTimeoutMs, outbox }
  outbox.handle('mail', (payload) => mailer.send(payload as Mail))
  outbox.handle(BOOKING_MESSAGE_JOB, bookingMessageJob(db, mailer, { voucher, invoice }, config.publicUrl, config.mailFrom))
  const push = new PushService(db, outbox, { keys: await loadVapidKeys(db, config.vapid), subject: config.vapidSubject, agent: pushAgent, ...config.push })
  outbox.handle(PUSH_JOB, push.job(), PUSH_JOB_OPTIONS)
  outbox.handle(BOOKING_PUSH_JOB, bookingPushJob(db, push), { lane: PUSH_LANE })
  outbox.handle(PASSWORD_RESET_JOB, passwordResetJob(db, outbox, config.publicUrl))

  app.decorate('db', db)
  app.decorate('apiDocs', [])
  app.decorate('microCache', new MicroCache(config.cacheTtlMs))
  app.decorate('sharedCacheSeconds', config.sharedCacheSeconds)
  app.decorate('isLivePrincipal', (principal: Principal) => tokens.isLive(principal))
  app.decorate('checkResponses', config.checkResponses)
  app.decorate('marks', new MarksCache(config.cacheTtlMs))
  app.decorate('background', new BackgroundTasks(app.log))
  app.decorate('outbox', outbox)
  app.decorate('settlePayments', () => settleDue(db, payments, checkout))
  // Each module that keeps rows with an end sweeps its own; the clean-up only runs them in turn.
  const housekeeping = new Housekeeping(
    db,
    {
      refreshTokens: sweepRefreshTokens,
      idempotencyKeys: sweepIdempotencyKeys,
      rateLimitWindows: sweepRateLimitWindows,
      signInRecords: sweepSignInRecords,
    },
    app.log,
  )
  app.decorate('housekeeping', housekeeping)
  registerErrorHandler(app)
  registerJsonBodyParser(app)
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.mapOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only on HTTPS answers (below): over plain HTTP it would pin a laptop's localhost to HTTPS.
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    // API answers are never kept by the browser or a shared cache unless a call says otherwise:
    // account data, sessions and tokens must not outlive the screen that asked for them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 keeps on-the-fly brotli cheap; static assets are compressed at build time at 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  // SPEC §7 posts the profile as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } })
  if (config.rateLimit) {
    await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) })
  }
  registerAuth(app, tokens)

  app.get(healthPath, async () => {
    await ping(db)
    return { status: 'ok', database: database.kind, build: buildId }
  })

  await app.register(
    (api, _options, done) => {
      generalRoutes(api, outbox)
      organizationsRoutes(api)
      usersRoutes(api, tokens)
      accountRoutes(api, tokens, outbox)
      settingsRoutes(api, payments)
      notificationsRoutes(api)
      pushRoutes(api, push)
      walletRoutes(api)
      branchesRoutes(api)
      favoritesRoutes(api)
      tripsRoutes(api)
      placesRoutes(api)
      liveaboardsRoutes(api)
      bookingRoutes(api, payments, checkout)
      reviewsRoutes(api)
      done()
    },
    { prefix: apiBase },
  )

  mediaRoutes(app)
  const imported = await importUploadsFrom(`${config.dataDir}/media/uploads`, db)
  if (imported > 0) app.log.info(`copied ${imported} uploaded pictures from the data directory into the database`)
  docsRoutes(app)

  const shell = await registerStatic(app, config.distDir)
  const firstView = shell === null ? null : createFirstView(app, shell, config.distDir)
  app.setNotFoundHandler(async (request, reply) => {
    if (firstView !== null && isClientRoute(request.method, request.url)) {
      const html = await firstView(request)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    }
    throw new HttpError(404, request.url.startsWith('/api/') ? 'RouteNotFound' : 'NotFound')
  })

  const workers = startWorkers(app, { outbox, housekeeping, settle: () => app.settlePayments(), settleIntervalMs: config.settleIntervalMs })
  app.addHook('onClose', async () => {
    await workers.stop()
    await app.background.settled()
    mailer.close?.()
    await database.close()
  })
  return app
}
