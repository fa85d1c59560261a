import { langCode } from '../../../contract/common.ts'
import type { SessionResponse } from '../../../contract/users.ts'
import type { Db } from '../../db/schema.ts'
import type { IssuedTokens, Principal } from '../auth/tokens.ts'

/** The `{ data }` every session-returning call answers with (SPEC §4 "store the returned session"). */
export async function sessionResponse(db: Db, principal: Principal, tokens: IssuedTokens): Promise<SessionResponse> {
  const base = { ...tokens, language: langCode[principal.lang] }
  if (principal.kind === 'guest') {
    return { data: { ...base, role: 'guest', userId: null, name: null, email: null, logoUrl: null } }
  }
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'image_path'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow()
  return { data: { ...base, role: 'diver', userId: principal.userId, name: user.name, email: user.email, logoUrl: user.image_path } }
}
