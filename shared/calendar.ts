/**
 * What every calendar event of a booking shares, wherever it is made: the "Add to calendar"
 * download on the device (src/lib/calendar.ts) and the event the confirmation mails and the
 * cancellation withdraws (server/modules/booking-messages/booking.calendar.ts).
 */

/** One booking's event, under one UID: a cancellation mailed later finds the event however it was added. */
export const reservationUid = (reservationId: number): string => `reservation-${reservationId}@reefline`

/** RFC 5545 §3.1: a content line is at most 75 octets of UTF-8, its line break excluded. */
const LINE_OCTETS = 75
const encoder = new TextEncoder()

/**
 * One content line folded at 75 octets, never inside a character: each further line starts with a
 * space, which counts among its 75. Arabic takes two octets a letter, so 75 characters are not 75 octets.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let room = LINE_OCTETS
  for (const character of line) {
    const size = encoder.encode(character).length
    if (size > room) {
      lines.push(current)
      current = ' '
      room = LINE_OCTETS - 1
    }
    current += character
    room -= size
  }
  lines.push(current)
  return lines.join('\r\n')
}
