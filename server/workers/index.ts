import type { FastifyInstance } from 'fastify'
import type { Housekeeping } from '../lib/housekeeping.ts'
import type { Outbox } from '../modules/outbox/outbox.ts'

type Workers = {
  outbox: Outbox
  housekeeping: Housekeeping
  /** one round of the settling worker (charges and refunds the provider left unanswered) */
  settle: () => Promise<unknown>
  settleIntervalMs: number
}

/**
 * What every process does besides answering requests, in one room: the outbox's workers (mail and
 * push after a commit, and what falls due later), the settling round for payments, and the
 * clean-up of old rows. Each starts when the server is ready; the answer is how they end, finishing
 * what they hold (the server's close calls it before it closes the database). Requests only wake
 * the outbox early.
 */
export function startWorkers(app: FastifyInstance, { outbox, housekeeping, settle, settleIntervalMs }: Workers): { stop: () => Promise<void> } {
  // Mail enqueued by a request leaves as soon as its transaction has committed and it is answered.
  app.addHook('onResponse', (_request, _reply, done) => {
    outbox.wake()
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
    outbox.start()
    housekeeping.start()
    done()
  })
  return {
    stop: async () => {
      clearInterval(settler)
      await settling
      await housekeeping.stop()
      await outbox.stop()
    },
  }
}
