import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import * as v from 'valibot'
import type { Lang } from '../../contract/common.ts'
import type { Principal } from './principal.ts'
import type { Db } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { HttpError } from './http-error.ts'
import { claimIdempotencyKey, completeIdempotencyKey, findReplay, keepClaim, releaseIdempotencyKey } from './idempotency.ts'
import { requestLang } from './lang.ts'
import { enforceRateLimits, type RateLimit } from './rate-limits.ts'
import { alreadyHeld, etagOf, sharePublicly } from './shared-cache.ts'
import { readUploadedImage, type UploadedImage } from './upload.ts'
import { parse } from './validate.ts'

/** public: anyone; session: a diver or a guest token; user: a signed-in diver account. */
export type Access = 'public' | 'session' | 'user'

export type RouteDoc = {
  method: HTTPMethods
  url: string
  summary: string
  description?: string
  access: Access
  status: number
  query?: v.GenericSchema
  body?: v.GenericSchema
  params?: v.GenericSchema
  response: v.GenericSchema
  multipart?: string
  idempotent: boolean
  cacheable: boolean
  rateLimits: RateLimit[]
  /** the failures a caller must handle besides bad input and access: `409 NotEnoughSeats`, … */
  errors: Record<number, string>
}

type PrincipalFor<A extends Access> = A extends 'user' ? Extract<Principal, { kind: 'user' }> : A extends 'session' ? Principal : Principal | null

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export type RouteContext<A extends Access, Q, B, P> = {
  request: FastifyRequest
  reply: FastifyReply
  lang: Lang
  principal: PrincipalFor<A>
  query: Out<Q>
  body: Out<B>
  params: Out<P>
  /**
   * The database for this request: inside an idempotent call it is the transaction that also
   * stores the answer, so the write and its replayable answer commit together or not at all.
   */
  db: Db
  /**
   * Runs `task` once the request's writes are committed (at once when they already are): clearing a
   * cache before the commit would let another request fill it again with what is being replaced.
   * A task's failure is logged; the answer stands.
   */
  afterCommit: (task: () => unknown) => void
  /**
   * Starts `task` once the request's writes are committed without holding the answer back for it:
   * work on another party's time (a card refund) that is owed from the commit on and that a worker
   * carries out again if this attempt does not finish. It gets the app's handle (the request's
   * transaction is over by then). A failure is logged.
   */
  inBackground: (task: (db: Db) => Promise<unknown>) => void
  /** the request's Idempotency-Key once claimed (null without one): an own-transactions handler resumes by it */
  idempotencyKey: string | null
  /** A route declared with `upload`: its picture, read whole and checked before anything else ran. */
  upload: UploadedImage | null
}

type RouteSpec<A extends Access, Q, B, P, R extends v.GenericSchema> = {
  /** one line for the OpenAPI document */
  summary: string
  /** the rules a caller must know beyond access, limits, idempotency and the listed errors */
  description?: string
  method: HTTPMethods
  url: string
  access: A
  query?: Q
  body?: B
  params?: P
  /** the contract schema of the success answer: documents the call and types the handler */
  response: R
  /** the success status (201 for a creation) */
  status?: number
  /**
   * POST calls honour Idempotency-Key unless this is false (the session calls: their answers
   * carry fresh tokens that must never be stored or replayed; reads sent as POST).
   */
  idempotent?: boolean
  /**
   * The handler commits its own transactions, because it calls an outside service between them (a
   * card charge must never run inside one). Its Idempotency-Key is still claimed first and its
   * answer stored when it returns; the handler itself must resume, not repeat, a retried request.
   */
  ownTransactions?: boolean
  rateLimits?: RateLimit[]
  /** A public read whose answer may come from the micro-cache, for everyone. */
  cacheable?: boolean
  /**
   * Adds a signed-in diver's own marks (favorites) to a cached public answer; answering the very
   * object it was given means nothing to add, and the cached bytes go out untouched.
   */
  personalize?: (ctx: RouteContext<A, Q, B, P>, data: v.InferOutput<R>) => Promise<v.InferOutput<R>>
  /** turns a form body's text fields into values before the schema sees them */
  coerceBody?: (body: unknown) => unknown
  /**
   * The call takes one picture as a multipart upload (in `field`, or any field when it is not
   * given). It is read to its end and checked before the key is claimed or a transaction opened:
   * a client that takes minutes to send it holds nothing but its own connection.
   */
  upload?: { field?: string }
  errors?: Record<number, string>
  handler: (ctx: RouteContext<A, Q, B, P>) => Promise<v.InferInput<R>>
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

/** Headers of an answer that a cached copy repeats (never the per-request ones). */
function replayableHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || name === 'content-length' || name === 'set-cookie' || name === 'x-cache') continue
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return headers
}

/**
 * Declares an API call: its access rule, the contract schemas its query, body, path and answer
 * are parsed with, its limits, idempotency and caching, and its OpenAPI entry. Bad input never
 * reaches a handler; it is a 400 naming each field.
 */
export function defineRoute<
  A extends Access,
  R extends v.GenericSchema,
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  P extends v.GenericSchema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<A, Q, B, P, R>): void {
  const idempotent = spec.method === 'POST' && spec.idempotent !== false
  const status = spec.status ?? 200
  const rateLimits = spec.rateLimits ?? []
  app.apiDocs.push({
    method: spec.method,
    url: `${app.prefix}${spec.url}`,
    summary: spec.summary,
    description: spec.description,
    access: spec.access,
    status,
    query: spec.query,
    body: spec.body,
    params: spec.params,
    response: spec.response,
    multipart: spec.upload ? (spec.upload.field ?? 'file') : undefined,
    idempotent,
    cacheable: spec.cacheable === true,
    rateLimits,
    errors: spec.errors ?? {},
  })

  const respond = async (ctx: RouteContext<A, Q, B, P>): Promise<v.InferInput<R>> => {
    const result = await spec.handler(ctx)
    if (app.checkResponses) v.parse(spec.response, result)
    return result
  }

  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const lang = requestLang(request)
      const principal = request.principal
      if (spec.access !== 'public') {
        if (!principal) throw new HttpError(401, 'Unauthorized')
        if (spec.access === 'user' && principal.kind !== 'user') throw new HttpError(403, 'AccountRequired')
        if (!(await app.isLivePrincipal(principal))) throw new HttpError(401, 'SessionEnded')
      }
      const committed: Array<() => unknown> = []
      const runCommitted = async () => {
        for (const task of committed.splice(0)) {
          try {
            await task()
          } catch (error) {
            request.log.error({ err: error }, 'a task after the commit failed')
          }
        }
      }
      const ctx: RouteContext<A, Q, B, P> = {
        request,
        reply,
        lang,
        principal: principal as PrincipalFor<A>,
        query: (spec.query ? parse(spec.query, matchKeys(spec.query, request.query), lang) : undefined) as Out<Q>,
        body: (spec.body ? parse(spec.body, spec.coerceBody ? spec.coerceBody(request.body) : request.body, lang) : undefined) as Out<B>,
        params: (spec.params ? parse(spec.params, request.params, lang) : undefined) as Out<P>,
        db: app.db,
        afterCommit: (task) => void committed.push(task),
        inBackground: (task) => void committed.push(() => app.background.start(() => task(app.db))),
        idempotencyKey: null,
        upload: spec.upload ? await readUploadedImage(request, lang, spec.upload.field) : null,
      }
      // What stands for the body in the key's request hash: an upload's bytes are not in `request.body`.
      const content = ctx.upload ? createHash('sha256').update(ctx.upload.bytes).digest('hex') : undefined
      // A repeat of a call already answered gets its answer back before any limit is counted: it
      // carries nothing out again, and a client retrying a lost answer is not a client to slow down.
      const replay = idempotent ? await findReplay(app.db, request, content) : null
      if (replay) return reply.code(replay.statusCode).header('idempotent-replayed', 'true').send(replay.body)
      // Limits count valid calls only, after parsing: a limit keyed by e-mail writes the e-mail into
      // its counter, so refused input (a NUL, an invalid address) must be a 400 before it gets there,
      // and a mistyped form spends nothing of a person's allowance.
      await enforceRateLimits(app, `${spec.method} ${app.prefix}${spec.url}`, rateLimits, request)
      reply.code(status)

      if (spec.cacheable) {
        // The key is the validated input (unknown fields already dropped), never the raw body.
        const key = `${lang}|${spec.method} ${spec.url}|${JSON.stringify([ctx.query, ctx.body, ctx.params])}`
        const cached = app.microCache.get(key)
        let entry = cached
        if (!entry) {
          const data = await respond(ctx)
          const payload = JSON.stringify(data)
          entry = app.microCache.set(key, { status: reply.statusCode, headers: replayableHeaders(reply), data, payload, etag: etagOf(payload) })
        }
        reply.code(entry.status).headers(entry.headers).type('application/json; charset=utf-8')
        if (app.microCache.enabled) reply.header('x-cache', cached ? 'hit' : 'miss')
        if (spec.personalize && principal?.kind === 'user') {
          reply.header('cache-control', 'private, no-store')
          return reply.send(JSON.stringify(await spec.personalize(ctx, entry.data)))
        }
        // Everyone else gets the same answer: a shared cache in front may keep it (docs/decisions/005),
        // for as long as the call says when it says (the exchange rates' five minutes).
        if (!reply.hasHeader('cache-control')) sharePublicly(reply, app.sharedCacheSeconds)
        reply.header('etag', entry.etag)
        if (alreadyHeld(request, entry.etag)) return reply.code(304).send()
        return reply.send(entry.payload)
      }

      const claim = idempotent ? await claimIdempotencyKey(app.db, request, content) : null
      if (claim && 'statusCode' in claim) return reply.code(claim.statusCode).header('idempotent-replayed', 'true').send(claim.body)
      let result: v.InferInput<R>
      try {
        if (!claim) result = await respond(ctx)
        else if (spec.ownTransactions) {
          result = await keepClaim(app.db, claim, () => respond({ ...ctx, idempotencyKey: claim.key }))
          await completeIdempotencyKey(app.db, claim, reply.statusCode, result)
        } else {
          // The handler gets the transaction as its `db`: each of its writes commits with the stored
          // answer, and a query it sent through any other handle would be refused (db/guarded-driver.ts).
          result = await keepClaim(app.db, claim, () =>
            inTransaction(app.db, async (trx) => {
              const answer = await respond({ ...ctx, db: trx })
              await completeIdempotencyKey(trx, claim, reply.statusCode, answer)
              return answer
            }),
          )
        }
      } catch (error) {
        if (claim) await releaseIdempotencyKey(app.db, claim)
        // What a failed handler committed on its own (an own-transactions call) still has its tasks.
        if (spec.ownTransactions) await runCommitted()
        throw error
      }
      await runCommitted()
      return result
    },
  })
}
