import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/schema.ts'
import { claimDueJob, countPendingJobs, deletePendingJobs, insertJob, type JobOptions, markJobDone, markJobFailed } from './outbox.repository.ts'

export type JobHandler = (payload: unknown) => Promise<void>

/** A job runs again after a failure: 10 s, 20 s, 40 s … capped at an hour. */
const backoffMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1))
/** A job whose worker died is taken again after this. */
const LEASE_MS = 5 * 60_000
const POLL_MS = 1_000

/**
 * Work that must follow a committed write — an e-mail above all — is written to the outbox in the
 * write's own transaction (`enqueue(trx, …)`) and carried out here, at least once, retried with
 * backoff until it succeeds. A failing mail server therefore never undoes or hides a saved
 * account or message. Every process runs a worker; a job is leased to one at a time.
 */
export class Outbox {
  readonly #db: Db
  readonly #handlers = new Map<string, JobHandler>()
  readonly #log: FastifyBaseLogger | undefined
  #timer: ReturnType<typeof setInterval> | undefined
  #draining: Promise<void> | undefined
  /** a job was enqueued since the last drain began */
  #dirty = false

  constructor(db: Db, log?: FastifyBaseLogger) {
    this.#db = db
    this.#log = log
  }

  handle(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler)
  }

  /**
   * Call with the transaction of the write the job belongs to. With a `key` the job is queued once
   * (false: it already was); with `dueAt` it waits until then — a reminder days ahead is a row,
   * so a restart or a second process neither loses nor doubles it; with a `chain` it is carried out
   * after the jobs of that chain queued before it (a booking's cancellation after its confirmation).
   */
  async enqueue(db: Db, kind: string, payload: unknown, options: JobOptions = {}): Promise<boolean> {
    if (!this.#handlers.has(kind)) throw new Error(`no outbox handler for "${kind}"`)
    const queued = await insertJob(db, kind, payload, options)
    if (queued && (options.dueAt === undefined || options.dueAt.getTime() <= Date.now())) this.#dirty = true
    return queued
  }

  /** Withdraws the jobs with these keys that have not been carried out yet (in the caller's transaction). */
  withdraw(db: Db, keys: string[]): Promise<number> {
    return deletePendingJobs(db, keys)
  }

  /** After a response (its transaction committed): carry out what it enqueued without waiting for the poll. */
  settle(): void {
    if (this.#dirty) void this.drain()
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.drain(), POLL_MS)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.#draining
  }

  /** Runs every job that is due now; one drain at a time per process, going round again for late arrivals. */
  drain(): Promise<void> {
    this.#draining ??= this.#drainAll().finally(() => {
      this.#draining = undefined
    })
    return this.#draining
  }

  pending(): Promise<number> {
    return countPendingJobs(this.#db)
  }

  async #drainAll(): Promise<void> {
    for (;;) {
      this.#dirty = false
      let job
      try {
        job = await claimDueJob(this.#db, LEASE_MS)
      } catch (error) {
        this.#log?.warn({ err: error }, 'outbox: could not claim a job')
        return
      }
      if (!job) {
        if (this.#dirty) continue
        return
      }
      try {
        const handler = this.#handlers.get(job.kind)
        if (!handler) throw new Error(`no outbox handler for "${job.kind}"`)
        await handler(job.payload)
        await markJobDone(this.#db, job.id)
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error)
        this.#log?.warn({ job: job.id, kind: job.kind, attempts: job.attempts, error: text }, 'outbox: job failed, will retry')
        await markJobFailed(this.#db, job.id, text, new Date(Date.now() + backoffMs(job.attempts))).catch(() => undefined)
      }
    }
  }
}
