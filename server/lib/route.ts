import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type * as v from 'valibot'
import type { Lang } from '../../contract/common.ts'
import type { Principal } from '../modules/auth/tokens.ts'
import type { Db } from '../db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    /** every call declared with defineRoute, for the OpenAPI document */
    apiDocs: RouteDoc[]
    /** the short-lived cache of public catalogue answers */
    microCache: MicroCache
  }
}

export type RouteDoc = {
  method: HTTPMethods
  url: string
  access: Access
  query?: v.GenericSchema
  body?: v.GenericSchema
  params?: v.GenericSchema
  response?: v.GenericSchema
  multipart?: string
  idempotent: boolean
  rateLimit?: RateLimit
}
import { HttpError } from './http-error.ts'
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from './idempotency.ts'
import type { MicroCache } from './micro-cache.ts'
import { requestLang } from './lang.ts'
import { parse } from './validate.ts'

/** public: anyone; session: a diver or a guest token; user: a signed-in diver account. */
export type Access = 'public' | 'session' | 'user'

type PrincipalFor<A extends Access> = A extends 'user'
  ? Extract<Principal, { kind: 'user' }>
  : A extends 'session'
    ? Principal
    : Principal | null

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export type RouteContext<A extends Access, Q, B, P> = {
  request: FastifyRequest
  reply: FastifyReply
  lang: Lang
  principal: PrincipalFor<A>
  query: Out<Q>
  body: Out<B>
  params: Out<P>
}

export type RateLimit = { max: number; timeWindow: string }

type Returns<R> = R extends v.GenericSchema ? v.InferInput<R> : unknown

type RouteSpec<A extends Access, Q, B, P, R> = {
  /**
   * POST calls honour Idempotency-Key unless this is false (the session calls: their answers
   * carry fresh tokens that must never be stored or replayed).
   */
  idempotent?: boolean
  method: HTTPMethods
  url: string
  access: A
  query?: Q
  body?: B
  params?: P
  rateLimit?: RateLimit
  /** the contract schema of the 2xx answer: documents the call (OpenAPI) and types the handler */
  response?: R
  /**
   * A public read whose answer may be served from the micro-cache to visitors and guests
   * (never to a signed-in diver, whose answers can carry their own data).
   */
  cacheable?: boolean
  /** turns a form body's text fields into values before the schema sees them */
  coerceBody?: (body: unknown) => unknown
  /** documents a multipart upload with this file field */
  multipart?: string
  handler: (ctx: RouteContext<A, Q, B, P>) => Promise<Returns<R>>
}

/**
 * Query names are matched whatever their case, as the original ASP.NET server did
 * (the spec itself writes `Lang` and `lang` for the same parameter).
 */
function matchKeys(schema: v.GenericSchema, query: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries
  if (!entries || typeof query !== 'object' || query === null) return query
  const names = new Map(Object.keys(entries).map((name) => [name.toLowerCase(), name]))
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query)) out[names.get(key.toLowerCase()) ?? key] = value
  return out
}

/**
 * Declares an API call: its access rule and the contract schemas its query, body and path
 * are parsed with. Bad input never reaches a handler; it is a 400 naming each field.
 */
export function defineRoute<
  A extends Access,
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  P extends v.GenericSchema | undefined = undefined,
  R extends v.GenericSchema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<A, Q, B, P, R>): void {
  const idempotent = spec.method === 'POST' && spec.idempotent !== false
  app.apiDocs.push({
    method: spec.method,
    url: `${app.prefix}${spec.url}`,
    access: spec.access,
    query: spec.query,
    body: spec.body,
    params: spec.params,
    response: spec.response,
    multipart: spec.multipart,
    idempotent,
    rateLimit: spec.rateLimit,
  })
  app.route({
    method: spec.method,
    url: spec.url,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : {},
    handler: async (request, reply) => {
      const lang = requestLang(request)
      const principal = request.principal
      if (spec.access !== 'public' && !principal) throw new HttpError(401, 'Unauthorized')
      if (spec.access === 'user' && principal?.kind !== 'user') throw new HttpError(403, 'AccountRequired')
      const ctx = {
        request,
        reply,
        lang,
        principal: principal as PrincipalFor<A>,
        query: (spec.query ? parse(spec.query, matchKeys(spec.query, request.query), lang) : undefined) as Out<Q>,
        body: (spec.body ? parse(spec.body, spec.coerceBody ? spec.coerceBody(request.body) : request.body, lang) : undefined) as Out<B>,
        params: (spec.params ? parse(spec.params, request.params, lang) : undefined) as Out<P>,
      }
      if (spec.cacheable && app.microCache.enabled && principal?.kind !== 'user') {
        const key = `${lang} ${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`
        const hit = app.microCache.get(key)
        reply.header('x-cache', hit ? 'hit' : 'miss').type('application/json; charset=utf-8')
        if (hit) return reply.send(hit)
        const payload = JSON.stringify(await spec.handler(ctx))
        app.microCache.set(key, payload)
        return reply.send(payload)
      }
      const claim = idempotent ? await claimIdempotencyKey(app.db, request) : null
      if (!claim) return spec.handler(ctx)
      if ('statusCode' in claim) return reply.code(claim.statusCode).header('idempotent-replayed', 'true').send(claim.body)
      try {
        const result = await spec.handler(ctx)
        await completeIdempotencyKey(app.db, claim, reply.statusCode, result)
        return result
      } catch (error) {
        await releaseIdempotencyKey(app.db, claim)
        throw error
      }
    },
  })
}
