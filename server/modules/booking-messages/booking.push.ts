import type { Lang } from '../../../contract/common.ts'
import type { PushPayload } from '../../../contract/push.ts'
import { formatDay } from '../../../shared/format.ts'
import { bookingWords } from './booking-catalog.ts'
import type { BookingEvent } from './booking-words.ts'

/** `balanceDue`: the day a deposit booking's balance is due by, which its notification names instead of the start */
export type PushBooking = { reservationId: number; name: { en: string; ar: string }; startDate: string; balanceDue?: string | null }

/** The page a notification opens: a path of the app's own origin, never a full URL. */
export function pushPath(event: BookingEvent, reservationId: number): string {
  switch (event) {
    case 'confirmed':
    case 'reminder':
    case 'moved':
      return `/user/voucher/${reservationId}`
    case 'paid':
      return `/user/invoice/${reservationId}`
    case 'cancelled':
    case 'review':
    case 'balanceDue':
      // The bookings list: where a cancelled booking's refund is shown and a past one is reviewed.
      return '/user/booking'
  }
}

/** How long a push service keeps trying a message the phone has not picked up: a reminder is useless once the trip began. */
export function pushTtlSeconds(event: BookingEvent): number {
  return event === 'reminder' ? 24 * 3600 : 3 * 24 * 3600
}

/** A notification is a line, not an e-mail: what happened, to which booking, and the page to open; in the device's language (booking-words.*.ts). */
export function bookingPush(event: BookingEvent, booking: PushBooking, lang: Lang): PushPayload {
  const item = booking.name[lang] || booking.name.en || booking.name.ar
  const day = event === 'balanceDue' && booking.balanceDue ? booking.balanceDue : booking.startDate
  const { title, body } = bookingWords[lang].push[event](item, formatDay(day, lang, 'long'))
  return { title, body, url: pushPath(event, booking.reservationId), lang, tag: `booking-${booking.reservationId}-${event}` }
}
