import type { Server } from 'node:http'
import { type FastifyHttpOptions, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { Config } from './config.ts'
import { clientErrorBody } from './plugins/errors.ts'

const MAX_BODY_BYTES = 64 * 1024
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

/** How the server meets the network: logging, proxies, routing, body and time limits, and the errors answered before routing. */
export function fastifyOptions(config: Config, logger: boolean): FastifyHttpOptions<Server> {
  return {
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
  }
}
