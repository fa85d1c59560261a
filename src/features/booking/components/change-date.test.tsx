import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Voucher } from '../../../../contract/booking.ts'
import type { OutboxRecord } from '../../../lib/outbox-store.ts'
import { testCabin } from '../../../test/cabin.ts'
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { ChangeDate } from './change-date.tsx'

// The outbox as the voucher reads it: what waits on the diver's bookings, and what Confirm queues.
const outbox = vi.hoisted(() => ({ waiting: [] as Partial<OutboxRecord>[], queued: [] as unknown[] }))
vi.mock('../../../lib/outbox.ts', () => ({
  queueWrite: (write: { kind: string }, variables: unknown) => void outbox.queued.push([write.kind, variables]),
  useWaitingWrites: () => outbox.waiting,
  useRefusedWrites: () => ({ refused: [], dismiss: () => undefined }),
}))

const DAY = 86_400_000
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

const voucher = {
  reservation: {
    reservationId: 31,
    tripName: 'Coral Garden Day Dive',
    courseName: null,
    tempId: 10,
    startDate: day(40),
    status: 'Confirmed',
    seats: 2,
    currency: 'USD',
    paymentType: 1,
    paymentStatus: 'Paid',
    totalPricePaidByCustomer: 200,
    amountPaid: 200,
    moveRule: { freeDays: 14, feePercent: 10 },
  },
  cabin: null,
  travellers: [],
} as unknown as Voucher

/** The trip's page as the device saved it when the diver opened it: its other dates and their prices. */
const savedPage = {
  data: {
    trip: { tempTripId: 10, startDate: day(40), availableSeats: 4, price: 120, netPrice: 100, currency: 'USD' },
    otherDates: [{ id: 13, startDate: day(60), availableSeats: 5, price: 110, netPrice: 90, currency: 'USD' }],
    branch: { deposit: null },
  },
}

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  // No network on the boat: a request (the currency rates) never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  outbox.waiting = []
  outbox.queued = []
})

describe('Change date on a boat', () => {
  it("says plainly when the trip's dates are not saved on the device, and offers nothing to confirm", async () => {
    await renderWithProviders(<ChangeDate voucher={voucher} />)
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the date' })
    expect(within(dialog).getByText(/not saved on this device/)).toBeTruthy()
    expect(within(dialog).queryAllByRole('radio')).toEqual([])
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Confirm the new date' }).disabled).toBe(true)
  })

  it('lists the saved dates, shows the price worked out on the device as to be confirmed, and queues the move with that total', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(['trips', 'trip', 10, 'en'], savedPage)
    await renderWithProviders(<ChangeDate voucher={voucher} />, { queryClient })
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the date' })
    fireEvent.click(within(dialog).getByRole('radio'))
    // Two seats at 90, free 40 days ahead: 180, and 20 back to the wallet.
    const terms = within(dialog).getByTestId('move-terms')
    expect(terms.textContent).toContain('$180.00')
    expect(terms.textContent).toContain('$20.00')
    expect(within(dialog).getByText(/to be confirmed when you are back online/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the new date' }))
    expect(outbox.queued).toEqual([['move-reservation', { userId: 7, reservationId: 31, kind: 'trip', id: 13, toDate: day(60), expectedTotal: 180 }]])
  })

  it('offers a booking with a cabin the saved dates, but no figures and nothing to queue: its cabin is taken again on the new date', async () => {
    const queryClient = testQueryClient()
    queryClient.setQueryData(['trips', 'trip', 10, 'en'], savedPage)
    const withCabin = { ...voucher, cabin: { type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 } } as Voucher
    await renderWithProviders(<ChangeDate voucher={withCabin} />, { queryClient })
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the date' })
    fireEvent.click(within(dialog).getByRole('radio'))
    expect(within(dialog).getByText('Your cabin is taken again on the new date, at its price there, so this move needs a connection.')).toBeTruthy()
    expect(within(dialog).queryByTestId('move-terms')).toBeNull()
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Confirm the new date' }).disabled).toBe(true)
    expect(outbox.queued).toEqual([])
  })

  it('online, offers a booking with a cabin only the dates that still have its cabin for its divers', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const queryClient = testQueryClient()
    const later = { id: 14, startDate: day(88), availableSeats: 6, price: 110, netPrice: 90, currency: 'USD' }
    queryClient.setQueryData(['trips', 'trip', 10, 'en'], { data: { ...savedPage.data, otherDates: [...savedPage.data.otherDates, later] } })
    const sale = (cabinsLeft: number) => ({
      cabins: [testCabin('double', { name: 'Double', singleSupplement: 400, cabinsLeft })],
      extras: [],
      length: { days: 8, dives: 20 },
    })
    queryClient.setQueryData(['booking', 'cabins', 13, 'en'], sale(0))
    queryClient.setQueryData(['booking', 'cabins', 14, 'en'], sale(1))
    const withCabin = { ...voucher, cabin: { type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 } } as Voucher
    await renderWithProviders(<ChangeDate voucher={withCabin} />, { queryClient })
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the date' })
    const [soldOut, open] = within(dialog).getAllByRole<HTMLInputElement>('radio')
    // Seats are left on both: the doubles decide.
    expect([soldOut!.disabled, open!.disabled]).toEqual([true, false])
    expect(within(dialog).getByText('Double: none left for your booking on this date')).toBeTruthy()
    expect(within(dialog).getByText('6 seats left')).toBeTruthy()
  })

  it('online, offers a date whose cabin is gone when another cabin takes the divers there, and asks the price of the one the diver chooses', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const queryClient = testQueryClient()
    queryClient.setQueryData(['trips', 'trip', 10, 'en'], savedPage)
    queryClient.setQueryData(['booking', 'cabins', 13, 'en'], {
      cabins: [testCabin('twin-lower', { name: 'Twin, two lower beds', cabinsLeft: 2, price: 800 }), testCabin('double', { name: 'Double', cabinsLeft: 0 })],
      extras: [],
      length: { days: 8, dives: 20 },
    })
    const withCabin = { ...voucher, cabin: { type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 } } as Voucher
    await renderWithProviders(<ChangeDate voucher={withCabin} />, { queryClient })
    fireEvent.click(screen.getByRole('button', { name: 'Change date' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the date' })
    const date = within(dialog).getByRole<HTMLInputElement>('radio')
    expect(date.disabled).toBe(false)
    expect(within(dialog).getByText('Double: none left on this date. Another cabin can be had.')).toBeTruthy()
    fireEvent.click(date)
    // Nothing is chosen for the divers: the double is gone, the twin is theirs to choose.
    const cabins = within(dialog).getByRole('group', { name: 'Cabin' })
    const twin = within(cabins).getByRole<HTMLInputElement>('radio', { name: /Twin, two lower beds/ })
    const double = within(cabins).getByRole<HTMLInputElement>('radio', { name: /Double/ })
    expect([twin.checked, twin.disabled, double.checked, double.disabled]).toEqual([false, false, false, true])
    const quotes = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()))
        .filter((url) => url.includes('/Booking/MoveQuote'))
    expect(quotes()).toEqual([])
    fireEvent.click(twin)
    await vi.waitFor(() => expect(quotes().some((url) => url.includes('tripId=13') && url.includes('cabin=twin-lower'))).toBe(true))
  })

  it('says a queued move is pending with its new date, and offers no other move meanwhile', async () => {
    outbox.waiting = [{ kind: 'move-reservation', ref: 31, status: 'queued', variables: { toDate: '2027-03-14' } }]
    await renderWithProviders(<ChangeDate voucher={voucher} />)
    expect(screen.getByRole('status').textContent).toMatch(/^Date change to .*2027 pending: it is sent when you are back online$/)
    expect(screen.queryByRole('button', { name: 'Change date' })).toBeNull()
  })

  it('offers no move while a cancellation of the booking waits to be sent', async () => {
    outbox.waiting = [{ kind: 'cancel-reservation', ref: 31, status: 'queued', variables: {} }]
    await renderWithProviders(<ChangeDate voucher={voucher} />)
    expect(screen.getByText(/cancellation of this booking is waiting to be sent/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Change date' })).toBeNull()
  })
})
