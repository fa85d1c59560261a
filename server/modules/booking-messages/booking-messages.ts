import { startsAt } from '../../../contract/booking.ts'
import { balanceReminders } from '../../../contract/deposits.ts'
import type { Db } from '../../db/schema.ts'
import type { Jobs } from '../jobs/jobs.ts'
import type { CancellationOutcome, MoveOutcome } from './booking.mails.ts'
import type { BookingEvent } from './booking-words.ts'
import { findDeparture, findHeldMail, markUnconfirmedMailReleased } from './booking-messages.repository.ts'

/** The job that writes to a diver about one of their bookings. */
export const BOOKING_MESSAGE_JOB = 'booking-message'
export type BookingMessageJob = {
  reservationId: number
  event: BookingEvent
  cancellation?: CancellationOutcome
  /** held while the diver's address was unconfirmed, queued again when it was confirmed */
  released?: true
  /** a balance's reminder: how many days before its day (one job each) */
  days?: number
  /** a receipt: what this payment paid, in the booking's currency (a balance is not the whole price) */
  paid?: number
  /** a move: what it did; and, on every message queued by the n-th move, `round` n (their keys are that move's) */
  move?: MoveOutcome
  round?: number
}
/** The job that tells the diver's devices (Web Push); it queues one `push` job per device when it runs. */
export const BOOKING_PUSH_JOB = 'booking-push'
export type BookingPushJob = { reservationId: number; event: BookingEvent; days?: number; round?: number }

const HOUR_MS = 3_600_000
/** The reminder leaves this long before the start (midnight UTC of the first day, as the policy counts). */
export const REMINDER_HOURS = 48
/** The review request leaves the morning after the last day. */
const REVIEW_HOUR_UTC = 9

/**
 * A booking's mails leave in the order they were queued (a cancellation never before its
 * confirmation), and so do its pushes, on a chain of their own: a push service that is down holds
 * back no mail, nor the reverse. Every key of a booking's messages starts with its mail chain.
 */
const mailChain = (reservationId: number) => `booking:${reservationId}`
export const pushChain = (reservationId: number) => `${mailChain(reservationId)}:push`
/** One key per booking and kind of message: queued once, whichever process or retry asks. */
export const messageKey = (reservationId: number, event: BookingEvent) => `${mailChain(reservationId)}:${event}`
/**
 * A booking's mail held until the diver confirmed their address goes on a chain of its own, in the
 * order it was held: a mail of the booking's own chain that finds it not yet sent waits for it (it
 * fails and is retried), which it could not do from behind it on one chain.
 */
const releasedChain = (reservationId: number) => `${mailChain(reservationId)}:released`
/** The same message to the diver's devices: its own job, so a failing push service never mails twice, nor the reverse. */
export const pushKey = (reservationId: number, event: BookingEvent) => `${messageKey(reservationId, event)}:push`
/**
 * A message's keys, where one kind goes more than once: a balance's reminders (a week and two days
 * before), and the messages a move queues again for the new date (one set per move, `round`).
 */
const jobKeys = (job: { reservationId: number; event: BookingEvent; days?: number; round?: number }) => {
  const tail = `${job.round === undefined ? '' : `:m${job.round}`}${job.days === undefined ? '' : `:${job.days}`}`
  return { mail: `${messageKey(job.reservationId, job.event)}${tail}`, push: `${pushKey(job.reservationId, job.event)}${tail}` }
}
export const pushJobKey = (job: BookingPushJob) => jobKeys(job).push

/** When the reminder and the review request of a departure are due. */
export function messageSchedule(start: string, days: number): { reminder: Date; review: Date } {
  const begins = startsAt(start)
  return { reminder: new Date(begins - REMINDER_HOURS * HOUR_MS), review: new Date(begins + (Math.max(1, days) * 24 + REVIEW_HOUR_UTC) * HOUR_MS) }
}

async function queue(jobs: Jobs, trx: Db, job: BookingMessageJob, dueAt?: Date): Promise<void> {
  const keys = jobKeys(job)
  await jobs.enqueue(trx, BOOKING_MESSAGE_JOB, job, { key: keys.mail, chain: mailChain(job.reservationId), dueAt })
  const push: BookingPushJob = {
    reservationId: job.reservationId,
    event: job.event,
    ...(job.days === undefined ? {} : { days: job.days }),
    ...(job.round === undefined ? {} : { round: job.round }),
  }
  await jobs.enqueue(trx, BOOKING_PUSH_JOB, push, { key: keys.push, chain: pushChain(job.reservationId), dueAt })
}

/**
 * In the transaction that confirms a booking: the confirmation now, the reminder 48 hours before
 * the start (unless that has passed) and the review request after the end, each a job due at its
 * time. Rows of `jobs`, not timers: a restart or a second process neither loses nor doubles them.
 */
export async function queueConfirmation(jobs: Jobs, trx: Db, reservationId: number): Promise<void> {
  await queue(jobs, trx, { reservationId, event: 'confirmed' })
  const departure = await findDeparture(trx, reservationId)
  if (!departure) return
  const at = messageSchedule(departure.start, Number(departure.days))
  if (at.reminder.getTime() > Date.now()) await queue(jobs, trx, { reservationId, event: 'reminder' }, at.reminder)
  await queue(jobs, trx, { reservationId, event: 'review' }, at.review)
}

/**
 * In the transaction that confirms a deposit booking: the balance's reminders, a week and two days
 * before its day (those still ahead), mail and push. Each finds the booking as it stands when due,
 * and one whose balance was paid meanwhile stays unsent.
 */
export async function queueBalanceReminders(jobs: Jobs, trx: Db, reservationId: number, balanceDue: string, round?: number): Promise<void> {
  for (const reminder of balanceReminders(balanceDue)) {
    await queue(jobs, trx, { reservationId, event: 'balanceDue', days: reminder.days, ...(round === undefined ? {} : { round }) }, reminder.at)
  }
}

/**
 * In the moving transaction (the booking's `round`-th move): what was scheduled for the old date and
 * not sent yet is withdrawn (its reminder, review request and balance's reminders, of every round
 * before), the move is told now, and the new date's messages are queued under this round's keys.
 */
export async function queueMoved(jobs: Jobs, trx: Db, reservationId: number, move: MoveOutcome, round: number): Promise<void> {
  const rounds = [undefined, ...Array.from({ length: round - 1 }, (_, i) => i + 1)]
  const scheduled = rounds.flatMap((before) => [
    ...(['reminder', 'review'] as const).map((event) => ({ reservationId, event, round: before })),
    ...[7, 2].map((days) => ({ reservationId, event: 'balanceDue' as const, days, round: before })),
  ])
  await jobs.withdraw(
    trx,
    scheduled.flatMap((job) => Object.values(jobKeys(job))),
  )
  await queue(jobs, trx, { reservationId, event: 'moved', move, round })
  const departure = await findDeparture(trx, reservationId)
  if (departure) {
    const at = messageSchedule(departure.start, Number(departure.days))
    if (at.reminder.getTime() > Date.now()) await queue(jobs, trx, { reservationId, event: 'reminder', round }, at.reminder)
    await queue(jobs, trx, { reservationId, event: 'review', round }, at.review)
  }
  if (move.owed > 0 && move.owedBy) await queueBalanceReminders(jobs, trx, reservationId, move.owedBy, round)
}

/** In the payment's transaction: the receipt of what it paid. */
export async function queuePaymentReceipt(jobs: Jobs, trx: Db, reservationId: number, paid: number): Promise<void> {
  await queue(jobs, trx, { reservationId, event: 'paid', paid })
}

/** In the cancelling transaction: what came back and where; the reminder and review request not yet sent are withdrawn. */
export async function queueCancellation(jobs: Jobs, trx: Db, reservationId: number, cancellation: CancellationOutcome): Promise<void> {
  await jobs.withdraw(
    trx,
    (['reminder', 'review'] as const).flatMap((event) => [messageKey(reservationId, event), pushKey(reservationId, event)]),
  )
  await queue(jobs, trx, { reservationId, event: 'cancelled', cancellation })
}

/**
 * In the transaction that confirms the diver's address, once it is marked confirmed: the booking
 * mail held while it was not (everything but a few confirmations an hour) is queued again, now, in
 * the order it was held, and carried out as the booking stands then (a reminder of a booking
 * cancelled meanwhile, or of a trip already under way, is dropped). Answers how many.
 */
export async function releaseHeldBookingMail(jobs: Jobs, trx: Db, userId: number): Promise<number> {
  const held = await findHeldMail(trx, userId)
  for (const row of held) {
    const job: BookingMessageJob = { ...(row.job as BookingMessageJob), released: true }
    await jobs.enqueue(trx, BOOKING_MESSAGE_JOB, job, {
      key: `${messageKey(job.reservationId, job.event)}:released`,
      chain: releasedChain(job.reservationId),
    })
  }
  await markUnconfirmedMailReleased(trx, userId)
  return held.length
}
