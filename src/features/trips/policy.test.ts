import { describe, expect, it } from 'vitest'
import { freeCancellationEnds } from '../../../contract/booking.ts'
import { policyLines } from './policy.ts'

/** An instant long before every departure below: every date of their policies is ahead. */
const early = Date.parse('2026-11-01T00:00:00Z')

describe('policyLines (the cancellation policy in words)', () => {
  it('lists the tiers most generous first, then when nothing comes back', () => {
    const policy = {
      tiers: [
        { minDaysBefore: 7, refundPercent: 50 },
        { minDaysBefore: 30, refundPercent: 100 },
      ],
      freeCancellationHours: 48,
    }
    expect(policyLines(policy, '2027-03-31', early)).toEqual([
      { kind: 'refund', percent: 100, days: 30, until: '2027-03-01' },
      { kind: 'refund', percent: 50, days: 7, until: '2027-03-24' },
      { kind: 'none', days: 7, from: '2027-03-24' },
    ])
  })
  it('merges a tier that gives nothing into the closing line', () => {
    const policy = {
      tiers: [
        { minDaysBefore: 14, refundPercent: 100 },
        { minDaysBefore: 3, refundPercent: 0 },
      ],
      freeCancellationHours: 24,
    }
    expect(policyLines(policy, '2027-01-15', early)).toEqual([
      { kind: 'refund', percent: 100, days: 14, until: '2027-01-01' },
      { kind: 'none', days: 14, from: '2027-01-01' },
    ])
  })
  it('has no closing line when a tier pays until the start', () => {
    const policy = { tiers: [{ minDaysBefore: 0, refundPercent: 80 }], freeCancellationHours: 24 }
    expect(policyLines(policy, '2027-01-15', early)).toEqual([{ kind: 'refund', percent: 80, days: 0, until: '2027-01-15' }])
  })
  it('says nothing comes back when no tier pays', () => {
    expect(policyLines({ tiers: [], freeCancellationHours: 0 }, '2027-01-15', early)).toEqual([{ kind: 'none', days: 0, from: '2027-01-15' }])
    expect(policyLines({ tiers: [{ minDaysBefore: 5, refundPercent: 0 }], freeCancellationHours: 0 }, '2027-01-15', early)).toEqual([
      { kind: 'none', days: 0, from: '2027-01-15' },
    ])
  })
})

describe('policyLines shows only the dates still ahead', () => {
  const policy = {
    tiers: [
      { minDaysBefore: 30, refundPercent: 100 },
      { minDaysBefore: 7, refundPercent: 50 },
    ],
    freeCancellationHours: 48,
  }
  it('leaves out a tier whose last day has passed', () => {
    // 2027-03-31 starts; the 30-day tier ended at midnight UTC on 1 March, the 7-day one holds until 24 March.
    expect(policyLines(policy, '2027-03-31', Date.parse('2027-03-10T09:00:00Z'))).toEqual([
      { kind: 'refund', percent: 50, days: 7, until: '2027-03-24' },
      { kind: 'none', days: 7, from: '2027-03-24' },
    ])
    // At that midnight the tier has ended (refundPercent counts the same way).
    expect(policyLines(policy, '2027-03-31', Date.parse('2027-03-01T00:00:00Z'))[0]).toEqual({ kind: 'refund', percent: 50, days: 7, until: '2027-03-24' })
  })
  it('says nothing comes back now, without a past date, once every tier has passed', () => {
    expect(policyLines(policy, '2027-03-31', Date.parse('2027-03-28T12:00:00Z'))).toEqual([{ kind: 'none', days: 7, from: null }])
    // Started: nothing comes back, whatever the tiers.
    expect(policyLines(policy, '2027-03-31', Date.parse('2027-03-31T07:00:00Z'))).toEqual([{ kind: 'none', days: 0, from: null }])
    expect(
      policyLines({ tiers: [{ minDaysBefore: 0, refundPercent: 80 }], freeCancellationHours: 0 }, '2027-01-15', Date.parse('2027-01-15T06:00:00Z')),
    ).toEqual([{ kind: 'none', days: 0, from: null }])
  })
  it('never names a day before today', () => {
    const today = Date.parse('2027-03-20T23:59:00Z')
    for (const line of policyLines(policy, '2027-03-31', today)) {
      const day = line.kind === 'refund' ? line.until : line.from
      if (day !== null) expect(Date.parse(`${day}T00:00:00Z`)).toBeGreaterThan(today)
    }
  })
})

describe('freeCancellationEnds (payment type 3)', () => {
  it('is the stated hours before midnight UTC of the start', () => {
    expect(new Date(freeCancellationEnds({ tiers: [], freeCancellationHours: 48 }, '2027-03-10')).toISOString()).toBe('2027-03-08T00:00:00.000Z')
    expect(new Date(freeCancellationEnds({ tiers: [], freeCancellationHours: 36 }, '2027-03-10')).toISOString()).toBe('2027-03-08T12:00:00.000Z')
  })
})
