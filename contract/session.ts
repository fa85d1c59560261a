import * as v from 'valibot'
import { envelope } from './common.ts'

// The session and the calls that keep it (a token's renewal, the language, signing out): what every
// page's first load needs of contract/users.ts, apart from the account's schemas, which only the
// account's pages read (decision 041). contract/users.ts re-exports all of it.

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

export const refreshTokensPath = '/Users/RefreshTokens'
export const changeLanguagePath = '/Users/ChangeLanguage'
export const logoutPath = '/Users/Logout'
export const LogoutResponseSchema = envelope(v.boolean())
