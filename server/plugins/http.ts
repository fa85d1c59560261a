import { constants as zlib } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { databaseRateLimitStore } from '../db/rate-limit-store.ts'
import { registerErrorHandler } from './errors.ts'
import { registerJsonBodyParser } from './json-body.ts'

type HttpOptions = { config: Config }

/**
 * How every answer is made, whatever the route: the one error handler, the bodies read (JSON with a
 * depth cap, forms, one upload), the security headers, compression and the rate limits' store.
 * Wrapped with fastify-plugin: it applies to the whole app, not to a context of its own.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance, { config }: HttpOptions) => {
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
      await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(app.db) })
    }
  },
  { name: 'http', dependencies: ['core'] },
)
