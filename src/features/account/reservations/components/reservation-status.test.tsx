import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../../../../contract/booking.ts'
import { renderWithProviders } from '../../../../test/render.tsx'
import type { ReservationRow } from '../reservations.ts'
import { PaymentCell } from './reservation-status.tsx'

const paidNow: Reservation = {
  reservationId: 12,
  tripName: 'Sunrise Double Dive',
  courseName: null,
  branchId: 3,
  branchName: 'Coral Divers',
  startDate: '2027-03-01',
  seats: 1,
  price: 85,
  totalPricePaidByCustomer: 85,
  currency: 'USD',
  paymentStatus: 'Paid',
  paymentType: 1,
  status: 'Confirmed',
  paymentRefrence: 'RL-7K2M9Q',
  tempId: 55,
  tripIdOrCourseId: 55,
  livaboardId: null,
  reviewId: null,
  showCancelButton: true,
  createdAt: '2026-11-01T00:00:00Z',
  days: 1,
  cancellationPolicy: { tiers: [{ minDaysBefore: 14, refundPercent: 100 }], freeCancellationHours: 72 },
  amountPaid: 85,
  refunded: 0,
  cancellationFee: 0,
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
