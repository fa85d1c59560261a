import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/schema.ts'

export type RefreshOwner = { userId: number } | { guestId: string }

export async function insertRefreshToken(db: Db, tokenHash: string, familyId: string, owner: RefreshOwner, expiresAt: Date): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: tokenHash,
      family_id: familyId,
      user_id: 'userId' in owner ? owner.userId : null,
      guest_id: 'guestId' in owner ? owner.guestId : null,
      expires_at: expiresAt,
    })
    .execute()
}

/** The token row, locked for the rest of the transaction (two tabs refreshing at once take turns). */
export function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst()
}

/** The token row as committed, unlocked. */
export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select(['rotated_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst()
}

export async function markRotated(db: Db, id: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('id', '=', id).execute()
}

/**
 * Retires every live token of a family but `keepHash`, as a rotation retires the token it replaces:
 * each counts as rotated now, so it is refused from here on, and presented after the grace window
 * it is a stolen one (the family is revoked).
 */
export async function retireFamilyTokens(db: Db, familyId: string, keepHash: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date() })
    .where('family_id', '=', familyId)
    .where('token_hash', '!=', keepHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function findFamilyOf(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst()
  return row?.family_id
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute()
}

/** Revokes every session of a diver but `keepFamilyId`; answers how many sessions ended. */
export async function revokeUserSessions(db: Db, userId: number, keepFamilyId?: string): Promise<number> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId)
  const rows = await query.returning('family_id').execute()
  return new Set(rows.map((row) => row.family_id)).size
}

/**
 * Deletes up to `limit` refresh tokens nothing can use or needs any more, and answers how many:
 * an expired token never exchanged (a newer one was handed out beside it, or the session was
 * left), and every token of a session whose last token has expired. A rotated or revoked token
 * stays while its session lives, even past its own expiry: it is the record that a replay of it
 * is a stolen token.
 */
export async function deleteSpentRefreshTokens(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('refresh_tokens as r')
        .select('r.id')
        .where('r.expires_at', '<', now)
        .where((w) =>
          w.or([
            w.and([w('r.rotated_at', 'is', null), w('r.revoked_at', 'is', null)]),
            w.not(w.exists(w.selectFrom('refresh_tokens as f').select('f.id').whereRef('f.family_id', '=', 'r.family_id').where('f.expires_at', '>=', now))),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The account (or guest) still exists and the session (token family) was not ended. */
export async function isLiveSession(db: Db, owner: RefreshOwner, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('userId' in owner ? 'user_id' : 'guest_id', '=', 'userId' in owner ? owner.userId : owner.guestId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** One signing key for every process on this database, made the first time it is needed. */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
