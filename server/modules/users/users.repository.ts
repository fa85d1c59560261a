import type { Lang } from '../../../contract/common.ts'
import { langCode, langFromCode } from '../../../contract/common.ts'
import type { Profile } from '../../../contract/users.ts'
import type { Db } from '../../db/schema.ts'

export async function findCredentials(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()
}

export async function findProfile(db: Db, userId: number, lang: Lang): Promise<Profile | undefined> {
  const row = await db
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
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    userId: row.id,
    name: row.name,
    sex: row.sex,
    email: row.email,
    countryId: row.country_id,
    country: (lang === 'ar' ? row.country_ar : row.country_en) ?? null,
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
  }
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
