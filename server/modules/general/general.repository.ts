import { type Insertable, sql } from 'kysely'
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

/** Messages that gave this address since `since` (the one just written included), whatever its case. */
/** Any fixed number: with an address's hash, the lock under which its acknowledgements are counted. */
const CONTACT_ADDRESS_LOCK = 7_311_301

/**
 * Takes the address's turn until the caller's transaction ends: messages naming one address at once
 * are counted one after another, or each would see room for one more acknowledgement.
 */
export async function lockContactAddress(db: Db, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CONTACT_ADDRESS_LOCK}::int, hashtext(${email.toLowerCase()}))`.execute(db)
}

export async function countContactMessagesFrom(db: Db, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findPage(db: Db, name: string, language: number) {
  return db.selectFrom('pages').selectAll().where('name', '=', name).where('language', '=', language).executeTakeFirst()
}

/** A round trip to the database, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.selectFrom('countries').select('id').limit(1).execute()
}

/** Countries with dive centers: how many dive centers (kept by a trigger in branch_counts), upcoming departures, a picture. */
export function findDestinations(db: Db, today: string) {
  return db
    .selectFrom('countries as c')
    .innerJoin(
      // Dive centers only: the words say "N dive centers" and lead to the dive-center directory (freelancers have their own).
      (eb) =>
        eb
          .selectFrom('branch_counts')
          .select(['country_id', (count) => count.fn.sum<number>('count').as('branches')])
          .where('kind', '=', 'diveCenter')
          .groupBy('country_id')
          .as('bc'),
      (join) => join.onRef('bc.country_id', '=', 'c.id'),
    )
    .select(['c.id', 'c.code', 'c.name_en', 'c.name_ar', 'bc.branches'])
    .select((eb) => [
      eb
        .selectFrom('trips as t')
        .innerJoin('branches as b', 'b.id', 't.branch_id')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('b.country_id', '=', 'c.id')
        .where('t.start_date', '>', today)
        .as('trips'),
      eb
        .selectFrom('branches as b')
        .select('b.image_url')
        .whereRef('b.country_id', '=', 'c.id')
        .orderBy(sql`b.rate desc nulls last`)
        .orderBy('b.id')
        .limit(1)
        .as('image_url'),
    ])
    .where('bc.branches', '>', 0)
    .execute()
}
