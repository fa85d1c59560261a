import { sql } from 'kysely'
import type { CabinType } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'

/** Whether a trip sells cabins: a liveaboard whose boat's cabins are on sale is booked by cabin, not by seat alone. */
export async function sellsCabins(db: Db, tripId: number): Promise<boolean> {
  return (await db.selectFrom('trip_cabins').select('trip_id').where('trip_id', '=', tripId).limit(1).executeTakeFirst()) !== undefined
}

/** One type of cabin a trip sells, with its berths and what is left, as a booking of it is priced. */
export function findCabinForSale(db: Db, tripId: number, type: CabinType) {
  return db
    .selectFrom('trip_cabins as tc')
    .innerJoin('trips as t', 't.id', 'tc.trip_id')
    .innerJoin('boat_cabins as bc', (join) => join.onRef('bc.boat_id', '=', 't.boat_id').onRef('bc.cabin_type', '=', 'tc.cabin_type'))
    .select(['tc.cabin_type', 'tc.price', 'tc.single_supplement', 'tc.cabins_left', 'tc.shared_open', 'bc.berths'])
    .where('tc.trip_id', '=', tripId)
    .where('tc.cabin_type', '=', type)
    .executeTakeFirst()
}

/**
 * Takes whole cabins, and with `sharedBerthOf` one berth of a shared cabin beside them, in the
 * statement that checks they are there (the row's lock holds the next booking of the type until
 * this one commits): the berth fills a shared cabin's free berth when one is open, else opens a
 * cabin whose other berths become open. False when there is not enough.
 */
export async function takeCabins(db: Db, tripId: number, type: CabinType, take: { cabins: number; sharedBerthOf: number | null }): Promise<boolean> {
  const query = db.updateTable('trip_cabins').where('trip_id', '=', tripId).where('cabin_type', '=', type)
  const row =
    take.sharedBerthOf === null
      ? await query
          .set({ cabins_left: sql`cabins_left - ${take.cabins}` })
          .where('cabins_left', '>=', take.cabins)
          .returning('trip_id')
          .executeTakeFirst()
      : await query
          .set({
            cabins_left: sql`case when shared_open > 0 then cabins_left - ${take.cabins} else cabins_left - ${take.cabins + 1} end`,
            shared_open: sql`case when shared_open > 0 then shared_open - 1 else shared_open + ${take.sharedBerthOf - 1} end`,
          })
          .where((eb) => eb.or([eb.and([eb('shared_open', '>', 0), eb('cabins_left', '>=', take.cabins)]), eb('cabins_left', '>=', take.cabins + 1)]))
          .returning('trip_id')
          .executeTakeFirst()
  return row !== undefined
}

/** A cancelled or given-up booking's cabins back on sale: whole cabins as cabins, a shared berth as a berth. */
export async function releaseCabins(db: Db, reservationId: number): Promise<void> {
  const sold = await db
    .selectFrom('reservation_cabins')
    .select(['trip_id', 'cabin_type', 'cabins', 'shared'])
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst()
  if (!sold) return
  await db
    .updateTable('trip_cabins')
    .set({
      cabins_left: sql`least(cabins_total, cabins_left + ${sold.cabins})`,
      shared_open: sql`shared_open + ${sold.shared ? 1 : 0}`,
    })
    .where('trip_id', '=', sold.trip_id)
    .where('cabin_type', '=', sold.cabin_type)
    .execute()
}

export type SoldCabin = { tripId: number; type: CabinType; cabins: number; shared: boolean; berths: number; price: number; supplement: number }

/** What a liveaboard booking bought, as it was sold: `cabins` whole ones, and a berth in a shared one with `shared`. */
export async function insertReservationCabin(db: Db, reservationId: number, sold: SoldCabin): Promise<void> {
  await db
    .insertInto('reservation_cabins')
    .values({
      reservation_id: reservationId,
      trip_id: sold.tripId,
      cabin_type: sold.type,
      cabins: sold.cabins,
      shared: sold.shared,
      berths: sold.berths,
      price: sold.price.toFixed(2),
      supplement: sold.supplement.toFixed(2),
    })
    .execute()
}

/** The cabin a booking bought, or none (a booking of seats). */
export function findReservationCabin(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_cabins')
    .select(['cabin_type', 'cabins', 'shared', 'berths', 'price', 'supplement'])
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst()
}
