import * as v from 'valibot'
import { envelope } from './common.ts'
import { roles } from './session.ts'

// The session (contract/session.ts, apart so the first load of the site carries it without every account schema).
export {
  changeLanguagePath,
  logoutPath,
  LogoutResponseSchema,
  refreshTokensPath,
  type Role,
  type SessionData,
  type SessionResponse,
  SessionResponseSchema,
} from './session.ts'

export const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.maxLength(254), v.email())
const Email = EmailSchema
/** SPEC §5 leaves the sign-up rules open: 8–64 characters (docs/security.md "Passwords"); the server also refuses common passwords. */
export const PasswordSchema = v.pipe(v.string(), v.minLength(8), v.maxLength(64))
const Mobile = v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,20}$/, 'mobile'))
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

export const loginPath = '/Users/Login'
export const LoginBodySchema = v.object({ email: Email, password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)) })
export type LoginBody = v.InferInput<typeof LoginBodySchema>

export const loginAsGuestPath = '/Users/LoginAsGuest'
export const LoginAsGuestBodySchema = v.object({ deviceToken: v.optional(v.pipe(v.string(), v.maxLength(512)), '') })

export const RefreshTokensBodySchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)) })

export const sexes = ['Male', 'Female'] as const
export const ProfileSchema = v.object({
  userId: v.number(),
  name: v.string(),
  sex: v.picklist(sexes),
  email: v.string(),
  countryId: v.nullable(v.number()),
  country: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  isDriver: v.boolean(),
  organizationId: v.nullable(v.number()),
  driverNumber: v.nullable(v.string()),
  shortName: v.nullable(v.string()),
  imagePath: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  certificateImagePath: v.nullable(v.string()),
  isVerified: v.boolean(),
  role: v.picklist(roles),
  language: v.picklist([1, 2]),
  /** e-mail about bookings beyond confirmations, cancellations, new dates and balance reminders (receipts, trip reminders, review requests) */
  bookingMail: v.boolean(),
})
export type Profile = v.InferOutput<typeof ProfileSchema>
export const getProfileDataPath = '/Users/GetProfileData'
export const ProfileResponseSchema = envelope(ProfileSchema)

export const LogoutBodySchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)) })

export const checkMobileAndEmailPath = '/Users/CheckMobileAndEmail'
export const CheckMobileAndEmailBodySchema = v.object({ email: v.optional(v.nullable(Email), null), mobile: v.optional(v.nullable(Mobile), null) })
export const CheckMobileAndEmailResponseSchema = envelope(v.object({ emailExists: v.boolean(), mobileExists: v.boolean() }))

export const registerPath = '/Users/Register'
export const RegisterBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  email: Email,
  password: PasswordSchema,
  mobile: v.optional(v.nullable(Mobile), null),
  countryId: v.optional(v.nullable(Id), null),
  sex: v.optional(v.picklist(sexes), 'Male'),
  isDriver: v.optional(v.boolean(), true),
})
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>

export const sendPasswordResetLinkPath = '/Users/SendPasswordResetLink'
export const SendPasswordResetLinkBodySchema = v.object({ email: Email })
/** The reset link's page posts here (SPEC §7). */
export const resetPasswordPath = (token: string) => `/Users/ResetPassword/${encodeURIComponent(token)}`
export const ResetPasswordParamsSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/)) })
export const ResetPasswordBodySchema = v.object({ password: PasswordSchema })

export const changePasswordPath = '/Users/ChangePassword'
export const ChangePasswordBodySchema = v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)), newPassword: PasswordSchema })
/** The diver's other sessions (other phones, browsers) end with the old password: how many did. */
export const ChangePasswordResponseSchema = envelope(v.boolean(), v.object({ otherSessionsSignedOut: v.number() }))

export const sendConfirmationCodePath = '/Users/SendConfirmationCode'
export const confirmEmailPath = '/Users/ConfirmEmail'
export const ConfirmEmailQuerySchema = v.object({ Code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/)) })

/** SPEC §2.4 profile form fields; each may be left out to keep the stored value. */
export const updateProfilePath = '/Users/UpdateProfile'
export const UpdateProfileBodySchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  sex: v.optional(v.picklist(sexes)),
  countryId: v.optional(v.nullable(Id)),
  mobile: v.optional(v.nullable(Mobile)),
  isDriver: v.optional(v.boolean()),
  organizationId: v.optional(v.nullable(Id)),
  driverNumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  /** "E-mail me about my bookings": confirmations, cancellations, new dates and balance reminders are mailed whatever it says */
  bookingMail: v.optional(v.boolean()),
})
export type UpdateProfileBody = v.InferInput<typeof UpdateProfileBodySchema>

export const changeProfileImagePath = '/users/changeprofileImage'
export const changeCertificateImagePath = '/Mobile/ChangeCertificateImage'
export const ImageResponseSchema = envelope(v.object({ imagePath: v.string() }))

export const OkResponseSchema = envelope(v.boolean())
