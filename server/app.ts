import { constants as zlib } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { apiBase } from '../contract/common.ts'
import { healthPath } from '../contract/general.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import { HttpError } from './lib/http-error.ts'
import { MicroCache } from './lib/micro-cache.ts'
import { loadSigningSecret, TokenService } from './modules/auth/tokens.ts'
import { bookingRoutes } from './modules/booking/booking.routes.ts'
import { branchesRoutes } from './modules/branches/branches.routes.ts'
import { generalRoutes } from './modules/general/general.routes.ts'
import { organizationsRoutes } from './modules/general/organizations.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts'
import { accountRoutes } from './modules/users/account.routes.ts'
import { createMailer, type Mailer } from './lib/mailer.ts'
import { openApiDocument } from './modules/docs/openapi.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { walletRoutes } from './modules/wallet/wallet.routes.ts'
import { registerAuth } from './plugins/auth.ts'
import { registerErrorHandler } from './plugins/errors.ts'
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts'
import { isClientRoute, registerStatic } from './plugins/static.ts'

export type AppOptions = { config: Config; database: DbHandle; logger?: boolean; buildId?: string; mailer?: Mailer }

/** Builds the whole server without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ config, database, logger = true, buildId = 'dev', mailer: givenMailer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  })
  const { db } = database
  const tokens = new TokenService(db, await loadSigningSecret(db, config.jwtSecret))
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log })

  app.decorate('db', db)
  app.decorate('apiDocs', [])
  app.decorate('microCache', new MicroCache(config.cacheTtlMs))
  registerErrorHandler(app)
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(process.env.MAP_ORIGINS?.split(' ').filter(Boolean) ?? [])],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
    await db.selectFrom('countries').select('id').limit(1).execute()
    return { status: 'ok', database: database.kind, build: buildId }
  })

  await app.register(
    (api, _options, done) => {
      generalRoutes(api, db, mailer)
      organizationsRoutes(api, db)
      usersRoutes(api, db, tokens)
      accountRoutes(api, db, tokens, mailer, config)
      settingsRoutes(api, db)
      notificationsRoutes(api, db)
      walletRoutes(api, db)
      branchesRoutes(api, db)
      bookingRoutes(api, db)
      reviewsRoutes(api, db)
      done()
    },
    { prefix: apiBase },
  )

  await mediaRoutes(app, `${config.dataDir}/media/uploads`)
  const document = openApiDocument(app.apiDocs)
  app.get('/api/docs', (_request, reply) => reply.send(document))

  const servesPwa = await registerStatic(app, config.distDir)
  app.setNotFoundHandler((request, reply) => {
    if (servesPwa && isClientRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
    }
    throw new HttpError(404, request.url.startsWith('/api/') ? 'RouteNotFound' : 'NotFound')
  })

  app.addHook('onClose', async () => database.close())
  return app
}
