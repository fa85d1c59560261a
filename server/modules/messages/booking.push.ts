import type { Lang } from '../../../contract/common.ts'
import type { PushPayload } from '../../../contract/push.ts'
import { calendarDay } from '../../lib/intl.ts'
import type { BookingEvent } from './booking.mails.ts'

export type PushBooking = { reservationId: number; name: { en: string; ar: string }; startDate: string }

/** The page a notification opens: a path of the app's own origin, never a full URL. */
export function pushPath(event: BookingEvent, reservationId: number): string {
  switch (event) {
    case 'confirmed':
    case 'reminder':
      return `/user/voucher/${reservationId}`
    case 'paid':
      return `/user/invoice/${reservationId}`
    case 'cancelled':
    case 'review':
      // The bookings list: where a cancelled booking's refund is shown and a past one is reviewed.
      return '/user/booking'
  }
}

/** How long a push service keeps trying a message the phone has not picked up: a reminder is useless once the trip began. */
export function pushTtlSeconds(event: BookingEvent): number {
  return event === 'reminder' ? 24 * 3600 : 3 * 24 * 3600
}

/** A notification is a line, not an e-mail: what happened, to which booking, and the page to open. */
export function bookingPush(event: BookingEvent, booking: PushBooking, lang: Lang): PushPayload {
  const ar = lang === 'ar'
  const item = ar ? booking.name.ar || booking.name.en : booking.name.en || booking.name.ar
  const day = calendarDay(booking.startDate, lang)
  const texts: Record<BookingEvent, { en: [string, string]; ar: [string, string] }> = {
    confirmed: { en: ['Booking confirmed', `${item}, ${day}. Your voucher is ready.`], ar: ['تم تأكيد حجزك', `${item}، ${day}. قسيمتك جاهزة.`] },
    paid: { en: ['Payment received', `${item}, ${day}. Your invoice is ready.`], ar: ['تم استلام الدفعة', `${item}، ${day}. فاتورتك جاهزة.`] },
    cancelled: { en: ['Booking cancelled', `${item}, ${day}. See what comes back.`], ar: ['تم إلغاء حجزك', `${item}، ${day}. اطّلع على المبلغ المسترد.`] },
    reminder: {
      en: ['Two days to go', `${item} starts on ${day}. Open your voucher once now, while online.`],
      ar: ['بقي يومان', `تبدأ ${item} بتاريخ ${day}. افتح قسيمتك الآن وأنت متصل بالإنترنت.`],
    },
    review: {
      en: ['How was it?', `Review ${item}: it helps other divers choose.`],
      ar: ['كيف كانت تجربتك؟', `قيّم ${item}: تقييمك يساعد الغواصين الآخرين على الاختيار.`],
    },
  }
  const [title, body] = texts[event][lang]
  return { title, body, url: pushPath(event, booking.reservationId), lang, tag: `booking-${booking.reservationId}-${event}` }
}
