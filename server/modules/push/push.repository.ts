import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

export type PushDevice = { id: number; user_id: number; endpoint: string; p256dh: string; auth: string; language: number }

/**
 * A key pair made once for every process on this database: `make` runs in each process that finds
 * none, but only the first insert stays, and everyone reads that one back.
 */
export async function loadOrCreateKeyPair(
  db: Db,
  name: string,
  make: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(make()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return JSON.parse(row.value) as { publicKey: string; privateKey: string }
}

/**
 * Keeps a device for a diver. The same endpoint again (the app subscribing anew) refreshes its keys
 * and language, and makes it the diver's most recent; an endpoint another diver holds changes hands
 * only when the keys match too — the same browser, signed in as someone else now — never on the
 * endpoint alone.
 */
export async function upsertDevice(db: Db, device: Omit<PushDevice, 'id'>): Promise<PushDevice | undefined> {
  return db
    .insertInto('push_subscriptions')
    .values(device)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          language: eb.ref('excluded.language'),
          subscribed_at: sql<Date>`now()`,
        }))
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', eb.ref('excluded.user_id')),
            eb.and([eb('push_subscriptions.p256dh', '=', eb.ref('excluded.p256dh')), eb('push_subscriptions.auth', '=', eb.ref('excluded.auth'))]),
          ]),
        ),
    )
    .returning(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'language'])
    .executeTakeFirst()
}

/** Any number, the same in every process: the first half of the transaction lock on one diver's devices. */
const DEVICES_LOCK = 0x70757368

/**
 * Until the transaction ends, no other transaction changes this diver's devices through `lockDevicesOf`:
 * simultaneous subscriptions each count what the others added (a row inserted by a transaction
 * not yet committed is invisible to the rest), so ten at once still leave at most ten.
 */
export async function lockDevicesOf(trx: Db, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DEVICES_LOCK}::int, ${userId}::int)`.execute(trx)
}

/** Keeps the diver's `max` most recently subscribed devices and removes the rest: the ones subscribed longest ago go. */
export async function keepNewestDevices(db: Db, userId: number, max: number): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('subscribed_at', 'desc').orderBy('id', 'desc').limit(max),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Removes a diver's own device; another diver's endpoint is not found (false). */
export async function deleteOwnDevice(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The push service said the subscription is gone (404/410): it will never deliver again. */
export async function deleteDevice(db: Db, id: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('endpoint', '=', endpoint).execute()
}

export function findDevices(db: Db, userId: number): Promise<PushDevice[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'language'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export function findDevice(db: Db, id: number): Promise<PushDevice | undefined> {
  return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'language']).where('id', '=', id).executeTakeFirst()
}
