import type { FastifyInstance } from 'fastify'
import type { Mailer } from '../../lib/mailer.ts'
import { invoice, voucher } from '../booking/booking.service.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { PUSH_LANE, type PushService } from '../push/push.service.ts'
import { BOOKING_MESSAGE_JOB, BOOKING_PUSH_JOB } from './booking-messages.ts'
import { bookingMessageJob, bookingPushJob } from './booking-messages.service.ts'

type BookingMessagesOptions = {
  jobs: Jobs
  mailer: Mailer
  push: PushService
  /** where the mail's links point */
  publicUrl: string
  /** the mail's sender */
  mailFrom: string
}

/**
 * The jobs a booking's writes queue (they have no calls of their own): this is the one
 * place their handlers are registered, so a new kind of booking job is added to the list below.
 */
export function bookingMessagesPlugin(app: FastifyInstance, { jobs, mailer, push, publicUrl, mailFrom }: BookingMessagesOptions, done: () => void): void {
  jobs.handle(BOOKING_MESSAGE_JOB, bookingMessageJob(app.db, mailer, { voucher, invoice }, publicUrl, mailFrom))
  jobs.handle(BOOKING_PUSH_JOB, bookingPushJob(app.db, push), { lane: PUSH_LANE })
  done()
}
