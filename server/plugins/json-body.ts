import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { HttpError } from '../lib/http-error.ts'

/** No request of this API nests deeper than a few levels; 32 leaves room and stops a stack overflow. */
export const MAX_JSON_DEPTH = 32

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it (stops past `limit`). */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++
      if (depth > deepest && (deepest = depth) > limit) return deepest
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return deepest
}

/**
 * Fastify's JSON parser with a cap on nesting: a 100,000-deep body is a 400 before anything walks
 * it. Prototype-poisoning keys are refused as Fastify does by default.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    if (jsonDepth(text) > MAX_JSON_DEPTH) return done(new HttpError(400, 'TooDeep'), undefined)
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }))
    } catch {
      done(new HttpError(400, 'MalformedJson'), undefined)
    }
  })
}
