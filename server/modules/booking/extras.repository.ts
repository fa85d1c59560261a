import type { ExtraItem } from '../../../contract/liveaboards.ts'
import type { Db } from '../../db/schema.ts'

/**
 * What a trip charges for or includes (`trip_extras`, by its primary key), with its days and dives
 * to price them by. One query after the other: inside a booking's transaction they share its connection.
 */
export async function findExtrasForSale(db: Db, tripId: number) {
  const trip = await db.selectFrom('trips').select(['days', 'number_of_dives', 'currency']).where('id', '=', tripId).executeTakeFirst()
  if (!trip) return undefined
  const extras = await db.selectFrom('trip_extras').select(['item', 'included', 'price', 'unit']).where('trip_id', '=', tripId).execute()
  return { ...trip, extras }
}

/** A traveller's extra as sold: its names, what its price was for and what it came to. */
export type SoldExtra = { position: number; item: ExtraItem; nameEn: string; nameAr: string; unit: 'trip' | 'day' | 'dive'; units: number; price: number }

/** The extras a booking's travellers took, at the price they were sold at. */
export async function insertExtras(db: Db, reservationId: number, extras: readonly SoldExtra[]): Promise<void> {
  if (extras.length === 0) return
  await db
    .insertInto('reservation_extras')
    .values(
      extras.map((extra) => ({
        reservation_id: reservationId,
        position: extra.position,
        item: extra.item,
        name_en: extra.nameEn,
        name_ar: extra.nameAr,
        unit: extra.unit,
        units: extra.units,
        price: extra.price.toFixed(2),
      })),
    )
    .execute()
}

/** Takes a booking's extras off it, to be written again as priced for its new date. */
export async function removeExtras(db: Db, reservationId: number): Promise<void> {
  await db.deleteFrom('reservation_extras').where('reservation_id', '=', reservationId).execute()
}

/** A booking's extras, by traveller, as sold. */
export function findExtras(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_extras')
    .select(['position', 'item', 'name_en', 'name_ar', 'unit', 'units', 'price'])
    .where('reservation_id', '=', reservationId)
    .orderBy('position')
    .orderBy('item')
    .execute()
}
export type ExtraRow = Awaited<ReturnType<typeof findExtras>>[number]
