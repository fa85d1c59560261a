import { beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'
import { claimDueJob } from './outbox.repository.ts'

/**
 * A chain's jobs (a booking's messages) are carried out in the order they were queued, whatever
 * retries or leases hold the earlier ones; jobs of other chains, and jobs in none, do not wait.
 */
describe('outbox chains', () => {
  const t = useTestApp()
  const KIND = 'chain-step'
  let done: string[] = []
  let failing = new Set<string>()
  let chains = 0
  const newChain = () => `chain-test:${chains++}`

  beforeEach(() => {
    done = []
    failing = new Set()
    t.app.outbox.handle(KIND, (payload) => {
      const { step } = payload as { step: string }
      if (failing.has(step)) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'))
      done.push(step)
      return Promise.resolve()
    })
  })

  const queue = (step: string, chain?: string, dueAt?: Date) =>
    t.app.outbox.enqueue(t.db, KIND, { step }, { ...(chain ? { chain } : {}), ...(dueAt ? { dueAt } : {}) })
  /** The retries' time comes (each job of this test now due). */
  const retryNow = () => t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('kind', '=', KIND).where('done_at', 'is', null).execute()

  it('holds a later job back while an earlier one of its chain waits for its retry; other jobs go', async () => {
    const booking = newChain()
    failing.add('confirmed')
    await queue('confirmed', booking)
    await t.app.outbox.drain()
    expect(done).toEqual([])
    // The mail server is back; the confirmation waits out its backoff when the cancellation is queued.
    failing.clear()
    await queue('cancelled', booking)
    await queue('another booking', `${booking}:other`)
    await queue('in no chain')
    await t.app.outbox.drain()
    expect(done.toSorted()).toEqual(['another booking', 'in no chain'])

    await retryNow()
    await t.app.outbox.drain()
    expect(done.slice(2)).toEqual(['confirmed', 'cancelled'])
  })

  it('holds nothing back behind a job queued for later that has not fallen due', async () => {
    const booking = newChain()
    await queue('reminder', booking, new Date(Date.now() + 86_400_000))
    await queue('cancelled', booking)
    await t.app.outbox.drain()
    expect(done).toEqual(['cancelled'])
  })

  it('gives no worker the next job of a chain while another holds the earlier one', async () => {
    const booking = newChain()
    // This process's own worker stays out of it: the claims below stand for two processes.
    await t.app.outbox.stop()
    try {
      await queue('confirmed', booking)
      await queue('cancelled', booking)
      const first = await claimDueJob(t.db, 60_000)
      expect(first?.payload).toEqual({ step: 'confirmed' })
      // Leased elsewhere and still being sent: the cancellation is not given out.
      const second = await claimDueJob(t.db, 60_000)
      expect(second).toBeUndefined()
    } finally {
      t.app.outbox.start()
    }
  })
})
