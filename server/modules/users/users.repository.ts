import type { Lang } from '../../../contract/common.ts'
import { langCode, langFromCode } from '../../../contract/common.ts'
import type { ExpressionBuilder } from 'kysely'
import type { Database, Db, UserTable } from '../../db/schema.ts'

/** E-mail addresses compare without case, as people type them. */
const byEmail = (email: string) => (eb: ExpressionBuilder<Database, 'users'>) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())

export function findCredentials(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash', 'language']).where(byEmail(email)).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where(byEmail(email)).executeTakeFirst()
}

export function findUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'image_path', 'certificate_path', 'is_verified', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function mobileExists(db: Db, mobile: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()) !== undefined
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined
}

export function findProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('countries', 'countries.id', 'users.country_id')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.id',
      'users.name',
      'users.sex',
      'users.email',
      'users.country_id',
      'countries.name_en as country_en',
      'countries.name_ar as country_ar',
      'users.mobile',
      'users.is_diver',
      'users.organization_id',
      'users.diver_number',
      'organizations.short_name',
      'users.image_path',
      'users.certificate_path',
      'users.is_verified',
      'users.role',
      'users.language',
      'users.mail_bookings',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>

export type NewUser = Pick<UserTable, 'email' | 'password_hash' | 'name' | 'sex' | 'country_id' | 'mobile' | 'is_diver'> & { language: number }

export function insertUser(db: Db, user: NewUser) {
  return db
    .insertInto('users')
    .values({ ...user, organization_id: null, diver_number: null, image_path: null, certificate_path: null })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow()
}

export type ProfileChanges = Partial<
  Pick<UserTable, 'name' | 'sex' | 'country_id' | 'mobile' | 'is_diver' | 'organization_id' | 'diver_number'> & { mail_bookings: boolean }
>

export async function updateUser(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return
  await db.updateTable('users').set(changes).where('id', '=', userId).execute()
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
}

export async function setVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ is_verified: true }).where('id', '=', userId).execute()
}

/** Sets a picture column and answers the one it replaced (to delete the old file). */
export async function replaceImage(db: Db, userId: number, column: 'image_path' | 'certificate_path', path: string): Promise<string | null> {
  const before = await db.selectFrom('users').select(column).where('id', '=', userId).forUpdate().executeTakeFirst()
  await db
    .updateTable('users')
    .set({ [column]: path })
    .where('id', '=', userId)
    .execute()
  return before?.[column] ?? null
}

export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  return (await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst()) !== undefined
}

export async function organizationExists(db: Db, organizationId: number): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst()) !== undefined
}

export async function insertGuest(db: Db, guestId: string, deviceToken: string, lang: Lang): Promise<void> {
  await db.insertInto('guests').values({ id: guestId, device_token: deviceToken, language: langCode[lang] }).execute()
}

export async function setUserLanguage(db: Db, userId: number, lang: Lang): Promise<void> {
  await db.updateTable('users').set({ language: langCode[lang] }).where('id', '=', userId).execute()
}

export async function setGuestLanguage(db: Db, guestId: string, lang: Lang): Promise<void> {
  await db.updateTable('guests').set({ language: langCode[lang] }).where('id', '=', guestId).execute()
}

export async function findOwnerLanguage(db: Db, owner: { userId: number } | { guestId: string }): Promise<Lang | undefined> {
  const row =
    'userId' in owner
      ? await db.selectFrom('users').select('language').where('id', '=', owner.userId).executeTakeFirst()
      : await db.selectFrom('guests').select('language').where('id', '=', owner.guestId).executeTakeFirst()
  return row ? langFromCode(row.language) : undefined
}

export function findSessionUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'email', 'image_path']).where('id', '=', userId).executeTakeFirst()
}
