import { screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { bookingFigures, type Reservation } from '../../../../contract/booking.ts'
import { renderWithProviders } from '../../../test/render.tsx'
import { VoucherDue } from './voucher-due.tsx'

type Money = Parameters<typeof bookingFigures>[0] & Pick<Reservation, 'reservationId' | 'balanceDue' | 'paymentStatus'>
const base: Money = {
  reservationId: 41,
  totalPricePaidByCustomer: 372,
  currency: 'SAR',
  paymentType: 1,
  status: 'Confirmed',
  amountPaid: 318,
  refunded: 0,
  cancellationFee: 0,
  balanceDue: '2027-03-01',
  paymentStatus: 'DepositPaid',
}

/** The notice as the voucher draws it, under a router (its Pay link needs one). */
async function draw(reservation: Money, locale: 'en' | 'ar' = 'en') {
  const routeTree = createRootRoute({ component: () => <VoucherDue reservation={reservation} figures={bookingFigures(reservation)} /> })
  await renderWithProviders(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />, { locale })
  return screen.findByRole('region')
}

describe('VoucherDue', () => {
  it('a paid booking moved to a dearer date owes the rest, and speaks of no deposit it never had', async () => {
    const notice = await draw(base)
    expect(notice.textContent).toMatch(/^Balance due/)
    expect(notice.textContent).toContain('Part of this booking is paid: its new date costs more. The rest, SAR')
    expect(notice.textContent).toContain('54.00')
    expect(notice.textContent).not.toContain('deposit')
    expect(notice.querySelector('time')?.getAttribute('datetime')).toBe('2027-03-01')
  })

  it('a deposit booking owes its balance', async () => {
    const notice = await draw({ ...base, paymentType: 4 })
    expect(notice.textContent).toContain('The deposit is paid. The balance of SAR')
  })

  it('a booking not paid yet owes it all', async () => {
    const notice = await draw({ ...base, amountPaid: 0, balanceDue: null, status: 'AwaitingPayment', paymentStatus: 'Unpaid' })
    expect(notice.textContent).toContain('This booking is not paid yet')
    expect(screen.getByRole('link', { name: 'Pay this booking' })).toBeTruthy()
  })

  it('a booking paid in full, or cancelled, owes nothing', async () => {
    for (const reservation of [
      { ...base, amountPaid: 372 },
      { ...base, status: 'Cancelled' as const },
    ]) {
      // Drawn alone: a notice would be there at once (and its Pay link would want a router).
      const { container, unmount } = await renderWithProviders(<VoucherDue reservation={reservation} figures={bookingFigures(reservation)} />)
      expect(container.innerHTML).toBe('')
      unmount()
    }
  })

  it('is in Arabic', async () => {
    const notice = await draw(base, 'ar')
    expect(notice.textContent).toContain('دُفع جزء من هذا الحجز: موعده الجديد أغلى.')
    expect(notice.textContent).not.toContain('الدفعة المقدمة')
  })
})
