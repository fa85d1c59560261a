import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'kysely'
import type { Db } from './schema.ts'

type Result = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Result) => void

/**
 * Rate-limit counters in the database (docs/decisions/004): every API process behind
 * the load balancer counts against the same window. One upsert per limited request. Keys come
 * whole from the limits' key generators (route, kind of limit, address, e-mail), so the store
 * adds nothing to them.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const now = new Date()
      const expired = new Date(now.getTime() - timeWindow)
      db.insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<Date>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow()
        .then((row) => {
          callback(null, { current: row.count, ttl: Math.max(0, timeWindow - (now.getTime() - row.window_start.getTime())) })
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }
  return DatabaseStore
}

/** Windows last minutes (the longest, 15); one that began a day ago counts nothing. */
const WINDOW_KEPT_MS = 86_400_000

/** One batch of the background clean-up (server/lib/housekeeping.ts): counters of windows long over. */
export async function sweepRateLimitWindows(db: Db, limit: number): Promise<number> {
  const before = new Date(Date.now() - WINDOW_KEPT_MS)
  const result = await db
    .deleteFrom('rate_limits')
    .where('key', 'in', (eb) => eb.selectFrom('rate_limits').select('key').where('window_start', '<', before).limit(limit))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
