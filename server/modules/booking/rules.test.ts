import { describe, expect, it } from 'vitest'
import { type CancellationPolicy, refundPercent } from '../../../contract/booking.ts'
import { canCancel, paymentReference } from './rules.ts'

const at = (iso: string) => new Date(iso)

describe('who may cancel', () => {
  const start = '2026-12-10'

  it('an active booking, until the departure (midnight UTC of its date)', () => {
    expect(canCancel('Confirmed', start, at('2026-12-09T23:59:59.999Z'))).toBe(true)
    expect(canCancel('AwaitingPayment', start, at('2026-11-01T00:00:00.000Z'))).toBe(true)
    expect(canCancel('Confirmed', start, at('2026-12-10T00:00:00.000Z'))).toBe(false)
  })

  it('never a cancelled or completed one', () => {
    const early = at('2026-11-01T00:00:00.000Z')
    expect(canCancel('Cancelled', start, early)).toBe(false)
    expect(canCancel('Completed', start, early)).toBe(false)
  })
})

describe('the refund at each tier boundary of a policy', () => {
  // Strict: everything back 30 days ahead, half 7 days ahead, nothing later; free cancellation until 168 h.
  const strict: CancellationPolicy = {
    tiers: [
      { minDaysBefore: 7, refundPercent: 50 },
      { minDaysBefore: 30, refundPercent: 100 },
    ],
    freeCancellationHours: 168,
  }
  const start = '2026-12-31'
  const before = (days: number, ms = 0) => Date.parse('2026-12-31T00:00:00Z') - days * 86_400_000 - ms

  it('pay now: 100 % at exactly 30 days, 50 % a millisecond later, until exactly 7 days, then nothing', () => {
    expect(refundPercent(strict, 1, start, before(30))).toBe(100)
    expect(refundPercent(strict, 1, start, before(30) + 1)).toBe(50)
    expect(refundPercent(strict, 1, start, before(7))).toBe(50)
    expect(refundPercent(strict, 1, start, before(7) + 1)).toBe(0)
    expect(refundPercent(strict, 1, start, before(0) + 1)).toBe(0)
  })

  it('free cancellation: everything back until the stated deadline, then the tiers', () => {
    expect(refundPercent(strict, 3, start, before(7))).toBe(100) // exactly 168 hours
    expect(refundPercent(strict, 3, start, before(7) + 1)).toBe(0)
    const moderate: CancellationPolicy = {
      tiers: [
        { minDaysBefore: 14, refundPercent: 100 },
        { minDaysBefore: 1, refundPercent: 50 },
      ],
      freeCancellationHours: 72,
    }
    expect(refundPercent(moderate, 3, start, before(3))).toBe(100)
    expect(refundPercent(moderate, 3, start, before(3) + 1)).toBe(50)
  })

  it('nothing once it has started', () => {
    expect(refundPercent(strict, 3, start, before(0))).toBe(0)
    expect(refundPercent(strict, 1, start, before(-2))).toBe(0)
  })
})

describe('dates and references', () => {
  it('makes references of ten unambiguous characters', () => {
    const refs = new Set(Array.from({ length: 200 }, paymentReference))
    expect(refs.size).toBe(200)
    for (const ref of refs) expect(ref).toMatch(/^RL-[A-HJ-NP-Z2-9]{10}$/)
  })
})
