import { describe, expect, it } from 'vitest'
import { ReservationsResponseSchema } from '../../../contract/booking.ts'
import { WalletResponseSchema } from '../../../contract/wallet.ts'
import { api, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'

/**
 * A diver of many years: all upcoming bookings travel (the phone keeps them for the boat), the past
 * ones and the wallet's lines come a page at a time, newest first, with how many there are in all.
 */
const t = useTestApp()

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('a long history', () => {
  it('sends every upcoming booking, the newest past ones, and the counts', async () => {
    const diver = await signUpDiver(t.app, 'veteran@reefline.test')
    const branch = await t.db.selectFrom('branches').select('id').orderBy('id').executeTakeFirstOrThrow()
    const trip = (start: string) =>
      t.db
        .insertInto('trips')
        .values({
          branch_id: branch.id,
          kind: 'diving',
          name_en: `Dive ${start}`,
          name_ar: 'غطسة',
          image_url: '/x.svg',
          days: 1,
          start_date: start,
          seats_total: 10,
          seats_available: 9,
          number_of_dives: 2,
          price: 50,
          net_price: 50,
          currency: 'USD',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const book = async (start: string, status: 'Completed' | 'Confirmed' | 'Cancelled') => {
      const { id } = await trip(start)
      await t.db
        .insertInto('reservations')
        .values({
          user_id: diver.userId,
          trip_id: id,
          course_date_id: null,
          seats: 1,
          payment_type: 2,
          payment_status: 'Unpaid',
          status,
          price: 50,
          net_price: 50,
          currency: 'USD',
          payment_reference: `RL-LONG${start.replaceAll('-', '')}`,
        })
        .execute()
    }
    for (let i = 1; i <= 45; i++) await book(daysFromNow(-10 * i), i % 7 === 0 ? 'Cancelled' : 'Completed')
    for (let i = 0; i <= 3; i++) await book(daysFromNow(10 * i), 'Confirmed') // today's is still ahead of the diver
    await book(daysFromNow(40), 'Cancelled') // cancelled ahead of time: past, not upcoming
    const page = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token: diver.accessToken })
    expect(page.data.upcomming.upcomingTripReservations.map((r) => r.startDate)).toEqual([daysFromNow(0), daysFromNow(10), daysFromNow(20), daysFromNow(30)])
    const past = page.data.past.pastTripReservationsAfterAddingReview
    expect(page.metaData).toEqual({ pastTotal: 46, pastLimit: 20 })
    expect(past).toHaveLength(20)
    expect(past[0]!.startDate).toBe(daysFromNow(40))
    expect(past.slice(1).map((r) => r.startDate)).toEqual(Array.from({ length: 19 }, (_, i) => daysFromNow(-10 * (i + 1))))
    const all = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations?pastLimit=100'), token: diver.accessToken })
    expect(all.data.past.pastTripReservationsAfterAddingReview).toHaveLength(46)
    // A small page is much smaller on the wire than the whole history.
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(all).length / 2)
  })

  it('counts every wallet line in the balance but sends a page of them', async () => {
    const diver = await signUpDiver(t.app, 'saver@reefline.test')
    const day = (n: number) => new Date(Date.now() - n * 86_400_000)
    await t.db
      .insertInto('wallet_transactions')
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          user_id: diver.userId,
          amount: '1.00',
          type: 'Credited' as const,
          description_en: 'Refund',
          description_ar: 'استرداد',
          reservation_id: null,
          valid_from: day(i + 1),
          valid_to: new Date(Date.now() + 100 * 86_400_000),
        })),
      )
      .execute()
    const wallet = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token: diver.accessToken })
    expect(wallet.data.availableTransaction.balance).toBe(70)
    expect(wallet.data.availableTransaction.walletTransactions).toHaveLength(50)
    expect(wallet.metaData).toEqual({ currentTotal: 70, expiredTotal: 0, limit: 50 })
    const more = await callOk(t.app, WalletResponseSchema, {
      method: 'GET',
      url: api('/Wallet/GetAllTransactionForCurrentUser?limit=100'),
      token: diver.accessToken,
    })
    expect(more.data.availableTransaction.walletTransactions).toHaveLength(70)
  })
})
