import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../api/session.ts'
import { i18n } from '../../../lib/i18n.ts'
import { offlineWrite } from '../../../lib/offline-writes.ts'
import { queueWrite, startOutbox } from '../../../lib/outbox.ts'
import { outbox } from '../../../lib/outbox-store.ts'
import { type MoveVariables, reservationWriteKinds, useWaitingOnBookings } from '../../../lib/reservation-writes.ts'
import type { memoryOutbox } from '../../../test/memory-outbox.ts'
import { testSession } from '../../../test/render.tsx'
import { moveRequest, moveReservation } from './writes.ts'
import { toasts } from '../../../test/toasts.ts'

// IndexedDB is a map here (the test DOM has none).
vi.mock('../../../lib/outbox-store.ts', async (original) => {
  const { memoryOutbox } = await import('../../../test/memory-outbox.ts')
  return { ...(await original<typeof import('../../../lib/outbox-store.ts')>()), outbox: memoryOutbox() }
})
vi.mock('../../../lib/toast.ts', () => import('../../../test/toasts.ts'))

// The account's cancellation, as the outbox knows it: by its kind (a feature never imports another's).
const cancel = offlineWrite<{ userId: number; reservationId: number }>({
  kind: reservationWriteKinds.cancel,
  request: ({ reservationId }) => ({ path: '/Booking/CancelReservation', body: { reservationId } }),
  ref: ({ reservationId }) => reservationId,
  changes: () => [],
})

const store = outbox as unknown as ReturnType<typeof memoryOutbox>
const move: MoveVariables = { userId: 7, reservationId: 31, kind: 'trip', id: 904, toDate: '2027-03-14', expectedTotal: 212.5 }
let stop = () => undefined as void

async function started() {
  stop()
  store.records.clear()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(['account', 7, 'voucher', 31, 'en'], { data: {} })
  queryClient.setQueryData(['trips', 'trip', 904, 'en'], { data: {} })
  stop = await startOutbox(queryClient, [moveReservation, cancel])
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children)
  return { queryClient, wrapper }
}

const sent: Array<{ url: string; key: string | null; body: unknown }> = []
function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) => {
      sent.push({ url: String(input), key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(init.body as string) })
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
    }),
  )
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  sessionStore.set(testSession(7))
  onlineManager.setOnline(true)
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
  sent.length = 0
  toasts.length = 0
  sessionStore.clear()
})

describe('a move to another date, queued offline', () => {
  it('is one Booking/Move with the date and the total the diver was shown, a trip date or a course date', () => {
    expect(moveRequest(move)).toEqual({ path: '/Booking/Move', body: { reservationId: 31, tripId: 904, expectedTotal: 212.5 } })
    expect(moveRequest({ ...move, kind: 'course', id: 77 })).toEqual({ path: '/Booking/Move', body: { reservationId: 31, courseId: 77, expectedTotal: 212.5 } })
    expect(moveReservation.ref(move)).toBe(31)
    // The diver's account (voucher, bookings, invoice, wallet) and the seats the catalogue shows.
    expect(moveReservation.changes(move)).toEqual(expect.arrayContaining([['account', 7], ['trips']]))
  })

  it('waits in the outbox, shown on its booking with its new date; a cancellation waiting on another shows there', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: {} })
    const { wrapper } = await started()
    const { result } = renderHook(() => useWaitingOnBookings(7), { wrapper })
    let moveKey = ''
    act(() => void (moveKey = queueWrite(moveReservation, move)))
    let cancelKey = ''
    act(() => void (cancelKey = queueWrite(cancel, { userId: 7, reservationId: 32 })))
    await vi.waitFor(() => expect(result.current(31)).toEqual({ cancel: false, cancelKey: null, moveTo: '2027-03-14', moveKey }))
    // Each write's key, for its screen to take it back while it waits.
    expect(result.current(32)).toEqual({ cancel: true, cancelKey, moveTo: null, moveKey: null })
    expect(result.current(33)).toEqual({ cancel: false, cancelKey: null, moveTo: null, moveKey: null })
    await vi.waitFor(() => expect(store.records.size).toBe(2))
    const record = [...store.records.values()].find((one) => one.kind === 'move-reservation')
    expect(record).toMatchObject({ ref: 31, status: 'queued', body: JSON.stringify({ reservationId: 31, tripId: 904, expectedTotal: 212.5 }) })
    expect(sent).toEqual([])
  })

  it('leaves when the network is back under its key, and the voucher and the seats are read again', async () => {
    onlineManager.setOnline(false)
    answering(200, { data: { reservationId: 31, startDate: '2027-03-14' } })
    const { queryClient, wrapper } = await started()
    const { result } = renderHook(() => useWaitingOnBookings(7), { wrapper })
    let key = ''
    act(() => void (key = queueWrite(moveReservation, move)))
    await vi.waitFor(() => expect(result.current(31).moveTo).toBe('2027-03-14'))
    act(() => onlineManager.setOnline(true))
    await vi.waitFor(() => expect(result.current(31).moveTo).toBeNull())
    expect(sent).toEqual([{ url: expect.stringMatching(/\/Booking\/Move$/) as string, key, body: { reservationId: 31, tripId: 904, expectedTotal: 212.5 } }])
    expect(queryClient.getQueryState(['account', 7, 'voucher', 31, 'en'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['trips', 'trip', 904, 'en'])?.isInvalidated).toBe(true)
    await vi.waitFor(() => expect(toasts).toEqual([expect.stringMatching(/^Moved to .*2027/)]))
  })

  it("is refused with the server's reason when the price changed meanwhile, and no longer waits", async () => {
    answering(409, { code: 'PriceChanged', message: 'The price has changed since you saw it. Check the new total and confirm again.' })
    const { wrapper } = await started()
    const { result } = renderHook(() => useWaitingOnBookings(7), { wrapper })
    queueWrite(moveReservation, move)
    await vi.waitFor(() => expect([...store.records.values()][0]).toMatchObject({ status: 'refused', told: true, ref: 31 }))
    expect(toasts).toEqual(['The price has changed since you saw it. Check the new total and confirm again.'])
    await vi.waitFor(() => expect(result.current(31).moveTo).toBeNull())
  })
})
