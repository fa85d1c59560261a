import { randomUUID } from 'node:crypto'
import type { Lang } from '../../../contract/common.ts'
import { langFromCode } from '../../../contract/common.ts'
import type { Profile, SessionResponse } from '../../../contract/users.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { admitSignIn, type SignInClient, signInSucceeded } from '../auth/sign-in-throttle.ts'
import type { NewPrincipal, Principal } from '../../lib/principal.ts'
import { ACCESS_TOKEN_SECONDS, type IssuedTokens, type TokenService } from '../auth/tokens.ts'
import { toProfile, toSessionResponse } from './users.mapper.ts'
import { findCredentials, findOwnerLanguage, findProfileRow, findSessionUser, insertGuest, setGuestLanguage, setUserLanguage } from './users.repository.ts'

/** The session answer for a principal and the tokens just issued to it. */
export async function sessionFor(db: Db, principal: Principal, tokens: IssuedTokens): Promise<SessionResponse> {
  const user = principal.kind === 'user' ? await findSessionUser(db, principal.userId) : undefined
  if (principal.kind === 'user' && !user) throw new HttpError(401, 'SessionEnded')
  return toSessionResponse(principal, tokens, user)
}

/** A new session for someone who just proved who they are. */
export async function startSession(db: Db, tokens: TokenService, who: NewPrincipal): Promise<SessionResponse> {
  const issued = await tokens.issue(who, db)
  return sessionFor(db, issued.principal, issued)
}

/**
 * Signs in after the per-account throttle admits the attempt (429 TooManySignIns when it does not,
 * the same for an e-mail no account has); a wrong password stays counted against it.
 */
export async function login(db: Db, tokens: TokenService, email: string, password: string, client: SignInClient): Promise<SessionResponse> {
  const attempt = await admitSignIn(db, tokens, email, client)
  const account = await findCredentials(db, email)
  // An unknown e-mail costs the same time as a wrong password (verifyPassword hashes a decoy).
  const valid = await verifyPassword(account?.password_hash ?? null, password)
  if (!account || !valid) throw new HttpError(401, 'InvalidCredentials')
  await signInSucceeded(db, attempt)
  return startSession(db, tokens, { kind: 'user', userId: account.id, role: 'diver', lang: langFromCode(account.language) })
}

export async function loginAsGuest(db: Db, tokens: TokenService, deviceToken: string, lang: Lang): Promise<SessionResponse> {
  const guestId = randomUUID()
  await insertGuest(db, guestId, deviceToken, lang)
  return startSession(db, tokens, { kind: 'guest', guestId, role: 'guest', lang })
}

export async function refresh(db: Db, tokens: TokenService, refreshToken: string): Promise<SessionResponse> {
  const { owner, sessionId, refreshToken: next } = await tokens.rotate(refreshToken)
  const lang = await findOwnerLanguage(db, owner)
  if (!lang) throw new HttpError(401, 'InvalidRefreshToken')
  const principal: Principal =
    'userId' in owner
      ? { kind: 'user', userId: owner.userId, role: 'diver', lang, sessionId }
      : { kind: 'guest', guestId: owner.guestId, role: 'guest', lang, sessionId }
  return sessionFor(db, principal, { accessToken: await tokens.signAccess(principal), refreshToken: next, expiresIn: ACCESS_TOKEN_SECONDS })
}

/** Stores the language on the account (or guest) and answers tokens that carry it, in the same session. */
export async function changeLanguage(db: Db, tokens: TokenService, principal: Principal, lang: Lang): Promise<SessionResponse> {
  if (principal.kind === 'user') await setUserLanguage(db, principal.userId, lang)
  else await setGuestLanguage(db, principal.guestId, lang)
  const next: Principal = { ...principal, lang }
  return sessionFor(db, next, await tokens.reissue(next, db))
}

export async function profile(db: Db, userId: number, lang: Lang): Promise<Profile> {
  const row = await findProfileRow(db, userId)
  if (!row) throw new HttpError(401, 'SessionEnded')
  return toProfile(row, lang)
}
