import type { FastifyInstance } from 'fastify'
import type { Outbox } from '../outbox/outbox.ts'
import { pushRoutes } from './push.routes.ts'
import { PUSH_JOB, PUSH_JOB_OPTIONS, type PushService } from './push.service.ts'

type PushOptions = { push: PushService; outbox: Outbox }

/** Web push: the calls that keep a device's subscription, and the job that sends one message. */
export function pushPlugin(app: FastifyInstance, { push, outbox }: PushOptions, done: () => void): void {
  outbox.handle(PUSH_JOB, push.job(), PUSH_JOB_OPTIONS)
  pushRoutes(app, push)
  done()
}
