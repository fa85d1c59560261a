import { describe, expect, it } from 'vitest'
import { freeCancellationUntil, policyLines } from './policy.ts'

describe('policyLines (the cancellation policy in words)', () => {
  it('lists the tiers most generous first, then when nothing comes back', () => {
    const policy = { tiers: [{ minDaysBefore: 7, refundPercent: 50 }, { minDaysBefore: 30, refundPercent: 100 }], freeCancellationHours: 48 }
    expect(policyLines(policy, '2027-03-31')).toEqual([
      { kind: 'refund', percent: 100, days: 30, until: '2027-03-01' },
      { kind: 'refund', percent: 50, days: 7, until: '2027-03-24' },
      { kind: 'none', days: 7, from: '2027-03-24' },
    ])
  })
  it('merges a tier that gives nothing into the closing line', () => {
    const policy = { tiers: [{ minDaysBefore: 14, refundPercent: 100 }, { minDaysBefore: 3, refundPercent: 0 }], freeCancellationHours: 24 }
    expect(policyLines(policy, '2027-01-15')).toEqual([
      { kind: 'refund', percent: 100, days: 14, until: '2027-01-01' },
      { kind: 'none', days: 14, from: '2027-01-01' },
    ])
  })
  it('has no closing line when a tier pays until the start', () => {
    const policy = { tiers: [{ minDaysBefore: 0, refundPercent: 80 }], freeCancellationHours: 24 }
    expect(policyLines(policy, '2027-01-15')).toEqual([{ kind: 'refund', percent: 80, days: 0, until: '2027-01-15' }])
  })
  it('says nothing comes back when no tier pays', () => {
    expect(policyLines({ tiers: [], freeCancellationHours: 0 }, '2027-01-15')).toEqual([{ kind: 'none', days: 0, from: '2027-01-15' }])
    expect(policyLines({ tiers: [{ minDaysBefore: 5, refundPercent: 0 }], freeCancellationHours: 0 }, '2027-01-15')).toEqual([{ kind: 'none', days: 0, from: '2027-01-15' }])
  })
})

describe('freeCancellationUntil (payment type 3)', () => {
  it('is the stated hours before midnight UTC of the start', () => {
    expect(freeCancellationUntil({ tiers: [], freeCancellationHours: 48 }, '2027-03-10')).toBe('2027-03-08T00:00:00.000Z')
    expect(freeCancellationUntil({ tiers: [], freeCancellationHours: 36 }, '2027-03-10')).toBe('2027-03-08T12:00:00.000Z')
  })
})
