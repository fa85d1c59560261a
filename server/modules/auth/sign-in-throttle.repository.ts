import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

/**
 * Counts one attempt on `key` if its window has room, atomically: a window over `windowMs` old
 * starts again at one. Answers false, counting nothing, when the window already holds `max`. One
 * statement, so attempts arriving together (from any process) take turns on the row and never
 * count past `max` between them.
 */
export async function reserveAttempt(db: Db, key: string, now: Date, windowMs: number, max: number): Promise<boolean> {
  const over = new Date(now.getTime() - windowMs)
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ key, window_start: now, attempts: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          attempts: sql<number>`case when sign_in_attempts.window_start <= ${over} then 1 else sign_in_attempts.attempts + 1 end`,
          window_start: sql<Date>`case when sign_in_attempts.window_start <= ${over} then ${now} else sign_in_attempts.window_start end`,
        })
        .where(sql<boolean>`sign_in_attempts.window_start <= ${over} or sign_in_attempts.attempts < ${max}`),
    )
    .returning('attempts')
    .executeTakeFirst()
  return row !== undefined
}

/** An attempt that turned out right stops counting. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('sign_in_attempts')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute()
}

/** When each of these keys' windows began (keys without one are left out). */
export async function windowStarts(db: Db, keys: string[]): Promise<Date[]> {
  const rows = await db.selectFrom('sign_in_attempts').select('window_start').where('key', 'in', keys).execute()
  return rows.map((row) => row.window_start)
}

/** The e-mail signed in from this address (its key) since `since`. */
export async function isKnownAddress(db: Db, key: string, since: Date): Promise<boolean> {
  const row = await db.selectFrom('sign_in_addresses').select('key').where('key', '=', key).where('signed_in_at', '>', since).executeTakeFirst()
  return row !== undefined
}

export async function rememberAddress(db: Db, key: string, now: Date): Promise<void> {
  await db
    .insertInto('sign_in_addresses')
    .values({ key, signed_in_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ signed_in_at: now }))
    .execute()
}

/** Up to `limit` windows over before `windowsBefore` and addresses not signed in from since `addressesBefore`; how many went. */
export async function deleteOldSignInRecords(db: Db, windowsBefore: Date, addressesBefore: Date, limit: number): Promise<number> {
  const windows = await db
    .deleteFrom('sign_in_attempts')
    .where('key', 'in', (eb) => eb.selectFrom('sign_in_attempts').select('key').where('window_start', '<', windowsBefore).limit(limit))
    .executeTakeFirst()
  const addresses = await db
    .deleteFrom('sign_in_addresses')
    .where('key', 'in', (eb) => eb.selectFrom('sign_in_addresses').select('key').where('signed_in_at', '<', addressesBefore).limit(limit))
    .executeTakeFirst()
  return Number(windows.numDeletedRows) + Number(addresses.numDeletedRows)
}
