import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryOutbox } from '../test/memory-outbox.ts'
import { drainOutbox, OUTBOX_LOCK, type Sender, withdrawQueued } from './outbox-send.ts'
import type { OutboxRecord } from './outbox-store.ts'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const queued = (key: string, at: number, extra: Partial<OutboxRecord> = {}): OutboxRecord => ({
  key,
  userId: 7,
  kind: 'cancel-reservation',
  ref: 12,
  method: 'POST',
  url: `http://localhost/api/website/v1/Booking/CancelReservation?n=${key}`,
  body: JSON.stringify({ reservationId: 12 }),
  status: 'queued',
  at,
  ...extra,
})

const sender = (overrides: Partial<Sender> = {}): Sender => ({
  session: () => Promise.resolve({ userId: 7, accessToken: 'token-1', lang: 'ar' }),
  renew: () => Promise.resolve(false),
  ...overrides,
})

type Sent = { url: string; method: string; key: string | null; authorization: string | null; language: string | null; body: unknown }

/** The network as the senders see it: each request recorded, answered by `answer` (in order). */
function network(...answers: Array<Response | Error | (() => Promise<Response>)>) {
  const sent: Sent[] = []
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      authorization: headers.get('authorization'),
      language: headers.get('accept-language'),
      body: init?.body ?? null,
    })
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!
    if (answer instanceof Error) return Promise.reject(answer)
    return typeof answer === 'function' ? answer() : Promise.resolve(answer.clone())
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

/** Web Locks as the browser has them: one holder of a name at a time, the others wait their turn. */
function installWebLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => work())
      tails.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return locks
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'locks')
})

describe('drainOutbox: the one sender of queued writes', () => {
  it('sends each queued write once, oldest first, as its request with its Idempotency-Key, the token and the language', async () => {
    const store = memoryOutbox()
    await store.put(queued('second', 2))
    await store.put(queued('first', 1, { method: 'GET', url: 'http://localhost/api/website/v1/Users/ChangeLanguage?Lang=2', body: null }))
    const sent = network(json(200, { data: { done: true } }))
    expect(await drainOutbox(sender(), store)).toBe('done')
    expect(sent.map(({ method, key, authorization, language, body }) => ({ method, key, authorization, language, body }))).toEqual([
      { method: 'GET', key: 'first', authorization: 'Bearer token-1', language: 'ar', body: null },
      { method: 'POST', key: 'second', authorization: 'Bearer token-1', language: 'ar', body: '{"reservationId":12}' },
    ])
    expect([...store.records.values()].map(({ key, status, answer }) => ({ key, status, answer }))).toEqual([
      { key: 'second', status: 'sent', answer: { done: true } },
      { key: 'first', status: 'sent', answer: { done: true } },
    ])
    // Sent is sent: a second drain sends nothing again.
    expect(await drainOutbox(sender(), store)).toBe('done')
    expect(sent).toHaveLength(2)
  })

  it('sends a write queued by an earlier version (no method) as the POST it was', async () => {
    const store = memoryOutbox()
    const { method: _method, ...legacy } = queued('old', 1)
    await store.put(legacy)
    const sent = network(json(200, { data: true }))
    await drainOutbox(sender(), store)
    expect(sent.map((request) => request.method)).toEqual(['POST'])
  })

  it('two senders woken at the same moment (the app back online, Background Sync, a second tab) send each write once', async () => {
    installWebLocks()
    const store = memoryOutbox()
    for (const [index, key] of ['cancel', 'heart', 'read'].entries()) await store.put(queued(key, index))
    let release!: () => void
    const slow = new Promise<void>((resolve) => (release = resolve))
    // The first answer takes a while, as on a boat's first bars of signal.
    const sent = network(async () => (await slow, json(200, { data: true })), json(200, { data: true }))
    const app = drainOutbox(sender(), store)
    const worker = drainOutbox(sender(), store)
    const tab = drainOutbox(sender(), store)
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    release()
    expect(await Promise.all([app, worker, tab])).toEqual(['done', 'done', 'done'])
    expect(sent.map((request) => request.key)).toEqual(['cancel', 'heart', 'read'])
  })

  it('takes the lock every window and the service worker take', async () => {
    const locks = installWebLocks()
    const request = vi.spyOn(locks, 'request')
    network(json(200, { data: true }))
    await drainOutbox(sender(), memoryOutbox())
    expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, expect.any(Function))
  })

  it('keeps a write queued when there is no network, or the server says "not now", and stops there so writes keep their order', async () => {
    for (const answer of [new TypeError('Failed to fetch'), ...[408, 429, 502, 503, 504].map((status) => json(status, { code: 'Busy', message: 'busy' }))]) {
      const store = memoryOutbox()
      await store.put(queued('first', 1))
      await store.put(queued('second', 2))
      const sent = network(answer)
      expect(await drainOutbox(sender(), store)).toBe('later')
      expect(sent.map((request) => request.key)).toEqual(['first'])
      expect([...store.records.values()].map((record) => record.status)).toEqual(['queued', 'queued'])
    }
  })

  it('asks again with the same key while the server is still on an earlier attempt, then leaves it queued (never refused)', async () => {
    vi.useFakeTimers()
    const store = memoryOutbox()
    await store.put(queued('busy', 1))
    const sent = network(json(409, { code: 'IdempotencyInProgress', message: 'in progress' }))
    const told: boolean[] = []
    const drained = drainOutbox(sender({ onInProgress: ({ waiting }) => void told.push(waiting) }), store)
    await vi.advanceTimersByTimeAsync(31_000)
    expect(await drained).toBe('later')
    expect(new Set(sent.map((request) => request.key))).toEqual(new Set(['busy']))
    expect(sent.length).toBeGreaterThan(1)
    expect(store.records.get('busy')?.status).toBe('queued')
    expect(told.at(0)).toBe(true)
    expect(told.at(-1)).toBe(false)
  })

  it("keeps a refusal (4xx, or a server's error) with the server's reason, and goes on with the next write", async () => {
    const store = memoryOutbox()
    await store.put(queued('late', 1))
    await store.put(queued('broken', 2))
    await store.put(queued('fine', 3))
    network(
      json(409, { code: 'NotCancellable', message: 'Too late to cancel.' }),
      json(500, { code: 'Error', message: 'Internal error' }),
      json(200, { data: true }),
    )
    expect(await drainOutbox(sender(), store)).toBe('done')
    expect(Object.fromEntries([...store.records.values()].map((record) => [record.key, [record.status, record.message]]))).toEqual({
      late: ['refused', 'Too late to cancel.'],
      broken: ['refused', 'Internal error'],
      fine: ['sent', undefined],
    })
  })

  it('renews a refused access token once and sends again with the new one; without a renewal the write waits', async () => {
    const store = memoryOutbox()
    await store.put(queued('write', 1))
    let token = 'old'
    const sent = network(json(401, { code: 'TokenExpired', message: 'expired' }), json(200, { data: true }))
    const renewing = sender({
      session: () => Promise.resolve({ userId: 7, accessToken: token, lang: 'en' }),
      renew: () => Promise.resolve(void (token = 'new')).then(() => true),
    })
    expect(await drainOutbox(renewing, store)).toBe('done')
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer new'])

    const waiting = memoryOutbox()
    await waiting.put(queued('write', 1))
    network(json(401, { code: 'TokenExpired', message: 'expired' }))
    expect(await drainOutbox(sender(), waiting)).toBe('stopped')
    expect(waiting.records.get('write')?.status).toBe('queued')
  })

  it("sends only the signed-in diver's writes, and nothing without a session", async () => {
    const store = memoryOutbox()
    await store.put(queued('mine', 1))
    await store.put(queued('theirs', 2, { userId: 8 }))
    const sent = network(json(200, { data: true }))
    expect(await drainOutbox(sender({ session: () => Promise.resolve(null) }), store)).toBe('stopped')
    expect(sent).toEqual([])
    await drainOutbox(sender(), store)
    expect(sent.map((request) => request.key)).toEqual(['mine'])
    expect(store.records.get('theirs')?.status).toBe('queued')
  })
})

beforeEach(() => {
  Reflect.deleteProperty(navigator, 'locks')
})

describe('withdrawQueued: a write taken back before it leaves', () => {
  it('takes a waiting write out of the outbox, and no drain sends it after', async () => {
    const store = memoryOutbox()
    await store.put(queued('cancel', 1))
    await store.put(queued('heart', 2, { kind: 'favorite' }))
    expect((await withdrawQueued('cancel', store))?.key).toBe('cancel')
    const sent = network(json(200, { data: null }))
    expect(await drainOutbox(sender(), store)).toBe('done')
    expect(sent.map((request) => request.key)).toEqual(['heart'])
    expect(await withdrawQueued('cancel', store)).toBeUndefined()
  })

  it('waits for a drain that is sending the write, and then leaves it sent: the server has it', async () => {
    installWebLocks()
    const store = memoryOutbox()
    await store.put(queued('cancel', 1))
    let answer = (_: Response) => {}
    network(() => new Promise<Response>((resolve) => (answer = resolve)))
    const draining = drainOutbox(sender(), store)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const withdrawing = withdrawQueued('cancel', store)
    answer(json(200, { data: { cancelled: true } }))
    expect(await draining).toBe('done')
    expect(await withdrawing).toBeUndefined()
    expect(store.records.get('cancel')?.status).toBe('sent')
  })

  it('leaves a refused write to its row, where the diver dismisses it', async () => {
    const store = memoryOutbox()
    await store.put(queued('cancel', 1, { status: 'refused', message: 'Too late to cancel' }))
    expect(await withdrawQueued('cancel', store)).toBeUndefined()
    expect(store.records.get('cancel')?.status).toBe('refused')
  })
})
