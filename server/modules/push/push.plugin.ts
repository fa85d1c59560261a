import type { FastifyInstance } from 'fastify'
import type { Jobs } from '../jobs/jobs.ts'
import { pushRoutes } from './push.routes.ts'
import { PUSH_JOB, PUSH_JOB_OPTIONS, type PushService } from './push.service.ts'

type PushOptions = { push: PushService; jobs: Jobs }

/** Web push: the calls that keep a device's subscription, and the job that sends one message. */
export function pushPlugin(app: FastifyInstance, { push, jobs }: PushOptions, done: () => void): void {
  jobs.handle(PUSH_JOB, push.job(), PUSH_JOB_OPTIONS)
  pushRoutes(app, push)
  done()
}
