import { describe, expect, it } from 'vitest'
import { formatDayRange } from './format-dates.ts'

describe('formatDayRange: the days of a search, written once where they share a month or a year', () => {
  it('writes a week in one month, and a range over two months and two years', () => {
    // Intl puts thin spaces around the dash.
    expect(formatDayRange('2027-12-10', '2027-12-17', 'en')).toMatch(/^Dec 10\s–\s17, 2027$/)
    expect(formatDayRange('2027-12-28', '2028-01-04', 'en')).toMatch(/^Dec 28, 2027\s–\sJan 4, 2028$/)
    expect(formatDayRange('2027-12-10', '2027-12-17', 'ar')).toMatch(/^10\s?[–-]\s?17 ديسمبر 2027$/)
  })

  it('writes a range the wrong way round as given, and something malformed as it is, never failing', () => {
    expect(formatDayRange('2027-12-17', '2027-12-10', 'en')).toBe('Dec 17, 2027 – Dec 10, 2027')
    expect(formatDayRange('soon', '2027-12-10', 'en')).toBe('soon – 2027-12-10')
  })
})
