import type { FastifyInstance } from 'fastify'
import type { TokenService } from '../auth/tokens.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { accountRoutes } from './account.routes.ts'
import { PASSWORD_RESET_JOB, passwordResetJob } from './account.service.ts'
import { usersRoutes } from './users.routes.ts'

type UsersOptions = {
  tokens: TokenService
  jobs: Jobs
  /** where the password-reset mail's link points */
  publicUrl: string
}

/** Divers' accounts: signing in and up, the profile, the password and its reset mail. */
export function usersPlugin(app: FastifyInstance, { tokens, jobs, publicUrl }: UsersOptions, done: () => void): void {
  jobs.handle(PASSWORD_RESET_JOB, passwordResetJob(app.db, jobs, publicUrl))
  usersRoutes(app, tokens)
  accountRoutes(app, tokens, jobs)
  done()
}
