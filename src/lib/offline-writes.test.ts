import { MutationObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { testQueryClient, testSession } from '../test/render.tsx'
import { type OfflineWrite, registerOfflineWrite } from './offline-writes.ts'
import { recordRefused } from './outbox.ts'

// The outbox is IndexedDB, which the test DOM has not: what matters here is whether a write is recorded as refused.
vi.mock('./outbox.ts', async (original) => ({ ...(await original<typeof import('./outbox.ts')>()), recordRefused: vi.fn(() => Promise.resolve()) }))

const mutationKey = ['test', 'write']

/** A write registered as the features register theirs, answered by `mutationFn`. */
function registered(mutationFn: (variables: OfflineWrite) => Promise<unknown>) {
  const queryClient = testQueryClient()
  registerOfflineWrite(queryClient, mutationKey, { mutationFn, request: () => Promise.resolve({ path: '/Test/Write' }), ref: () => 1 })
  const observer = new MutationObserver<unknown, Error, OfflineWrite>(queryClient, { mutationKey })
  const result = observer.mutate({ userId: 7, idempotencyKey: 'write-1' }).catch((error: unknown) => error)
  return { queryClient, observer, result }
}

describe('registerOfflineWrite', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    sessionStore.set(testSession(7))
  })
  afterEach(() => {
    vi.mocked(recordRefused).mockClear()
    vi.useRealTimers()
    sessionStore.clear()
  })

  it('keeps a write the server is still carrying out in the queue, and sends it again with the same key', async () => {
    const mutationFn = vi
      .fn<(variables: OfflineWrite) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'StillInProgress', 'An earlier attempt of this request is still being carried out.'))
      .mockResolvedValueOnce({ data: true })
    const { queryClient, observer, result } = registered(mutationFn)
    await vi.advanceTimersByTimeAsync(0)
    expect(mutationFn).toHaveBeenCalledOnce()
    // Not refused, not dropped: still waiting in the queue (its row shows it pending).
    expect(observer.getCurrentResult().status).toBe('pending')
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await result).toEqual({ data: true })
    expect(mutationFn.mock.calls.map(([variables]) => variables.idempotencyKey)).toEqual(['write-1', 'write-1'])
    expect(recordRefused).not.toHaveBeenCalled()
  })

  it('keeps a write the server or its proxy answered "not now" (busy, no process, too slow) and sends it again with the same key', async () => {
    const mutationFn = vi
      .fn<(variables: OfflineWrite) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(503, 'ServiceBusy', 'We are very busy right now.'))
      .mockRejectedValueOnce(new ApiError(502, 'ServiceUnavailable', 'The service is not available right now.'))
      .mockRejectedValueOnce(new ApiError(504, 'GatewayTimeout', 'The server took too long to answer.'))
      .mockResolvedValueOnce({ data: true })
    const { observer, result } = registered(mutationFn)
    await vi.advanceTimersByTimeAsync(0)
    expect(observer.getCurrentResult().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await result).toEqual({ data: true })
    expect(mutationFn.mock.calls.map(([variables]) => variables.idempotencyKey)).toEqual(['write-1', 'write-1', 'write-1', 'write-1'])
    expect(recordRefused).not.toHaveBeenCalled()
  })

  it('takes a refusal as final: recorded as refused, not sent again', async () => {
    const mutationFn = vi.fn<(variables: OfflineWrite) => Promise<unknown>>().mockRejectedValue(new ApiError(409, 'NotCancellable', 'Too late to cancel.'))
    const { result } = registered(mutationFn)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toMatchObject({ code: 'NotCancellable' })
    expect(mutationFn).toHaveBeenCalledOnce()
    expect(recordRefused).toHaveBeenCalledOnce()
  })
})
