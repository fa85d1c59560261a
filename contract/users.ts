import * as v from 'valibot'
import { envelope } from './common.ts'

export const roles = ['diver', 'guest'] as const
export type Role = (typeof roles)[number]

/** The session the client stores (SPEC §3 "data with accessToken and refreshToken") plus who it is. */
export const SessionDataSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  /** seconds until the access token expires */
  expiresIn: v.number(),
  role: v.picklist(roles),
  userId: v.nullable(v.number()),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  language: v.picklist([1, 2]),
})
export type SessionData = v.InferOutput<typeof SessionDataSchema>
export const SessionResponseSchema = envelope(SessionDataSchema)
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.maxLength(254), v.email())

export const loginPath = '/Users/Login'
export const LoginBodySchema = v.object({ email: Email, password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)) })
export type LoginBody = v.InferInput<typeof LoginBodySchema>

export const loginAsGuestPath = '/Users/LoginAsGuest'
export const LoginAsGuestBodySchema = v.object({ deviceToken: v.optional(v.pipe(v.string(), v.maxLength(512)), '') })

export const refreshTokensPath = '/Users/RefreshTokens'
export const RefreshTokensBodySchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)) })

export const changeLanguagePath = '/Users/ChangeLanguage'

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
})
export type Profile = v.InferOutput<typeof ProfileSchema>
export const getProfileDataPath = '/Users/GetProfileData'
export const ProfileResponseSchema = envelope(ProfileSchema)

export const logoutPath = '/Users/Logout'
export const LogoutBodySchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)) })
export const LogoutResponseSchema = envelope(v.boolean())
