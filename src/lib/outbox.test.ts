import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../api/session.ts'
import type { memoryOutbox } from '../test/memory-outbox.ts'
import { testSession } from '../test/render.tsx'
import { type DiverWrite, offlineWrite } from './offline-writes.ts'
import { queueWrite, startOutbox, usePendingWrites, useRefusedWrites, withdrawWrite } from './outbox.ts'
import { outbox, type OutboxRecord } from './outbox-store.ts'
import { toasts } from '../test/toasts.ts'

// IndexedDB is a map here (the test DOM has none); a fresh one for each test's fresh modules.
vi.mock('./outbox-store.ts', async (original) => {
  const { memoryOutbox } = await import('../test/memory-outbox.ts')
  return { ...(await original<typeof import('./outbox-store.ts')>()), outbox: memoryOutbox() }
})
vi.mock('./toast.ts', () => import('../test/toasts.ts'))

type Heart = DiverWrite & { id: number; favorite: boolean }
const sentHearts: Array<[Heart, unknown]> = []
const heart = offlineWrite<Heart>({
  kind: 'test-heart',
  request: ({ id, favorite }) => ({ path: '/Favorites/Set', body: { kind: 'trip', id, favorite } }),
  ref: ({ id }) => id,
  changes: ({ userId }) => [['account', userId, 'favorites']],
  onSent: (variables, answer) => void sentHearts.push([variables, answer]),
})
type Language = DiverWrite & { lang: 'en' | 'ar' }
const language = offlineWrite<Language>({
  kind: 'test-language',
  request: ({ lang }) => ({ method: 'GET', path: '/Users/ChangeLanguage', query: { Lang: lang === 'en' ? 1 : 2 } }),
  ref: () => null,
  latestOnly: true,
  changes: () => [],
})

const store = outbox as unknown as ReturnType<typeof memoryOutbox>
let stop = () => undefined as void

/** The app started (its outbox holding `records`) with a fresh cache, the diver signed in. */
async function started(records: OutboxRecord[] = []) {
  stop()
  store.records.clear()
  for (const record of records) await store.put(record)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(['account', 7, 'favorites', 'en'], { data: [] })
  stop = await startOutbox(queryClient, [heart, language])
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children)
  return { store, queryClient, wrapper }
}

const requests: Array<{ url: string; method: string; key: string | null; body: unknown }> = []
function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) => {
      requests.push({ url: String(input), method: init.method ?? 'GET', key: new Headers(init.headers).get('idempotency-key'), body: init.body ?? null })
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
    }),
  )
}

beforeEach(() => {
  sessionStore.set(testSession(7))
  onlineManager.setOnline(true)
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
  requests.length = 0
  sentHearts.length = 0
  toasts.length = 0
  sessionStore.clear()
})

describe('the app side of the outbox', () => {
  it('queues a write offline as its one request with its own key, shows it pending at once, and sends nothing', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: true })
    const { wrapper } = await started()
    const { result } = renderHook(() => usePendingWrites(heart, 7), { wrapper })
    let key = ''
    act(() => void (key = queueWrite(heart, { userId: 7, id: 42, favorite: true })))
    await vi.waitFor(() => expect(result.current).toEqual([{ userId: 7, id: 42, favorite: true }]))
    await vi.waitFor(() => expect(store.records.get(key)).toBeDefined())
    expect(store.records.get(key)).toMatchObject({
      userId: 7,
      kind: 'test-heart',
      ref: 42,
      method: 'POST',
      url: `${location.origin}/api/website/v1/Favorites/Set`,
      body: JSON.stringify({ kind: 'trip', id: 42, favorite: true }),
      status: 'queued',
    })
    expect(requests).toEqual([])
  })

  it('sends it when the network comes back, once, then it leaves the outbox and what it changed is read again', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: { saved: 1 } })
    const { queryClient, wrapper } = await started()
    const { result } = renderHook(() => usePendingWrites(heart, 7), { wrapper })
    let key = ''
    act(() => void (key = queueWrite(heart, { userId: 7, id: 42, favorite: true })))
    await vi.waitFor(() => expect(result.current).toHaveLength(1))
    act(() => onlineManager.setOnline(true))
    await vi.waitFor(() => expect(result.current).toEqual([]))
    expect(requests.map(({ method, key: sentKey }) => ({ method, key: sentKey }))).toEqual([{ method: 'POST', key }])
    expect(store.records.size).toBe(0)
    expect(sentHearts).toEqual([[{ userId: 7, id: 42, favorite: true }, { saved: 1 }]])
    expect(queryClient.getQueryState(['account', 7, 'favorites', 'en'])?.isInvalidated).toBe(true)
  })

  it('takes back a waiting write the moment it is queued: its row is as before, and nothing is sent when the network comes back', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: true })
    const { wrapper } = await started()
    const { result } = renderHook(() => usePendingWrites(heart, 7), { wrapper })
    // IndexedDB takes its time to store a record.
    const put = store.put
    vi.spyOn(store, 'put').mockImplementation((record) => new Promise((resolve) => setTimeout(() => resolve(put(record)), 20)))
    let key = ''
    act(() => void (key = queueWrite(heart, { userId: 7, id: 42, favorite: true })))
    // Asked before the record is in the outbox: the withdrawal waits for it rather than missing it.
    let withdrawn: boolean | undefined
    await act(async () => void (withdrawn = await withdrawWrite(key)))
    expect(withdrawn).toBe(true)
    await vi.waitFor(() => expect(result.current).toEqual([]))
    expect(store.records.size).toBe(0)
    act(() => onlineManager.setOnline(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toEqual([])
    // Taken back twice: the second finds nothing waiting.
    expect(await withdrawWrite(key)).toBe(false)
    vi.mocked(store.put).mockRestore()
  })

  it('says so when the device cannot read its outbox to take a write back, rather than that it left', async () => {
    onlineManager.setOnline(false)
    await started([{ key: 'waiting', userId: 7, kind: 'test-heart', ref: 42, url: '/x', body: null, status: 'queued', at: 1 }])
    vi.spyOn(store, 'withdraw').mockRejectedValueOnce(new Error('IndexedDB is closing'))
    await expect(withdrawWrite('waiting')).rejects.toThrow('IndexedDB is closing')
    expect(store.records.get('waiting')?.status).toBe('queued')
  })

  it('follows up a write the service worker sent while the app was closed, without sending it again', async () => {
    answering(200, { data: true })
    const variables: Heart = { userId: 7, id: 5, favorite: false }
    const sentByWorker: OutboxRecord = {
      key: 'k-worker',
      userId: 7,
      kind: 'test-heart',
      ref: 5,
      method: 'POST',
      url: `${location.origin}/api/website/v1/Favorites/Set`,
      body: '{}',
      variables,
      status: 'sent',
      answer: 'ok',
      at: 1,
    }
    const { queryClient } = await started([sentByWorker])
    expect(requests).toEqual([])
    expect(store.records.size).toBe(0)
    expect(sentHearts).toEqual([[variables, 'ok']])
    expect(queryClient.getQueryState(['account', 7, 'favorites', 'en'])?.isInvalidated).toBe(true)
  })

  it("says a refusal once, with the server's reason, and keeps it on its row until dismissed", async () => {
    answering(409, { code: 'NotAllowed', message: 'That trip has gone.' })
    const { wrapper } = await started()
    queueWrite(heart, { userId: 7, id: 42, favorite: true })
    await vi.waitFor(() => expect([...store.records.values()][0]?.told).toBe(true))
    const { result } = renderHook(() => useRefusedWrites(heart, 7), { wrapper })
    await vi.waitFor(() => expect(result.current.refused.map((record) => record.message)).toEqual(['That trip has gone.']))
    expect(toasts).toEqual(['That trip has gone.'])
    expect(sentHearts).toEqual([])
    // Started again (a reload): not said twice.
    await started([...store.records.values()])
    expect(toasts).toEqual(['That trip has gone.'])
    act(() => result.current.dismiss(result.current.refused[0]!.key))
    await vi.waitFor(() => expect(result.current.refused).toEqual([]))
  })

  it('keeps only the last choice of a write that says so (the language): one request when the network is back', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: true })
    await started()
    queueWrite(language, { userId: 7, lang: 'ar' })
    queueWrite(language, { userId: 7, lang: 'en' })
    queueWrite(language, { userId: 7, lang: 'ar' })
    await vi.waitFor(() =>
      expect([...store.records.values()].map((record) => record.url)).toEqual([`${location.origin}/api/website/v1/Users/ChangeLanguage?Lang=2`]),
    )
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(store.records.size).toBe(0))
    expect(requests.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`)).toEqual([
      'GET /api/website/v1/Users/ChangeLanguage?Lang=2',
    ])
  })

  it('refuses to queue a write no file declares (it would never be followed up)', async () => {
    await started()
    const stray = offlineWrite<DiverWrite>({ kind: 'stray', request: () => ({ path: '/X' }), ref: () => null, changes: () => [] })
    expect(() => queueWrite(stray, { userId: 7 })).toThrow(/not registered/)
  })
})
