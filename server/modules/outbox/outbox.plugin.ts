import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mail, Mailer } from '../../lib/mailer.ts'
import { Outbox } from './outbox.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** mail and other work that follows a committed write; tests drain it */
    outbox: Outbox
  }
}

type OutboxOptions = { mailer: Mailer }

/**
 * The outbox every module queues its jobs on, carrying out plain mail itself; each module's plugin
 * adds the kinds of job it owns. Wrapped with fastify-plugin: the workers and the tests reach it as
 * `app.outbox`.
 */
export const outboxPlugin = fp(
  (app: FastifyInstance, { mailer }: OutboxOptions, done: () => void) => {
    const outbox = new Outbox(app.db, app.log)
    outbox.handle('mail', (payload) => mailer.send(payload as Mail))
    app.decorate('outbox', outbox)
    done()
  },
  { name: 'outbox', dependencies: ['core'] },
)
