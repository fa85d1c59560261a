import type { Db } from '../../db/schema.ts'
import { langFromCode } from '../../../contract/common.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { notices } from '../../lib/messages.ts'
import { invoice, voucher } from '../booking/booking.service.ts'
import { notifyOnce } from '../notifications/notifications.service.ts'
import type { JobHandler } from '../outbox/outbox.ts'
import type { PushService } from '../push/push.service.ts'
import { type BookingMessageJob, type BookingPushJob, pushChain, pushKey } from './booking-messages.ts'
import { findRecipient } from './booking-messages.repository.ts'
import { bookingMail, type BookingEvent } from './booking.mails.ts'
import { bookingPush, pushTtlSeconds } from './booking.push.ts'
import { invoicePdf } from './invoice.pdf.ts'

/** A confirmation and a cancellation always go: they are what the diver holds the center to. The rest follow the diver's choice. */
const ALWAYS: ReadonlySet<BookingEvent> = new Set(['confirmed', 'cancelled'])

/** A reminder of a booking cancelled meanwhile, or a review request of one already reviewed, is not sent. */
function stale(event: BookingEvent, who: { status: string; review_id: number | null }): boolean {
  if ((event === 'reminder' || event === 'review') && who.status !== 'Confirmed' && who.status !== 'Completed') return true
  return event === 'review' && who.review_id !== null
}

/**
 * Carries out a booking message when it is due. It is written from the booking as it stands then
 * (a reminder's figures are today's), in the diver's language of now; a reminder or review request
 * of a booking cancelled meanwhile, or already reviewed, is dropped.
 */
export function bookingMessageJob(db: Db, mailer: Mailer, publicUrl: string): JobHandler {
  return async (payload) => {
    const job = payload as BookingMessageJob
    const who = await findRecipient(db, job.reservationId)
    if (!who) return
    if (stale(job.event, who)) return
    const lang = langFromCode(who.language)
    const shown = await voucher(db, who.user_id, who.id, lang)
    // Scheduled ones are also told in the app, when they fall due (the others were, with the change itself).
    const booking = { name: { en: who.name_en, ar: who.name_ar }, startDate: who.start }
    if (job.event === 'reminder') await notifyOnce(db, who.user_id, notices.tripReminder(booking), who.id)
    if (job.event === 'review') await notifyOnce(db, who.user_id, notices.reviewRequest(booking), who.id)
    if (!ALWAYS.has(job.event) && !who.mail_bookings) return
    // A receipt carries the invoice's PDF, made here, after the payment's transaction committed and
    // outside any other: a slow or failing PDF delays or retries this mail, never the payment.
    const pdf = job.event === 'paid' ? await invoicePdf(await invoice(db, who.user_id, who.id, lang), lang) : null
    await mailer.send(
      bookingMail({
        event: job.event,
        to: who.email,
        name: who.name,
        lang,
        voucher: shown,
        cancellation: job.cancellation ?? null,
        publicUrl,
        invoicePdf: pdf,
      }),
    )
  }
}

/**
 * The same message to every device the diver turned "Notify this phone" on for, each in that
 * device's language: one `push` job per device, so a device that fails is retried alone and the
 * others are not sent twice. No device, no push: that is the diver's choice for this channel.
 */
export function bookingPushJob(db: Db, push: PushService): JobHandler {
  return async (payload) => {
    const job = payload as BookingPushJob
    const who = await findRecipient(db, job.reservationId)
    if (!who || stale(job.event, who)) return
    const booking = { reservationId: who.id, name: { en: who.name_en, ar: who.name_ar }, startDate: who.start }
    for (const device of await push.devices(who.user_id)) {
      await push.queue(pushKey(who.id, job.event), device, bookingPush(job.event, booking, langFromCode(device.language)), pushTtlSeconds(job.event), {
        chain: pushChain(who.id),
      })
    }
  }
}
