import type { FastifyInstance } from 'fastify'
import {
  ChangePasswordBodySchema,
  changePasswordPath,
  ChangePasswordResponseSchema,
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
import { defineRoute } from '../../lib/route.ts'
import type { TokenService } from '../auth/tokens.ts'
import { removeUpload, storeUploadedImage } from '../media/uploads.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Jobs } from '../jobs/jobs.ts'
import {
  changePassword,
  checkMobileAndEmail,
  confirmEmail,
  register,
  requestPasswordReset,
  resendConfirmationCode,
  resetPassword,
  setAccountImage,
  updateProfile,
} from './account.service.ts'

/** `UpdateProfile` takes a form body: form fields arrive as text, the contract wants values. */
function coerceForm(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const out: Record<string, unknown> = { ...body }
  for (const key of ['countryId', 'organizationId']) {
    if (typeof out[key] === 'string') out[key] = out[key] === '' ? null : Number(out[key])
  }
  for (const key of ['isDriver', 'bookingMail']) {
    if (typeof out[key] === 'string') out[key] = out[key] === 'true' ? true : out[key] === 'false' ? false : out[key]
  }
  return out
}

export function accountRoutes(app: FastifyInstance, tokens: TokenService, jobs: Jobs): void {
  defineRoute(app, {
    summary: 'Tell whether an e-mail or a mobile number already has an account',
    method: 'POST',
    url: checkMobileAndEmailPath,
    access: 'public',
    idempotent: false,
    body: CheckMobileAndEmailBodySchema,
    response: CheckMobileAndEmailResponseSchema,
    rateLimits: [{ max: 20, timeWindow: '1 minute' }],
    handler: async ({ db, body }) => ({ data: await checkMobileAndEmail(db, body.email, body.mobile) }),
  })

  defineRoute(app, {
    summary: 'Create a diver account and sign it in',
    description:
      'Passwords are 8–64 characters, not a common one and not the e-mail. A six-digit confirmation code is mailed (retried until the mail server takes it); the account is usable at once. Answers with tokens, so it is never idempotent-replayed.',
    method: 'POST',
    url: registerPath,
    access: 'public',
    idempotent: false,
    status: 201,
    body: RegisterBodySchema,
    response: SessionResponseSchema,
    rateLimits: [{ max: 5, timeWindow: '15 minutes' }],
    errors: { 409: 'EmailTaken' },
    handler: ({ db, body, lang }) => register(db, tokens, jobs, body, lang),
  })

  defineRoute(app, {
    summary: 'Mail a password-reset link',
    description:
      'Always answers `true`, in the same time, whether or not an account has this e-mail. The link is single-use and valid one hour; an account gets at most three an hour.',
    method: 'POST',
    url: sendPasswordResetLinkPath,
    access: 'public',
    body: SendPasswordResetLinkBodySchema,
    response: OkResponseSchema,
    rateLimits: [
      { max: 5, timeWindow: '15 minutes', by: 'email' },
      { max: 20, timeWindow: '15 minutes', by: 'ip' },
    ],
    handler: async ({ db, body, lang }) => {
      await requestPasswordReset(db, jobs, body.email, lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'Set a new password with a reset link’s token',
    description: 'Spends the token and ends every session of the diver on every device.',
    method: 'POST',
    url: '/Users/ResetPassword/:token',
    access: 'public',
    params: ResetPasswordParamsSchema,
    body: ResetPasswordBodySchema,
    response: OkResponseSchema,
    rateLimits: [{ max: 10, timeWindow: '15 minutes' }],
    errors: { 400: 'InvalidResetToken' },
    handler: async ({ db, params, body, lang }) => {
      await resetPassword(db, tokens, params.token, body.password, lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'Change the password',
    description: 'Needs the current password. Every other session of the diver ends; `metaData.otherSessionsSignedOut` says how many.',
    method: 'POST',
    url: changePasswordPath,
    access: 'user',
    body: ChangePasswordBodySchema,
    response: ChangePasswordResponseSchema,
    rateLimits: [{ max: 10, timeWindow: '15 minutes' }],
    errors: { 400: 'WrongPassword or SamePassword' },
    handler: async ({ db, principal, body, lang }) => {
      // The messages follow the screen's language (the request's), not the one stored with the session.
      const ended = await changePassword(db, tokens, principal, body.currentPassword, body.newPassword, lang)
      return { data: true, metaData: { otherSessionsSignedOut: ended } }
    },
  })

  defineRoute(app, {
    summary: 'Mail a new e-mail confirmation code',
    description: 'Valid 15 minutes and 5 tries; a new code replaces the old one.',
    method: 'GET',
    url: sendConfirmationCodePath,
    access: 'user',
    response: OkResponseSchema,
    rateLimits: [{ max: 5, timeWindow: '15 minutes' }],
    errors: { 409: 'AlreadyVerified' },
    handler: async ({ db, principal, lang }) => {
      await resendConfirmationCode(db, jobs, principal.userId, lang)
      return { data: true }
    },
  })

  defineRoute(app, {
    summary: 'Confirm the e-mail with the mailed code',
    method: 'GET',
    url: confirmEmailPath,
    access: 'user',
    query: ConfirmEmailQuerySchema,
    response: SessionResponseSchema,
    rateLimits: [{ max: 10, timeWindow: '15 minutes' }],
    errors: { 400: 'InvalidCode or CodeExpired' },
    handler: ({ db, principal, query }) => confirmEmail(db, tokens, jobs, principal, query.Code),
  })

  defineRoute(app, {
    summary: 'Update the profile',
    description:
      'JSON or a form (`application/x-www-form-urlencoded`), as SPEC §7 sends it; a field left out keeps its value. Answers with tokens, so it is never idempotent-replayed.',
    method: 'POST',
    url: updateProfilePath,
    access: 'user',
    idempotent: false,
    body: UpdateProfileBodySchema,
    coerceBody: coerceForm,
    response: SessionResponseSchema,
    handler: ({ db, principal, body, lang }) => updateProfile(db, tokens, principal, body, lang),
  })

  for (const [url, field, column, what] of [
    [changeProfileImagePath, undefined, 'image_path', 'profile picture'],
    [changeCertificateImagePath, 'logo', 'certificate_path', 'certification card picture'],
  ] as const) {
    defineRoute(app, {
      summary: `Replace the ${what}`,
      description: 'One JPEG, PNG or WebP image (typed by its bytes) of at most 5 MB; larger is 413 before anything is stored.',
      method: 'POST',
      url,
      access: 'user',
      upload: { field },
      response: ImageResponseSchema,
      rateLimits: [{ max: 20, timeWindow: '10 minutes' }],
      errors: { 413: 'FileTooLarge', 415: 'UnsupportedMediaType' },
      handler: async ({ db, principal, upload }) => {
        // One transaction: the new picture, the account pointing at it, the old one gone. The picture
        // was read and checked before it opened (`upload`), however slowly the client sent it.
        const imagePath = await inTransaction(db, async (trx) => {
          const stored = await storeUploadedImage(trx, upload!)
          await removeUpload(await setAccountImage(trx, principal.userId, column, stored), trx)
          return stored
        })
        return { data: { imagePath } }
      },
    })
  }
}
