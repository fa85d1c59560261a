import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { QueryLang } from '../../../contract/common.ts'
import {
  changeLanguagePath,
  getProfileDataPath,
  LoginAsGuestBodySchema,
  loginAsGuestPath,
  LoginBodySchema,
  loginPath,
  LogoutBodySchema,
  logoutPath,
  LogoutResponseSchema,
  ProfileResponseSchema,
  RefreshTokensBodySchema,
  refreshTokensPath,
  SessionResponseSchema,
} from '../../../contract/users.ts'
import { defineRoute } from '../../lib/route.ts'
import { cookieValue, deviceCookie, deviceCookieName, SIGN_IN_ATTEMPTS } from '../auth/sign-in-throttle.ts'
import type { TokenService } from '../auth/tokens.ts'
import { changeLanguage, login, loginAsGuest, profile, refresh } from './users.service.ts'

const SESSION_RULE = 'Answers with fresh tokens, so it is never idempotent-replayed; the answer is `Cache-Control: no-store`.'

export function usersRoutes(app: FastifyInstance, tokens: TokenService): void {
  defineRoute(app, {
    summary: 'Sign in with e-mail and password',
    description: `${SESSION_RULE} A wrong password and an unknown e-mail answer alike (401 InvalidCredentials) and take the same time. Besides the limits below, each e-mail allows ${SIGN_IN_ATTEMPTS} failed sign-ins an hour from clients it does not recognise, whatever their addresses, and as many from each client it does (one that signed in to it before: the device cookie the answer sets, or the same address in the last 30 days); past that 429 TooManySignIns with \`retryAfter\`. Correct sign-ins never count.`,
    method: 'POST',
    url: loginPath,
    access: 'public',
    idempotent: false,
    body: LoginBodySchema,
    response: SessionResponseSchema,
    // Per address and e-mail, so an attacker elsewhere cannot lock a diver out; per address, so one cannot spray many accounts.
    rateLimits: [
      { max: 10, timeWindow: '1 minute', by: 'email' },
      { max: 30, timeWindow: '1 minute', by: 'ip' },
    ],
    errors: { 401: 'InvalidCredentials' },
    handler: async ({ db, body, request, reply }) => {
      const device = cookieValue(request.headers.cookie, deviceCookieName(tokens, body.email))
      const session = await login(db, tokens, body.email, body.password, { address: request.ip, device })
      // This browser is one the account recognises from now on: its failures never lock the others out, nor theirs it.
      reply.header('set-cookie', deviceCookie(tokens, body.email, { path: `${app.prefix}${loginPath}`, secure: request.protocol === 'https' }))
      return session
    },
  })

  defineRoute(app, {
    summary: 'Continue as a guest',
    description: `${SESSION_RULE} A guest may browse; account calls answer 403 AccountRequired.`,
    method: 'POST',
    url: loginAsGuestPath,
    access: 'public',
    idempotent: false,
    body: LoginAsGuestBodySchema,
    response: SessionResponseSchema,
    rateLimits: [{ max: 30, timeWindow: '1 minute' }],
    handler: ({ db, body, lang }) => loginAsGuest(db, tokens, body.deviceToken, lang),
  })

  defineRoute(app, {
    summary: 'Exchange a refresh token for a new pair',
    description: `${SESSION_RULE} Each refresh token is exchanged once: presented again within 30 s (a second tab racing the first) it answers the same new refresh token the first exchange gave, never another; more than 30 s later it revokes the whole session (401 InvalidRefreshToken).`,
    method: 'POST',
    url: refreshTokensPath,
    access: 'public',
    idempotent: false,
    body: RefreshTokensBodySchema,
    response: SessionResponseSchema,
    rateLimits: [{ max: 60, timeWindow: '1 minute' }],
    errors: { 401: 'InvalidRefreshToken' },
    handler: ({ db, body }) => refresh(db, tokens, body.refreshToken),
  })

  defineRoute(app, {
    summary: 'Store the language (1 English, 2 Arabic) and answer tokens in it',
    description: SESSION_RULE,
    method: 'GET',
    url: changeLanguagePath,
    access: 'session',
    query: v.object({ Lang: QueryLang }),
    response: SessionResponseSchema,
    handler: ({ db, principal, query }) => changeLanguage(db, tokens, principal, query.Lang),
  })

  defineRoute(app, {
    summary: 'Sign out: the refresh token’s session ends, its access tokens included',
    description: 'Works with an expired access token too; an unknown refresh token is answered the same.',
    method: 'POST',
    url: logoutPath,
    access: 'public',
    idempotent: false,
    body: LogoutBodySchema,
    response: LogoutResponseSchema,
    handler: async ({ body }) => {
      await tokens.revoke(body.refreshToken)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'The signed-in diver’s profile',
    method: 'GET',
    url: getProfileDataPath,
    access: 'user',
    response: ProfileResponseSchema,
    handler: async ({ db, principal, lang }) => ({ data: await profile(db, principal.userId, lang) }),
  })
}
