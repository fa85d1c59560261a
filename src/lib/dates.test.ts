import { describe, expect, it } from 'vitest'
import { yearMonth, yearMonthPattern } from './dates.ts'

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
