import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Lang } from '../../../contract/common.ts'
import { langCode } from '../../../contract/common.ts'
import type { SessionResponse } from '../../../contract/users.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { message } from '../../lib/api-texts.ts'
import { isCommonPassword } from '../auth/common-passwords.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import type { Principal } from '../../lib/principal.ts'
import type { TokenService } from '../auth/tokens.ts'
import { releaseHeldBookingMail } from '../booking-messages/booking-messages.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { CODE_MINUTES, confirmationMail, RESET_MINUTES, resetLink, resetMail } from './account.mails.ts'
import {
  countCodeAttempt,
  countRecentResets,
  lockAccountForResets,
  findLatestEmailCodeForUpdate,
  findResetForUpdate,
  insertPasswordReset,
  replaceEmailCode,
  spendEmailCode,
  spendResets,
} from './credentials.repository.ts'
import { sessionFor, startSession } from './users.service.ts'
import {
  countryExists,
  emailExists,
  findUser,
  findUserByEmail,
  insertUser,
  mobileExists,
  organizationExists,
  type ProfileChanges,
  replaceImage,
  setPasswordHash,
  setVerified,
  updateUser,
} from './users.repository.ts'

export const CODE_ATTEMPTS = 5
/** At most this many reset mails for one account an hour, however many addresses ask. */
export const RESETS_PER_HOUR = 3
export const PASSWORD_RESET_JOB = 'password-reset'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** 8–64 characters come from the contract; here: not a common password, not the e-mail itself. */
export function checkPasswordStrength(password: string, email: string, lang: Lang, path = 'password'): void {
  if (isCommonPassword(password) || password.toLowerCase() === email.toLowerCase()) {
    throw new HttpError(400, 'ValidationFailed', [{ path, message: message('CommonPassword', lang) }])
  }
}

export async function checkMobileAndEmail(db: Db, email: string | null, mobile: string | null) {
  const [emailTaken, mobileTaken] = await Promise.all([email ? emailExists(db, email) : false, mobile ? mobileExists(db, mobile) : false])
  return { emailExists: emailTaken, mobileExists: mobileTaken }
}

/** A fresh six-digit code replaces any earlier one; only its hash is kept, the mail leaves as a job. */
async function issueConfirmationCode(db: Db, jobs: Jobs, user: { id: number; email: string; name: string }, lang: Lang): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await replaceEmailCode(db, user.id, sha256(`${user.id}:${code}`), new Date(Date.now() + CODE_MINUTES * 60_000))
  await jobs.enqueue(db, 'mail', confirmationMail(user.email, user.name, code, lang))
}

type Registration = {
  name: string
  email: string
  password: string
  mobile: string | null
  countryId: number | null
  sex: 'Male' | 'Female'
  isDriver: boolean
}

/**
 * The account, its confirmation code and the mail carrying it are written in one transaction: a
 * mail server that is down delays the mail, it never fails the sign-up or leaves half an account.
 */
export async function register(db: Db, tokens: TokenService, jobs: Jobs, body: Registration, lang: Lang): Promise<SessionResponse> {
  checkPasswordStrength(body.password, body.email, lang)
  if (body.countryId && !(await countryExists(db, body.countryId))) {
    throw new HttpError(400, 'ValidationFailed', [{ path: 'countryId', message: message('NotFound', lang) }])
  }
  const passwordHash = await hashPassword(body.password)
  const user = await inTransaction(db, async (trx) => {
    const row = await insertUser(trx, {
      email: body.email,
      password_hash: passwordHash,
      name: body.name,
      sex: body.sex,
      country_id: body.countryId,
      mobile: body.mobile,
      is_diver: body.isDriver,
      language: langCode[lang],
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, 'EmailTaken', [{ path: 'email', message: message('EmailTaken', lang) }])
      throw error
    })
    await issueConfirmationCode(trx, jobs, row, lang)
    return row
  })
  return startSession(db, tokens, { kind: 'user', userId: user.id, role: 'diver', lang })
}

export async function resendConfirmationCode(db: Db, jobs: Jobs, userId: number, lang: Lang): Promise<void> {
  await inTransaction(db, async (trx) => {
    const user = await findUser(trx, userId)
    if (!user) throw new HttpError(401, 'SessionEnded')
    if (user.is_verified) throw new HttpError(409, 'AlreadyVerified')
    await issueConfirmationCode(trx, jobs, user, lang)
  })
}

/** Checks the latest code: at most five tries, then it is spent. */
export async function confirmEmail(
  db: Db,
  tokens: TokenService,
  jobs: Jobs,
  principal: Extract<Principal, { kind: 'user' }>,
  code: string,
): Promise<SessionResponse> {
  const outcome = await inTransaction(db, async (trx) => {
    const row = await findLatestEmailCodeForUpdate(trx, principal.userId)
    if (!row || row.expires_at.getTime() < Date.now() || row.attempts >= CODE_ATTEMPTS) throw new HttpError(400, 'CodeExpired')
    if (row.code_hash !== sha256(`${principal.userId}:${code}`)) {
      await countCodeAttempt(trx, row.id, row.attempts + 1)
      return 'wrong' as const
    }
    await spendEmailCode(trx, row.id)
    await setVerified(trx, principal.userId)
    // Booking mail held back from the unconfirmed address goes out now, with the confirmation.
    await releaseHeldBookingMail(jobs, trx, principal.userId)
    return 'ok' as const
  })
  // Thrown after the commit, so the failed attempt is counted.
  if (outcome === 'wrong') throw new HttpError(400, 'InvalidCode', [{ path: 'Code', message: message('InvalidCode', principal.lang) }])
  return sessionFor(db, principal, await tokens.reissue(principal, db))
}

/**
 * Answers the same, in the same time, whether or not the account exists: the request is one
 * job insert either way, and the worker looks the address up (passwordResetJob).
 */
export async function requestPasswordReset(db: Db, jobs: Jobs, email: string, lang: Lang): Promise<void> {
  await jobs.enqueue(db, PASSWORD_RESET_JOB, { email, lang })
}

/** The worker's half of a reset request: a single-use link valid for an hour, mailed to the account. */
export function passwordResetJob(db: Db, jobs: Jobs, publicUrl: string) {
  return async (payload: unknown): Promise<void> => {
    const { email, lang } = payload as { email: string; lang: Lang }
    const user = await findUserByEmail(db, email)
    if (!user) return
    await inTransaction(db, async (trx) => {
      // However many addresses ask, a diver's inbox gets a few links an hour, not a flood: counted under
      // the account's lock, or two workers carrying two requests at once both see room for one more.
      await lockAccountForResets(trx, user.id)
      if ((await countRecentResets(trx, user.id, new Date(Date.now() - 3_600_000))) >= RESETS_PER_HOUR) return
      const token = randomBytes(32).toString('base64url')
      await insertPasswordReset(trx, user.id, sha256(token), new Date(Date.now() + RESET_MINUTES * 60_000))
      await jobs.enqueue(trx, 'mail', resetMail(user.email, user.name, resetLink(publicUrl, token), lang))
    })
  }
}

/** Spends the link, sets the password and ends every session of the diver. */
export async function resetPassword(db: Db, tokens: TokenService, token: string, password: string, lang: Lang): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await findResetForUpdate(trx, sha256(token))
    if (!row || row.used_at || row.expires_at.getTime() < Date.now()) throw new HttpError(400, 'InvalidResetToken')
    checkPasswordStrength(password, row.email, lang)
    await spendResets(trx, row.user_id)
    await setPasswordHash(trx, row.user_id, await hashPassword(password))
    return tokens.revokeSessions(trx, row.user_id)
  })
}

/** A new password ends every other session of the diver (another phone, a lost laptop); this one stays. */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  principal: Extract<Principal, { kind: 'user' }>,
  current: string,
  next: string,
  lang: Lang,
): Promise<number> {
  const user = await findUser(db, principal.userId)
  if (!user) throw new HttpError(401, 'SessionEnded')
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new HttpError(400, 'WrongPassword', [{ path: 'currentPassword', message: message('WrongPassword', lang) }])
  }
  // The same password again would end every other session and change nothing a thief knows.
  if (next === current) throw new HttpError(400, 'SamePassword', [{ path: 'newPassword', message: message('SamePassword', lang) }])
  checkPasswordStrength(next, user.email, lang, 'newPassword')
  const hash = await hashPassword(next)
  return inTransaction(db, async (trx) => {
    await setPasswordHash(trx, principal.userId, hash)
    return tokens.revokeSessions(trx, principal.userId, principal.sessionId)
  })
}

type ProfileUpdate = {
  name?: string
  sex?: 'Male' | 'Female'
  countryId?: number | null
  mobile?: string | null
  isDriver?: boolean
  organizationId?: number | null
  driverNumber?: string | null
  bookingMail?: boolean
}

export async function updateProfile(
  db: Db,
  tokens: TokenService,
  principal: Extract<Principal, { kind: 'user' }>,
  body: ProfileUpdate,
  lang: Lang,
): Promise<SessionResponse> {
  const unknown: string[] = []
  if (body.countryId && !(await countryExists(db, body.countryId))) unknown.push('countryId')
  if (body.organizationId && !(await organizationExists(db, body.organizationId))) unknown.push('organizationId')
  if (unknown.length)
    throw new HttpError(
      400,
      'ValidationFailed',
      unknown.map((path) => ({ path, message: message('NotFound', lang) })),
    )
  const changes: ProfileChanges = {
    name: body.name,
    sex: body.sex,
    country_id: body.countryId,
    mobile: body.mobile,
    is_diver: body.isDriver,
    organization_id: body.organizationId,
    diver_number: body.driverNumber,
    mail_bookings: body.bookingMail,
  }
  await updateUser(db, principal.userId, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)))
  return sessionFor(db, principal, await tokens.reissue(principal, db))
}

/** Records a stored upload as the diver's picture or certificate; answers the path it replaced. */
export function setAccountImage(db: Db, userId: number, column: 'image_path' | 'certificate_path', path: string): Promise<string | null> {
  return replaceImage(db, userId, column, path)
}
