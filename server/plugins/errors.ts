import type { FastifyError, FastifyInstance } from 'fastify'
import { HttpError } from '../lib/http-error.ts'
import { requestLang } from '../lib/lang.ts'
import { type MessageCode, message } from '../lib/messages.ts'

const codeForStatus: Record<number, MessageCode> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
}

/** One place turns every failure into `{ message, code, errors? }`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = requestLang(request)
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: message(error.code, lang), code: error.code, errors: error.errors })
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
