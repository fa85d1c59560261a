import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { WalletResponseSchema } from '../../../contract/wallet.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { actionKey, api, call, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { creditWallet, insertDeparture, traveller } from '../../test/fixtures.ts'
import { scriptedProvider } from '../../test/scripted-provider.ts'

/**
 * Requests that race for the same credit or the same seat, sent at once. On PostgreSQL each runs on
 * its own connection, truly side by side (PGlite runs one statement at a time and would hide a race).
 */
const payments = scriptedProvider()
const t = useTestApp({ PG_POOL_MAX: '20' }, { paymentProvider: payments.provider })
let n = 0

const tripAt = async (price: number, seats: number) => (await insertDeparture(t.db, { seats, price, daysAhead: 40 })).id

const book = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: api('/Booking/Create'), token, headers: { 'idempotency-key': actionKey('race') }, payload })
const available = async (token: string) =>
  (await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token })).data.availableTransaction.balance

describe('racing requests', () => {
  it('spend a wallet’s credit once: twelve bookings at once pay at most the credit from it', async () => {
    const diver = await signUpDiver(t.app, `race-wallet-${n++}@reefline.test`)
    await creditWallet(t.db, diver.userId, 768)
    // Twelve departures, so the seats' row locks do not queue the bookings one behind the other.
    const trips = await Promise.all(Array.from({ length: 12 }, () => tripAt(122, 5)))
    const answers = await Promise.all(trips.map((tripId) => book(diver.accessToken, { tripId, seats: 1, paymentType: 1, useWallet: true })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201))
    const booked = answers.map((answer) => v.parse(CreateBookingResponseSchema, answer.json).data.reservationId)
    const parts = await t.db.selectFrom('reservations').select(['wallet_paid', 'card_paid']).where('id', 'in', booked).execute()
    const fromWallet = parts.reduce((sum, part) => sum + Number(part.wallet_paid), 0)
    const fromCard = parts.reduce((sum, part) => sum + Number(part.card_paid), 0)
    expect(fromWallet).toBe(768)
    expect(fromWallet + fromCard).toBe(12 * 122)
    expect(await available(diver.accessToken)).toBe(0)
    await expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })

    // Cancelled at once, all to the wallet: the credit comes back whole, never more than was paid.
    const cancels = await Promise.all(
      booked.map((reservationId) =>
        call(t.app, {
          method: 'POST',
          url: api('/Booking/CancelReservation'),
          token: diver.accessToken,
          headers: { 'idempotency-key': actionKey('race-cancel') },
          payload: { reservationId, refundTo: 'wallet' },
        }),
      ),
    )
    expect(cancels.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(await available(diver.accessToken)).toBe(12 * 122)
    await expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })
  })

  it('book one diver’s buddies from many bookings at once, named in different orders, each booking with its own travellers', async () => {
    const diver = await signUpDiver(t.app, `race-buddies-${n++}@reefline.test`)
    const padi = (await t.db.selectFrom('organizations').select('id').where('short_name', '=', 'PADI').executeTakeFirstOrThrow()).id
    const names = ['Amal', 'Badr', 'Dina', 'Faris']
    const trips = await Promise.all(Array.from({ length: 8 }, () => tripAt(50, 6)))
    // Each booking names the four in a turned order, the first of them as the diver's own details.
    const answers = await Promise.all(
      trips.map((tripId, i) => {
        const order = names.map((_, k) => names[(k + i) % names.length]!)
        return book(diver.accessToken, { tripId, seats: 4, paymentType: 2, travellers: order.map((name) => traveller(name, padi, { loggedDives: 10 + i })) })
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    const booked = answers.map((answer) => v.parse(CreateBookingResponseSchema, answer.json).data.reservationId)
    const listed = await t.db.selectFrom('reservation_travellers').select(['reservation_id', 'full_name']).where('reservation_id', 'in', booked).execute()
    expect(listed).toHaveLength(32)
    const saved = await t.db.selectFrom('saved_travellers').select(['full_name', 'self']).where('user_id', '=', diver.userId).execute()
    expect(saved.map((row) => row.full_name).sort()).toEqual(names)
    expect(saved.filter((row) => row.self)).toHaveLength(1)
    await expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })
  })

  it('give the last seat to exactly one of fifty divers', async () => {
    const tripId = await tripAt(90, 1)
    const divers = await Promise.all(Array.from({ length: 10 }, () => signUpDiver(t.app, `race-seat-${n++}@reefline.test`)))
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(divers[i % divers.length]!.accessToken, { tripId, seats: 1, paymentType: 1 })))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
    await expectMoneyKept(t.db, { users: divers.map((d) => d.userId), trips: [tripId], provider: payments })
  })
})
