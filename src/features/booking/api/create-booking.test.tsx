import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Reservation } from '../../../../contract/booking.ts'
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
}

let answer: Response
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
      return Promise.resolve(answer)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

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
  result.current.mutate({ key: 'attempt-1', seats: 2, paymentType: 1, expectedTotal: 240, useWallet: true })
}

describe('useCreateBooking', () => {
  it('sends the attempt with its key, then marks stale the diver’s data and the seats wherever shown before calling onBooked', async () => {
    answer = new Response(JSON.stringify({ data: booked }), { status: 200, headers: { 'content-type': 'application/json' } })
    const { stale, wrapper } = seededClient()
    const staleWhenBooked: string[] = []
    const onBooked = vi.fn(() => staleWhenBooked.push(...(['wallet', 'departure', 'trip', 'branch'] as const).filter(stale)))
    const onRefused = vi.fn()
    book(wrapper, { onBooked, onRefused })

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(91))
    expect(sent).toEqual([{ path: '/Booking/Create', body: { tripId: 55, seats: 2, paymentType: 1, expectedTotal: 240, useWallet: true }, key: 'attempt-1' }])
    expect(staleWhenBooked).toEqual(['wallet', 'departure', 'trip', 'branch'])
    expect(stale('otherDiver')).toBe(false)
    expect(stale('page')).toBe(false)
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('refused: tells the page and reads the date’s seats and price again, leaving the diver’s data as it was', async () => {
    answer = new Response(JSON.stringify({ message: 'Only 1 seat is left', code: 'NotEnoughSeats', field: 'seats' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    })
    const { stale, wrapper } = seededClient()
    const onBooked = vi.fn()
    const onRefused = vi.fn()
    book(wrapper, { onBooked, onRefused })

    await waitFor(() => expect(onRefused).toHaveBeenCalledOnce())
    expect(stale('departure')).toBe(true)
    expect(stale('wallet')).toBe(false)
    expect(onBooked).not.toHaveBeenCalled()
  })
})
