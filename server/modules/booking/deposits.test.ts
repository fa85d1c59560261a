import * as v from 'valibot'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { balanceDueDate } from '../../../contract/deposits.ts'
import { TripDetailsResponseSchema } from '../../../contract/trips.ts'
import { messageKey } from '../booking-messages/booking-messages.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { actionKey, api, call, callOk, signUpDiver, useTestApp } from '../../test/harness.ts'
import { creditWallet, dayIn, reservationOf, walletBalanceOf } from '../../test/fixtures.ts'
import { scriptedProvider } from '../../test/scripted-provider.ts'

/**
 * Deposits: 25% when booked, the balance by 30 days before the start. The test center's policy gives
 * everything back until 30 days before and half until 7 days before.
 */
const payments = scriptedProvider()
// The worker runs only when a test calls it.
const t = useTestApp({ CHARGE_TIMEOUT_MS: '300', SETTLE_INTERVAL_MS: '3600000', PG_POOL_MAX: '20' }, { paymentProvider: payments.provider })
let diver: { accessToken: string; userId: number }
let center: number
let n = 0

beforeAll(async () => {
  const row = await t.db.selectFrom('branches').select('id').where('pay_now', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow()
  center = row.id
  await t.db
    .updateTable('branches')
    .set({
      deposit_percent: 25,
      balance_due_days: 30,
      cancellation_policy: JSON.stringify([
        { minDaysBefore: 30, refundPercent: 100 },
        { minDaysBefore: 7, refundPercent: 50 },
      ]),
    })
    .where('id', '=', center)
    .execute()
})

beforeEach(async () => {
  const email = `deposit-${n++}@reefline.test`
  diver = await signUpDiver(t.app, email)
  // An address confirmed, so the balance's reminders are mailed rather than held.
  await t.db.updateTable('users').set({ is_verified: true }).where('id', '=', diver.userId).execute()
})

/** A trip of the deposit center at 400 USD a seat, `daysAhead` from today. */
async function trip(daysAhead = 60, branchId = center) {
  return (
    await t.db
      .insertInto('trips')
      .values({
        branch_id: branchId,
        kind: 'diving',
        name_en: `Deposit trip ${++n}`,
        name_ar: `رحلة بعربون ${n}`,
        image_url: '/x.svg',
        days: 2,
        start_date: dayIn(daysAhead),
        seats_total: 6,
        seats_available: 6,
        number_of_dives: 4,
        price: 400,
        net_price: 400,
        currency: 'USD',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}

const book = (payload: object) =>
  call(t.app, { method: 'POST', url: api('/Booking/Create'), token: diver.accessToken, headers: { 'idempotency-key': actionKey('deposit') }, payload })
const pay = (reservationId: number, useWallet = true) =>
  call(t.app, {
    method: 'POST',
    url: api('/Booking/Pay'),
    token: diver.accessToken,
    headers: { 'idempotency-key': actionKey('balance') },
    payload: { reservationId, useWallet },
  })
const mine = (id: number) => reservationOf(t.app, diver.accessToken, id)
const row = (id: number) =>
  t.db
    .selectFrom('reservations')
    .select(['status', 'payment_status', 'wallet_paid', 'card_paid', 'deposit', 'balance_due', 'trip_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const walletBalance = () => walletBalanceOf(t.app, diver.accessToken)
const kept = (trips: number[]) => expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })

async function bookDeposit(tripId: number, seats = 2) {
  const answer = await book({ tripId, seats, paymentType: 4, expectedTotal: 400 * seats })
  expect(answer.status).toBe(201)
  return v.parse(CreateBookingResponseSchema, answer.json).data
}

describe('a deposit when booked', () => {
  it('is offered on the trip’s page with the center’s terms, and takes its percentage now with the balance due 30 days before', async () => {
    const tripId = await trip(60)
    const details = await callOk(t.app, TripDetailsResponseSchema, { method: 'GET', url: api(`/Trips/TripDetails?tempTripId=${tripId}`) })
    expect(details.data.branch.deposit).toEqual({ percent: 25, balanceDueDays: 30 })
    const booked = await bookDeposit(tripId)
    const charged = payments.taken().filter((charge) => charge.reference === booked.paymentRefrence)
    expect(charged.map((charge) => charge.amount)).toEqual([200])
    expect(booked).toMatchObject({ status: 'Confirmed', paymentStatus: 'DepositPaid', paymentType: 4, deposit: 200, amountPaid: 200 })
    expect(booked.balanceDue).toBe(balanceDueDate(dayIn(60), 30))
    expect(booked.balanceDue).toBe(dayIn(30))
    // The balance's reminders go a week and two days before its day, mail and push, one job each.
    const reminders = await t.db
      .selectFrom('jobs')
      .select(['key', 'next_attempt_at'])
      .where('key', 'like', `${messageKey(booked.reservationId, 'balanceDue')}%`)
      .orderBy('next_attempt_at')
      .execute()
    expect(reminders.map((one) => one.key).sort()).toEqual(
      [':7', ':2', ':push:7', ':push:2'].map((tail) => `${messageKey(booked.reservationId, 'balanceDue')}${tail}`).sort(),
    )
    expect(reminders[0]!.next_attempt_at.toISOString()).toBe(`${dayIn(23)}T09:00:00.000Z`)
    await kept([tripId])
  })

  it('is refused where the center takes none, and once the balance’s day would already have come', async () => {
    const other = await t.db
      .selectFrom('branches')
      .select('id')
      .where('pay_now', '=', true)
      .where('deposit_percent', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    for (const tripId of [await trip(60, other.id), await trip(20)]) {
      const answer = await book({ tripId, seats: 1, paymentType: 4, expectedTotal: 400 })
      expect(answer.status).toBe(409)
      expect((answer.json as { code: string }).code).toBe('PaymentTypeUnavailable')
    }
    expect(await t.db.selectFrom('reservations').select('id').where('user_id', '=', diver.userId).execute()).toEqual([])
  })
})

describe('the balance', () => {
  it('is paid from the wallet first and the card the rest, once: the booking is then paid whole and its reminders stay unsent', async () => {
    const tripId = await trip(60)
    const booked = await bookDeposit(tripId)
    await creditWallet(t.db, diver.userId, 50)
    const paid = await pay(booked.reservationId)
    expect(paid.status).toBe(200)
    expect(v.parse(CreateBookingResponseSchema, paid.json).data).toMatchObject({ paymentStatus: 'Paid', amountPaid: 800, balanceDue: null })
    expect(await row(booked.reservationId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' })
    const { wallet_paid, card_paid } = await row(booked.reservationId)
    expect([Number(wallet_paid), Number(card_paid)]).toEqual([50, 750])
    expect(
      payments
        .taken()
        .filter((charge) => charge.reference === booked.paymentRefrence)
        .map((charge) => charge.amount),
    ).toEqual([200, 550])
    const twice = await pay(booked.reservationId)
    expect(twice.status).toBe(409)
    expect((twice.json as { code: string }).code).toBe('NothingToPay')
    // The reminders fall due: the balance is paid, so no mail about it goes.
    await t.db
      .updateTable('jobs')
      .set({ next_attempt_at: new Date() })
      .where('key', 'like', `${messageKey(booked.reservationId, 'balanceDue')}%`)
      .execute()
    const mails = (await t.mail()).filter((mail) => mail.subject?.includes(booked.paymentRefrence))
    expect(mails.filter((mail) => mail.subject?.startsWith('Balance due'))).toEqual([])
    // The receipt says what this payment paid: the balance, not the whole price.
    const receipt = mails.find((mail) => mail.subject?.startsWith('Payment received'))
    expect(receipt?.text).toMatch(/We received your payment of \$600\.00/)
    await kept([tripId])
  })

  it('mails its reminder when it falls due unpaid, with the amount and the day, to a diver who wants no booking mail too (money owed)', async () => {
    const tripId = await trip(60)
    await t.db.updateTable('users').set({ mail_bookings: false }).where('id', '=', diver.userId).execute()
    const booked = await bookDeposit(tripId)
    await t.db
      .updateTable('jobs')
      .set({ next_attempt_at: new Date() })
      .where('key', '=', `${messageKey(booked.reservationId, 'balanceDue')}:7`)
      .execute()
    const reminder = (await t.mail()).filter((mail) => mail.subject?.startsWith('Balance due') && mail.text?.includes(booked.paymentRefrence))
    expect(reminder).toHaveLength(1)
    expect(reminder[0]!.text).toMatch(/The balance of .*600.* is due by/)
  })

  it('declined on the card leaves the deposit paid as it was and gives back only the balance’s wallet part', async () => {
    const tripId = await trip(60)
    await creditWallet(t.db, diver.userId, 100)
    const booked = await bookDeposit(tripId)
    // The deposit took all 100 of the credit and 100 on the card.
    expect(Number((await row(booked.reservationId)).wallet_paid)).toBe(100)
    await creditWallet(t.db, diver.userId, 40)
    payments.next('decline')
    const declined = await pay(booked.reservationId)
    expect(declined.status).toBe(402)
    const after = await row(booked.reservationId)
    expect([after.status, after.payment_status, Number(after.wallet_paid), Number(after.card_paid)]).toEqual(['Confirmed', 'DepositPaid', 100, 100])
    expect(await walletBalance()).toBe(40)
    expect((await mine(booked.reservationId)).amountPaid).toBe(200)
    await kept([tripId])
  })

  it('unpaid after its day is refused, and the settling worker cancels the booking under the policy and says why', async () => {
    const tripId = await trip(60)
    const booked = await bookDeposit(tripId)
    await t.db
      .updateTable('reservations')
      .set({ balance_due: dayIn(-1) })
      .where('id', '=', booked.reservationId)
      .execute()
    const late = await pay(booked.reservationId)
    expect(late.status).toBe(409)
    expect((late.json as { code: string }).code).toBe('BalanceOverdue')
    await t.app.settlePayments()
    const after = await mine(booked.reservationId)
    // 60 days ahead, the policy gives the whole deposit back (to the wallet).
    expect(after).toMatchObject({ status: 'Cancelled', amountPaid: 200, refunded: 200, cancellationFee: 0, balanceDue: null })
    expect(await walletBalance()).toBe(200)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', tripId).executeTakeFirstOrThrow()).seats_available).toBe(6)
    const told = (await t.mail()).filter((mail) => mail.text?.includes(booked.paymentRefrence) && mail.subject?.startsWith('Booking cancelled'))
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain(`its balance was not paid by`)
    // One whose start has come while it waited is left for the center, and holds no other back.
    const started = await bookDeposit(await trip(60), 1)
    await t.db
      .updateTable('reservations')
      .set({ balance_due: dayIn(-3) })
      .where('id', '=', started.reservationId)
      .execute()
    await t.db
      .updateTable('trips')
      .set({ start_date: dayIn(0) })
      .where('id', '=', (await row(started.reservationId)).trip_id!)
      .execute()
    await t.app.settlePayments()
    expect((await row(started.reservationId)).status).toBe('Confirmed')
    // A second round finds nothing more to do.
    await t.app.settlePayments()
    expect((await row(booked.reservationId)).status).toBe('Cancelled')
    await kept([tripId])
  })

  it('cancelled by the diver gives back what the policy says of the deposit only', async () => {
    const tripId = await trip(20 + 30)
    const booked = await bookDeposit(tripId, 1)
    // 15 days before the start: half back.
    await t.db
      .updateTable('trips')
      .set({ start_date: dayIn(15) })
      .where('id', '=', tripId)
      .execute()
    const cancelled = await call(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: diver.accessToken,
      payload: { reservationId: booked.reservationId, refundTo: 'wallet' },
    })
    expect(cancelled.status).toBe(200)
    expect(await mine(booked.reservationId)).toMatchObject({ status: 'Cancelled', amountPaid: 100, refunded: 50, cancellationFee: 50 })
    await kept([tripId])
  })
})

describe.skipIf(process.env.TEST_DB !== 'postgres')('balances racing on PostgreSQL', () => {
  it('paid from eight requests at once, is taken once: one answer pays it, the others find nothing left to pay', async () => {
    const tripId = await trip(60)
    const booked = await bookDeposit(tripId)
    await creditWallet(t.db, diver.userId, 1000)
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(booked.reservationId)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.every((answer) => answer.status === 200 || (answer.json as { code: string }).code === 'NothingToPay')).toBe(true)
    // The balance (600) came from the wallet once.
    expect(await walletBalance()).toBe(400)
    expect(await row(booked.reservationId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' })
    await kept([tripId])
  })

  it('paid while the diver cancels, ends one way: paid and then cancelled with what it paid under the policy, or cancelled with the balance refused', async () => {
    const tripId = await trip(60)
    const booked = await bookDeposit(tripId)
    await creditWallet(t.db, diver.userId, 1000)
    const cancel = () =>
      call(t.app, {
        method: 'POST',
        url: api('/Booking/CancelReservation'),
        token: diver.accessToken,
        payload: { reservationId: booked.reservationId, refundTo: 'wallet' },
      })
    const [paid, cancelled] = await Promise.all([pay(booked.reservationId), cancel()])
    expect(cancelled.status).toBe(200)
    const after = await mine(booked.reservationId)
    expect(after.status).toBe('Cancelled')
    if (paid.status === 200) expect(after).toMatchObject({ amountPaid: 800, refunded: 800 })
    else expect([paid.status, (paid.json as { code: string }).code, after.amountPaid, after.refunded]).toEqual([409, 'NothingToPay', 200, 200])
    // Whatever the order, everything paid came back to the wallet (60 days ahead the policy gives all
    // back): the card's deposit of 200 on top of the credit, and the balance's 600 if it was taken from it.
    expect(await walletBalance()).toBe(1200)
    await kept([tripId])
  })
})
