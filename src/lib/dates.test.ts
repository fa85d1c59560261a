import { describe, expect, it } from 'vitest'
import { yearMonthPattern } from '../../contract/activities.ts'
import { yearMonth } from '../../contract/addresses.ts'
import { shiftMonth, upcomingMonths } from './dates.ts'

describe('yearMonth (the Safari link date)', () => {
  it('formats YYYY-MM with a leading zero', () => {
    expect(yearMonth(new Date(2026, 0, 31))).toBe('2026-01')
    expect(yearMonth(new Date(2026, 10, 22))).toBe('2026-11')
    expect(yearMonth(new Date(2027, 11, 1))).toBe('2027-12')
  })
  it('is what the trips search accepts', () => {
    expect(yearMonthPattern.test(yearMonth())).toBe(true)
    expect(yearMonthPattern.test('2026-13')).toBe(false)
    expect(yearMonthPattern.test('2026-1')).toBe(false)
  })
})

describe("shiftMonth (the trips area's previous / next month)", () => {
  it('moves within a year and across its ends', () => {
    expect(shiftMonth('2027-03', 1)).toBe('2027-04')
    expect(shiftMonth('2027-03', -1)).toBe('2027-02')
    expect(shiftMonth('2027-12', 1)).toBe('2028-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2027-05', 0)).toBe('2027-05')
  })
})

describe('upcomingMonths (the month pickers)', () => {
  it('starts at the month given, the first with something left to book, and runs across the year', () => {
    expect(upcomingMonths('en', 3, '2026-12').map((month) => [month.value, month.label])).toEqual([
      ['2026-12', 'December 2026'],
      ['2027-01', 'January 2027'],
      ['2027-02', 'February 2027'],
    ])
  })
})
