import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { NewPrincipal, Principal } from '../../lib/principal.ts'
import {
  deleteSpentRefreshTokens,
  findFamilyOf,
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  isLiveSession,
  loadOrCreateSecret,
  markRotated,
  type RefreshOwner,
  retireFamilyTokens,
  revokeFamily,
  revokeUserSessions,
} from './tokens.repository.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
/** Verified access tokens remembered per process (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000
/** A rotated refresh token presented again this soon is a second tab racing the first, not a thief. */
export const REUSE_GRACE_SECONDS = 30
/** How far a racing presenter follows its token's chain to the live end (a chain grows by one per refresh). */
const CHAIN_STEPS = 20

const ISSUER = 'reefline'
const AUDIENCE = 'reefline-website'
const ALGORITHM = 'HS256'
const TOKEN_TYPE = 'at+jwt'

export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number }

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const ownerOf = (principal: NewPrincipal): RefreshOwner => (principal.kind === 'user' ? { userId: principal.userId } : { guestId: principal.guestId })

/** Access tokens are short JWTs; refresh tokens are opaque, stored hashed, rotated on every use. */
export class TokenService {
  readonly #key: Uint8Array
  readonly #db: Db

  constructor(db: Db, secret: string) {
    this.#db = db
    this.#key = new TextEncoder().encode(secret)
  }

  async signAccess(principal: Principal): Promise<string> {
    const subject = principal.kind === 'user' ? `user:${principal.userId}` : `guest:${principal.guestId}`
    return new SignJWT({ role: principal.role, lang: principal.lang, sid: principal.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.#key)
  }

  /**
   * Tokens already verified, until they expire: a diver's every request carries the same token for
   * its 15 minutes, and checking its HMAC again costs about as much as answering a cached catalogue
   * read. A token's content cannot change, so remembering the answer is exact; whether its session
   * is still live is asked separately (`isLive`), never remembered here. Bounded: the oldest entry
   * goes first.
   */
  readonly #verified = new Map<string, { principal: Principal; expiresAt: number }>()

  /** Verifies signature, algorithm, type, issuer, audience and expiry; 401 on any failure. */
  async verifyAccess(token: string): Promise<Principal> {
    const known = this.#verified.get(token)
    if (known && known.expiresAt > Date.now()) return known.principal
    if (known) this.#verified.delete(token)
    const { principal, expiresAt } = await this.#verify(token)
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!)
    this.#verified.set(token, { principal, expiresAt })
    return principal
  }

  async #verify(token: string): Promise<{ principal: Principal; expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      })
      const lang: Lang = payload.lang === 'ar' ? 'ar' : 'en'
      const sessionId = typeof payload.sid === 'string' ? payload.sid : ''
      const [kind, id] = (payload.sub ?? '').split(':')
      const expiresAt = (payload.exp ?? 0) * 1000
      if (sessionId && kind === 'user' && payload.role === 'diver' && /^\d{1,10}$/.test(id ?? '')) {
        return { principal: { kind: 'user', userId: Number(id), role: 'diver', lang, sessionId }, expiresAt }
      }
      if (sessionId && kind === 'guest' && payload.role === 'guest' && id)
        return { principal: { kind: 'guest', guestId: id, role: 'guest', lang, sessionId }, expiresAt }
      throw new HttpError(401, 'Unauthorized')
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, 'TokenExpired')
      throw new HttpError(401, 'Unauthorized')
    }
  }

  /** The account or guest still exists and this session was not signed out or revoked. */
  isLive(principal: Principal): Promise<boolean> {
    return isLiveSession(this.#db, ownerOf(principal), principal.sessionId)
  }

  async #newRefresh(db: Db, owner: RefreshOwner, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await insertRefreshToken(db, hashToken(token), familyId, owner, new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000))
    return token
  }

  /**
   * A keyed digest for `purpose` (never the same for two purposes): what must be recomputed later
   * from what a client presents, without storing it in the clear.
   */
  mac(purpose: string, value: string): string {
    return createHmac('sha256', this.#key).update(purpose).update('\0').update(value).digest('base64url')
  }

  /**
   * The one token a refresh token is exchanged for. Derived, not random: whoever presents the same
   * token again is handed the same successor, recomputed from what they present (only its hash is
   * stored), so racing tabs share one token instead of each starting a live branch of the session.
   */
  #successorOf(refreshToken: string): string {
    return this.mac('refresh-successor', refreshToken)
  }

  /** The live end of a rotated token's chain: its successor, or that one's, and so on; none when the chain was cut. */
  async #liveEndOf(db: Db, rotatedToken: string): Promise<string | undefined> {
    let token = rotatedToken
    for (let step = 0; step < CHAIN_STEPS; step++) {
      token = this.#successorOf(token)
      const row = await findRefreshToken(db, hashToken(token))
      if (!row || row.revoked_at) return undefined
      if (!row.rotated_at) return token
    }
    return undefined
  }

  /** A new session (sign-in, sign-up, guest): a new refresh-token family. */
  async issue(principal: NewPrincipal, db: Db = this.#db): Promise<IssuedTokens & { principal: Principal }> {
    const sessionId = randomUUID()
    const refreshToken = await this.#newRefresh(db, ownerOf(principal), sessionId)
    const full = { ...principal, sessionId } as Principal
    return { principal: full, accessToken: await this.signAccess(full), refreshToken, expiresIn: ACCESS_TOKEN_SECONDS }
  }

  /**
   * Fresh tokens within the caller's own session (profile update, e-mail confirmation, language
   * change): signing out or changing the password still ends it as one. The session's earlier
   * refresh token is retired as a rotation retires it: left live, a copy of it stolen before would
   * renew beside the diver's new one unseen, a second branch reuse detection never meets.
   */
  async reissue(principal: Principal, db: Db = this.#db): Promise<IssuedTokens> {
    const refreshToken = await this.#newRefresh(db, ownerOf(principal), principal.sessionId)
    await retireFamilyTokens(db, principal.sessionId, hashToken(refreshToken))
    return { accessToken: await this.signAccess(principal), refreshToken, expiresIn: ACCESS_TOKEN_SECONDS }
  }

  /**
   * Exchanges a refresh token for its successor in the same family. A token already exchanged
   * within REUSE_GRACE_SECONDS (a second tab racing the first) is answered with the live end of its
   * chain, the very token the first tab got: a family never has two live branches, so one stolen
   * token presented many times at once is still one token. Exchanged longer ago, it leaked: the
   * whole family is revoked.
   */
  async rotate(refreshToken: string): Promise<{ owner: RefreshOwner; sessionId: string; refreshToken: string }> {
    const outcome = await inTransaction(this.#db, async (trx) => {
      // Locked: presenters of one token take turns, and each after the first sees it rotated.
      const row = await findRefreshTokenForUpdate(trx, hashToken(refreshToken))
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' as const }
      const owner: RefreshOwner = row.user_id !== null ? { userId: row.user_id } : { guestId: row.guest_id! }
      if (row.rotated_at && Date.now() - row.rotated_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
        await revokeFamily(trx, row.family_id)
        return { kind: 'reused' as const }
      }
      if (row.rotated_at) {
        const liveEnd = await this.#liveEndOf(trx, refreshToken)
        return liveEnd ? { kind: 'ok' as const, owner, sessionId: row.family_id, refreshToken: liveEnd } : { kind: 'invalid' as const }
      }
      await markRotated(trx, row.id)
      const successor = this.#successorOf(refreshToken)
      await insertRefreshToken(trx, hashToken(successor), row.family_id, owner, new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000))
      return { kind: 'ok' as const, owner, sessionId: row.family_id, refreshToken: successor }
    })
    // The revocation above is committed before this 401 is thrown.
    if (outcome.kind !== 'ok') throw new HttpError(401, 'InvalidRefreshToken')
    return outcome
  }

  /** Logout: the token's whole family stops working, access tokens included. */
  async revoke(refreshToken: string): Promise<void> {
    const familyId = await findFamilyOf(this.#db, hashToken(refreshToken))
    if (familyId) await revokeFamily(this.#db, familyId)
  }

  /** Ends every session of a diver except `keep` (the one changing the password); how many ended. */
  revokeSessions(db: Db, userId: number, keep?: string): Promise<number> {
    return revokeUserSessions(db, userId, keep)
  }
}

/** JWT_SECRET from the environment; otherwise one generated once and kept in the database, so every process agrees. */
export async function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters')
    return fromEnv
  }
  return loadOrCreateSecret(db, 'jwt')
}

/** One batch of the background clean-up (server/lib/housekeeping.ts): refresh tokens that are spent. */
export function sweepRefreshTokens(db: Db, limit: number): Promise<number> {
  return deleteSpentRefreshTokens(db, new Date(), limit)
}
