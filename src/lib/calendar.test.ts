import { describe, expect, it } from 'vitest'
import { type CalendarBooking, reservationCalendar } from './calendar.ts'

const row = {
  reservationId: 42,
  title: 'Wreck; Dive, Thistlegorm',
  branchName: 'مركز الغوص، دهب',
  startDate: '2026-12-31',
  paymentRefrence: 'RL-9',
  days: 1,
} satisfies CalendarBooking

describe('reservationCalendar', () => {
  const ics = reservationCalendar(row, new Date('2026-11-23T10:11:12.345Z'), { reference: 'Booking reference' })
  it('is an all-day event on the start date, ending the next day (across a year end)', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n')
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n')
    expect(ics).toContain('DTSTAMP:20261123T101112Z\r\n')
    // The UID of the event the confirmation mails (server/modules/booking-messages/booking.calendar.ts), which its cancellation withdraws.
    expect(ics).toContain('UID:reservation-42@reefline\r\n')
  })
  it('spans every day of a longer trip', () => {
    const liveaboard = reservationCalendar({ ...row, days: 7 }, new Date('2026-11-23T10:11:12.345Z'), { reference: 'Booking reference' })
    expect(liveaboard).toContain('DTSTART;VALUE=DATE:20261231\r\n')
    expect(liveaboard).toContain('DTEND;VALUE=DATE:20270107\r\n')
  })
  it('escapes text and uses CRLF line ends, folding lines over 75 octets', () => {
    expect(ics).toContain('SUMMARY:Wreck\\; Dive\\, Thistlegorm\r\n')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('LOCATION:مركز الغوص، دهب')
  })
})
