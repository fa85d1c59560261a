import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './http-error.ts'

/**
 * A limit on one call: `ip` counts every request from an address; `email` counts an address's
 * requests for one e-mail, so an attacker elsewhere cannot lock a diver out of their own account
 * while a second, wider `ip` limit keeps one address from spraying many accounts; `user` counts a
 * signed-in account's requests wherever they come from (divers on one boat's or one hotel's
 * connection share an address, and must not share an allowance).
 */
export type RateLimit = { max: number; timeWindow: string; by?: 'ip' | 'email' | 'user' }

const userOf = (request: FastifyRequest): string => (request.principal?.kind === 'user' ? `user:${request.principal.userId}` : `ip:${request.ip}`)

type Limiter = ReturnType<FastifyInstance['createRateLimit']>
const limiters = new WeakMap<FastifyInstance, Map<string, Limiter>>()

/** The body has passed the call's schema by the time limits are counted (defineRoute), so this is a valid address. */
const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
}

function limiterFor(app: FastifyInstance, route: string, limit: RateLimit): Limiter {
  let byApp = limiters.get(app)
  if (!byApp) limiters.set(app, (byApp = new Map<string, Limiter>()))
  const name = `${route}|${limit.by ?? 'ip'}|${limit.max}/${limit.timeWindow}`
  let limiter = byApp.get(name)
  if (!limiter) {
    // Each route and kind of limit counts on its own key: one busy call never spends another's allowance.
    const keyGenerator = (request: FastifyRequest) =>
      limit.by === 'email' ? `${name}|${request.ip}|${emailOf(request)}` : limit.by === 'user' ? `${name}|${userOf(request)}` : `${name}|${request.ip}`
    byApp.set(name, (limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator })))
  }
  return limiter
}

/** Counts the request against each of the call's limits; past one, a 429 says when to try again. */
export async function enforceRateLimits(app: FastifyInstance, route: string, limits: RateLimit[], request: FastifyRequest): Promise<void> {
  if (limits.length === 0 || !app.hasDecorator('createRateLimit')) return
  let retryAfter = 0
  for (const limit of limits) {
    const result = await limiterFor(app, route, limit)(request)
    if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds)
  }
  if (retryAfter > 0) throw new HttpError(429, 'TooManyRequests', undefined, retryAfter)
}
