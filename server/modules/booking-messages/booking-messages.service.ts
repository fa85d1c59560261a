import { type Invoice, startsAt, type Voucher } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { langFromCode } from '../../../contract/common.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { notices } from '../notifications/notices.ts'
import { notifyOnce } from '../notifications/notifications.service.ts'
import type { JobHandler } from '../jobs/jobs.ts'
import type { PushService } from '../push/push.service.ts'
import { type BookingMessageJob, type BookingPushJob, pushChain, pushJobKey } from './booking-messages.ts'
import {
  countUnconfirmedMailSent,
  findRecipient,
  findUnconfirmedMailState,
  forgetReleasedMail,
  forgetUnconfirmedMailBefore,
  hasReleasedMail,
  lockAddressConfirmed,
  recordUnconfirmedMail,
} from './booking-messages.repository.ts'
import { allRates } from '../wallet/wallet.service.ts'
import { bookingMail } from './booking.mails.ts'
import type { BookingEvent } from './booking-words.ts'
import { bookingPush, pushTtlSeconds } from './booking.push.ts'
import { invoicePdf } from './invoice.pdf.ts'

/**
 * What always goes, whatever the diver chose for booking mail: the confirmation, the cancellation and
 * a new date are what the diver holds the center to (the new date moves the calendar's event too),
 * and a balance's reminder is money owed whose silence would cost the booking (unpaid by its day, it
 * is cancelled). The rest (receipts, trip reminders, review requests) follow the diver's choice.
 */
const ALWAYS: ReadonlySet<BookingEvent> = new Set(['confirmed', 'cancelled', 'moved', 'balanceDue'])

/**
 * A reminder of a booking cancelled meanwhile or of a trip already under way (one held until the
 * address was confirmed), a balance's reminder once it is paid, or a review request of one already
 * reviewed, is not sent.
 */
function stale(event: BookingEvent, who: { status: string; payment_status: string; review_id: number | null; start: string }): boolean {
  if ((event === 'reminder' || event === 'review') && who.status !== 'Confirmed' && who.status !== 'Completed') return true
  // A balance paid (or a booking cancelled) meanwhile needs no reminder.
  if (event === 'balanceDue') return who.status !== 'Confirmed' || who.payment_status !== 'DepositPaid'
  if (event === 'reminder' && startsAt(who.start) <= Date.now()) return true
  return event === 'review' && who.review_id !== null
}

/**
 * At most this many booking confirmations an hour go to an address its account has not confirmed.
 * Anyone can sign up with anyone's address and book at once; three covers a diver booking a trip,
 * a course and a second date in their first hour, and holds an account that books and cancels in
 * a loop to three mails an hour (one account per address: addresses are unique) instead of a
 * flood. Like the password-reset mails (`RESETS_PER_HOUR`).
 */
export const UNCONFIRMED_CONFIRMATIONS_PER_HOUR = 3
const HOUR_MS = 3_600_000
/**
 * A counted mail is kept a day (a retried confirmation finds it, its retries long over by then); a
 * released one not carried out within a day was given up, and nothing waits for it.
 */
const DAY_MS = 24 * HOUR_MS

/**
 * Whether a booking's mail goes now. To a confirmed address, yes — unless a mail of the same
 * booking that was held until the confirmation has not gone yet (`wait`: this one follows it). To
 * an unconfirmed one, only a confirmation within the hour's allowance; anything else is held until
 * the address is confirmed (`releaseHeldBookingMail`) — the diver has it in the app meanwhile. The
 * account's row is locked while this is decided, so the confirmation comes before or after, never
 * in between. `skip`: a run of a job already held, or released and carried by its own job.
 */
function mailGate(db: Db, userId: number, job: BookingMessageJob): Promise<'send' | 'held' | 'wait' | 'skip'> {
  return inTransaction(db, async (trx) => {
    const confirmed = await lockAddressConfirmed(trx, userId)
    await forgetUnconfirmedMailBefore(trx, userId, new Date(Date.now() - DAY_MS))
    const state = await findUnconfirmedMailState(trx, job.reservationId, job.event)
    if (state === 'held' || state === 'released') return 'skip'
    if (confirmed) return (await hasReleasedMail(trx, job.reservationId)) ? 'wait' : 'send'
    // A confirmation counted and then retried (the relay failed) goes again, and counts once.
    if (state === 'sent') return 'send'
    const mail = { userId, reservationId: job.reservationId, event: job.event, job }
    if (job.event === 'confirmed') {
      if ((await countUnconfirmedMailSent(trx, userId, new Date(Date.now() - HOUR_MS))) < UNCONFIRMED_CONFIRMATIONS_PER_HOUR) {
        await recordUnconfirmedMail(trx, mail, 'sent')
        return 'send'
      }
    }
    await recordUnconfirmedMail(trx, mail, 'held')
    return 'held'
  })
}

/**
 * Carries out a booking message when it is due. It is written from the booking as it stands then
 * (a reminder's figures are today's), in the diver's language of now; a reminder or review request
 * of a booking cancelled meanwhile, or already reviewed, is dropped.
 */
/**
 * What a booking's message is written from: its voucher and its invoice, as the booking module makes
 * them (app.ts hands them in). The message module reads a booking, it does not know how one is kept,
 * so following a booking from its request to its mail goes one way: booking queues, messages send.
 */
export type BookingDocuments = {
  voucher: (db: Db, userId: number, reservationId: number, lang: Lang) => Promise<Voucher>
  invoice: (db: Db, userId: number, reservationId: number, lang: Lang) => Promise<Invoice>
}

export function bookingMessageJob(db: Db, mailer: Mailer, documents: BookingDocuments, publicUrl: string, from: string): JobHandler {
  const carryOut = async (job: BookingMessageJob) => {
    const who = await findRecipient(db, job.reservationId)
    if (!who) return
    if (stale(job.event, who)) return
    const lang = langFromCode(who.language)
    const shown = await documents.voucher(db, who.user_id, who.id, lang)
    // Scheduled ones are also told in the app, when they fall due (the others were, with the change itself).
    const booking = { name: { en: who.name_en, ar: who.name_ar }, startDate: who.start }
    if (job.event === 'reminder') await notifyOnce(db, who.user_id, notices.tripReminder(booking), who.id)
    if (job.event === 'review') await notifyOnce(db, who.user_id, notices.reviewRequest(booking), who.id)
    if (!ALWAYS.has(job.event) && !who.mail_bookings) return
    if (!job.released) {
      const gate = await mailGate(db, who.user_id, job)
      if (gate === 'wait') throw new Error('waits for the mail of this booking held until the address was confirmed')
      if (gate !== 'send') return
    }
    // Amounts are written in US dollars beside the charged ones, at today's rates (server/lib/intl.ts).
    const { rates } = await allRates(db)
    // A receipt carries the invoice's PDF, made here, after the payment's transaction committed and
    // outside any other: a slow or failing PDF delays or retries this mail, never the payment.
    const pdf = job.event === 'paid' ? await invoicePdf(await documents.invoice(db, who.user_id, who.id, lang), lang, rates) : null
    await mailer.send(
      bookingMail({
        event: job.event,
        to: who.email,
        name: who.name,
        lang,
        voucher: shown,
        cancellation: job.cancellation ?? null,
        paid: job.paid ?? null,
        move: job.move ?? null,
        publicUrl,
        from,
        rates,
        invoicePdf: pdf,
      }),
    )
  }
  return async (payload) => {
    const job = payload as BookingMessageJob
    await carryOut(job)
    // Forgotten once carried out (a failed send keeps it, so a mail of the booking still waits for it).
    if (job.released) await forgetReleasedMail(db, job.reservationId, job.event)
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
    const booking = { reservationId: who.id, name: { en: who.name_en, ar: who.name_ar }, startDate: who.start, balanceDue: who.balance_due }
    for (const device of await push.devices(who.user_id)) {
      await push.queue(pushJobKey(job), device, bookingPush(job.event, booking, langFromCode(device.language)), pushTtlSeconds(job.event), {
        chain: pushChain(who.id),
      })
    }
  }
}
