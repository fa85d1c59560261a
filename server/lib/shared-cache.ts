import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * What lets a shared cache (nginx's proxy_cache, a CDN) keep a public catalogue answer for
 * `seconds` and then serve it a while longer while it asks again. Browsers ask again every time
 * (`max-age=0`), answered 304 when nothing changed (the ETag), since the app keeps its own copy.
 * The answer is in the request's language, which may come from Accept-Language, and a signed-in
 * diver's differs (their marks): both name the headers the answer varies with.
 */
export function sharePublicly(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 6}`)
  const vary = String(reply.getHeader('vary') ?? '')
  const names = new Set(
    [...vary.split(','), 'Accept-Language', 'Authorization']
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => name.toLowerCase()),
  )
  reply.header('vary', [...names].map((name) => name.replace(/(^|-)\w/g, (c) => c.toUpperCase())).join(', '))
}

/** A weak validator of the answer's bytes: the same JSON is the same answer. */
export const etagOf = (payload: string): string => `W/"${createHash('sha1').update(payload).digest('base64url')}"`

/** The client already holds this answer (If-None-Match names its ETag, or any). */
export function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (typeof header !== 'string') return false
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || `W/${tag}` === etag)
}
