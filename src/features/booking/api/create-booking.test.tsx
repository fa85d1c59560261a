import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Reservation } from '../../../../contract/booking.ts'
import { ApiError } from '../../../api/client.ts'
import { diverKeys, queryRoots } from '../../../lib/query-keys.ts'
import { testQueryClient } from '../../../test/render.tsx'
import { useCreateBooking } from './create-booking.ts'
import { bookingKeys } from './departure.ts'

const userId = 7
const booked: Reservation = {
  reservationId: 91,
  tripName: 'Ras Mohammed day trip',
  courseName: null,
  branchId: 3,
  branchName: 'Red Sea Explorers',
  startDate: '2027-03-01',
  seats: 2,
  price: 240,
  totalPricePaidByCustomer: 240,
  currency: 'USD',
  paymentStatus: 'Paid',
  paymentType: 1,
  status: 'Confirmed',
  paymentRefrence: 'RL-4F8Q2Z',
  tempId: 55,
  tripIdOrCourseId: 55,
  livaboardId: null,
  reviewId: null,
  showCancelButton: true,
  createdAt: '2026-11-01T00:00:00Z',
  days: 1,
  cancellationPolicy: { tiers: [{ minDaysBefore: 14, refundPercent: 100 }], freeCancellationHours: 72 },
  amountPaid: 240,
  refunded: 0,
  cancellationFee: 0,
  deposit: null,
  balanceDue: null,
  moveRule: { freeDays: 7, feePercent: 10 },
  moves: 0,
}

/** The server's answers, one a request; the last one again for every request after. */
let answers: Array<() => Response> = []
const bookedAnswer = () => new Response(JSON.stringify({ data: booked }), { status: 200, headers: { 'content-type': 'application/json' } })
/** What the server says while another attempt with the same key is still being carried out. */
const inProgress = () =>
  new Response(JSON.stringify({ message: 'This request is already being processed.', code: 'IdempotencyInProgress' }), {
    status: 409,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  })
let sent: Array<{ path: string; body: unknown; key: string | null }> = []

beforeEach(() => {
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), location.origin)
      const headers = new Headers(init?.headers)
      sent.push({
        path: url.pathname.replace(/^\/api\/website\/v1/, ''),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        key: headers.get('Idempotency-Key'),
      })
      return Promise.resolve((answers.length > 1 ? answers.shift()! : answers[0]!)())
    }),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A cache holding what a booking changes (the diver's data, the seats wherever shown) and what it does not. */
function seededClient() {
  const queryClient = testQueryClient()
  const seeded = {
    wallet: diverKeys.wallet(userId, 'en'),
    otherDiver: diverKeys.wallet(8, 'en'),
    departure: bookingKeys.departure('trip', 55, 'en'),
    trip: [...queryRoots.trips, 'trip', 55, 'en'],
    branch: [...queryRoots.branches, 'detail', 3, 'en'],
    page: ['pages', 'about-us', 'en'],
  }
  for (const key of Object.values(seeded)) queryClient.setQueryData(key, { kept: true })
  const stale = (name: keyof typeof seeded) => queryClient.getQueryState(seeded[name])?.isInvalidated ?? false
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return { stale, wrapper }
}

/** Sends the one attempt both tests make (two seats of trip 55, paid now with the wallet) through the hook on the seeded cache. */
function book(wrapper: ReturnType<typeof seededClient>['wrapper'], callbacks: Parameters<typeof useCreateBooking>[1]) {
  const { result } = renderHook(() => useCreateBooking({ kind: 'trip', id: 55, lang: 'en', userId }, callbacks), { wrapper })
  result.current.mutate({ key: 'attempt-1', seats: 2, paymentType: 1, expectedTotal: 240, useWallet: true, travellers: [], gear: [], extras: [], cabin: null })
}

describe('useCreateBooking', () => {
  it('sends the attempt with its key, then marks stale the diver’s data and the seats wherever shown before calling onBooked', async () => {
    answers = [bookedAnswer]
    const { stale, wrapper } = seededClient()
    const staleWhenBooked: string[] = []
    const onBooked = vi.fn(() => staleWhenBooked.push(...(['wallet', 'departure', 'trip', 'branch'] as const).filter(stale)))
    const onRefused = vi.fn()
    book(wrapper, { onBooked, onRefused, onWaiting: vi.fn() })

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(91))
    expect(sent).toEqual([
      {
        path: '/Booking/Create',
        body: { tripId: 55, seats: 2, paymentType: 1, expectedTotal: 240, useWallet: true, travellers: [], gear: [], extras: [], cabin: null },
        key: 'attempt-1',
      },
    ])
    expect(staleWhenBooked).toEqual(['wallet', 'departure', 'trip', 'branch'])
    expect(stale('otherDiver')).toBe(false)
    expect(stale('page')).toBe(false)
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('refused: tells the page and reads the date’s seats and price again, leaving the diver’s data as it was', async () => {
    answers = [
      () =>
        new Response(JSON.stringify({ message: 'Only 1 seat is left', code: 'NotEnoughSeats', field: 'seats' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    ]
    const { stale, wrapper } = seededClient()
    const onBooked = vi.fn()
    const onRefused = vi.fn()
    book(wrapper, { onBooked, onRefused, onWaiting: vi.fn() })

    await waitFor(() => expect(onRefused).toHaveBeenCalledOnce())
    expect(stale('departure')).toBe(true)
    expect(stale('wallet')).toBe(false)
    expect(onBooked).not.toHaveBeenCalled()
  })

  /** Books while the server answers `answers` (on fake timers), and waits for the page to be told it is waiting. */
  async function bookWhileInProgress(...sequence: Array<() => Response>) {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answers = sequence
    const { stale, wrapper } = seededClient()
    const callbacks = { onBooked: vi.fn(), onRefused: vi.fn(), onWaiting: vi.fn() }
    book(wrapper, callbacks)
    await waitFor(() => expect(callbacks.onWaiting).toHaveBeenCalledWith(true))
    return { stale, ...callbacks }
  }

  it('while an earlier attempt with its key is still being carried out: tells the page, asks again with the same key, then books', async () => {
    const { onBooked, onRefused, onWaiting } = await bookWhileInProgress(inProgress, inProgress, bookedAnswer)
    expect(onBooked).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2000)
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(91))
    expect(sent.map((request) => request.key)).toEqual(['attempt-1', 'attempt-1', 'attempt-1'])
    expect(onWaiting.mock.calls).toEqual([[true], [true], [false]])
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('still in progress after 30 s: stops asking and tells the page it is unconfirmed, never with a new key', async () => {
    const { stale, onBooked, onRefused, onWaiting } = await bookWhileInProgress(inProgress)
    await vi.advanceTimersByTimeAsync(31_000)
    await waitFor(() => expect(onRefused).toHaveBeenCalledOnce())
    const error = onRefused.mock.calls[0]![0] as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('StillInProgress')
    expect(new Set(sent.map((request) => request.key))).toEqual(new Set(['attempt-1']))
    expect(sent.length).toBeGreaterThan(1)
    expect(onWaiting).toHaveBeenLastCalledWith(false)
    expect(stale('wallet')).toBe(false)
    expect(onBooked).not.toHaveBeenCalled()
  })
})
