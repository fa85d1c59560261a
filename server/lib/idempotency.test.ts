import fastifyMultipart from '@fastify/multipart'
import Fastify from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandler } from '../plugins/errors.ts'
import { actionKey, api, call, useTestApp } from '../test/harness.ts'
import { defineRoute } from './route.ts'

/**
 * A key is held by a lease its holder renews: a process killed half-way stops renewing, and the
 * retry takes the key over within seconds (it met 409 IdempotencyInProgress for five minutes);
 * the attempt it took the key from can no longer store an answer.
 */
describe('a key whose holder stopped', () => {
  const t = useTestApp()
  const probe = Fastify()
  let release = () => undefined as void
  /** whether the next run waits for `release` (the same request body either way, as a retry sends) */
  let holdNext = false
  let runs = 0

  beforeAll(async () => {
    await probe.register(fastifyMultipart)
    registerErrorHandler(probe)
    probe.decorate('db', t.db)
    probe.decorate('apiDocs', [])
    probe.decorate('checkResponses', true)
    probe.decorate('isLivePrincipal', () => Promise.resolve(true))
    defineRoute(probe, {
      summary: 'waits for the test when asked to, as a provider that went quiet does',
      method: 'POST',
      url: '/slow',
      access: 'public',
      ownTransactions: true,
      body: v.object({ note: v.string() }),
      response: v.object({ data: v.number() }),
      handler: async () => {
        const run = ++runs
        const wait = holdNext
        holdNext = false
        if (wait) await new Promise<void>((resolve) => (release = resolve))
        return { data: run }
      },
    })
    await probe.ready()
  })
  afterAll(() => probe.close())

  const send = (key: string, wait = false) => {
    holdNext = wait
    return probe.inject({ method: 'POST', url: '/slow', headers: { 'idempotency-key': key }, payload: { note: 'the same request' } })
  }

  it('is 409 with when to ask again while its holder works, and is taken over once the lease has run out', async () => {
    const key = actionKey('lease')
    const first = send(key, true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const meanwhile = await send(key)
    expect(meanwhile.statusCode).toBe(409)
    expect(meanwhile.json()).toMatchObject({ code: 'IdempotencyInProgress' })
    const wait = Number(meanwhile.headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(10)

    // The holder's process dies: nothing renews its lease, which runs out.
    await t.db
      .updateTable('idempotency_keys')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('key', '=', key)
      .execute()
    const retry = await send(key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual({ data: runs })

    // The first attempt comes back to life: its answer is not the key's any more.
    release()
    expect((await first).statusCode).toBe(409)
    const again = await send(key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(retry.json())
  })

  it('stays with a holder that keeps working, however long it takes', async () => {
    const key = actionKey('long')
    const first = send(key, true)
    // Longer than a lease: the holder renews it.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    expect((await send(key)).statusCode).toBe(409)
    release()
    expect((await first).statusCode).toBe(200)
  }, 20_000)
})

describe('a replayed key', () => {
  const t = useTestApp({ RATE_LIMIT: 'on' })

  it('gets its stored answer back however often it is sent, without spending the call’s limit', async () => {
    const key = actionKey('contact')
    const message = { name: 'Replay', email: 'replay@reefline.test', message: 'Sent again and again by a flaky network.' }
    const send = () => call(t.app, { method: 'POST', url: api('/General/ContactUS'), headers: { 'idempotency-key': key }, payload: message })
    const first = await send()
    expect(first.status).toBe(201)
    // The contact form allows five calls in ten minutes; thirty repeats of one are one call.
    for (let n = 0; n < 30; n++) {
      const repeat = await send()
      expect(repeat.status).toBe(201)
      expect(repeat.headers['idempotent-replayed']).toBe('true')
      expect(repeat.json).toEqual(first.json)
    }
    // A new call still has its allowance left.
    const other = await call(t.app, { method: 'POST', url: api('/General/ContactUS'), headers: { 'idempotency-key': actionKey('contact') }, payload: message })
    expect(other.status).toBe(201)
  })
})
