import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { langFromCode, QueryLang } from '../../../contract/common.ts'
import {
  changeLanguagePath,
  getProfileDataPath,
  LoginAsGuestBodySchema,
  loginAsGuestPath,
  LoginBodySchema,
  loginPath,
  LogoutBodySchema,
  logoutPath,
  RefreshTokensBodySchema,
  refreshTokensPath,
} from '../../../contract/users.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute, type RateLimit } from '../../lib/route.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { ACCESS_TOKEN_SECONDS, type Principal, type TokenService } from '../auth/tokens.ts'
import { findCredentials, findOwnerLanguage, findProfile, setGuestLanguage, setUserLanguage } from './users.repository.ts'
import { sessionResponse } from './session.ts'

const loginLimit: RateLimit = { max: 10, timeWindow: '1 minute' }

export function usersRoutes(app: FastifyInstance, db: Db, tokens: TokenService): void {
  defineRoute(app, {
    method: 'POST',
    url: loginPath,
    access: 'public',
    idempotent: false,
    body: LoginBodySchema,
    rateLimit: loginLimit,
    handler: async ({ body }) => {
      const account = await findCredentials(db, body.email)
      const valid = await verifyPassword(account?.password_hash ?? null, body.password)
      if (!account || !valid) throw new HttpError(401, 'InvalidCredentials')
      const principal: Principal = { kind: 'user', userId: account.id, role: 'diver', lang: langFromCode(account.language) }
      return sessionResponse(db, principal, await tokens.issue(principal))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: loginAsGuestPath,
    access: 'public',
    idempotent: false,
    body: LoginAsGuestBodySchema,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ body, lang }) => {
      const guestId = randomUUID()
      await db.insertInto('guests').values({ id: guestId, device_token: body.deviceToken, language: lang === 'ar' ? 2 : 1 }).execute()
      const principal: Principal = { kind: 'guest', guestId, role: 'guest', lang }
      return sessionResponse(db, principal, await tokens.issue(principal))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: refreshTokensPath,
    access: 'public',
    idempotent: false,
    body: RefreshTokensBodySchema,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      const { owner, refreshToken } = await tokens.rotate(body.refreshToken)
      const lang = await findOwnerLanguage(db, owner)
      if (!lang) throw new HttpError(401, 'InvalidRefreshToken')
      const principal: Principal =
        'userId' in owner ? { kind: 'user', userId: owner.userId, role: 'diver', lang } : { kind: 'guest', guestId: owner.guestId, role: 'guest', lang }
      const accessToken = await tokens.signAccess(principal)
      return sessionResponse(db, principal, { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS })
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: changeLanguagePath,
    access: 'session',
    query: v.object({ Lang: QueryLang }),
    handler: async ({ principal, query }) => {
      const lang = query.Lang
      if (principal.kind === 'user') await setUserLanguage(db, principal.userId, lang)
      else await setGuestLanguage(db, principal.guestId, lang)
      const next: Principal = { ...principal, lang }
      return sessionResponse(db, next, await tokens.issue(next))
    },
  })

  // Logout revokes the refresh token's whole family; it works with an expired access token too.
  defineRoute(app, {
    method: 'POST',
    url: logoutPath,
    access: 'public',
    idempotent: false,
    body: LogoutBodySchema,
    handler: async ({ body }) => {
      await tokens.revoke(body.refreshToken)
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: getProfileDataPath,
    access: 'user',
    handler: async ({ principal, lang }) => {
      const profile = await findProfile(db, principal.userId, lang)
      if (!profile) throw new HttpError(404, 'NotFound')
      return { data: profile }
    },
  })
}
