import type { Db } from '../../db/schema.ts'
import { langFromCode } from '../../../contract/common.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { notices } from '../../lib/messages.ts'
import { voucher } from '../booking/booking.service.ts'
import { notifyOnce } from '../notifications/notifications.service.ts'
import type { JobHandler } from '../outbox/outbox.ts'
import type { BookingMessageJob } from './booking-messages.ts'
import { findRecipient } from './booking-messages.repository.ts'
import { bookingMail, type BookingEvent } from './booking.mails.ts'

/** A confirmation and a cancellation always go: they are what the diver holds the center to. The rest follow the diver's choice. */
const ALWAYS: ReadonlySet<BookingEvent> = new Set(['confirmed', 'cancelled'])

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
    if ((job.event === 'reminder' || job.event === 'review') && who.status !== 'Confirmed' && who.status !== 'Completed') return
    if (job.event === 'review' && who.review_id !== null) return
    const lang = langFromCode(who.language)
    const shown = await voucher(db, who.user_id, who.id, lang)
    // Scheduled ones are also told in the app, when they fall due (the others were, with the change itself).
    const booking = { name: { en: who.name_en, ar: who.name_ar }, startDate: who.start }
    if (job.event === 'reminder') await notifyOnce(db, who.user_id, notices.tripReminder(booking), who.id)
    if (job.event === 'review') await notifyOnce(db, who.user_id, notices.reviewRequest(booking), who.id)
    if (!ALWAYS.has(job.event) && !who.mail_bookings) return
    await mailer.send(bookingMail({ event: job.event, to: who.email, name: who.name, lang, voucher: shown, cancellation: job.cancellation ?? null, publicUrl }))
  }
}
