import { sql } from 'kysely'
import type { Db } from '../../db/schema.ts'

export type JobRow = { id: number; kind: string; payload: unknown; attempts: number; first_attempt_at: Date | null }

/** Which kinds a worker takes: those of its lane (`only`), or every kind but the other lanes' (`except`: the default lane). */
export type KindFilter = { only: readonly string[] } | { except: readonly string[] }

export type JobOptions = { key?: string; chain?: string; dueAt?: Date }

/** A job with a `key` is queued once: a second insert with the same key is ignored. */
export async function insertJob(db: Db, kind: string, payload: unknown, options: JobOptions = {}): Promise<boolean> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      key: options.key ?? null,
      chain: options.chain ?? null,
      ...(options.dueAt ? { next_attempt_at: options.dueAt } : {}),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Takes back jobs not yet carried out (a cancelled booking's reminder); one already sent stays as it is. */
export async function deletePendingJobs(db: Db, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0
  const result = await db.deleteFrom('jobs').where('key', 'in', keys).where('done_at', 'is', null).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Takes the oldest due job (of the kinds `kinds` lets through: a lane's) and leases it for `leaseMs`:
 * other workers (lanes, processes) skip it, and if this one dies the lease runs out and the job is
 * taken again. A job waits while an earlier job of its chain is not done and has started (leased, or
 * failed and waiting for its retry) or is due: whoever claims, a chain's jobs are carried out one
 * after another, in the order they were queued. One not yet attempted and due later (a reminder)
 * holds nothing back; one given up is done, and holds nothing back either.
 */
export async function claimDueJob(db: Db, leaseMs: number, kinds?: KindFilter): Promise<JobRow | undefined> {
  if (kinds && 'only' in kinds && kinds.only.length === 0) return undefined
  return db
    .updateTable('jobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(Date.now() + leaseMs),
      first_attempt_at: eb.fn.coalesce('first_attempt_at', sql<Date>`now()`),
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('done_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .$if(kinds !== undefined && 'only' in kinds, (qb) => qb.where('kind', 'in', (kinds as { only: string[] }).only))
        .$if(kinds !== undefined && 'except' in kinds && kinds.except.length > 0, (qb) => qb.where('kind', 'not in', (kinds as { except: string[] }).except))
        .where((eb) =>
          eb.or([
            eb('chain', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('jobs as earlier')
                  .select('earlier.id')
                  .whereRef('earlier.chain', '=', 'jobs.chain')
                  .whereRef('earlier.id', '<', 'jobs.id')
                  .where('earlier.done_at', 'is', null)
                  .where((inner) => inner.or([inner('earlier.attempts', '>', 0), inner('earlier.next_attempt_at', '<=', sql<Date>`now()`)])),
              ),
            ),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'payload', 'attempts', 'first_attempt_at'])
    .executeTakeFirst()
}

/** Done: what it carried (a code, a reset link) is not kept once it has been sent. */
export async function markJobDone(db: Db, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done_at: new Date(), payload: JSON.stringify({ sent: true }), last_error: null })
    .where('id', '=', id)
    .execute()
}

export async function markJobFailed(db: Db, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ last_error: error.slice(0, 500), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute()
}

/**
 * Given up: done, so no worker claims it again and the later jobs of its chain go on, and marked so,
 * with the last error and the payload kept for whoever looks into it.
 */
export async function markJobGivenUp(db: Db, id: number, error: string): Promise<void> {
  const now = new Date()
  await db
    .updateTable('jobs')
    .set({ done_at: now, given_up_at: now, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute()
}

export async function countPendingJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('done_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
