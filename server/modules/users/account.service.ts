import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { message } from '../../lib/messages.ts'
import { isCommonPassword } from '../auth/common-passwords.ts'

export const CODE_MINUTES = 15
export const CODE_ATTEMPTS = 5
export const RESET_MINUTES = 60

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** 8–64 characters come from the contract; here: not a common password, not the e-mail itself. */
export function checkPasswordStrength(password: string, email: string, lang: Lang, path = 'password'): void {
  if (isCommonPassword(password) || password.toLowerCase() === email.toLowerCase()) {
    throw new HttpError(400, 'ValidationFailed', [{ path, message: message('CommonPassword', lang) }])
  }
}

/** A fresh six-digit code replaces any earlier one; only its hash is kept. */
export async function sendConfirmationCode(db: Db, mailer: Mailer, user: { id: number; email: string; name: string }, lang: Lang): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('email_codes').set({ used_at: new Date() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute()
    await trx
      .insertInto('email_codes')
      .values({ user_id: user.id, code_hash: sha256(`${user.id}:${code}`), expires_at: new Date(Date.now() + CODE_MINUTES * 60_000) })
      .execute()
  })
  await mailer.send({
    to: user.email,
    subject: lang === 'ar' ? `رمز تأكيد ريفلاين: ${code}` : `Your Reefline code: ${code}`,
    text:
      lang === 'ar'
        ? `مرحبًا ${user.name}،\n\nرمز تأكيد بريدك الإلكتروني هو ${code}. صالح لمدة ${CODE_MINUTES} دقيقة.`
        : `Hello ${user.name},\n\nYour e-mail confirmation code is ${code}. It is valid for ${CODE_MINUTES} minutes.`,
  })
}

/** Checks the latest code: at most five tries, then it is spent. */
export async function confirmCode(db: Db, userId: number, code: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst()
    if (!row || row.expires_at.getTime() < Date.now() || row.attempts >= CODE_ATTEMPTS) throw new HttpError(400, 'CodeExpired')
    if (row.code_hash !== sha256(`${userId}:${code}`)) {
      await trx.updateTable('email_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute()
      return 'wrong' as const
    }
    await trx.updateTable('email_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute()
    await trx.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute()
    return 'ok' as const
  }).then((outcome) => {
    // Thrown after the commit, so the failed attempt is counted.
    if (outcome === 'wrong') throw new HttpError(400, 'InvalidCode', [{ path: 'Code', message: 'wrong' }])
  })
}

/** A single-use link valid for an hour; the answer is the same whether or not the account exists. */
export async function sendResetLink(db: Db, mailer: Mailer, email: string, baseUrl: string, lang: Lang): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email']).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst()
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  await db.insertInto('password_resets').values({ user_id: user.id, token_hash: sha256(token), expires_at: new Date(Date.now() + RESET_MINUTES * 60_000) }).execute()
  const link = `${baseUrl}/auth/reset-password/${token}`
  await mailer.send({
    to: user.email,
    subject: lang === 'ar' ? 'إعادة تعيين كلمة مرور ريفلاين' : 'Reset your Reefline password',
    text:
      lang === 'ar'
        ? `مرحبًا ${user.name}،\n\nلتعيين كلمة مرور جديدة افتح هذا الرابط خلال ساعة:\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.`
        : `Hello ${user.name},\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf you did not ask for this, ignore this message.`,
  })
}

/** Spends the token, sets the password and signs every device out. */
export async function resetPassword(db: Db, token: string, passwordHash: (userEmail: string) => Promise<string>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_resets as pr')
      .innerJoin('users as u', 'u.id', 'pr.user_id')
      .select(['pr.id', 'pr.user_id', 'pr.expires_at', 'pr.used_at', 'u.email'])
      .where('pr.token_hash', '=', sha256(token))
      .forUpdate('pr')
      .executeTakeFirst()
    if (!row || row.used_at || row.expires_at.getTime() < Date.now()) throw new HttpError(400, 'InvalidResetToken')
    const hash = await passwordHash(row.email)
    await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute()
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', row.user_id).execute()
    await trx.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', row.user_id).where('revoked_at', 'is', null).execute()
  })
}
