import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { CancelReservationResponseSchema, CreateBookingResponseSchema, ReservationsResponseSchema } from '../../../contract/booking.ts'
import { WalletResponseSchema } from '../../../contract/wallet.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { actionKey, api, call, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { creditWallet, insertDeparture } from '../../test/fixtures.ts'
import { scriptedProvider } from '../../test/scripted-provider.ts'

/**
 * The card is charged between two transactions, never inside one, with the reservation's own key;
 * whatever the provider does (declines, never answers, answers too late) the seats, the wallet and
 * the provider's money end up agreeing.
 */
const CHARGE_TIMEOUT_MS = 300
const payments = scriptedProvider()
// The worker runs only when a test calls it.
const t = useTestApp({ CHARGE_TIMEOUT_MS: String(CHARGE_TIMEOUT_MS), SETTLE_INTERVAL_MS: '3600000' }, { paymentProvider: payments.provider })
let diver: { accessToken: string; userId: number }
let n = 0

// Every test has a diver of its own, with an empty wallet.
beforeEach(async () => {
  diver = await signUpDiver(t.app, `checkout-${n++}@reefline.test`)
})

/** A pay-now trip with `seats` free at 80 EUR a seat, starting in ten days. */
const freshTrip = async (seats = 6, currency = 'USD') => (await insertDeparture(t.db, { seats, price: 100, net: 80, daysAhead: 10, currency })).id

const credit = (amountUsd: number) => creditWallet(t.db, diver.userId, amountUsd)

const book = (payload: object, key = actionKey('book')) =>
  call(t.app, { method: 'POST', url: api('/Booking/Create'), token: diver.accessToken, headers: { 'idempotency-key': key }, payload })
const seatsLeft = async (tripId: number) =>
  (await t.db.selectFrom('trips').select('seats_available').where('id', '=', tripId).executeTakeFirstOrThrow()).seats_available
const walletBalance = async () =>
  (await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token: diver.accessToken })).data
    .availableTransaction.balance
const statusOf = async (id: number) =>
  await t.db.selectFrom('reservations').select(['status', 'payment_status', 'wallet_paid', 'card_paid']).where('id', '=', id).executeTakeFirstOrThrow()
const waitPastSettleDelay = () => new Promise((done) => setTimeout(done, CHARGE_TIMEOUT_MS * 3 + 100))
const kept = (trips: number[]) => expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })

describe('Booking/Create paid by card', () => {
  it('charges after the reservation is committed, with its own key, and confirms it', async () => {
    const tripId = await freshTrip()
    let seenWhileCharging: unknown
    payments.whileCharging(async () => {
      // Another connection (another request) sees the held reservation: the charge is not inside its transaction.
      seenWhileCharging = await t.db.selectFrom('reservations').select(['status', 'charge_key']).where('trip_id', '=', tripId).executeTakeFirst()
    })
    const answer = await book({ tripId, seats: 2, paymentType: 1 })
    payments.whileCharging(() => Promise.resolve())
    expect(answer.status).toBe(201)
    const reservation = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(reservation.status).toBe('Confirmed')
    expect(reservation.paymentStatus).toBe('Paid')
    expect(seenWhileCharging).toMatchObject({ status: 'Pending' })
    expect((seenWhileCharging as { charge_key: string }).charge_key).toMatch(/^RL-/)
    const taken = payments.taken().filter((charge) => charge.reference === reservation.paymentRefrence)
    expect(taken).toHaveLength(1)
    expect(taken[0]!.amount).toBe(160)
    expect(await seatsLeft(tripId)).toBe(4)
    await kept([tripId])
  })

  it('gives the seats back when the card is declined, and books nothing', async () => {
    const tripId = await freshTrip()
    payments.next('decline')
    const answer = await book({ tripId, seats: 3, paymentType: 1 })
    expect(answer.status).toBe(402)
    expect((answer.json as { code: string }).code).toBe('PaymentDeclined')
    expect(await seatsLeft(tripId)).toBe(6)
    const held = await t.db.selectFrom('reservations').select(['id', 'status']).where('trip_id', '=', tripId).execute()
    expect(held.map((r) => r.status)).toEqual(['PaymentFailed'])
    const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token: diver.accessToken })
    expect(data.upcomming.upcomingTripReservations.some((r) => r.reservationId === held[0]!.id)).toBe(false)
    await kept([tripId])
  })

  it('gives the wallet’s part back too when the card declines the rest', async () => {
    const tripId = await freshTrip()
    await credit(50)
    payments.next('decline')
    expect((await book({ tripId, seats: 1, paymentType: 1 })).status).toBe(402)
    expect(await walletBalance()).toBe(50)
    expect(await seatsLeft(tripId)).toBe(6)
    await kept([tripId])
  })

  it('answers 202 Pending when the provider does not answer in time, and the worker settles it with the same key', async () => {
    const tripId = await freshTrip()
    payments.next('hang')
    const answer = await book({ tripId, seats: 1, paymentType: 1 })
    expect(answer.status).toBe(202)
    const reservation = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(reservation.status).toBe('Pending')
    expect(await seatsLeft(tripId)).toBe(5) // held meanwhile
    const asked = payments.calls.filter((c) => c.kind === 'charge').length
    // Not before its time: the request might still be waiting for the answer.
    expect(await t.app.settlePayments()).toBe(0)
    await waitPastSettleDelay()
    expect(await t.app.settlePayments()).toBe(1)
    const again = payments.calls.filter((c) => c.kind === 'charge').slice(asked)
    expect(again).toHaveLength(1)
    expect(again[0]!.key).toBe(payments.calls.filter((c) => c.kind === 'charge')[asked - 1]!.key)
    expect((await statusOf(reservation.reservationId)).status).toBe('Confirmed')
    expect(await seatsLeft(tripId)).toBe(5)
    await kept([tripId])
  })

  it('confirms a charge that went through after the wait without charging it twice', async () => {
    const tripId = await freshTrip()
    payments.next('late')
    const answer = await book({ tripId, seats: 2, paymentType: 1 })
    expect(answer.status).toBe(202)
    const { reservationId, paymentRefrence } = v.parse(CreateBookingResponseSchema, answer.json).data
    await waitPastSettleDelay()
    await t.app.settlePayments()
    expect((await statusOf(reservationId)).status).toBe('Confirmed')
    expect(payments.taken().filter((charge) => charge.reference === paymentRefrence)).toHaveLength(1)
    await kept([tripId])
  })

  it('gives everything back when the worker hears the card was declined after a timeout', async () => {
    const tripId = await freshTrip()
    await credit(30)
    payments.next('hang', 'decline')
    const answer = await book({ tripId, seats: 1, paymentType: 1 })
    expect(answer.status).toBe(202)
    const { reservationId } = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(await walletBalance()).toBe(0) // the wallet's part is held meanwhile
    await waitPastSettleDelay()
    await t.app.settlePayments()
    expect((await statusOf(reservationId)).status).toBe('PaymentFailed')
    expect(await seatsLeft(tripId)).toBe(6)
    expect(await walletBalance()).toBe(30)
    await kept([tripId])
  })

  it('resumes, not repeats, a booking retried with the same Idempotency-Key after its claim was lost', async () => {
    const tripId = await freshTrip()
    const key = actionKey('retry')
    payments.next('hang')
    const first = await book({ tripId, seats: 1, paymentType: 1 }, key)
    expect(first.status).toBe(202)
    // A process that crashed mid-request leaves its claim unanswered; it is taken over once stale.
    await t.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null, created_at: new Date(Date.now() - 3_600_000) })
      .where('key', '=', key)
      .execute()
    const retried = await book({ tripId, seats: 1, paymentType: 1 }, key)
    expect(retried.status).toBe(201)
    const reservations = await t.db.selectFrom('reservations').select(['id', 'status']).where('trip_id', '=', tripId).execute()
    expect(reservations).toEqual([{ id: v.parse(CreateBookingResponseSchema, first.json).data.reservationId, status: 'Confirmed' }])
    expect(await seatsLeft(tripId)).toBe(5)
    await kept([tripId])
  })
})

describe('the wallet pays first, the card the rest', () => {
  it('spends the whole credit and charges the card only the remainder', async () => {
    const tripId = await freshTrip()
    await credit(50)
    const answer = await book({ tripId, seats: 2, paymentType: 1 })
    expect(answer.status).toBe(201)
    const { reservationId, paymentRefrence } = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(await walletBalance()).toBe(0)
    expect(
      payments
        .taken()
        .filter((charge) => charge.reference === paymentRefrence)
        .map((charge) => charge.amount),
    ).toEqual([110])
    const paid = await statusOf(reservationId)
    expect([paid.status, paid.payment_status, Number(paid.wallet_paid), Number(paid.card_paid)]).toEqual(['Confirmed', 'Paid', 50, 110])
    await kept([tripId])
  })

  it('keeps the credit when the diver says so', async () => {
    const tripId = await freshTrip()
    await credit(500)
    expect((await book({ tripId, seats: 1, paymentType: 1, useWallet: false })).status).toBe(201)
    expect(await walletBalance()).toBe(500)
    await kept([tripId])
  })

  it('charges no card when the credit covers the total', async () => {
    const tripId = await freshTrip()
    await credit(200)
    const before = payments.calls.length
    expect((await book({ tripId, seats: 2, paymentType: 1 })).status).toBe(201)
    expect(payments.calls.length).toBe(before)
    expect(await walletBalance()).toBe(40)
    await kept([tripId])
  })
})

describe('a card refund', () => {
  const cancelToCard = (reservationId: number) =>
    callOk(t.app, CancelReservationResponseSchema, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: diver.accessToken,
      headers: { 'idempotency-key': actionKey('cancel') },
      payload: { reservationId, refundTo: 'original' },
    })
  /** The settling worker's round, with the reservation's time to be looked at again come. */
  const settleNow = async (reservationId: number) => {
    await t.db
      .updateTable('reservations')
      .set({ settle_after: new Date(Date.now() - 1000) })
      .where('id', '=', reservationId)
      .execute()
    await t.app.settlePayments()
  }
  const refundsUnder = (key: string | null) =>
    payments
      .refunded()
      .filter((r) => r.key === key)
      .map((r) => r.amount)

  it('is sent after the cancellation commits and, when the provider is down, by the worker once', async () => {
    const tripId = await freshTrip()
    const booked = v.parse(CreateBookingResponseSchema, (await book({ tripId, seats: 1, paymentType: 3 })).json).data
    payments.failRefunds(1)
    const cancelled = await cancelToCard(booked.reservationId)
    expect(cancelled.data.refund).toBe(80)
    expect(cancelled.data.refundedToWallet).toBe(0)
    // The answer did not wait for the provider: the refund's first attempt runs after it.
    await t.app.background.drain()
    const owed = await t.db.selectFrom('reservations').select(['refund_key', 'refund_due']).where('id', '=', booked.reservationId).executeTakeFirstOrThrow()
    expect(owed.refund_key).not.toBeNull()
    expect(payments.refunded().filter((r) => r.key === owed.refund_key)).toEqual([])
    await settleNow(booked.reservationId)
    await t.app.settlePayments()
    expect(refundsUnder(owed.refund_key)).toEqual([80])
    const recorded = await t.db.selectFrom('payments').select(['kind', 'amount']).where('reservation_id', '=', booked.reservationId).orderBy('id').execute()
    expect(recorded.map((p) => [p.kind, Number(p.amount)])).toEqual([
      ['charge', 80],
      ['refund', 80],
    ])
    await kept([tripId])
  })

  it('answers the cancellation at once while the provider keeps its refund waiting, and the worker sends it later', async () => {
    const tripId = await freshTrip()
    const booked = v.parse(CreateBookingResponseSchema, (await book({ tripId, seats: 1, paymentType: 3 })).json).data
    payments.hangRefunds(1)
    // The provider never answers this attempt: an answer at all means it came from the commit, not
    // after the provider (which held it for ever before).
    const cancelled = await cancelToCard(booked.reservationId)
    expect(cancelled.data.reservation.status).toBe('Cancelled')
    // The attempt gives up after the charge's wait, so the worker's round is not held either.
    await t.app.background.drain()
    const owed = await t.db.selectFrom('reservations').select(['refund_key']).where('id', '=', booked.reservationId).executeTakeFirstOrThrow()
    expect(owed.refund_key).not.toBeNull()
    await settleNow(booked.reservationId)
    expect(refundsUnder(owed.refund_key)).toEqual([80])
    await kept([tripId])
  })

  it('gives a split payment’s card part back to the card and the rest to the wallet', async () => {
    const tripId = await freshTrip()
    await credit(30)
    const booked = v.parse(CreateBookingResponseSchema, (await book({ tripId, seats: 1, paymentType: 3 })).json).data
    const cancelled = await callOk(t.app, CancelReservationResponseSchema, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: diver.accessToken,
      payload: { reservationId: booked.reservationId, refundTo: 'original' },
    })
    expect(cancelled.data.refund).toBe(80)
    expect(cancelled.data.refundedToWallet).toBe(30)
    await t.app.background.drain()
    expect(await walletBalance()).toBe(30)
    const owed = await t.db.selectFrom('reservations').select(['refund_key']).where('id', '=', booked.reservationId).executeTakeFirstOrThrow()
    expect(owed.refund_key).toBeNull()
    expect(
      payments
        .refunded()
        .filter((r) => r.key.startsWith(booked.paymentRefrence))
        .map((r) => r.amount),
    ).toEqual([50])
    await kept([tripId])
  })
})

describe('the booking’s notification', () => {
  it('names the day as a reader reads it, in each language, never as an ISO date', async () => {
    const tripId = await freshTrip()
    expect((await book({ tripId, seats: 1, paymentType: 1 })).status).toBe(201)
    const start = (await t.db.selectFrom('trips').select('start_date').where('id', '=', tripId).executeTakeFirstOrThrow()).start_date
    const texts = async (lang: string) => {
      const answer = await call(t.app, { method: 'GET', url: api(`/Notifications/Get?lastNotificationNumber=0&lang=${lang}`), token: diver.accessToken })
      return (answer.json as { data: Array<{ title: string; text: string }> }).data
    }
    const [en] = await texts('1')
    const [ar] = await texts('2')
    expect(en?.title).toBe('Booking confirmed')
    // Written out as a reader writes the day, never with Intl (what the formatter under test uses).
    const [year, month, day] = start.split('-').map(Number) as [number, number, number]
    const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
    const AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']
    expect(en?.text).toContain(`${EN[month - 1]} ${day}, ${year}`)
    expect(ar?.text).toContain(`${day} ${AR[month - 1]} ${year}`)
    expect(`${en?.text} ${ar?.text}`).not.toContain(start)
  })
})
