import { sql } from 'kysely'
import type { GearKind } from '../../../contract/gear.ts'
import type { Db } from '../../db/schema.ts'

type Item = { tripId: number } | { courseDateId: number }

/** The statuses whose gear is out: a cancelled or given-up booking's gear is back on the shelf. */
const holdingGear = ['Pending', 'Confirmed', 'AwaitingPayment', 'Completed'] as const

/**
 * A departure's branch, length and currency, for its rentals: rentals are priced in the center's
 * currency, so a departure priced in another is offered none.
 */
export function findRentalTerms(db: Db, item: Item) {
  return 'tripId' in item
    ? db
        .selectFrom('trips as t')
        .innerJoin('branches as b', 'b.id', 't.branch_id')
        .select(['b.id as branch_id', 't.days', 't.currency', 'b.currency as branch_currency'])
        .where('t.id', '=', item.tripId)
        .executeTakeFirst()
    : db
        .selectFrom('course_dates as cd')
        .innerJoin('branches as b', 'b.id', 'cd.branch_id')
        .select(['b.id as branch_id', 'cd.duration_days as days', 'cd.currency', 'b.currency as branch_currency'])
        .where('cd.id', '=', item.courseDateId)
        .executeTakeFirst()
}

/**
 * Locks the sizes a booking is about to rent, in one order, until its transaction ends: a second
 * booking of the same sizes waits here, then counts what the first took (`findRentals`).
 */
export async function lockSizes(db: Db, pieces: ReadonlyArray<{ rentalId: number; size: string }>): Promise<void> {
  const keys = [...new Map(pieces.map((piece) => [`${piece.rentalId}:${piece.size}`, piece])).values()].sort(
    (a, b) => a.rentalId - b.rentalId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
  )
  for (const key of keys) {
    await db.selectFrom('rental_sizes').select('stock').where('rental_id', '=', key.rentalId).where('size', '=', key.size).forUpdate().execute()
  }
}

export type RentalRow = {
  id: number
  kind: GearKind
  name_en: string
  name_ar: string
  price: string
  per: 'day' | 'trip'
  size: string
  stock: number
  taken: number
}

/** What a center rents, each size with its stock and what the departure's active bookings took of it. */
export async function findRentals(db: Db, branchId: number, item: Item): Promise<RentalRow[]> {
  const departure = 'tripId' in item ? sql`res.trip_id = ${item.tripId}` : sql`res.course_date_id = ${item.courseDateId}`
  return db
    .selectFrom('branch_rentals as r')
    .innerJoin('rental_sizes as s', 's.rental_id', 'r.id')
    .select([
      'r.id',
      'r.kind',
      'r.name_en',
      'r.name_ar',
      'r.price',
      'r.per',
      's.size',
      's.stock',
      sql<number>`(
        select count(*)::int from reservation_gear g
        join reservations res on res.id = g.reservation_id
        where g.rental_id = r.id and g.size = s.size and ${departure} and res.status in (${sql.join(holdingGear)})
      )`.as('taken'),
    ])
    .where('r.branch_id', '=', branchId)
    .orderBy('r.position')
    .orderBy('r.id')
    .orderBy('s.position')
    .execute()
}

export type SoldGear = { position: number; rentalId: number; size: string; kind: GearKind; nameEn: string; nameAr: string; price: number }

/** The gear a booking's travellers rent, at the price it was sold at. */
export async function insertGear(db: Db, reservationId: number, gear: readonly SoldGear[]): Promise<void> {
  if (gear.length === 0) return
  await db
    .insertInto('reservation_gear')
    .values(
      gear.map((piece) => ({
        reservation_id: reservationId,
        position: piece.position,
        rental_id: piece.rentalId,
        size: piece.size,
        kind: piece.kind,
        name_en: piece.nameEn,
        name_ar: piece.nameAr,
        price: piece.price.toFixed(2),
      })),
    )
    .execute()
}

/** A booking's gear, by traveller, as sold. */
export function findGear(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_gear')
    .select(['position', 'rental_id', 'size', 'kind', 'name_en', 'name_ar', 'price'])
    .where('reservation_id', '=', reservationId)
    .orderBy('position')
    .orderBy('rental_id')
    .execute()
}

/** Takes a booking's gear off it, to be written again as re-priced for its new date. */
export async function removeGear(db: Db, reservationId: number): Promise<void> {
  await db.deleteFrom('reservation_gear').where('reservation_id', '=', reservationId).execute()
}
