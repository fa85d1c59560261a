import { sql } from 'kysely'
import type { Requirements, Traveller } from '../../../contract/travellers.ts'
import type { Db } from '../../db/schema.ts'
import { lockReservation, reservationsWithItem } from './reservations.repository.ts'

const columns = (traveller: Traveller) => ({
  full_name: traveller.fullName,
  date_of_birth: traveller.dateOfBirth,
  agency_id: traveller.agencyId,
  level: traveller.level,
  logged_dives: traveller.loggedDives,
  last_dive_date: traveller.lastDiveDate,
  nitrox: traveller.nitrox,
  first_aid: traveller.firstAid,
})

/** Which of these training agencies the app lists: a traveller's card is one of theirs. */
export async function knownAgencies(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Set(rows.map((row) => row.id))
}

/**
 * The caller's reservation with what decides whether its travellers can change (its state, start,
 * seats, what the departure asks, the center's cut-off), locked until the transaction ends.
 */
export async function findTravellersTerms(db: Db, userId: number, reservationId: number) {
  await lockReservation(db, reservationId)
  return reservationsWithItem(db)
    .select([
      'r.id',
      'r.status',
      'r.seats',
      't.start_date as trip_start',
      'cd.start_date as course_start',
      sql<Requirements | null>`coalesce(t.requirements, ct.requirements)`.as('requirements'),
      'b.travellers_cutoff_hours',
    ])
    .where('r.id', '=', reservationId)
    .where('r.user_id', '=', userId)
    .forUpdate('r')
    .executeTakeFirst()
}

/** A booking's list of divers goes, to be written again whole. */
export async function removeTravellers(db: Db, reservationId: number): Promise<void> {
  await db.deleteFrom('reservation_travellers').where('reservation_id', '=', reservationId).execute()
}

/** A booking's divers, in the order given: traveller 1 is the diver who booked. */
export async function insertTravellers(db: Db, reservationId: number, travellers: readonly Traveller[]): Promise<void> {
  if (travellers.length === 0) return
  await db
    .insertInto('reservation_travellers')
    .values(travellers.map((traveller, index) => ({ reservation_id: reservationId, position: index + 1, notes: traveller.notes, ...columns(traveller) })))
    .execute()
}

/**
 * Keeps what the diver entered for each traveller, to pick again next time: the first as the
 * diver's own details, the others by name. Notes stay on the booking.
 */
export async function saveTravellers(db: Db, userId: number, travellers: readonly Traveller[]): Promise<void> {
  if (travellers.length === 0) return
  // One diver's bookings write these rows one after another: the account row is the lock, as the
  // wallet's is (`for no key update`, which the bookings' own key-share locks on it do not wait for).
  // Two bookings at once otherwise met on the diver's own row and on each other's new rows in turn.
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst()
  // One row per name: the same buddy twice on one booking keeps the later entry.
  const byName = new Map(travellers.map((traveller, index) => [traveller.fullName.toLowerCase(), { traveller, self: index === 0 }]))
  // In the key's order: two bookings of one diver naming the same buddies in another order take their
  // rows' locks in the same order, and never wait for each other in a circle.
  const rows = [...byName]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([nameKey, { traveller, self }]) => ({
      user_id: userId,
      name_key: nameKey,
      self,
      updated_at: new Date(),
      ...columns(traveller),
    }))
  await db.updateTable('saved_travellers').set({ self: false }).where('user_id', '=', userId).where('self', '=', true).execute()
  await db
    .insertInto('saved_travellers')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'name_key']).doUpdateSet((eb) => ({
        self: eb.ref('excluded.self'),
        full_name: eb.ref('excluded.full_name'),
        date_of_birth: eb.ref('excluded.date_of_birth'),
        agency_id: eb.ref('excluded.agency_id'),
        level: eb.ref('excluded.level'),
        logged_dives: eb.ref('excluded.logged_dives'),
        last_dive_date: eb.ref('excluded.last_dive_date'),
        nitrox: eb.ref('excluded.nitrox'),
        first_aid: eb.ref('excluded.first_aid'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

/** The travellers a diver booked for before: their own details first, then the most recent. */
export function findSavedTravellers(db: Db, userId: number) {
  return db
    .selectFrom('saved_travellers')
    .select(['self', 'full_name', 'date_of_birth', 'agency_id', 'level', 'logged_dives', 'last_dive_date', 'nitrox', 'first_aid'])
    .where('user_id', '=', userId)
    .orderBy('self', 'desc')
    .orderBy('updated_at', 'desc')
    .limit(50)
    .execute()
}

/** A booking's divers with their agency's short name, for its voucher (the caller has checked the booking is the diver's). */
export function findTravellers(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_travellers as rt')
    .leftJoin('organizations as o', 'o.id', 'rt.agency_id')
    .select([
      'rt.position',
      'rt.full_name',
      'rt.date_of_birth',
      'rt.agency_id',
      'o.short_name as agency',
      'rt.level',
      'rt.logged_dives',
      'rt.last_dive_date',
      'rt.nitrox',
      'rt.first_aid',
      'rt.notes',
    ])
    .where('rt.reservation_id', '=', reservationId)
    .orderBy('rt.position')
    .execute()
}
