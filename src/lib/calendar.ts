import { foldLine, reservationUid } from '../../shared/calendar.ts'
import { addDays } from './dates.ts'

/** What a booking's calendar event needs: the account's rows and the voucher both have it. */
export type CalendarBooking = { reservationId: number; title: string; branchName: string; startDate: string; days: number; paymentRefrence: string }

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '')

/**
 * An all-day calendar event for a booking, made on the device (so it works offline): every day
 * of the trip or course, the item and its center, and the booking's reference.
 */
export function reservationCalendar(row: CalendarBooking, now: Date, labels: { reference: string }): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reefline//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // The mailed event's UID: the cancellation mail withdraws the event whichever way it was added.
    `UID:${reservationUid(row.reservationId)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(row.startDate)}`,
    // DTEND of an all-day event is the day after the last one (RFC 5545).
    `DTEND;VALUE=DATE:${compactDate(addDays(row.startDate, Math.max(1, row.days)))}`,
    `SUMMARY:${escapeText(row.title)}`,
    `LOCATION:${escapeText(row.branchName)}`,
    `DESCRIPTION:${escapeText(`${labels.reference}: ${row.paymentRefrence}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** Hands a file made on the device to the browser as a download. */
export function downloadFile(name: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
