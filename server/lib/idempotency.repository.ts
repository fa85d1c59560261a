import type { Db } from '../db/schema.ts'

export type NewClaim = { owner: string; key: string; method: string; path: string; requestHash: string }

/** Claims the key: true when this request is the first with it. */
export async function insertClaim(db: Db, claim: NewClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ owner: claim.owner, key: claim.key, method: claim.method, path: claim.path, request_hash: claim.requestHash })
    .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

export function findClaim(db: Db, owner: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('owner', '=', owner).where('key', '=', key).executeTakeFirstOrThrow()
}

/** A crashed process's claim, taken over: its clock starts again. */
export async function renewClaim(db: Db, owner: string, key: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ created_at: new Date() }).where('owner', '=', owner).where('key', '=', key).execute()
}

export async function storeAnswer(db: Db, owner: string, key: string, statusCode: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, content_type: 'application/json', response: JSON.stringify(body) })
    .where('owner', '=', owner)
    .where('key', '=', key)
    .execute()
}

export async function deleteClaim(db: Db, owner: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('owner', '=', owner).where('key', '=', key).execute()
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
