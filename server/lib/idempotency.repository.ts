import { sql } from 'kysely'
import type { Db } from '../db/schema.ts'

export type NewClaim = { owner: string; key: string; method: string; path: string; requestHash: string; holder: string; leaseMs: number }

const leaseEnd = (leaseMs: number) => sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`

/** Claims the key: true when this request is the first with it. */
export async function insertClaim(db: Db, claim: NewClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      owner: claim.owner,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      request_hash: claim.requestHash,
      holder: claim.holder,
      lease_until: leaseEnd(claim.leaseMs),
    })
    .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/** The claim with whether its lease has run out, by the database's clock (every process shares it). */
export function findClaim(db: Db, owner: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'created_at'])
    .select((eb) =>
      eb
        .case()
        .when('lease_until', 'is', null)
        .then(sql<number>`extract(epoch from (created_at + interval '5 minutes' - now()))::float8 * 1000`)
        .else(sql<number>`extract(epoch from (lease_until - now()))::float8 * 1000`)
        .end()
        .as('lease_left_ms'),
    )
    .where('owner', '=', owner)
    .where('key', '=', key)
    .executeTakeFirst()
}

/**
 * Takes over a claim whose holder stopped renewing (its process died): one taker wins, the others
 * see that it is held again.
 */
export async function takeOverClaim(db: Db, owner: string, key: string, holder: string, leaseMs: number): Promise<boolean> {
  const row = await db
    .updateTable('idempotency_keys')
    .set({ holder, lease_until: leaseEnd(leaseMs), created_at: new Date() })
    .where('owner', '=', owner)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .where((eb) =>
      eb.or([
        eb('lease_until', '<', sql<Date>`now()`),
        eb.and([eb('lease_until', 'is', null), eb('created_at', '<', sql<Date>`now() - interval '5 minutes'`)]),
      ]),
    )
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

type HeldChanges = { lease_until: ReturnType<typeof leaseEnd> | null; status_code?: number; content_type?: string; response?: string }

/** Changes an unanswered claim, only for the attempt that holds it: false when it was taken over. */
async function updateHeld(db: Db, claim: { owner: string; key: string; holder: string }, changes: HeldChanges): Promise<boolean> {
  const row = await db
    .updateTable('idempotency_keys')
    .set(changes)
    .where('owner', '=', claim.owner)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .where('status_code', 'is', null)
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/** The holder is still at work: its lease runs on. False when another attempt took the key over. */
export function renewClaim(db: Db, owner: string, key: string, holder: string, leaseMs: number): Promise<boolean> {
  return updateHeld(db, { owner, key, holder }, { lease_until: leaseEnd(leaseMs) })
}

/** Stores the answer, only for the attempt that holds the key: false when it was taken over. */
export function storeAnswer(db: Db, owner: string, key: string, holder: string, statusCode: number, body: unknown): Promise<boolean> {
  return updateHeld(
    db,
    { owner, key, holder },
    { status_code: statusCode, content_type: 'application/json', response: JSON.stringify(body), lease_until: null },
  )
}

/** Releases the claim of a failed attempt (only its own: a taken-over key stays with its new holder). */
export async function deleteClaim(db: Db, owner: string, key: string, holder: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', owner)
    .where('key', '=', key)
    .where('holder', '=', holder)
    .where('status_code', 'is', null)
    .execute()
}

/** Deletes up to `limit` claims made before `before`; answers how many. */
export async function deleteClaimsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb(
        eb.refTuple('owner', 'key'),
        'in',
        eb.selectFrom('idempotency_keys').select(['owner', 'key']).where('created_at', '<', before).limit(limit).$asTuple('owner', 'key'),
      ),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
