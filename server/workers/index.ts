import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sweepRateLimitWindows } from '../db/rate-limit-store.ts'
import { Housekeeping } from '../lib/housekeeping.ts'
import { sweepIdempotencyKeys } from '../lib/idempotency.ts'
import { sweepSignInRecords } from '../modules/auth/sign-in-throttle.ts'
import { sweepRefreshTokens } from '../modules/auth/tokens.ts'
import type { Jobs } from '../modules/jobs/jobs.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** one round of the settling worker: charges and refunds left waiting for the provider (tests call it) */
    settlePayments: () => Promise<number>
    /** the background clean-up of rows nothing needs any more; tests run it */
    housekeeping: Housekeeping
  }
}

type WorkersOptions = {
  jobs: Jobs
  /** one round of the settling worker (charges and refunds the provider left unanswered) */
  settle: () => Promise<number>
  settleIntervalMs: number
}

/**
 * What every process does besides answering requests, in one room: the job workers (mail and
 * push after a commit, and what falls due later), the settling round for payments, and the
 * clean-up of old rows. Each starts when the server is ready and ends, finishing what it holds, when
 * the server closes: register this after whatever it uses is released on close (Fastify runs the
 * last-added close hook first). Requests only wake the job workers early. Wrapped with fastify-plugin:
 * the tests run a round themselves through `app.settlePayments` and `app.housekeeping`.
 */
export const workersPlugin = fp(
  (app: FastifyInstance, { jobs, settle, settleIntervalMs }: WorkersOptions, done: () => void) => {
    // Each module that keeps rows with an end sweeps its own; the clean-up only runs them in turn.
    const housekeeping = new Housekeeping(
      app.db,
      {
        refreshTokens: sweepRefreshTokens,
        idempotencyKeys: sweepIdempotencyKeys,
        rateLimitWindows: sweepRateLimitWindows,
        signInRecords: sweepSignInRecords,
      },
      app.log,
    )
    app.decorate('housekeeping', housekeeping)
    app.decorate('settlePayments', settle)

    // Mail enqueued by a request leaves as soon as its transaction has committed and it is answered.
    app.addHook('onResponse', (_request, _reply, done) => {
      jobs.wake()
      done()
    })
    // Every process settles what the provider left unanswered; a row is leased to one process at a time.
    let settling: Promise<unknown> | undefined
    const settler = setInterval(() => {
      settling ??= settle()
        .catch((error: unknown) => app.log.warn({ err: error }, 'payments: settling failed'))
        .finally(() => (settling = undefined))
    }, settleIntervalMs)
    settler.unref()
    app.addHook('onReady', (done) => {
      jobs.start()
      housekeeping.start()
      done()
    })
    app.addHook('onClose', async () => {
      clearInterval(settler)
      await settling
      await housekeeping.stop()
      await jobs.stop()
    })
    done()
  },
  { name: 'workers', dependencies: ['core'] },
)
