import { createEvent } from 'ics'
import { startsAt, type Voucher } from '../../../contract/booking.ts'
import { joinAddress } from '../../../shared/address.ts'
import { foldLine, reservationUid } from '../../../shared/calendar.ts'
import type { BookingWords } from './booking-words.ts'

const DAY_MS = 86_400_000

/**
 * A calendar text folded at 75 octets a line (shared/calendar.ts). The `ics` package folds at 75
 * characters with a tab, so an Arabic summary (two octets a letter) ran to 131 octets, which strict
 * readers refuse or cut: its folds are undone first.
 */
export const foldCalendar = (ics: string): string =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line ? foldLine(line) : line))
    .join('\r\n')

/**
 * What the event announces: the trip's days (PUBLISH, with the confirmation), or that they are off
 * (CANCEL, with the cancellation). A calendar matches the two by the UID and takes the cancellation
 * as the newer by its higher SEQUENCE, so the event leaves the diver's calendar instead of staying
 * beside a cancelled booking.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL'

/** `organizer` is the mailbox the mail comes from (`Name <address>` or an address); `attendee` the diver's. */
export type CalendarInput = { voucher: Voucher; words: BookingWords; publicUrl: string; method: CalendarMethod; organizer: string; attendee: string }

const mailbox = (from: string) => ({ name: /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1] || undefined, email: /<([^>]+)>/.exec(from)?.[1] ?? from.trim() })

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).split('-').map(Number) as [number, number, number]

/** The trip's days as an all-day event (the end day exclusive), in the diver's language. */
export function bookingCalendar({ voucher, words, publicUrl, method, organizer, attendee }: CalendarInput): string {
  const r = voucher.reservation
  const link = `${publicUrl}/user/voucher/${r.reservationId}`
  const cancel = method === 'CANCEL'
  const { error, value } = createEvent({
    productId: 'reefline/booking',
    method,
    uid: reservationUid(r.reservationId),
    // RFC 5546: each move is the same event a revision on, and a cancellation one more.
    sequence: r.moves + (cancel ? 1 : 0),
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    title: r.tripName ?? r.courseName ?? '',
    start: dateOf(startsAt(r.startDate)),
    end: dateOf(startsAt(r.startDate) + Math.max(1, voucher.days) * DAY_MS),
    location: joinAddress([voucher.meetingPoint, voucher.branch.name, voucher.branch.city]),
    description: `${r.paymentRefrence} · ${voucher.branch.name} · ${words.calendar.voucher}: ${link}`,
    url: link,
    organizer: mailbox(organizer),
    // iTIP (RFC 5546 §3.2.5) names whom a cancellation is for; a published event has no attendees.
    ...(cancel ? { attendees: [{ email: attendee, rsvp: false }] } : {}),
  })
  if (error || !value) throw new Error(`could not make the calendar event: ${String(error)}`)
  return foldCalendar(value)
}
