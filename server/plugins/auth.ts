import type { FastifyInstance } from 'fastify'
import type { Principal } from '../lib/principal.ts'
import type { TokenService } from '../modules/auth/tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null
  }
}

/** Where a bearer token is read, and so where a bad one is a 401: the OpenAPI document says so from this. */
export const readsBearerToken = (url: string): boolean => url.startsWith('/api/')

/**
 * Reads `Authorization: Bearer` on every API request. A token that is present but invalid or
 * expired is a 401 even on public calls, so the client refreshes once and retries.
 */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header || !readsBearerToken(request.url)) return
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) return
    request.principal = await tokens.verifyAccess(match[1]!)
  })
}
