import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Reservation } from '../../../../../contract/booking.ts'
import { ratesQueryOptions } from '../../../../lib/rates.ts'
import { initializeQueryOptions } from '../../../../lib/settings.ts'
import { renderWithProviders, testQueryClient } from '../../../../test/render.tsx'
import type { ReservationRow } from '../reservations.ts'
import { PayDialog } from './pay-dialog.tsx'

const userId = 7
// A pay-now liveaboard waiting for its payment: 636 SAR; the diver reads US dollars and has 100 USD of credit.
const reservation: Reservation = {
  reservationId: 41,
  tripName: 'Brothers Islands Liveaboard',
  courseName: null,
  branchId: 3,
  branchName: 'Red Sea Explorers',
  startDate: '2027-03-01',
  seats: 1,
  price: 795,
  totalPricePaidByCustomer: 636,
  currency: 'SAR',
  paymentStatus: 'Unpaid',
  paymentType: 1,
  status: 'AwaitingPayment',
  paymentRefrence: 'RL-7K2M9Q',
  tempId: 55,
  tripIdOrCourseId: 55,
  livaboardId: 55,
  reviewId: null,
  showCancelButton: true,
  createdAt: '2026-11-01T00:00:00Z',
  days: 5,
  cancellationPolicy: { tiers: [{ minDaysBefore: 14, refundPercent: 100 }], freeCancellationHours: 72 },
  amountPaid: 0,
  refunded: 0,
  cancellationFee: 0,
  deposit: null,
  balanceDue: null,
  moveRule: { freeDays: 7, feePercent: 10 },
  moves: 0,
}
const row: ReservationRow = { ...reservation, kind: 'liveaboard', title: 'Brothers Islands Liveaboard' }

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
let calls: Array<{ path: string; method: string; body: unknown; key?: string }> = []
/** What the server says while an earlier attempt with the same key is still being carried out. */
const inProgress = () =>
  new Response(JSON.stringify({ message: 'This request is already being processed.', code: 'IdempotencyInProgress' }), {
    status: 409,
    headers: { 'content-type': 'application/json' },
  })
/** Booking/Pay's answers before the paid one, one a request. */
let payAnswers: Array<() => Response> = []

beforeEach(() => {
  calls = []
  payAnswers = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), location.origin)
      const path = url.pathname.replace(/^\/api\/website\/v1/, '')
      const key = (init?.headers as Record<string, string> | undefined)?.['idempotency-key']
      calls.push({
        path,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        ...(key ? { key } : {}),
      })
      if (path === '/Wallet/GetAllTransactionForCurrentUser') {
        return Promise.resolve(
          json({
            data: {
              currency: 'USD',
              availableTransaction: { balance: 100, walletTransactions: [] },
              expiredTransaction: { balance: 0, walletTransactions: [] },
            },
            metaData: { currentTotal: 0, expiredTotal: 0, limit: 50 },
          }),
        )
      }
      if (path === '/Booking/Pay' && payAnswers.length > 0) return Promise.resolve(payAnswers.shift()!())
      if (path === '/Booking/Pay') return Promise.resolve(json({ data: { ...reservation, status: 'Confirmed', paymentStatus: 'Paid', amountPaid: 636 } }))
      return Promise.reject(new TypeError(`unexpected call ${path}`))
    }),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The rates and the provider as the app has them cached; the wallet is read fresh when the dialog opens. */
function cache(lang: 'en' | 'ar') {
  const queryClient = testQueryClient()
  queryClient.setQueryData(ratesQueryOptions().queryKey, {
    data: {
      base: 'USD' as const,
      rates: { USD: 1, SAR: 3.75, EUR: 0.92, EGP: 48.5, AED: 3.6725, GBP: 0.79, BHD: 0.376, INR: 83.2, KWD: 0.307 },
      updatedAt: '2026-11-20T00:00:00Z',
    },
    metaData: undefined,
  })
  queryClient.setQueryData(initializeQueryOptions(lang, userId).queryKey, {
    data: { currencies: ['USD'], defaultCurrency: 'USD', serverTime: '2026-11-25T00:00:00Z', signedIn: true, paymentProvider: { id: 'local', test: true } },
    metaData: { showFlag: false, lastNotificationNumber: 0 },
  })
  return queryClient
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
const paid = () => calls.filter((call) => call.path === '/Booking/Pay')
const keysSent = () => new Set(paid().map((call) => call.key))

describe('PayDialog', () => {
  it('asks first: the amount in both currencies, the wallet and card parts; nothing is charged until Confirm', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<PayDialog row={row} userId={userId} onClose={onClose} />, { locale: 'en', currency: 'USD', userId, queryClient: cache('en') })
    const dialog = screen.getByRole('dialog', { name: 'Pay for your booking' })
    expect(text(within(dialog).getByTestId('pay-amount'))).toBe('$169.60 (SAR 636.00)')
    // 100 USD of credit is 375 SAR; the card pays the other 261 SAR.
    await waitFor(() => expect(text(within(dialog).getByTestId('split-wallet'))).toBe('$100.00 (SAR 375.00)'))
    expect(text(within(dialog).getByTestId('split-card'))).toBe('$69.60 (SAR 261.00)')
    expect(within(dialog).getByRole('checkbox', { name: /Use my wallet credit/ })).toHaveProperty('checked', true)
    expect(text(dialog)).toContain('no real card is charged')

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Use my wallet credit/ }))
    expect(text(within(dialog).getByTestId('split-wallet'))).toBe('$0.00 (SAR 0.00)')
    expect(text(within(dialog).getByTestId('split-card'))).toBe('$169.60 (SAR 636.00)')
    expect(paid()).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(paid()).toEqual([{ path: '/Booking/Pay', method: 'POST', body: { reservationId: 41, useWallet: false }, key: expect.any(String) as string }])
  })

  it('"Not now" and Escape close it without a call; nothing in it says Cancel, beside the red Cancel booking', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<PayDialog row={row} userId={userId} onClose={onClose} />, { userId, queryClient: cache('en') })
    const dialog = screen.getByRole('dialog', { name: 'Pay for your booking' })
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }))
    fireEvent(dialog, new Event('cancel', { cancelable: true })) // what the browser fires on Escape
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(paid()).toEqual([])
  })

  it('in Arabic: labelled, Arabic figures, the credit kept when the diver says so', async () => {
    await renderWithProviders(<PayDialog row={row} userId={userId} onClose={() => {}} />, { locale: 'ar', currency: 'USD', userId, queryClient: cache('ar') })
    const dialog = screen.getByRole('dialog', { name: 'ادفع ثمن حجزك' })
    const ar = (amount: number, currency: string) =>
      new Intl.NumberFormat('ar', { style: 'currency', currency, currencyDisplay: 'name' }).format(amount).replace(/\s+/g, ' ')
    expect(text(within(dialog).getByTestId('pay-amount'))).toBe(`${ar(169.6, 'USD')} (${ar(636, 'SAR')})`)
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /استخدم رصيد محفظتي/ })).toHaveProperty('checked', true))
    expect(text(dialog)).toContain('من محفظتك')
    expect(text(dialog)).toContain('بالبطاقة')
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /استخدم رصيد محفظتي/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الدفع' }))
    await waitFor(() => expect(paid()).toHaveLength(1))
    expect(paid()[0]!.body).toEqual({ reservationId: 41, useWallet: false })
    expect(within(dialog).getByRole('button', { name: 'ليس الآن' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: /إلغاء/ })).toBeNull()
  })

  it('says the payment is still being confirmed while an earlier attempt goes through, asks again with its key, then closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    payAnswers = [inProgress, inProgress]
    const onClose = vi.fn()
    await renderWithProviders(<PayDialog row={row} userId={userId} onClose={onClose} />, { userId, queryClient: cache('en') })
    const dialog = screen.getByRole('dialog', { name: 'Pay for your booking' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm payment' })).toHaveProperty('disabled', false))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }))

    const status = await within(dialog).findByRole('status')
    expect(text(status)).toBe(
      'Your payment is still being confirmed… An earlier attempt is still going through, and we are checking on it. Keep this window open.',
    )
    await vi.advanceTimersByTimeAsync(3000)
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(paid()).toHaveLength(3)
    expect(keysSent().size).toBe(1)
  })

  it('still in progress after 30 s: in Arabic, says it may have gone through; Confirm again is the same attempt, with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    payAnswers = Array.from({ length: 7 }, () => inProgress)
    const onClose = vi.fn()
    await renderWithProviders(<PayDialog row={row} userId={userId} onClose={onClose} />, { locale: 'ar', userId, queryClient: cache('ar') })
    const dialog = screen.getByRole('dialog', { name: 'ادفع ثمن حجزك' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'تأكيد الدفع' })).toHaveProperty('disabled', false))
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الدفع' }))
    expect(text(await within(dialog).findByRole('status'))).toContain('لا يزال تأكيد دفعتك جاريًا')

    await vi.advanceTimersByTimeAsync(31_000)
    const alert = await within(dialog).findByRole('alert')
    expect(text(alert)).toBe('لم نتمكن من تأكيد دفعتك بعد، وقد تكون قد تمت. أغلق هذه النافذة وتحقق من هذا الحجز في حجوزاتك قبل أن تدفع مرة أخرى.')
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(paid()).toHaveLength(7)
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الدفع' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(paid()).toHaveLength(8)
    expect(keysSent().size).toBe(1)
  })
})
