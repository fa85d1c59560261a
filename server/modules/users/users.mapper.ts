import type { Lang } from '../../../contract/common.ts'
import { langCode } from '../../../contract/common.ts'
import type { Profile, SessionResponse } from '../../../contract/users.ts'
import type { Principal } from '../../lib/principal.ts'
import type { IssuedTokens } from '../auth/tokens.ts'
import type { ProfileRow } from './users.repository.ts'
import { localized } from '../../lib/lang.ts'

/** The profile of SPEC §3 from its row, in the request's language. */
export function toProfile(row: ProfileRow, lang: Lang): Profile {
  return {
    userId: row.id,
    name: row.name,
    sex: row.sex,
    email: row.email,
    countryId: row.country_id,
    country: localized(row, 'country', lang) ?? null,
    mobile: row.mobile,
    isDriver: row.is_diver,
    organizationId: row.organization_id,
    driverNumber: row.diver_number,
    shortName: row.short_name,
    imagePath: row.image_path,
    logoUrl: row.image_path,
    certificateImagePath: row.certificate_path,
    isVerified: row.is_verified,
    role: row.role,
    language: row.language === 2 ? 2 : 1,
    bookingMail: row.mail_bookings,
  }
}

type SessionUser = { name: string; email: string; image_path: string | null }

/** The `{ data }` every session-returning call answers with (SPEC §4 "store the returned session"). */
export function toSessionResponse(principal: Principal, tokens: IssuedTokens, user: SessionUser | undefined): SessionResponse {
  const base = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn, language: langCode[principal.lang] }
  if (principal.kind === 'guest' || !user) {
    return { data: { ...base, role: 'guest', userId: null, name: null, email: null, logoUrl: null } }
  }
  return { data: { ...base, role: 'diver', userId: principal.userId, name: user.name, email: user.email, logoUrl: user.image_path } }
}
