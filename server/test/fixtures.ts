import type { FastifyInstance } from 'fastify'
import { ReservationsResponseSchema } from '../../contract/booking.ts'
import type { Traveller } from '../../contract/travellers.ts'
import { WalletResponseSchema } from '../../contract/wallet.ts'
import type { Db } from '../db/schema.ts'
import { api, callOk } from './harness.ts'

let made = 0

/**
 * A diving departure of the first center that takes payment now (and later, with `payLater`),
 * `daysAhead` from today with `seats` free at `price` USD a seat (its net price `net`, the price by
 * default): what a booking test buys, named apart from every other test's.
 */
export async function insertDeparture(
  db: Db,
  {
    seats,
    price = 100,
    net = price,
    daysAhead = 30,
    payLater = false,
    currency = 'USD',
  }: { seats: number; price?: number; net?: number; daysAhead?: number; payLater?: boolean; currency?: string },
): Promise<{ id: number; branch_id: number }> {
  let center = db.selectFrom('branches').select('id').where('pay_now', '=', true)
  if (payLater) center = center.where('pay_later', '=', true)
  const branch = await center.orderBy('id').executeTakeFirstOrThrow()
  return db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: `Test departure ${++made}`,
      name_ar: `رحلة اختبار ${made}`,
      image_url: '/x.svg',
      days: 1,
      start_date: new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10),
      seats_total: seats,
      seats_available: seats,
      number_of_dives: 2,
      price,
      net_price: net,
      currency,
    })
    .returning(['id', 'branch_id'])
    .executeTakeFirstOrThrow()
}

/**
 * A traveller a booking names, certified by `agencyId`: an advanced diver with 80 dives, nitrox and
 * first aid, who meets what any seeded departure asks, unless `details` say otherwise.
 */
export const traveller = (fullName: string, agencyId: number, details: Partial<Traveller> = {}): Traveller => ({
  fullName,
  dateOfBirth: '1985-03-14',
  agencyId,
  level: 'advancedOpenWater',
  loggedDives: 80,
  lastDiveDate: null,
  nitrox: true,
  firstAid: true,
  notes: '',
  ...details,
})

/** Wallet credit of `amount` USD for a diver, valid from yesterday for 300 days (a refund). */
export async function creditWallet(db: Db, userId: number, amount: number): Promise<void> {
  await db
    .insertInto('wallet_transactions')
    .values({
      user_id: userId,
      amount: amount.toFixed(2),
      type: 'Credited',
      description_en: 'Refund',
      description_ar: 'استرداد',
      reservation_id: null,
      valid_from: new Date(Date.now() - 86_400_000),
      valid_to: new Date(Date.now() + 300 * 86_400_000),
    })
    .execute()
}

/** The day `days` from today (UTC), as a departure's start date is written. */
export const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** How many seats a trip has left, as the database holds them. */
export const seatsAvailable = async (db: Db, tripId: number) =>
  (await db.selectFrom('trips').select('seats_available').where('id', '=', tripId).executeTakeFirstOrThrow()).seats_available

/** A diver's wallet balance in USD, as the wallet screen reads it. */
export const walletBalanceOf = async (app: FastifyInstance, token: string) =>
  (await callOk(app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token })).data.availableTransaction.balance

/** One of a diver's bookings, upcoming or past, as the bookings screen reads it. */
export async function reservationOf(app: FastifyInstance, token: string, reservationId: number) {
  const data = (await callOk(app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token })).data
  return [...Object.values(data.upcomming), ...Object.values(data.past)].flat().find((one) => one.reservationId === reservationId)!
}

/**
 * Another date of a trip (the same center, name and kind: a date a booking may move to), starting on
 * `startDate`, as long and with as many dives as the trip unless told, every seat as the trip has them.
 */
export async function anotherDate(db: Db, tripId: number, startDate: string, { days, dives }: { days?: number; dives?: number } = {}): Promise<number> {
  const row = await db
    .insertInto('trips')
    .columns([
      'branch_id',
      'kind',
      'name_en',
      'name_ar',
      'image_url',
      'days',
      'start_date',
      'seats_total',
      'seats_available',
      'number_of_dives',
      'price',
      'net_price',
      'currency',
    ])
    .expression((eb) =>
      eb
        .selectFrom('trips')
        .select([
          'branch_id',
          'kind',
          'name_en',
          'name_ar',
          'image_url',
          days === undefined ? 'days' : eb.val(days).as('days'),
          eb.val(startDate).as('start_date'),
          'seats_total',
          'seats_available',
          dives === undefined ? 'number_of_dives' : eb.val(dives).as('number_of_dives'),
          'price',
          'net_price',
          'currency',
        ])
        .where('id', '=', tripId),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
