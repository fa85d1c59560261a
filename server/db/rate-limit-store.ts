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
          // Old windows are cleared now and then, by whichever process happens to be counting.
          if (Math.random() < 0.005) void db.deleteFrom('rate_limits').where('window_start', '<', new Date(now.getTime() - 86_400_000)).execute().catch(() => undefined)
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }
  return DatabaseStore
}
