import { sql } from 'kysely'
import type { CabinType, Sex } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'

/** Whether a trip sells cabins: a liveaboard whose boat's cabins are on sale is booked by cabin, not by seat alone. */
export async function sellsCabins(db: Db, tripId: number): Promise<boolean> {
  return (await db.selectFrom('trip_cabins').select('trip_id').where('trip_id', '=', tripId).limit(1).executeTakeFirst()) !== undefined
}

/** The types of cabin trips sell, each with its boat's berths and what is left, as a booking of one is priced. */
const cabinsForSale = (db: Db) =>
  db
    .selectFrom('trip_cabins as tc')
    .innerJoin('trips as t', 't.id', 'tc.trip_id')
    .innerJoin('boat_cabins as bc', (join) => join.onRef('bc.boat_id', '=', 't.boat_id').onRef('bc.cabin_type', '=', 'tc.cabin_type'))
    .select(['tc.trip_id', 'tc.cabin_type', 'tc.price', 'tc.single_supplement', 'tc.cabins_left', 'tc.shared_open_male', 'tc.shared_open_female', 'bc.berths'])

/** One type of cabin a trip sells, as a booking of it is priced. */
export function findCabinForSale(db: Db, tripId: number, type: CabinType) {
  return cabinsForSale(db).where('tc.trip_id', '=', tripId).where('tc.cabin_type', '=', type).executeTakeFirst()
}

/** Every type of cabin these trips sell, for the parties each takes to be worked out again. */
export function findCabinsOf(db: Db, tripIds: readonly number[]) {
  return tripIds.length === 0 ? Promise.resolve([]) : cabinsForSale(db).where('tc.trip_id', 'in', tripIds).execute()
}

/**
 * The parties each trip's cabins take (`partiesMask`), written where they changed: the trips' trigger
 * (migration 021) writes their search rows again.
 */
export async function writeCabinParties(db: Db, counted: ReadonlyArray<{ id: number; parties: bigint }>): Promise<void> {
  if (counted.length === 0) return
  const rows = counted.map(({ id, parties }) => ({ id, parties: parties.toString() }))
  await sql`
    update trips t set cabin_parties = v.parties::bigint
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v (id integer, parties text)
    where t.id = v.id and t.cabin_parties is distinct from v.parties::bigint`.execute(db)
}

/** The column counting the berths free in cabins shared by divers of `sex`. */
const openBerths = (sex: Sex) => (sex === 'Male' ? 'shared_open_male' : 'shared_open_female')

/**
 * Takes whole cabins, and with `sharedBerth` one berth of a cabin shared by divers of its sex beside
 * them, in the statement that checks they are there (the row's lock holds the next booking of the
 * type until this one commits): the berth fills a free berth of a cabin shared by that sex when one
 * is open, else opens a cabin whose other berths become open to that sex. False when there is not enough.
 */
export async function takeCabins(
  db: Db,
  tripId: number,
  type: CabinType,
  take: { cabins: number; sharedBerth: { sex: Sex; berths: number } | null },
): Promise<boolean> {
  const query = db.updateTable('trip_cabins').where('trip_id', '=', tripId).where('cabin_type', '=', type)
  if (take.sharedBerth === null) {
    const row = await query
      .set({ cabins_left: sql`cabins_left - ${take.cabins}` })
      .where('cabins_left', '>=', take.cabins)
      .returning('trip_id')
      .executeTakeFirst()
    return row !== undefined
  }
  const column = openBerths(take.sharedBerth.sex)
  const open = sql.ref(column)
  const row = await query
    .set({
      cabins_left: sql`case when ${open} > 0 then cabins_left - ${take.cabins} else cabins_left - ${take.cabins + 1} end`,
      [column]: sql`case when ${open} > 0 then ${open} - 1 else ${open} + ${take.sharedBerth.berths - 1} end`,
    })
    .where((eb) => eb.or([eb.and([eb(column, '>', 0), eb('cabins_left', '>=', take.cabins)]), eb('cabins_left', '>=', take.cabins + 1)]))
    .returning('trip_id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A cancelled or given-up booking's cabins back on sale: whole cabins as cabins, a shared berth as a
 * berth of a cabin shared by its sex. Berths free enough to make a whole cabin go back on sale as
 * one: no berth of a shared cabin is anyone's in particular, so the crew puts the divers left in the
 * other cabins shared by that sex, and a couple can book the cabin whole. The trip's id, or null
 * when the booking held no cabin.
 */
export async function releaseCabins(db: Db, reservationId: number): Promise<number | null> {
  const sold = await db
    .selectFrom('reservation_cabins')
    .select(['trip_id', 'cabin_type', 'cabins', 'shared_with', 'berths'])
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst()
  if (!sold) return null
  const query = db.updateTable('trip_cabins').where('trip_id', '=', sold.trip_id).where('cabin_type', '=', sold.cabin_type)
  if (sold.shared_with === null) {
    await query.set({ cabins_left: sql`least(cabins_total, cabins_left + ${sold.cabins})` }).execute()
    return sold.trip_id
  }
  const column = openBerths(sold.shared_with)
  const open = sql.ref(column)
  const whole = sql`${open} + 1 >= ${sold.berths}`
  await query
    .set({
      cabins_left: sql`least(cabins_total, cabins_left + ${sold.cabins} + case when ${whole} then 1 else 0 end)`,
      [column]: sql`case when ${whole} then ${open} + 1 - ${sold.berths} else ${open} + 1 end`,
    })
    .execute()
  return sold.trip_id
}

export type SoldCabin = { tripId: number; type: CabinType; cabins: number; sharedWith: Sex | null; berths: number; price: number; supplement: number }

/** What a liveaboard booking bought, as it was sold: `cabins` whole ones, and with `sharedWith` a berth in a cabin shared by that sex. */
export async function insertReservationCabin(db: Db, reservationId: number, sold: SoldCabin): Promise<void> {
  await db
    .insertInto('reservation_cabins')
    .values({
      reservation_id: reservationId,
      trip_id: sold.tripId,
      cabin_type: sold.type,
      cabins: sold.cabins,
      shared: sold.sharedWith !== null,
      shared_with: sold.sharedWith,
      berths: sold.berths,
      price: sold.price.toFixed(2),
      supplement: sold.supplement.toFixed(2),
    })
    .execute()
}

/** A moved booking's cabin, before it is written again as sold on the new date. */
export async function removeReservationCabin(db: Db, reservationId: number): Promise<void> {
  await db.deleteFrom('reservation_cabins').where('reservation_id', '=', reservationId).execute()
}

/** The cabin a booking bought, or none (a booking of seats). */
export function findReservationCabin(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_cabins')
    .select(['cabin_type', 'cabins', 'shared', 'shared_with', 'berths', 'price', 'supplement'])
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst()
}

/** The signed-in diver's sex, as the profile says it: a shared berth's when the app did not say whose it is. */
export async function profileSex(db: Db, userId: number): Promise<Sex> {
  const row = await db.selectFrom('users').select('sex').where('id', '=', userId).executeTakeFirstOrThrow()
  return row.sex
}
