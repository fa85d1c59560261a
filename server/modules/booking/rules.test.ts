import { describe, expect, it } from 'vitest'
import { canCancel, isUpcoming, paymentReference, todayDate } from './rules.ts'

describe('the 48-hour cancellation rule', () => {
  const start = '2026-12-10'

  it('allows cancelling until exactly 48 hours before the start (midnight UTC of the start date)', () => {
    expect(canCancel('Confirmed', start, at('2026-12-08T00:00:00.000Z'))).toBe(true)
    expect(canCancel('Confirmed', start, at('2026-12-07T12:00:00.000Z'))).toBe(true)
  })

  it('refuses a millisecond later, and on the day', () => {
    expect(canCancel('Confirmed', start, at('2026-12-08T00:00:00.001Z'))).toBe(false)
    expect(canCancel('Confirmed', start, at('2026-12-10T08:00:00.000Z'))).toBe(false)
  })

  it('holds for active bookings only', () => {
    const early = at('2026-11-01T00:00:00.000Z')
    expect(canCancel('AwaitingPayment', start, early)).toBe(true)
    expect(canCancel('Cancelled', start, early)).toBe(false)
    expect(canCancel('Completed', start, early)).toBe(false)
  })
})

describe('dates and references', () => {
  it('counts today as upcoming', () => {
    const now = at('2026-12-10T23:59:00.000Z')
    expect(todayDate(now)).toBe('2026-12-10')
    expect(isUpcoming('2026-12-10', now)).toBe(true)
    expect(isUpcoming('2026-12-09', now)).toBe(false)
  })

  it('makes references of ten unambiguous characters', () => {
    const refs = new Set(Array.from({ length: 200 }, paymentReference))
    expect(refs.size).toBe(200)
    for (const ref of refs) expect(ref).toMatch(/^RL-[A-HJ-NP-Z2-9]{10}$/)
  })
})

function at(iso: string): Date {
  return new Date(iso)
}
