import type { Country } from '../../../contract/general.ts'
import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'

/** Countries by name in the language; `usedOnly` keeps those that have at least one branch. */
export async function listCountries(db: Db, lang: Lang, usedOnly: boolean): Promise<Country[]> {
  let query = db.selectFrom('countries').select(['id', 'name_en', 'name_ar'])
  if (usedOnly) {
    query = query.where((eb) => eb.exists(eb.selectFrom('branches').select('branches.id').whereRef('branches.country_id', '=', 'countries.id')))
  }
  const rows = await query.execute()
  const collator = new Intl.Collator(lang)
  return rows
    .map((row) => ({ countryId: row.id, countryName: lang === 'ar' ? row.name_ar : row.name_en }))
    .sort((a, b) => collator.compare(a.countryName, b.countryName))
}
