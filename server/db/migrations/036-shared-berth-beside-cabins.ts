import { sql } from 'kysely'
import type { AnyDb } from '../any-db.ts'

/**
 * A party of divers may take whole cabins for all but one and a berth in a shared cabin for that
 * one (contract/liveaboards.ts `cabinSale`): `reservation_cabins.cabins` counts the whole cabins a
 * booking holds, and `shared` a berth beside them. A berth booked alone until now kept in `cabins`
 * whether it had opened a cabin; giving it back has only ever returned the berth (migration 027), so
 * such rows hold no whole cabin.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`update reservation_cabins set cabins = 0 where shared`.execute(db)
}
