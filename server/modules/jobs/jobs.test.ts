import type { FastifyBaseLogger } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/harness.ts'
import { Jobs } from './jobs.ts'
import { claimDueJob } from './jobs.repository.ts'

/**
 * A chain's jobs (a booking's messages) are carried out in the order they were queued, whatever
 * retries or leases hold the earlier ones; jobs of other chains, and jobs in none, do not wait.
 */
describe('jobs chains', () => {
  const t = useTestApp()
  const KIND = 'chain-step'
  let done: string[] = []
  let failing = new Set<string>()
  let chains = 0
  const newChain = () => `chain-test:${chains++}`

  beforeEach(() => {
    done = []
    failing = new Set()
    t.app.jobs.handle(KIND, (payload) => {
      const { step } = payload as { step: string }
      if (failing.has(step)) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'))
      done.push(step)
      return Promise.resolve()
    })
  })

  const queue = (step: string, chain?: string, dueAt?: Date) =>
    t.app.jobs.enqueue(t.db, KIND, { step }, { ...(chain ? { chain } : {}), ...(dueAt ? { dueAt } : {}) })
  /** The retries' time comes (each job of this test now due). */
  const retryNow = () => t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('kind', '=', KIND).where('done_at', 'is', null).execute()

  it('holds a later job back while an earlier one of its chain waits for its retry; other jobs go', async () => {
    const booking = newChain()
    failing.add('confirmed')
    await queue('confirmed', booking)
    await t.app.jobs.drain()
    expect(done).toEqual([])
    // The mail server is back; the confirmation waits out its backoff when the cancellation is queued.
    failing.clear()
    await queue('cancelled', booking)
    await queue('another booking', `${booking}:other`)
    await queue('in no chain')
    await t.app.jobs.drain()
    expect(done.toSorted()).toEqual(['another booking', 'in no chain'])

    await retryNow()
    await t.app.jobs.drain()
    expect(done.slice(2)).toEqual(['confirmed', 'cancelled'])
  })

  it('holds nothing back behind a job queued for later that has not fallen due', async () => {
    const booking = newChain()
    await queue('reminder', booking, new Date(Date.now() + 86_400_000))
    await queue('cancelled', booking)
    await t.app.jobs.drain()
    expect(done).toEqual(['cancelled'])
  })

  it('gives no worker the next job of a chain while another holds the earlier one', async () => {
    const booking = newChain()
    // This process's own worker stays out of it: the claims below stand for two processes.
    await t.app.jobs.stop()
    try {
      await queue('confirmed', booking)
      await queue('cancelled', booking)
      const first = await claimDueJob(t.db, 60_000)
      expect(first?.payload).toEqual({ step: 'confirmed' })
      // Leased elsewhere and still being sent: the cancellation is not given out.
      const second = await claimDueJob(t.db, 60_000)
      expect(second).toBeUndefined()
    } finally {
      t.app.jobs.start()
    }
  })
})

/** Jobs of different chains run side by side, on lanes of their own: a slow kind never holds back another lane. */
describe('job lanes', () => {
  const t = useTestApp()
  const SLOW = 'slow-step'
  let spans: Array<{ step: string; from: number; to: number }> = []
  let chains = 0
  const newChain = () => `lane-test:${chains++}`

  beforeEach(() => {
    spans = []
    t.app.jobs.handle(SLOW, async (payload) => {
      const from = Date.now()
      await new Promise((wait) => setTimeout(wait, 400))
      spans.push({ step: (payload as { step: string }).step, from, to: Date.now() })
    })
  })

  const overlap = (a: string, b: string) => {
    const [x, y] = [spans.find((s) => s.step === a)!, spans.find((s) => s.step === b)!]
    return x.from < y.to && y.from < x.to
  }

  it('carries out slow jobs of different chains at the same time, and a chain’s jobs one after another', async () => {
    const [first, second] = [newChain(), newChain()]
    await t.app.jobs.enqueue(t.db, SLOW, { step: 'first confirmed' }, { chain: first })
    await t.app.jobs.enqueue(t.db, SLOW, { step: 'first cancelled' }, { chain: first })
    await t.app.jobs.enqueue(t.db, SLOW, { step: 'second confirmed' }, { chain: second })
    await t.app.jobs.drain()
    expect(spans.map((s) => s.step).toSorted()).toEqual(['first cancelled', 'first confirmed', 'second confirmed'])
    expect(overlap('first confirmed', 'second confirmed')).toBe(true)
    expect(overlap('first confirmed', 'first cancelled')).toBe(false)
    expect(spans.find((s) => s.step === 'first confirmed')!.to).toBeLessThanOrEqual(spans.find((s) => s.step === 'first cancelled')!.from)
  })
})

/** A worker of its own with a log the test reads, the app's own worker stopped meanwhile (it would take these kinds too). */
async function ownJobs(t: ReturnType<typeof useTestApp>, run: (jobs: Jobs, lines: Array<{ level: string; context: object; text: string }>) => Promise<void>) {
  const lines: Array<{ level: string; context: object; text: string }> = []
  const line = (level: string) => (context: object, text: string) => void lines.push({ level, context, text })
  const log = { error: line('error'), warn: line('warn'), info: line('info'), debug: line('debug') } as unknown as FastifyBaseLogger
  await t.app.jobs.stop()
  try {
    await run(new Jobs(t.db, log), lines)
  } finally {
    t.app.jobs.start()
  }
}

describe('job lanes and jobs that keep failing', () => {
  const t = useTestApp()
  const retryNow = (kind: string) =>
    t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('kind', '=', kind).where('done_at', 'is', null).execute()

  it('runs mail while every push worker is held by a push service that does not answer', async () => {
    await ownJobs(t, async (jobs) => {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let holding = 0
      jobs.handle(
        'held-push',
        async () => {
          holding++
          await held
        },
        { lane: 'push' },
      )
      const mailed: number[] = []
      jobs.handle('quick-mail', () => Promise.resolve(void mailed.push(Date.now())))
      for (let i = 0; i < 12; i++) await jobs.enqueue(t.db, 'held-push', { i })
      const draining = jobs.drain()
      const deadline = Date.now() + 5_000
      while (holding < 4 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 10))
      // Four push workers in this process, each waiting on its push.
      expect(holding).toBe(4)
      const asked = Date.now()
      await jobs.enqueue(t.db, 'quick-mail', { to: 'diver@reefline.test' })
      jobs.wake()
      while (mailed.length === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 10))
      expect(mailed).toHaveLength(1)
      expect(mailed[0]! - asked).toBeLessThan(1_000)
      expect(holding).toBe(4)
      release()
      await draining
      expect(holding).toBe(12)
    })
  })

  it('drains what a job of one lane queued on another before it is done', async () => {
    await ownJobs(t, async (jobs) => {
      const pushed: number[] = []
      jobs.handle(
        'slow-device',
        async (payload) => {
          await new Promise((wait) => setTimeout(wait, 300))
          pushed.push((payload as { device: number }).device)
        },
        { lane: 'push' },
      )
      jobs.handle('fan-out', async () => {
        for (const device of [1, 2]) await jobs.enqueue(t.db, 'slow-device', { device })
      })
      await jobs.enqueue(t.db, 'fan-out', {})
      await jobs.drain()
      expect(pushed.toSorted()).toEqual([1, 2])
    })
  })

  it('gives up a job failing for a day: marked, logged as an error, tried no more, and the later jobs of its chain go on', async () => {
    await ownJobs(t, async (jobs, lines) => {
      let tries = 0
      const sent: string[] = []
      jobs.handle('refused-mail', (payload) => {
        const { step } = payload as { step: string }
        if (step === 'confirmed') {
          tries++
          return Promise.reject(new Error('550 5.7.1 relaying denied'))
        }
        sent.push(step)
        return Promise.resolve()
      })
      const chain = `give-up:${Date.now()}`
      await jobs.enqueue(t.db, 'refused-mail', { step: 'confirmed' }, { chain, key: `${chain}:confirmed` })
      await jobs.enqueue(t.db, 'refused-mail', { step: 'cancelled' }, { chain, key: `${chain}:cancelled` })
      await jobs.drain()
      expect([tries, sent]).toEqual([1, []])
      expect(lines.map((l) => [l.level, l.text])).toEqual([['warn', 'jobs: job failed, will retry']])

      // A day later the relay still refuses it.
      await t.db
        .updateTable('jobs')
        .set({ first_attempt_at: new Date(Date.now() - 24 * 3_600_000 - 60_000), next_attempt_at: new Date() })
        .where('key', '=', `${chain}:confirmed`)
        .execute()
      await jobs.drain()
      expect([tries, sent]).toEqual([2, ['cancelled']])
      const job = await t.db
        .selectFrom('jobs')
        .select(['id', 'done_at', 'given_up_at', 'last_error', 'payload'])
        .where('key', '=', `${chain}:confirmed`)
        .executeTakeFirstOrThrow()
      expect(job).toMatchObject({ last_error: '550 5.7.1 relaying denied', payload: { step: 'confirmed' } })
      expect(job.given_up_at).toBeInstanceOf(Date)
      expect(job.done_at).toEqual(job.given_up_at)
      expect(lines.at(-1)).toEqual({
        level: 'error',
        text: 'jobs: job given up',
        context: expect.objectContaining({ job: job.id, kind: 'refused-mail', attempts: 2, error: '550 5.7.1 relaying denied' }) as object,
      })
      // Never tried again, and not counted as waiting to be sent.
      await retryNow('refused-mail')
      await jobs.drain()
      expect(tries).toBe(2)
      expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'refused-mail').where('done_at', 'is', null).execute()).toEqual([])
    })
  })

  it('gives up a kind’s job after the attempts it allows', async () => {
    await ownJobs(t, async (jobs, lines) => {
      let tries = 0
      jobs.handle('dead-device', () => Promise.reject(new Error(`the push service did not answer within 5000 ms (${++tries})`)), {
        lane: 'push',
        maxAttempts: 3,
      })
      await jobs.enqueue(t.db, 'dead-device', {})
      for (let round = 0; round < 5; round++) {
        await jobs.drain()
        await retryNow('dead-device')
      }
      expect(tries).toBe(3)
      const job = await t.db.selectFrom('jobs').select(['attempts', 'given_up_at', 'last_error']).where('kind', '=', 'dead-device').executeTakeFirstOrThrow()
      expect(job).toMatchObject({ attempts: 3, last_error: 'the push service did not answer within 5000 ms (3)' })
      expect(job.given_up_at).toBeInstanceOf(Date)
      expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'error'])
    })
  })
})
