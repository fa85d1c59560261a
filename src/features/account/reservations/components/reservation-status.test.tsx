import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../../../../contract/booking.ts'
import { renderWithProviders } from '../../../../test/render.tsx'
import type { ReservationRow } from '../reservations.ts'
import { PaymentCell } from './reservation-status.tsx'

// What the payment cell reads first (its kind, what was paid), then the rest of a booking.
const paidNow: Reservation = {
  paymentType: 1,
  paymentStatus: 'Paid',
  status: 'Confirmed',
  price: 85,
  totalPricePaidByCustomer: 85,
  amountPaid: 85,
  refunded: 0,
  cancellationFee: 0,
  deposit: null,
  balanceDue: null,
  moveRule: { freeDays: 7, feePercent: 10 },
  moves: 0,
  currency: 'USD',
  cancellationPolicy: { freeCancellationHours: 72, tiers: [{ refundPercent: 100, minDaysBefore: 14 }] },
  tripName: 'Sunrise Double Dive',
  courseName: null,
  livaboardId: null,
  branchName: 'Coral Divers',
  startDate: '2027-03-01',
  days: 1,
  seats: 1,
  reservationId: 12,
  paymentRefrence: 'RL-7K2M9Q',
  branchId: 3,
  tempId: 55,
  tripIdOrCourseId: 55,
  reviewId: null,
  showCancelButton: true,
  createdAt: '2026-11-01T00:00:00Z',
}
const rowOf = (reservation: Reservation): ReservationRow => ({ ...reservation, kind: 'trip', title: reservation.tripName ?? '' })
const onArrival = rowOf({ ...paidNow, paymentType: 2, paymentStatus: 'Unpaid', amountPaid: 0 })
const freeCancellation = rowOf({ ...paidNow, paymentType: 3 })

const words = {
  en: { paid: 'Paid', payNow: 'Pay now', onArrival: 'Pay on arrival', free: 'Free cancellation' },
  ar: { paid: 'مدفوع', payNow: 'الدفع الآن', onArrival: 'الدفع عند الوصول', free: 'إلغاء مجاني' },
}

describe.each(['en', 'ar'] as const)('the bookings list names the kind of booking in words (%s)', (locale) => {
  const w = words[locale]
  const text = (container: HTMLElement) => (container.textContent ?? '').replace(/\s+/g, ' ')

  it('after the state, without brackets', async () => {
    const { container } = await renderWithProviders(<PaymentCell row={rowOf(paidNow)} />, { locale })
    expect(screen.getByText(w.paid)).toBeTruthy()
    expect(screen.getByText(w.payNow)).toBeTruthy()
    expect(text(container)).not.toMatch(/[()]/)
  })

  it('free cancellation as its name', async () => {
    const { container } = await renderWithProviders(<PaymentCell row={freeCancellation} />, { locale })
    expect(screen.getByText(w.free)).toBeTruthy()
    expect(text(container)).not.toMatch(/[()]/)
  })

  it('a pay-on-arrival booking says so once: its state already has those words', async () => {
    const { container } = await renderWithProviders(<PaymentCell row={onArrival} />, { locale })
    expect(text(container).split(w.onArrival)).toHaveLength(2)
  })
})
