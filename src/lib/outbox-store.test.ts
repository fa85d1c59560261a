import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => vi.unstubAllGlobals())

it('commits a queued write to disk before it reports it done: the browser killed right after keeps it', async () => {
  // IndexedDB as far as the outbox touches it: one database, one store, each transaction done at once.
  const transaction = vi.fn((_name: string, _mode: IDBTransactionMode, _options?: IDBTransactionOptions) => {
    const done: { oncomplete?: () => void; result?: unknown } = {}
    setTimeout(() => done.oncomplete?.(), 0)
    return { objectStore: () => ({ put: vi.fn(), transaction: done }) }
  })
  const request: { result?: unknown; onsuccess?: () => void; onupgradeneeded?: () => void; onerror?: () => void } = {}
  vi.stubGlobal('indexedDB', {
    open: () => {
      setTimeout(() => {
        request.result = { transaction, onclose: null }
        request.onsuccess?.()
      }, 0)
      return request
    },
  })
  const { outbox } = await import('./outbox-store.ts')
  await outbox.put({ key: 'k1', userId: 1, kind: 'cancel-reservation', ref: 7, url: '/x', body: null, status: 'queued', at: 0 })
  expect(transaction).toHaveBeenCalledWith('outbox', 'readwrite', { durability: 'strict' })
})
