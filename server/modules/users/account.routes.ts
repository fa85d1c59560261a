import type { FastifyInstance, FastifyRequest } from 'fastify'
import { langCode } from '../../../contract/common.ts'
import {
  ChangePasswordBodySchema,
  changePasswordPath,
  changeCertificateImagePath,
  changeProfileImagePath,
  CheckMobileAndEmailBodySchema,
  checkMobileAndEmailPath,
  CheckMobileAndEmailResponseSchema,
  ConfirmEmailQuerySchema,
  confirmEmailPath,
  ImageResponseSchema,
  OkResponseSchema,
  RegisterBodySchema,
  registerPath,
  ResetPasswordBodySchema,
  ResetPasswordParamsSchema,
  SendPasswordResetLinkBodySchema,
  sendConfirmationCodePath,
  sendPasswordResetLinkPath,
  SessionResponseSchema,
  UpdateProfileBodySchema,
  updateProfilePath,
} from '../../../contract/users.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { Mailer } from '../../lib/mailer.ts'
import { message } from '../../lib/messages.ts'
import { defineRoute, type RateLimit } from '../../lib/route.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import type { Principal, TokenService } from '../auth/tokens.ts'
import { removeUpload, saveUploadedImage } from '../media/uploads.ts'
import { checkPasswordStrength, confirmCode, resetPassword, sendConfirmationCode, sendResetLink } from './account.service.ts'
import { sessionResponse } from './session.ts'

const strict: RateLimit = { max: 5, timeWindow: '15 minutes' }
const moderate: RateLimit = { max: 20, timeWindow: '1 minute' }

/** A unique-violation from the database, whichever driver reported it. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

function baseUrl(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`
}

/** `UpdateProfile` takes a form body: form fields arrive as text, the contract wants values. */
function coerceForm(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body
  const out: Record<string, unknown> = { ...body }
  for (const key of ['countryId', 'organizationId']) {
    if (typeof out[key] === 'string') out[key] = out[key] === '' ? null : Number(out[key])
  }
  if (typeof out.isDriver === 'string') out.isDriver = out.isDriver === 'true' ? true : out.isDriver === 'false' ? false : out.isDriver
  return out
}

export function accountRoutes(app: FastifyInstance, db: Db, tokens: TokenService, mailer: Mailer, config: Config): void {
  const uploadsDir = `${config.dataDir}/media/uploads`

  defineRoute(app, {
    method: 'POST',
    url: checkMobileAndEmailPath,
    access: 'public',
    idempotent: false,
    body: CheckMobileAndEmailBodySchema,
    response: CheckMobileAndEmailResponseSchema,
    rateLimit: moderate,
    handler: async ({ body }) => {
      const [email, mobile] = await Promise.all([
        body.email ? db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', body.email!)).executeTakeFirst() : undefined,
        body.mobile ? db.selectFrom('users').select('id').where('mobile', '=', body.mobile).executeTakeFirst() : undefined,
      ])
      return { data: { emailExists: email !== undefined, mobileExists: mobile !== undefined } }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: registerPath,
    access: 'public',
    idempotent: false, // answers with tokens, which are never stored for replay
    body: RegisterBodySchema,
    response: SessionResponseSchema,
    rateLimit: strict,
    handler: async ({ body, lang, reply }) => {
      checkPasswordStrength(body.password, body.email, lang)
      if (body.countryId) {
        const country = await db.selectFrom('countries').select('id').where('id', '=', body.countryId).executeTakeFirst()
        if (!country) throw new HttpError(400, 'ValidationFailed', [{ path: 'countryId', message: message('NotFound', lang) }])
      }
      const passwordHash = await hashPassword(body.password)
      let user
      try {
        user = await db
          .insertInto('users')
          .values({ email: body.email, password_hash: passwordHash, name: body.name, sex: body.sex, country_id: body.countryId, mobile: body.mobile, is_diver: body.isDriver, organization_id: null, diver_number: null, image_path: null, certificate_path: null, language: langCode[lang] })
          .returning(['id', 'email', 'name'])
          .executeTakeFirstOrThrow()
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'EmailTaken', [{ path: 'email', message: message('EmailTaken', lang) }])
        throw error
      }
      await sendConfirmationCode(db, mailer, user, lang)
      const principal: Principal = { kind: 'user', userId: user.id, role: 'diver', lang }
      reply.code(201)
      return sessionResponse(db, principal, await tokens.issue(principal))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: sendPasswordResetLinkPath,
    access: 'public',
    body: SendPasswordResetLinkBodySchema,
    response: OkResponseSchema,
    rateLimit: strict,
    handler: async ({ body, lang, request }) => {
      await sendResetLink(db, mailer, body.email, baseUrl(config, request), lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/Users/ResetPassword/:token',
    access: 'public',
    params: ResetPasswordParamsSchema,
    body: ResetPasswordBodySchema,
    response: OkResponseSchema,
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    handler: async ({ params, body, lang }) => {
      await resetPassword(db, params.token, async (email) => {
        checkPasswordStrength(body.password, email, lang)
        return hashPassword(body.password)
      })
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: changePasswordPath,
    access: 'user',
    body: ChangePasswordBodySchema,
    response: OkResponseSchema,
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    handler: async ({ principal, body, lang }) => {
      const user = await db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', principal.userId).executeTakeFirstOrThrow()
      if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
        throw new HttpError(400, 'WrongPassword', [{ path: 'currentPassword', message: message('WrongPassword', lang) }])
      }
      checkPasswordStrength(body.newPassword, user.email, lang, 'newPassword')
      await db.updateTable('users').set({ password_hash: await hashPassword(body.newPassword) }).where('id', '=', principal.userId).execute()
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: sendConfirmationCodePath,
    access: 'user',
    response: OkResponseSchema,
    rateLimit: strict,
    handler: async ({ principal, lang }) => {
      const user = await db.selectFrom('users').select(['id', 'email', 'name', 'is_verified']).where('id', '=', principal.userId).executeTakeFirstOrThrow()
      if (user.is_verified) throw new HttpError(409, 'AlreadyVerified')
      await sendConfirmationCode(db, mailer, user, lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: confirmEmailPath,
    access: 'user',
    query: ConfirmEmailQuerySchema,
    response: SessionResponseSchema,
    rateLimit: { max: 10, timeWindow: '15 minutes' },
    handler: async ({ principal, query }) => {
      await confirmCode(db, principal.userId, query.Code)
      return sessionResponse(db, principal, await tokens.issue(principal))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: updateProfilePath,
    access: 'user',
    idempotent: false, // answers with a session
    body: UpdateProfileBodySchema,
    coerceBody: coerceForm,
    response: SessionResponseSchema,
    handler: async ({ principal, lang, body }) => {
      const checks = []
      if (body.countryId) checks.push(db.selectFrom('countries').select('id').where('id', '=', body.countryId).executeTakeFirst().then((row) => (row ? null : 'countryId')))
      if (body.organizationId) checks.push(db.selectFrom('organizations').select('id').where('id', '=', body.organizationId).executeTakeFirst().then((row) => (row ? null : 'organizationId')))
      const unknown = (await Promise.all(checks)).filter((path) => path !== null)
      if (unknown.length) throw new HttpError(400, 'ValidationFailed', unknown.map((path) => ({ path, message: message('NotFound', lang) })))
      const changes = {
        name: body.name,
        sex: body.sex,
        country_id: body.countryId,
        mobile: body.mobile,
        is_diver: body.isDriver,
        organization_id: body.organizationId,
        diver_number: body.driverNumber,
      }
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      if (Object.keys(defined).length > 0) await db.updateTable('users').set(defined).where('id', '=', principal.userId).execute()
      return sessionResponse(db, principal, await tokens.issue(principal))
    },
  })

  for (const [url, field, column] of [
    [changeProfileImagePath, undefined, 'image_path'],
    [changeCertificateImagePath, 'logo', 'certificate_path'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: 'user',
      multipart: field ?? 'file',
      response: ImageResponseSchema,
      rateLimit: { max: 20, timeWindow: '10 minutes' },
      handler: async ({ principal, request }) => {
        const imagePath = await saveUploadedImage(request, uploadsDir, field)
        const before = await db.selectFrom('users').select(column).where('id', '=', principal.userId).executeTakeFirstOrThrow()
        await db.updateTable('users').set({ [column]: imagePath }).where('id', '=', principal.userId).execute()
        await removeUpload(before[column], uploadsDir)
        return { data: { imagePath } }
      },
    })
  }
}
