import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Principal } from '../../lib/principal.ts'
import type { TokenService } from './tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** false for a token whose account, guest or session no longer exists (deleted, signed out, password changed) */
    isLivePrincipal: (principal: Principal) => Promise<boolean>
  }
  interface FastifyRequest {
    principal: Principal | null
  }
}

/** Where a bearer token is read, and so where a bad one is a 401: the OpenAPI document says so from this. */
export const readsBearerToken = (url: string): boolean => url.startsWith('/api/')

type AuthOptions = { tokens: TokenService }

/**
 * Reads `Authorization: Bearer` on every API request. A token that is present but invalid or
 * expired is a 401 even on public calls, so the client refreshes once and retries. Wrapped with
 * fastify-plugin: every module's calls see `request.principal`.
 */
export const authPlugin = fp(
  (app: FastifyInstance, { tokens }: AuthOptions, done: () => void) => {
    app.decorate('isLivePrincipal', (principal: Principal) => tokens.isLive(principal))
    app.decorateRequest('principal', null)
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization
      if (!header || !readsBearerToken(request.url)) return
      const match = /^Bearer\s+(\S+)$/i.exec(header)
      if (!match) return
      request.principal = await tokens.verifyAccess(match[1]!)
    })
    done()
  },
  { name: 'auth' },
)
