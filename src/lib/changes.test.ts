import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changed } from './changes.ts'

const saved = vi.hoisted(() => ({ flushes: 0 }))
vi.mock('./saved-cache.ts', () => ({ persister: { flush: () => (saved.flushes++, Promise.resolve()) } }))

/** A query a screen shows (an observer keeps it active) whose next answer arrives when `release()` is called. */
function shown(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let answers = 0
  let release: () => void = () => undefined
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => (answers++ === 0 ? Promise.resolve(`first ${queryKey.join('/')}`) : new Promise<string>((resolve) => (release = () => resolve('again')))),
    staleTime: Infinity,
  })
  const stop = observer.subscribe(() => undefined)
  return { stop, release: () => release(), asked: () => answers }
}

describe('changed', () => {
  const stops: (() => void)[] = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  it('marks every key stale and asks again what is shown, but waits only for what the write names', async () => {
    const queryClient = new QueryClient()
    const profile = shown(queryClient, ['account', 1, 'profile', 'en'])
    const voucher = shown(queryClient, ['account', 1, 'voucher', 7])
    stops.push(profile.stop, voucher.stop)
    await vi.waitFor(() => expect(queryClient.getQueryData(['account', 1, 'voucher', 7])).toBe('first account/1/voucher/7'))
    await vi.waitFor(() => expect(queryClient.getQueryData(['account', 1, 'profile', 'en'])).toBeDefined())
    let done = false
    const write = changed(queryClient, [['account', 1]], { waitFor: [['account', 1, 'profile']] }).then(() => (done = true))
    await vi.waitFor(() => expect(profile.asked()).toBe(2))
    expect(voucher.asked()).toBe(2)
    expect(queryClient.getQueryState(['account', 1, 'voucher', 7])?.isInvalidated).toBe(true)
    expect(done).toBe(false)
    profile.release()
    await write
    // The voucher is still on its way: the write did not wait for it.
    expect(queryClient.getQueryState(['account', 1, 'voucher', 7])?.fetchStatus).toBe('fetching')
    voucher.release()
    await vi.waitFor(() => expect(queryClient.getQueryData(['account', 1, 'voucher', 7])).toBe('again'))
  })

  it('waits for every shown answer it marked when the write names none apart', async () => {
    const queryClient = new QueryClient()
    const list = shown(queryClient, ['account', 2, 'reservations', 'en'])
    stops.push(list.stop)
    await vi.waitFor(() => expect(queryClient.getQueryData(['account', 2, 'reservations', 'en'])).toBeDefined())
    let done = false
    const write = changed(queryClient, [['account', 2]]).then(() => (done = true))
    await vi.waitFor(() => expect(list.asked()).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    list.release()
    await write
    expect(queryClient.getQueryData(['account', 2, 'reservations', 'en'])).toBe('again')
    expect(saved.flushes).toBeGreaterThan(0)
  })
})
