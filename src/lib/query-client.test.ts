import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client.ts'
import { retryQuery } from './query-client.ts'

describe('retryQuery', () => {
  afterEach(() => vi.restoreAllMocks())

  it('never retries an answer of the server that says no (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryQuery(0, new ApiError(status, 'X', 'no'))).toBe(false)
  })
  it('retries a network failure or a server error twice, then stops', () => {
    for (const error of [
      new ApiError(0, 'NetworkError', 'Network error'),
      new ApiError(500, 'X', 'oops'),
      new ApiError(503, 'X', 'busy'),
      new TypeError('Failed to fetch'),
    ]) {
      expect([0, 1, 2, 3].map((count) => retryQuery(count, error))).toEqual([true, true, false, false])
    }
  })
  it('does not retry while the device is offline (the page says it is not saved instead of spinning)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(retryQuery(0, new ApiError(0, 'NetworkError', 'Network error'))).toBe(false)
  })
})
