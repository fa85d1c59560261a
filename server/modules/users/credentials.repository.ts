import type { Db } from '../../db/schema.ts'

/** A fresh code replaces every unused earlier one. */
export async function replaceEmailCode(db: Db, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.updateTable('email_codes').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
  await db.insertInto('email_codes').values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt }).execute()
}

export function findLatestEmailCodeForUpdate(db: Db, userId: number) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst()
}

export async function countCodeAttempt(db: Db, codeId: number, attempts: number): Promise<void> {
  await db.updateTable('email_codes').set({ attempts }).where('id', '=', codeId).execute()
}

export async function spendEmailCode(db: Db, codeId: number): Promise<void> {
  await db.updateTable('email_codes').set({ used_at: new Date() }).where('id', '=', codeId).execute()
}

export async function insertPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute()
}

/**
 * Takes the account's row until the caller's transaction ends: reset requests of one diver are
 * counted and written one after another, whichever job worker carries them (several run at once).
 */
export async function lockAccountForResets(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst()
}

export async function countRecentResets(db: Db, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findResetForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets as pr')
    .innerJoin('users as u', 'u.id', 'pr.user_id')
    .select(['pr.id', 'pr.user_id', 'pr.expires_at', 'pr.used_at', 'u.email'])
    .where('pr.token_hash', '=', tokenHash)
    .forUpdate('pr')
    .executeTakeFirst()
}

/** Every open reset link of the diver is spent with the one used. */
export async function spendResets(db: Db, userId: number): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
}
