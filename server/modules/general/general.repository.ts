import type { Insertable } from 'kysely'
import type { ContactMessageTable, Db } from '../../db/schema.ts'

/** Countries; `usedOnly` keeps those that have at least one branch. */
export async function findCountries(db: Db, usedOnly: boolean) {
  let query = db.selectFrom('countries').select(['id', 'name_en', 'name_ar'])
  if (usedOnly) {
    query = query.where((eb) => eb.exists(eb.selectFrom('branches').select('branches.id').whereRef('branches.country_id', '=', 'countries.id')))
  }
  return query.execute()
}

export function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>) {
  return db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow()
}

export function findPage(db: Db, name: string, language: number) {
  return db.selectFrom('pages').selectAll().where('name', '=', name).where('language', '=', language).executeTakeFirst()
}

export function findOrganizations(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('short_name').execute()
}

/** A round trip to the database, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.selectFrom('countries').select('id').limit(1).execute()
}
