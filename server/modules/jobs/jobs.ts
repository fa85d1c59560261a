import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/schema.ts'
import {
  claimDueJob,
  countPendingJobs,
  deletePendingJobs,
  insertJob,
  type JobOptions,
  type KindFilter,
  markJobDone,
  markJobFailed,
  markJobGivenUp,
  type JobRow,
} from './jobs.repository.ts'

export type JobHandler = (payload: unknown) => Promise<void>

/**
 * How a kind of job is carried out: on which lane, and when it is given up. A job that fails is
 * retried with backoff until its `maxAttempts`-th attempt has failed, or until it has been failing for
 * `giveUpAfterMs` since its first attempt; then it is given up (marked, logged as an error, and no
 * longer holding its chain back).
 */
export type KindOptions = { lane?: string; maxAttempts?: number; giveUpAfterMs?: number }

/** The lane every kind is on unless it names another: mail, and any kind a process has no lane for. */
export const DEFAULT_LANE = 'mail'
/**
 * Workers per lane in each process. Mail has four (a slow relay holds one of them); push jobs, which
 * wait on push services anywhere on the internet, have lanes of their own, so mail never waits
 * behind a push.
 */
export const DEFAULT_LANES: Readonly<Record<string, number>> = { [DEFAULT_LANE]: 4, push: 4 }

const HOUR_MS = 3_600_000
/** Unless a kind says otherwise, a job failing for a day is given up (at backoff's hourly pace, some thirty attempts). */
const DEFAULT_LIMITS = { maxAttempts: 50, giveUpAfterMs: 24 * HOUR_MS }

/** A job runs again after a failure: 10 s, 20 s, 40 s … capped at an hour. */
const backoffMs = (attempts: number) => Math.min(HOUR_MS, 10_000 * 2 ** Math.max(0, attempts - 1))
/** A job whose worker died is taken again after this. */
const LEASE_MS = 5 * 60_000
const POLL_MS = 1_000

type Kind = { handler: JobHandler; lane: string; maxAttempts: number; giveUpAfterMs: number }

type Lane = {
  name: string
  size: number
  /** workers looking for or carrying out a job now */
  active: number
  /** counts the jobs queued on this lane that are due at once: a worker that found none looks again if it moved meanwhile */
  wakes: number
  /** a job was queued since the last look (`wake` starts a worker) */
  dirty: boolean
  /** `drain` callers waiting for the lane to have nothing left to do */
  idle: Array<() => void>
}

/**
 * Work that must follow a committed write — an e-mail above all — is written as a job in the
 * write's own transaction (`enqueue(trx, …)`) and carried out here, at least once, retried with
 * backoff until it succeeds or fails for too long. A failing mail server therefore never undoes or
 * hides a saved account or message. Every process runs workers on several lanes; a job is leased to
 * one worker at a time, and a chain's jobs are carried out in the order queued, whichever worker
 * claims them.
 */
export class Jobs {
  readonly #db: Db
  readonly #kinds = new Map<string, Kind>()
  readonly #lanes = new Map<string, Lane>()
  readonly #log: FastifyBaseLogger | undefined
  #timer: ReturnType<typeof setInterval> | undefined
  /** stopping: workers finish the job in hand and take no other */
  #stopped = false

  constructor(db: Db, log?: FastifyBaseLogger, options: { lanes?: Record<string, number> } = {}) {
    this.#db = db
    this.#log = log
    for (const [name, size] of Object.entries(options.lanes ?? DEFAULT_LANES)) {
      if (!Number.isInteger(size) || size < 1) throw new Error(`job lane "${name}" needs at least one worker, got ${size}`)
      this.#lanes.set(name, { name, size, active: 0, wakes: 0, dirty: false, idle: [] })
    }
    if (!this.#lanes.has(DEFAULT_LANE)) throw new Error(`the jobs need their "${DEFAULT_LANE}" lane`)
  }

  handle(kind: string, handler: JobHandler, options: KindOptions = {}): void {
    const lane = options.lane ?? DEFAULT_LANE
    if (!this.#lanes.has(lane)) throw new Error(`no job lane "${lane}" for "${kind}"`)
    this.#kinds.set(kind, {
      handler,
      lane,
      maxAttempts: options.maxAttempts ?? DEFAULT_LIMITS.maxAttempts,
      giveUpAfterMs: options.giveUpAfterMs ?? DEFAULT_LIMITS.giveUpAfterMs,
    })
  }

  /**
   * Call with the transaction of the write the job belongs to. With a `key` the job is queued once
   * (false: it already was); with `dueAt` it waits until then — a reminder days ahead is a row,
   * so a restart or a second process neither loses nor doubles it; with a `chain` it is carried out
   * after the jobs of that chain queued before it (a booking's cancellation after its confirmation).
   */
  async enqueue(db: Db, kind: string, payload: unknown, options: JobOptions = {}): Promise<boolean> {
    const known = this.#kinds.get(kind)
    if (!known) throw new Error(`no job handler for "${kind}"`)
    const queued = await insertJob(db, kind, payload, options)
    if (queued && (options.dueAt === undefined || options.dueAt.getTime() <= Date.now())) {
      const lane = this.#lanes.get(known.lane)!
      lane.wakes++
      lane.dirty = true
    }
    return queued
  }

  /** Withdraws the jobs with these keys that have not been carried out yet (in the caller's transaction). */
  withdraw(db: Db, keys: string[]): Promise<number> {
    return deletePendingJobs(db, keys)
  }

  /** After a response (its transaction committed): carry out what it enqueued without waiting for the poll. */
  wake(): void {
    for (const lane of this.#lanes.values()) {
      if (!lane.dirty) continue
      lane.dirty = false
      this.#kick(lane)
    }
  }

  start(): void {
    this.#stopped = false
    this.#timer ??= setInterval(() => {
      for (const lane of this.#lanes.values()) this.#kick(lane)
    }, POLL_MS)
    this.#timer.unref()
  }

  /** Takes no new job; resolves when the jobs in hand are finished. */
  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    this.#stopped = true
    await Promise.all([...this.#lanes.values()].map((lane) => this.#untilIdle(lane)))
  }

  /** Runs every job that is due now, on every lane, and resolves when none is left (late arrivals included). */
  async drain(): Promise<void> {
    const lanes = [...this.#lanes.values()]
    const queued = () => lanes.reduce((sum, lane) => sum + lane.wakes, 0)
    for (;;) {
      const before = queued()
      await Promise.all(
        lanes.map((lane) => {
          this.#kick(lane)
          return this.#untilIdle(lane)
        }),
      )
      // A job of one lane may have queued another lane's after that lane was done: once more.
      if (this.#stopped || queued() === before) return
    }
  }

  pending(): Promise<number> {
    return countPendingJobs(this.#db)
  }

  #untilIdle(lane: Lane): Promise<void> {
    return lane.active === 0 ? Promise.resolve() : new Promise((resolve) => lane.idle.push(resolve))
  }

  /** One more worker on the lane if it has room: it takes due jobs until it finds none. */
  #kick(lane: Lane): void {
    if (this.#stopped || lane.active >= lane.size) return
    lane.active++
    void this.#work(lane).finally(() => {
      lane.active--
      if (lane.active === 0) for (const resolve of lane.idle.splice(0)) resolve()
    })
  }

  #filter(lane: Lane): KindFilter {
    const kinds = [...this.#kinds].filter(([, kind]) => kind.lane === lane.name).map(([name]) => name)
    if (lane.name !== DEFAULT_LANE) return { only: kinds }
    // The default lane also takes kinds this process has no handler for: they fail, and are given up in time, as before.
    return { except: [...this.#kinds].filter(([, kind]) => kind.lane !== DEFAULT_LANE).map(([name]) => name) }
  }

  async #work(lane: Lane): Promise<void> {
    while (!this.#stopped) {
      const seen = lane.wakes
      let job: JobRow | undefined
      try {
        job = await claimDueJob(this.#db, LEASE_MS, this.#filter(lane))
      } catch (error) {
        this.#log?.warn({ err: error, lane: lane.name }, 'jobs: could not claim a job')
        return
      }
      if (!job) {
        // A job queued while this worker looked may not have been visible to it yet.
        if (lane.wakes !== seen) continue
        return
      }
      // There may be more: another worker looks while this one carries the job out.
      this.#kick(lane)
      await this.#run(job)
    }
  }

  async #run(job: JobRow): Promise<void> {
    const kind = this.#kinds.get(job.kind)
    try {
      if (!kind) throw new Error(`no job handler for "${job.kind}"`)
      await kind.handler(job.payload)
      await markJobDone(this.#db, job.id)
      // What the job queued has committed: another lane's jobs (a fan-out's pushes) go now, not at the next poll.
      this.wake()
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      const limits = kind ?? DEFAULT_LIMITS
      const failingMs = Date.now() - (job.first_attempt_at?.getTime() ?? Date.now())
      const context = { job: job.id, kind: job.kind, attempts: job.attempts, failingMinutes: Math.round(failingMs / 60_000), error: text }
      if (job.attempts >= limits.maxAttempts || failingMs >= limits.giveUpAfterMs) {
        // Retrying for ever would hide it: it is marked, no longer holds its chain back, and someone must look.
        this.#log?.error(context, 'jobs: job given up')
        await markJobGivenUp(this.#db, job.id, text).catch(() => undefined)
        return
      }
      this.#log?.warn(context, 'jobs: job failed, will retry')
      await markJobFailed(this.#db, job.id, text, new Date(Date.now() + backoffMs(job.attempts))).catch(() => undefined)
    }
  }
}
