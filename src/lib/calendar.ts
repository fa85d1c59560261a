import { addDays } from './dates.ts'

/** What a booking's calendar event needs: the account's rows and the voucher both have it. */
export type CalendarBooking = { reservationId: number; title: string; branchName: string; startDate: string; days: number; paymentRefrence: string }

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded (continued on a line starting with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const length = new TextEncoder().encode(char).length
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += length
  }
  parts.push(current)
  return parts.join('\r\n ')
}

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
    `UID:reservation-${row.reservationId}@reefline.app`,
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
  return `${lines.map(fold).join('\r\n')}\r\n`
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
