import { describe, expect, it } from 'vitest'
import { canMove, freeMoveEnds, moveFee, moveMoney } from './moves.ts'

const now = Date.parse('2026-11-29T10:00:00Z')
const rule = { freeDays: 7, feePercent: 10 }

describe('moving a booking', () => {
  it('is free until the center’s days before the start (midnight UTC), then costs its share of the total', () => {
    expect(new Date(freeMoveEnds(rule, '2026-12-10')).toISOString()).toBe('2026-12-03T00:00:00.000Z')
    expect(moveFee(rule, 250, 'USD', '2026-12-10', now)).toBe(0)
    expect(moveFee(rule, 250, 'USD', '2026-12-05', now)).toBe(25)
    expect(moveFee({ freeDays: 7, feePercent: 15 }, 99.99, 'KWD', '2026-12-01', now)).toBe(14.999)
  })

  it('is open to a confirmed booking before its day only', () => {
    expect(canMove({ status: 'Confirmed', startDate: '2026-11-30' }, now)).toBe(true)
    expect(canMove({ status: 'Confirmed', startDate: '2026-11-29' }, now)).toBe(false)
    expect(canMove({ status: 'AwaitingPayment', startDate: '2026-12-30' }, now)).toBe(false)
    expect(canMove({ status: 'Cancelled', startDate: '2026-12-30' }, now)).toBe(false)
  })

  it('gives back what was paid beyond the new total, leaves a shortfall to pay by its day, and moves nothing paid on arrival', () => {
    const base = { currency: 'USD', payOnArrival: false, newStart: '2027-03-01', balanceDueDays: 30 }
    expect(moveMoney({ ...base, paid: 200, newTotal: 160, fee: 0 }, now)).toEqual({ total: 160, refund: 40, owed: 0, owedBy: null })
    expect(moveMoney({ ...base, paid: 200, newTotal: 190, fee: 20 }, now)).toEqual({ total: 210, refund: 0, owed: 10, owedBy: '2027-01-30' })
    expect(moveMoney({ ...base, paid: 200, newTotal: 180, fee: 20 }, now)).toEqual({ total: 200, refund: 0, owed: 0, owedBy: null })
    expect(moveMoney({ ...base, paid: 0, newTotal: 300, fee: 20, payOnArrival: true }, now)).toEqual({ total: 320, refund: 0, owed: 0, owedBy: null })
    // The center's day already gone: two days from today; a start sooner than that: the day before it.
    expect(moveMoney({ ...base, paid: 100, newTotal: 150, fee: 0, newStart: '2026-12-20' }, now).owedBy).toBe('2026-12-01')
    expect(moveMoney({ ...base, paid: 100, newTotal: 150, fee: 0, newStart: '2026-12-01' }, now).owedBy).toBe('2026-11-30')
  })
})
