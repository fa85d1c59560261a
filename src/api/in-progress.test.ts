import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CountriesResponseSchema } from '../../contract/general.ts'
import { api, ApiError, type InProgressEvent, setInProgressNotice } from './client.ts'
import { IN_PROGRESS_BUDGET_MS, inProgressDelay, pauseFor } from './in-progress.ts'
import { sessionStore } from './session.ts'

describe('inProgressDelay', () => {
  it('waits 1, 2, 4, 8 s, then 8 s again', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => inProgressDelay(attempt, 0))).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })
  it('takes the server’s Retry-After when it sends one', () => {
    expect(inProgressDelay(0, 0, 3)).toBe(3000)
    expect(inProgressDelay(4, 0, 10)).toBe(10_000)
  })
  it('never waits past 30 s in all, and then stops', () => {
    expect(inProgressDelay(5, 23_000)).toBe(7000)
    expect(inProgressDelay(0, 29_500, 10)).toBe(500)
    expect(inProgressDelay(6, IN_PROGRESS_BUDGET_MS)).toBeNull()
  })
})

describe('pauseFor', () => {
  it('ends at once with an AbortError when aborted', async () => {
    const controller = new AbortController()
    const paused = pauseFor(60_000, controller.signal)
    controller.abort()
    await expect(paused).rejects.toMatchObject({ name: 'AbortError' })
    await expect(pauseFor(10, controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
  })
})

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
const inProgress = (headers: Record<string, string> = {}) =>
  json(409, { message: 'This request is already being processed.', code: 'IdempotencyInProgress' }, headers)
const countries = () => json(200, { data: [{ countryId: 1, countryName: 'Egypt' }] })

/** The api client on a keyed write answered 409 IdempotencyInProgress (client.ts sendKeyed). */
describe('a keyed write the server is still carrying out', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const keys = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key'])
  const post = (options: { signal?: AbortSignal; onInProgress?: (event: InProgressEvent) => void } = {}) =>
    api.post('/Booking/Create', CountriesResponseSchema, { body: { tripId: 55 }, idempotencyKey: 'attempt-1', ...options })

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    sessionStore.clear()
  })
  afterEach(() => {
    fetchMock.mockReset()
    setInProgressNotice(null)
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is asked again after 1 s, then 2 s, with the same key, and its answer returned', async () => {
    fetchMock.mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(countries())
    const events: InProgressEvent[] = []
    const result = post({ onInProgress: (event) => events.push(event) })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect((await result).data[0]?.countryName).toBe('Egypt')
    expect(keys()).toEqual(['attempt-1', 'attempt-1', 'attempt-1'])
    expect(fetchMock.mock.calls.every(([, init]) => init?.body === '{"tripId":55}')).toBe(true)
    expect(events).toEqual([
      { key: 'attempt-1', waiting: true, retryInMs: 1000 },
      { key: 'attempt-1', waiting: true, retryInMs: 2000 },
      { key: 'attempt-1', waiting: false, retryInMs: 0 },
    ])
  })

  it('waits as long as the server’s Retry-After says', async () => {
    fetchMock.mockResolvedValueOnce(inProgress({ 'retry-after': '5' })).mockResolvedValueOnce(countries())
    const result = post()
    await vi.advanceTimersByTimeAsync(4999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect(result).resolves.toBeTruthy()
  })

  it('stops after 30 s with StillInProgress, having sent no other key', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(inProgress()))
    const result = post().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(fetchMock).toHaveBeenCalledTimes(6) // at 0, 1, 3, 7, 15 and 23 s
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'StillInProgress' })
    expect(fetchMock).toHaveBeenCalledTimes(7) // and a last time at 30 s
    expect(new Set(keys())).toEqual(new Set(['attempt-1']))
  })

  it('stops waiting when aborted, and asks no more', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(inProgress()))
    const controller = new AbortController()
    const result = post({ signal: controller.signal }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1500)
    controller.abort()
    expect(await result).toMatchObject({ name: 'AbortError' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('tells the app-wide notice when the caller says nothing itself', async () => {
    fetchMock.mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(countries())
    const notice = vi.fn()
    setInProgressNotice(notice)
    const result = post()
    await vi.advanceTimersByTimeAsync(1000)
    await result
    expect(notice.mock.calls.map(([event]) => (event as InProgressEvent).waiting)).toEqual([true, false])
  })

  it('leaves alone a 409 of another kind, and a request without a key', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Only 1 seat is left.', code: 'NotEnoughSeats' }))
    await expect(post()).rejects.toMatchObject({ code: 'NotEnoughSeats' })
    fetchMock.mockResolvedValueOnce(inProgress())
    await expect(api.post('/Booking/Create', CountriesResponseSchema, { body: {} })).rejects.toMatchObject({ code: 'IdempotencyInProgress' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
