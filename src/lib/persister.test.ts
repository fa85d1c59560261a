import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/query-persist-client-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { asLastAnswer, createIdbPersister, mergeSaved } from './persister.ts'
import { persistOptions } from './query-client.ts'

// IndexedDB as a map; `idb.lose` makes writes never land (a page unloaded while one was on its way).
const idb = vi.hoisted(() => ({ store: new Map<string, unknown>(), lose: false, full: false }))
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(idb.store.get(key)),
  set: (key: string, value: unknown) =>
    idb.full
      ? Promise.reject(new DOMException('full', 'QuotaExceededError'))
      : idb.lose
        ? new Promise(() => undefined)
        : (idb.store.set(key, value), Promise.resolve()),
  del: (key: string) => (idb.store.delete(key), Promise.resolve()),
}))

const mutation = (status: 'pending' | 'success', isPaused: boolean) =>
  ({
    mutationKey: ['account', 'cancel-reservation'],
    state: { status, isPaused, variables: { idempotencyKey: 'k' } },
  }) as unknown as PersistedClient['clientState']['mutations'][number]

type Saved = PersistedClient['clientState']['queries'][number]
const query = (hash: string, dataUpdatedAt: number, data: unknown, extra: Partial<Saved['state']> = {}, owner?: number) =>
  ({
    queryHash: hash,
    queryKey: JSON.parse(hash) as unknown[],
    state: { status: 'success', data, dataUpdatedAt, error: null, fetchStatus: 'idle', ...extra },
    ...(owner ? { meta: { owner } } : {}),
  }) as unknown as Saved
const client = (timestamp: number, queries: Saved[], mutations: PersistedClient['clientState']['mutations'] = []): PersistedClient => ({
  timestamp,
  buster: 'b',
  clientState: { queries, mutations },
})

describe('asLastAnswer', () => {
  it('saves a query whose refresh failed offline as its last answer, with the time that answer came', () => {
    const failed = query('["account",1,"wallet","en"]', 1000, { balance: 5 }, { status: 'error', error: new Error('Network error'), fetchFailureCount: 1 })
    const [saved] = asLastAnswer(client(2, [failed])).clientState.queries
    expect(saved!.state).toMatchObject({ status: 'success', error: null, fetchFailureCount: 0, data: { balance: 5 }, dataUpdatedAt: 1000 })
  })
  it('leaves a failure with nothing to show as it is', () => {
    const failed = query('["x"]', 0, undefined, { status: 'error', error: new Error('x') })
    expect(asLastAnswer(client(2, [failed])).clientState.queries[0]!.state.status).toBe('error')
  })
})

describe('what the query client saves', () => {
  it('keeps a query whose refresh failed (offline, days later), and what was seen a month ago', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['account', 1, 'wallet', 'en'], { balance: 5 }, { updatedAt: Date.now() - 40 * 86_400_000 })
    await queryClient
      .fetchQuery({ queryKey: ['account', 1, 'wallet', 'en'], queryFn: () => Promise.reject(new Error('Network error')), staleTime: 0 })
      .catch(() => undefined)
    expect(queryClient.getQueryState(['account', 1, 'wallet', 'en'])?.status).toBe('error')
    const saved: PersistedClient[] = []
    await persistQueryClientSave({
      queryClient,
      persister: { persistClient: (c) => void saved.push(c), restoreClient: () => Promise.resolve(undefined), removeClient: () => undefined },
      buster: 'b',
      dehydrateOptions: persistOptions.dehydrateOptions,
    })
    expect(saved[0]!.clientState.queries.map((q) => q.queryKey)).toEqual([['account', 1, 'wallet', 'en']])
    expect(persistOptions.maxAge).toBe(Infinity)
  })
})

describe('mergeSaved', () => {
  it("keeps the newer answer of each query, and the later copy's writes", () => {
    const idb = client(10, [query('["a"]', 5, 'old a'), query('["b"]', 9, 'b from idb')], [mutation('pending', true)])
    const spare = client(20, [query('["a"]', 15, 'new a')], [])
    const merged = mergeSaved(idb, spare)!
    expect(Object.fromEntries(merged.clientState.queries.map((q) => [q.queryHash, q.state.data]))).toEqual({ '["a"]': 'new a', '["b"]': 'b from idb' })
    expect(merged.clientState.mutations).toEqual([])
    expect(merged.timestamp).toBe(20)
    expect(mergeSaved(undefined, spare)).toBe(spare)
    expect(mergeSaved(idb, undefined)).toBe(idb)
  })
  it('takes an invalidated copy of the same answer from the later copy (a write just before the page closed)', () => {
    const idb = client(10, [query('["a"]', 5, 'a')])
    const spare = client(20, [query('["a"]', 5, 'a', { isInvalidated: true })])
    expect(mergeSaved(idb, spare)!.clientState.queries[0]!.state.isInvalidated).toBe(true)
  })
})

describe('createIdbPersister', () => {
  afterEach(() => {
    localStorage.clear()
    idb.store.clear()
    idb.lose = false
    idb.full = false
  })

  it('restores no write saved as a paused mutation by an earlier version: the outbox holds and sends it', async () => {
    idb.store.set('test-cache', client(1, [query('["a"]', 1, 'a')], [mutation('pending', true)]))
    const restored = await createIdbPersister('test-cache').restoreClient()
    expect(restored!.clientState.mutations).toEqual([])
    expect(restored!.clientState.queries).toHaveLength(1)
  })

  it('a full disk keeps the previous copy and says so, never a crash', async () => {
    const persister = createIdbPersister('test-cache', 10_000)
    await persister.persistClient(client(1, [query('["a"]', 1, 'kept')]))
    await persister.flush()
    idb.full = true
    await persister.persistClient(client(2, [query('["a"]', 2, 'too much')]))
    await expect(persister.flush()).resolves.toBeUndefined()
    expect(persister.full()).toBe(true)
    expect((await persister.restoreClient())!.clientState.queries[0]!.state.data).toBe('kept')
    idb.full = false
    await persister.persistClient(client(3, [query('["a"]', 3, 'room again')]))
    await persister.flush()
    expect(persister.full()).toBe(false)
  })

  it('nothing is written twice: a page hidden with everything saved leaves no spare copy', async () => {
    const persister = createIdbPersister('test-cache', 10_000)
    await persister.persistClient(client(1, [query('["a"]', 1, 'a')]))
    await persister.flush()
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('test-cache:unsaved')).toBeNull()
  })

  it('sign-out removes both copies', async () => {
    const persister = createIdbPersister('test-cache', 10_000)
    await persister.persistClient(client(1, [query('["a"]', 1, 'a', {}, 1)]))
    window.dispatchEvent(new Event('pagehide'))
    await persister.removeClient()
    expect(localStorage.getItem('test-cache:unsaved')).toBeNull()
    expect(await persister.restoreClient()).toBeUndefined()
  })

  // Last: the lost write's page keeps listening (its write never lands).
  it('a change whose IndexedDB write is lost as the page closes is kept in local storage, and read back with the rest', async () => {
    const persister = createIdbPersister('test-cache', 10_000)
    await persister.persistClient(client(1, [query('["account",1,"profile","en"]', 1, 'first', {}, 1), query('["branches",1]', 1, 'a branch')]))
    await persister.flush()
    idb.lose = true
    await persister.persistClient(
      client(2, [query('["account",1,"profile","en"]', 2, 'saved just before the reload', {}, 1), query('["branches",1]', 1, 'a branch')]),
    )
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('test-cache:unsaved')).toContain('saved just before the reload')
    idb.lose = false
    const next = createIdbPersister('test-cache')
    const restored = await next.restoreClient()
    expect(Object.fromEntries(restored!.clientState.queries.map((q) => [q.queryHash, q.state.data]))).toEqual({
      '["account",1,"profile","en"]': 'saved just before the reload',
      '["branches",1]': 'a branch',
    })
    // Once the next page has written the cache, the spare copy goes.
    await next.persistClient({ ...restored!, timestamp: 3 })
    await next.flush()
    expect(localStorage.getItem('test-cache:unsaved')).toBeNull()
  })
})
