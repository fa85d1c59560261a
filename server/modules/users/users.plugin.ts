import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { accountRoutes } from './account.routes.ts'
import { PASSWORD_RESET_JOB, passwordResetJob } from './account.service.ts'
import { usersRoutes } from './users.routes.ts'

type UsersOptions = {
  tokens: TokenService
  outbox: Outbox
  /** where the password-reset mail's link points */
  publicUrl: string
}

/** Divers' accounts: signing in and up, the profile, the password and its reset mail. */
export function usersPlugin(app: FastifyInstance, { tokens, outbox, publicUrl }: UsersOptions, done: () => void): void {
  outbox.handle(PASSWORD_RESET_JOB, passwordResetJob(app.db, outbox, publicUrl))
  usersRoutes(app, tokens)
  accountRoutes(app, tokens, outbox)
  done()
}
