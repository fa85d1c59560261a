import type { FastifyBaseLogger } from 'fastify'
import { withAdvisoryLock } from '../db/advisory-lock.ts'
import type { Db } from '../db/schema.ts'

/** Every process sweeps this often, at a moment of its own; the lock lets one at a time do it. */
const EVERY_MS = 5 * 60_000
/** The advisory lock all processes on the database take for a sweep ('reef'). */
export const HOUSEKEEPING_LOCK_KEY = 0x72656566
/** Rows deleted per statement: short statements never hold a request's row for long. */
const BATCH = 1_000
/** At most this many batches per table per sweep; what is left waits for the next one. */
const MAX_BATCHES = 100

/** Deletes one batch of what its owner no longer needs, and answers how many rows went. */
export type Sweep = (db: Db, limit: number) => Promise<number>

/** Rows each sweep deleted in one run, by the sweep's name. */
export type Swept = Record<string, number>

/**
 * Old rows are deleted in the background, every few minutes in every process, never inside a
 * request (a request that happened to draw the clean-up waited for it). Several processes may run
 * it at once: an advisory lock in the database lets one sweep while the others skip their turn.
 * Each module that keeps rows with an end hands in its sweep (workers/index.ts): this room knows none of them.
 */
export class Housekeeping {
  readonly #db: Db
  readonly #sweeps: Record<string, Sweep>
  readonly #log: FastifyBaseLogger | undefined
  #timer: ReturnType<typeof setInterval> | undefined
  #running: Promise<Swept | null> | undefined

  constructor(db: Db, sweeps: Record<string, Sweep>, log?: FastifyBaseLogger) {
    this.#db = db
    this.#sweeps = sweeps
    this.#log = log
  }

  start(): void {
    this.#timer ??= setInterval(
      () => void this.run().catch((error: unknown) => this.#log?.warn({ err: error }, 'housekeeping failed; the next sweep tries again')),
      EVERY_MS + Math.floor(Math.random() * 30_000),
    )
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.#running?.catch(() => undefined)
  }

  /** One sweep of every table: how many rows each lost, or null when another process is sweeping. */
  run(): Promise<Swept | null> {
    const run = withAdvisoryLock(this.#db, HOUSEKEEPING_LOCK_KEY, async (connection) => {
      const swept: Swept = {}
      for (const [name, sweep] of Object.entries(this.#sweeps)) {
        let deletedAll = 0
        for (let batch = 0; batch < MAX_BATCHES; batch++) {
          const deleted = await sweep(connection, BATCH)
          deletedAll += deleted
          if (deleted < BATCH) break
        }
        swept[name] = deletedAll
      }
      if (Object.values(swept).some((n) => n > 0)) this.#log?.info({ swept }, 'housekeeping')
      return swept
    })
    this.#running = run
    return run
  }
}
