import { sql } from 'kysely'
import type { Db } from '../schema.ts'
import { hashPassword } from '../../modules/auth/passwords.ts'
import { countrySeed } from './countries.ts'

export const DEMO_EMAIL = 'diver@reefline.test'
export const DEMO_PASSWORD = 'Reefline!2026'

/** Units per US dollar; a deployment keeps them current through the currency_rates table. */
const ratesPerUsd: Record<string, string> = {
  USD: '1',
  SAR: '3.75',
  EUR: '0.92',
  EGP: '48.5',
  AED: '3.6725',
  GBP: '0.79',
  BHD: '0.376',
  INR: '83.2',
  KWD: '0.307',
}

const organizationSeed = [
  ['PADI', 'Professional Association of Diving Instructors', 'الرابطة المهنية لمدربي الغوص'],
  ['SSI', 'Scuba Schools International', 'مدارس الغوص الدولية'],
  ['CMAS', 'World Underwater Federation', 'الاتحاد العالمي للأنشطة تحت الماء'],
  ['NAUI', 'National Association of Underwater Instructors', 'الرابطة الوطنية لمدربي الغوص'],
  ['RAID', 'Rebreather Association of International Divers', 'رابطة الغواصين الدولية'],
  ['AIDA', 'International Association for the Development of Apnea', 'الرابطة الدولية لتطوير الغوص الحر'],
] as const

/** Seeds a fresh database once: deterministic, so tests and screenshots see the same data. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('countries')
      .values(countrySeed.map(([code, en, ar]) => ({ code, name_en: en, name_ar: ar })))
      .execute()
    await trx
      .insertInto('organizations')
      .values(organizationSeed.map(([short, en, ar]) => ({ short_name: short, name_en: en, name_ar: ar, logo_url: `/media/seed/org-${short.toLowerCase()}.svg` })))
      .execute()
    await trx
      .insertInto('currency_rates')
      .values(Object.entries(ratesPerUsd).map(([code, perUsd]) => ({ code, per_usd: perUsd })))
      .execute()
    const egypt = await trx.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const padi = await trx.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()
    const demo = await trx
      .insertInto('users')
      .values({
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        name: 'Layla Haddad',
        sex: 'Female',
        country_id: egypt.id,
        mobile: '+201001234567',
        is_diver: true,
        organization_id: padi.id,
        diver_number: 'PADI-2291-7731',
        image_path: null,
        certificate_path: null,
        is_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('notifications')
      .values([
        {
          user_id: demo.id,
          title_en: 'Welcome to Reefline',
          title_ar: 'مرحبًا بك في ريفلاين',
          text_en: 'Your bookings, invoices and wallet are available offline once opened.',
          text_ar: 'حجوزاتك وفواتيرك ومحفظتك متاحة دون اتصال بعد فتحها مرة واحدة.',
          type: 0,
          item_id: null,
          created_at: sql<Date>`now() - interval '2 days'`,
        },
      ])
      .execute()
  })
  return true
}
