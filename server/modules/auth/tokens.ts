import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_DAYS = 30
/** A rotated refresh token presented again this soon is a second tab racing the first, not a thief. */
export const REUSE_GRACE_SECONDS = 30

const ISSUER = 'reefline'
const AUDIENCE = 'reefline-website'
const ALGORITHM = 'HS256'
const TOKEN_TYPE = 'at+jwt'

export type Principal =
  | { kind: 'user'; userId: number; role: 'diver'; lang: Lang }
  | { kind: 'guest'; guestId: string; role: 'guest'; lang: Lang }

export type Owner = { userId: number } | { guestId: string }

export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number }

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

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
    return new SignJWT({ role: principal.role, lang: principal.lang })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.#key)
  }

  /** Verifies signature, algorithm, type, issuer, audience and expiry; 401 on any failure. */
  async verifyAccess(token: string): Promise<Principal> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      const lang: Lang = payload.lang === 'ar' ? 'ar' : 'en'
      const [kind, id] = (payload.sub ?? '').split(':')
      if (kind === 'user' && payload.role === 'diver' && /^\d+$/.test(id ?? '')) {
        return { kind: 'user', userId: Number(id), role: 'diver', lang }
      }
      if (kind === 'guest' && payload.role === 'guest' && id) return { kind: 'guest', guestId: id, role: 'guest', lang }
      throw new HttpError(401, 'Unauthorized')
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, 'TokenExpired')
      throw new HttpError(401, 'Unauthorized')
    }
  }

  async #insertRefresh(db: Db, owner: Owner, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(token),
        family_id: familyId,
        user_id: 'userId' in owner ? owner.userId : null,
        guest_id: 'guestId' in owner ? owner.guestId : null,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      })
      .execute()
    return token
  }

  /** A new session: a new refresh-token family. */
  async issue(principal: Principal, db: Db = this.#db): Promise<IssuedTokens> {
    const owner: Owner = principal.kind === 'user' ? { userId: principal.userId } : { guestId: principal.guestId }
    const refreshToken = await this.#insertRefresh(db, owner, randomUUID())
    return { accessToken: await this.signAccess(principal), refreshToken, expiresIn: ACCESS_TOKEN_SECONDS }
  }

  /**
   * Exchanges a refresh token for a new pair in the same family. A token already exchanged
   * more than REUSE_GRACE_SECONDS ago means it leaked: the whole family is revoked.
   */
  async rotate(refreshToken: string): Promise<{ owner: Owner; refreshToken: string }> {
    const outcome = await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', hashToken(refreshToken))
        .forUpdate()
        .executeTakeFirst()
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' as const }
      const owner: Owner = row.user_id !== null ? { userId: row.user_id } : { guestId: row.guest_id! }
      if (row.rotated_at && Date.now() - row.rotated_at.getTime() > REUSE_GRACE_SECONDS * 1000) {
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: new Date() })
          .where('family_id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute()
        return { kind: 'reused' as const }
      }
      if (!row.rotated_at) {
        await trx.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('id', '=', row.id).execute()
      }
      return { kind: 'ok' as const, owner, refreshToken: await this.#insertRefresh(trx, owner, row.family_id) }
    })
    // The revocation above is committed before this 401 is thrown.
    if (outcome.kind !== 'ok') throw new HttpError(401, 'InvalidRefreshToken')
    return outcome
  }

  /** Logout: the token's whole family stops working. */
  async revoke(refreshToken: string): Promise<void> {
    const row = await this.#db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst()
    if (!row) return
    await this.#db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('family_id', '=', row.family_id)
      .where('revoked_at', 'is', null)
      .execute()
  }
}

/** JWT_SECRET from the environment; otherwise one generated once and kept in the database, so every process agrees. */
export async function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters')
    return fromEnv
  }
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow()
  return row.value
}
