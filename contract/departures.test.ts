import { describe, expect, it } from 'vitest'
import { browsableMonth, browsingMonth } from './activities.ts'
import { departureState, firstBookableDate, isBookable, nextBookable, nextDateAfter, paymentTypesOffered, takesOnlineBookings, todayUtc } from './departures.ts'

const at = (iso: string) => Date.parse(iso)

describe('departureState (what Booking/Create accepts)', () => {
  it('has left once its day has come, counted in UTC', () => {
    // 23:30 in Dubai on 9 March is still 9 March in UTC: a departure on the 10th can be booked.
    expect(departureState({ startDate: '2027-03-10', availableSeats: 4 }, at('2027-03-09T19:30:00Z'))).toBe('open')
    expect(departureState({ startDate: '2027-03-10', availableSeats: 4 }, at('2027-03-10T00:00:00Z'))).toBe('departed')
    expect(departureState({ startDate: '2027-03-01', availableSeats: 4 }, at('2027-03-10T12:00:00Z'))).toBe('departed')
  })
  it('is full with no seat left, and departed before full', () => {
    expect(departureState({ startDate: '2027-03-20', availableSeats: 0 }, at('2027-03-10T12:00:00Z'))).toBe('full')
    expect(departureState({ startDate: '2027-03-10', availableSeats: 0 }, at('2027-03-10T12:00:00Z'))).toBe('departed')
    expect(isBookable({ startDate: '2027-03-11', availableSeats: 1 }, at('2027-03-10T23:59:59Z'))).toBe(true)
  })
  it('starts booking from tomorrow', () => {
    expect(todayUtc(at('2027-12-31T23:00:00Z'))).toBe('2027-12-31')
    expect(firstBookableDate(at('2027-12-31T23:00:00Z'))).toBe('2028-01-01')
  })
})

describe('browsingMonth (the month the trips area opens on)', () => {
  it('is this month while a day of it can still be booked, the next on its last day', () => {
    expect(browsingMonth(at('2026-11-29T23:59:59Z'))).toBe('2026-11')
    // Everything of November's that is left starts today, the 30th, and has left the jetty.
    expect(browsingMonth(at('2026-11-30T00:00:00Z'))).toBe('2026-12')
    expect(browsingMonth(at('2027-12-31T08:00:00Z'))).toBe('2028-01')
    expect(browsingMonth(at('2027-02-28T12:00:00Z'))).toBe('2027-03')
    expect(browsingMonth(at('2028-02-28T12:00:00Z'))).toBe('2028-02')
  })
  it('sends an address for an earlier month to it', () => {
    const lastDay = browsingMonth(at('2026-11-30T10:00:00Z'))
    expect(browsableMonth('2026-11', lastDay)).toBe('2026-12')
    expect(browsableMonth('2027-01', lastDay)).toBe('2027-01')
  })
})

describe('nextBookable', () => {
  it('is the soonest date that can be booked, whatever the order given', () => {
    const dates = [
      { id: 3, startDate: '2027-04-02', availableSeats: 5 },
      { id: 1, startDate: '2027-03-10', availableSeats: 5 },
      { id: 2, startDate: '2027-03-20', availableSeats: 0 },
      { id: 4, startDate: '2027-03-25', availableSeats: 2 },
    ]
    expect(nextBookable(dates, at('2027-03-10T08:00:00Z'))?.id).toBe(4)
    expect(nextBookable(dates.slice(0, 3), at('2027-04-02T08:00:00Z'))).toBeNull()
  })
  it('after a date, is never one before it: a full date leads on, not back', () => {
    const dates = [
      { id: 1, startDate: '2027-03-12', availableSeats: 5 },
      { id: 2, startDate: '2027-03-20', availableSeats: 0 },
      { id: 3, startDate: '2027-03-28', availableSeats: 3 },
    ]
    expect(nextBookable(dates, at('2027-03-10T08:00:00Z'), '2027-03-20')?.id).toBe(3)
    expect(nextBookable(dates.slice(0, 2), at('2027-03-10T08:00:00Z'), '2027-03-20')).toBeNull()
  })
})

describe('nextDateAfter (what a full or departed card offers as its next date)', () => {
  it('is a later date that has not left yet, never one before the card’s own', () => {
    const now = at('2027-03-10T08:00:00Z')
    expect(nextDateAfter({ id: 9, startDate: '2027-03-25' }, '2027-03-20', now)).toEqual({ id: 9, startDate: '2027-03-25' })
    expect(nextDateAfter({ id: 8, startDate: '2027-03-12' }, '2027-03-20', now)).toBeNull()
    expect(nextDateAfter({ id: 7, startDate: '2027-03-20' }, '2027-03-20', now)).toBeNull()
    // Fetched before the next date left: it is not offered once it has.
    expect(nextDateAfter({ id: 9, startDate: '2027-03-25' }, '2027-03-01', at('2027-03-25T06:00:00Z'))).toBeNull()
    expect(nextDateAfter(null, '2027-03-20', now)).toBeNull()
  })
})

describe('paymentTypesOffered (what Booking/Create takes and the booking page offers)', () => {
  // Starts 2027-03-31; free cancellation until 168 hours before: 2027-03-24T00:00Z.
  const policy = { tiers: [{ minDaysBefore: 7, refundPercent: 50 }], freeCancellationHours: 168 }
  const both = { payNow: true, payLater: true }
  it('offers free cancellation with pay now while its deadline is ahead', () => {
    expect(paymentTypesOffered(both, policy, '2027-03-31', at('2027-03-23T23:59:59Z'))).toEqual([1, 2, 3])
    expect(paymentTypesOffered({ payNow: true, payLater: false }, policy, '2027-03-31', at('2027-03-10T00:00:00Z'))).toEqual([1, 3])
  })
  it('stops offering it at its deadline: past it, it would be pay now promising a day gone by', () => {
    expect(paymentTypesOffered(both, policy, '2027-03-31', at('2027-03-24T00:00:00Z'))).toEqual([1, 2])
    expect(paymentTypesOffered({ payNow: true, payLater: false }, policy, '2027-03-31', at('2027-03-28T10:00:00Z'))).toEqual([1])
  })
  it('never offers free cancellation where the center takes no payment online', () => {
    expect(paymentTypesOffered({ payNow: false, payLater: true }, policy, '2027-03-31', at('2027-03-01T00:00:00Z'))).toEqual([2])
  })
  it('offers nothing where the center takes no online booking: it is booked through its contacts', () => {
    const none = { payNow: false, payLater: false }
    expect(paymentTypesOffered(none, policy, '2027-03-31', at('2027-03-01T00:00:00Z'))).toEqual([])
    expect(takesOnlineBookings(none)).toBe(false)
    expect(takesOnlineBookings({ payNow: false, payLater: true })).toBe(true)
  })
})
