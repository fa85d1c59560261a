import type { FastifyError, FastifyInstance } from 'fastify'
import { DatabaseBusyError } from '../db/guarded-driver.ts'
import { HttpError } from '../lib/http-error.ts'
import { requestLang } from '../lib/lang.ts'
import { type MessageCode, message } from '../lib/api-texts.ts'

const codeForStatus: Record<number, MessageCode> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  408: 'RequestTimeout',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
}

/** PostgreSQL's own refusals that mean "this request lost a race", not "the server broke". */
const conflictStates = new Set(['23505', '40001', '40P01'])

/** One place turns every failure into `{ message, code, errors? }`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = requestLang(request)
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter))
      return reply.code(error.statusCode).send({ message: message(error.code, lang), code: error.code, errors: error.errors, retryAfter: error.retryAfter })
    }
    // A unique key or serialization failure that a handler did not turn into its own answer:
    // the competing request won, and this one can be retried.
    if (conflictStates.has((error as { code?: string }).code ?? '')) {
      request.log.warn({ err: error }, 'database conflict')
      return reply.code(409).send({ message: message('Conflict', lang), code: 'Conflict' })
    }
    // Every connection was busy for the whole wait: say so and when to come back, rather than queue
    // behind them without end.
    if (error instanceof DatabaseBusyError) {
      request.log.warn({ err: error }, 'database busy')
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ message: message('ServiceBusy', lang), code: 'ServiceBusy', retryAfter: 2 })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code: MessageCode =
        status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) ? 'MalformedJson' : (codeForStatus[status] ?? 'BadRequest')
      return reply.code(status).send({ message: message(code, lang), code })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: message('ServerError', lang), code: 'ServerError' })
  })
}

/**
 * Failures Node answers before a request reaches Fastify's routing (headers too large, a broken
 * request line) carry the same `{ message, code }` body as every other error.
 */
export function clientErrorBody(status: number): string {
  const code = codeForStatus[status] ?? 'BadRequest'
  return JSON.stringify({ message: message(code, 'en'), code })
}
