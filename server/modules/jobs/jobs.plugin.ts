import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mail, Mailer } from '../../lib/mailer.ts'
import { Jobs } from './jobs.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** mail and other work that follows a committed write; tests drain it */
    jobs: Jobs
  }
}

type JobsOptions = { mailer: Mailer }

/**
 * The jobs every module queues, carrying out plain mail itself; each module's plugin
 * adds the kinds of job it owns. Wrapped with fastify-plugin: the workers and the tests reach it as
 * `app.jobs`.
 */
export const jobsPlugin = fp(
  (app: FastifyInstance, { mailer }: JobsOptions, done: () => void) => {
    const jobs = new Jobs(app.db, app.log)
    jobs.handle('mail', (payload) => mailer.send(payload as Mail))
    app.decorate('jobs', jobs)
    done()
  },
  { name: 'jobs', dependencies: ['core'] },
)
