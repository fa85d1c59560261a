import * as v from 'valibot'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema, InvoiceResponseSchema } from '../../../contract/booking.ts'
import { MoveBookingResponseSchema, MoveQuoteResponseSchema } from '../../../contract/moves.ts'
import { messageKey } from '../booking-messages/booking-messages.ts'
import { expectMoneyKept } from '../../test/money-invariants.ts'
import { actionKey, api, call, signUpDiver, useTestApp } from '../../test/harness.ts'
import { scriptedProvider } from '../../test/scripted-provider.ts'
import { dayIn, reservationOf, seatsAvailable, walletBalanceOf } from '../../test/fixtures.ts'

/**
 * Moving a booking to another date of the same trip. The test center moves free until 7 days before
 * the start, then for 10% of the booking's total; its policy gives everything back until 30 days
 * before.
 */
const payments = scriptedProvider()
const t = useTestApp({ PG_POOL_MAX: '20', CHARGE_TIMEOUT_MS: '300', SETTLE_INTERVAL_MS: '3600000' }, { paymentProvider: payments.provider })
const DAY_MS = 86_400_000
let center: number
let diver: { accessToken: string; userId: number }
let n = 0

beforeAll(async () => {
  center = (
    await t.db.selectFrom('branches').select('id').where('pay_now', '=', true).where('pay_later', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id
  await t.db
    .updateTable('branches')
    .set({ move_free_days: 7, move_fee_percent: 10, balance_due_days: 30, cancellation_policy: JSON.stringify([{ minDaysBefore: 30, refundPercent: 100 }]) })
    .where('id', '=', center)
    .execute()
})

beforeEach(async () => {
  diver = await signUpDiver(t.app, `move-${n++}@reefline.test`)
  await t.db.updateTable('users').set({ is_verified: true }).where('id', '=', diver.userId).execute()
})

/** Dates of one trip of the test center (the same name), each `[days ahead, net price a seat, seats]`. */
async function trip(dates: Array<[number, number, number?]>, name = `Move trip ${++n}`) {
  const ids: number[] = []
  for (const [daysAhead, net, seats = 6] of dates) {
    const row = await t.db
      .insertInto('trips')
      .values({
        branch_id: center,
        kind: 'diving',
        name_en: name,
        name_ar: `${name} (ع)`,
        image_url: '/x.svg',
        days: 2,
        start_date: dayIn(daysAhead),
        seats_total: seats,
        seats_available: seats,
        number_of_dives: 4,
        price: net,
        net_price: net,
        currency: 'USD',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}

const book = async (tripId: number, seats: number, paymentType: 1 | 2, token = diver.accessToken) => {
  const answer = await call(t.app, {
    method: 'POST',
    url: api('/Booking/Create'),
    token,
    headers: { 'idempotency-key': actionKey('move-book') },
    payload: { tripId, seats, paymentType },
  })
  expect(answer.status).toBe(201)
  return v.parse(CreateBookingResponseSchema, answer.json).data
}
const quote = (reservationId: number, tripId: number, token = diver.accessToken) =>
  call(t.app, { method: 'GET', url: api(`/Booking/MoveQuote?reservationId=${reservationId}&tripId=${tripId}`), token })
const quoted = async (reservationId: number, tripId: number) => v.parse(MoveQuoteResponseSchema, (await quote(reservationId, tripId)).json).data
const move = (reservationId: number, tripId: number, expectedTotal: number, token = diver.accessToken, lang = 1) =>
  call(t.app, { method: 'POST', url: api(`/Booking/Move?lang=${lang}`), token, payload: { reservationId, tripId, expectedTotal } })
const seatsLeft = (tripId: number) => seatsAvailable(t.db, tripId)
const walletBalance = () => walletBalanceOf(t.app, diver.accessToken)
const mine = (id: number) => reservationOf(t.app, diver.accessToken, id)
const kept = (trips: number[]) => expectMoneyKept(t.db, { users: [diver.userId], trips, provider: payments })

describe('moving a booking to another date', () => {
  it('moves free before the center’s days, keeps the reference, gives the seats back, returns the difference to the wallet and says so by mail with the calendar moved', async () => {
    const [first, cheaper] = await trip([
      [40, 100],
      [47, 80],
    ])
    const booked = await book(first!, 2, 1)
    const offer = await quoted(booked.reservationId, cheaper!)
    expect(offer).toMatchObject({ fromDate: dayIn(40), toDate: dayIn(47), newPrice: 160, fee: 0, total: 160, paid: 200, refund: 40, owed: 0, owedBy: null })
    expect(offer.freeUntil).toBe(new Date(Date.parse(`${dayIn(40)}T00:00:00Z`) - 7 * DAY_MS).toISOString())
    const answer = await move(booked.reservationId, cheaper!, 160)
    expect(answer.status).toBe(200)
    const moved = v.parse(MoveBookingResponseSchema, answer.json).data
    expect(moved).toMatchObject({
      reservationId: booked.reservationId,
      paymentRefrence: booked.paymentRefrence,
      startDate: dayIn(47),
      totalPricePaidByCustomer: 160,
      paymentStatus: 'Paid',
      amountPaid: 160,
      moves: 1,
      moveRule: { freeDays: 7, feePercent: 10 },
    })
    expect([await seatsLeft(first!), await seatsLeft(cheaper!)]).toEqual([6, 4])
    expect(await walletBalance()).toBe(40)
    const mail = (await t.mail()).filter((one) => one.subject?.startsWith('New date') && one.subject.includes(booked.paymentRefrence))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain('The date change was free.')
    expect(mail[0]!.text).toMatch(/\$40\.00 of what you paid is back in your Reefline wallet/)
    const calendar = String(mail[0]!.attachments?.find((one) => String(one.filename).endsWith('.ics'))?.content)
    expect(calendar).toContain('SEQUENCE:1')
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${dayIn(47).replaceAll('-', '')}`)
    // The old date's reminder is withdrawn and the new date's queued under this move's key.
    const keys = (
      await t.db
        .selectFrom('jobs')
        .select('key')
        .where('key', 'like', `${messageKey(booked.reservationId, 'reminder')}%`)
        .execute()
    ).map((row) => row.key)
    expect(keys.sort()).toEqual([`${messageKey(booked.reservationId, 'reminder')}:m1`, `${messageKey(booked.reservationId, 'reminder')}:push:m1`])
    await kept([first!, cheaper!])
  })

  it('charges the center’s fee inside its days, and a dearer date leaves the rest to pay by its day with Pay', async () => {
    const [soon, dearer] = await trip([
      [5, 100],
      [40, 150],
    ])
    const booked = await book(soon!, 1, 1)
    const offer = await quoted(booked.reservationId, dearer!)
    expect(offer).toMatchObject({ fee: 10, newPrice: 150, total: 160, paid: 100, refund: 0, owed: 60, owedBy: dayIn(10) })
    expect(offer.freeUntil).toBeNull()
    const moved = v.parse(MoveBookingResponseSchema, (await move(booked.reservationId, dearer!, 160)).json).data
    expect(moved).toMatchObject({ paymentStatus: 'DepositPaid', amountPaid: 100, totalPricePaidByCustomer: 160, balanceDue: dayIn(10) })
    // The invoice lists the fee as a line of its own, and its lines still add up to the total.
    const invoice = v.parse(
      InvoiceResponseSchema,
      (await call(t.app, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${booked.reservationId}`), token: diver.accessToken })).json,
    ).data
    expect(invoice.items.filter((item) => item.description.startsWith('Date change fee')).map((item) => item.total)).toEqual([10])
    expect(invoice.total).toBe(160)
    const paid = await call(t.app, {
      method: 'POST',
      url: api('/Booking/Pay'),
      token: diver.accessToken,
      headers: { 'idempotency-key': actionKey('move-pay') },
      payload: { reservationId: booked.reservationId, useWallet: true },
    })
    expect(paid.status).toBe(200)
    expect(await mine(booked.reservationId)).toMatchObject({ paymentStatus: 'Paid', amountPaid: 160, balanceDue: null })
    await kept([soon!, dearer!])
  })

  it('moves a booking paid on arrival with nothing paid now: its price is the new date’s', async () => {
    const [first, second] = await trip([
      [20, 100],
      [27, 120],
    ])
    const booked = await book(first!, 1, 2)
    const moved = v.parse(MoveBookingResponseSchema, (await move(booked.reservationId, second!, 120)).json).data
    expect(moved).toMatchObject({ paymentStatus: 'Unpaid', amountPaid: 0, totalPricePaidByCustomer: 120, balanceDue: null })
    await kept([first!, second!])
  })

  it('refuses another trip, a full date, a changed price and a cancelled booking, in the diver’s language, and changes nothing', async () => {
    const [first, full] = await trip([
      [20, 100],
      [27, 100, 1],
    ])
    const [elsewhere] = await trip([[30, 100]], 'Another trip')
    const booked = await book(first!, 2, 1)
    const other = await move(booked.reservationId, elsewhere!, 200, diver.accessToken, 2)
    expect([other.status, (other.json as { code: string }).code]).toEqual([400, 'MoveTargetInvalid'])
    expect((other.json as { errors: unknown[] }).errors).toEqual([{ path: 'tripId', message: 'اختر موعدًا آخر للرحلة أو الدورة نفسها، لدى مركز الغوص نفسه.' }])
    const tooFew = await move(booked.reservationId, full!, 200)
    expect([tooFew.status, (tooFew.json as { code: string }).code]).toEqual([409, 'NotEnoughSeats'])
    const changed = await move(booked.reservationId, full!, 150)
    expect([changed.status, (changed.json as { code: string }).code]).toEqual([409, 'PriceChanged'])
    const someoneElse = await signUpDiver(t.app, `move-other-${n}@reefline.test`)
    expect((await quote(booked.reservationId, full!, someoneElse.accessToken)).status).toBe(404)
    expect(await mine(booked.reservationId)).toMatchObject({ startDate: dayIn(20), moves: 0 })
    expect([await seatsLeft(first!), await seatsLeft(full!)]).toEqual([4, 1])
    await call(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: diver.accessToken, payload: { reservationId: booked.reservationId } })
    const cancelled = await quote(booked.reservationId, full!)
    expect([cancelled.status, (cancelled.json as { code: string }).code]).toEqual([409, 'NotMovable'])
    await kept([first!, full!])
  })
})

describe.skipIf(process.env.TEST_DB !== 'postgres')('moves racing on PostgreSQL', () => {
  it('gives the last seats of a date to one of many divers moving to it at once, and each other keeps their own date', async () => {
    const [from, to] = await trip([
      [30, 100, 12],
      [37, 100, 2],
    ])
    const divers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUpDiver(t.app, `move-race-${n}-${i}@reefline.test`)))
    const bookings = []
    for (const one of divers) bookings.push(await book(from!, 2, 2, one.accessToken))
    const answers = await Promise.all(bookings.map((booked, i) => move(booked.reservationId, to!, 200, divers[i]!.accessToken)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.every((answer) => answer.status === 200 || ['SoldOut', 'NotEnoughSeats'].includes((answer.json as { code: string }).code))).toBe(true)
    expect([await seatsLeft(from!), await seatsLeft(to!)]).toEqual([2, 0])
    await expectMoneyKept(t.db, { users: divers.map((one) => one.userId), trips: [from!, to!] })
  })

  it('moved while cancelled ends one way: cancelled on whichever date it stood, with what it paid back under the policy', async () => {
    const [from, to] = await trip([
      [40, 100],
      [47, 100],
    ])
    const booked = await book(from!, 1, 1)
    const [moved, cancelled] = await Promise.all([
      move(booked.reservationId, to!, 100),
      call(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: diver.accessToken, payload: { reservationId: booked.reservationId } }),
    ])
    expect(cancelled.status).toBe(200)
    expect([200, 409]).toContain(moved.status)
    // Both dates are more than 30 days ahead: the policy gives everything back on either.
    expect(await mine(booked.reservationId)).toMatchObject({
      status: 'Cancelled',
      amountPaid: 100,
      refunded: 100,
      startDate: moved.status === 200 ? dayIn(47) : dayIn(40),
      moves: moved.status === 200 ? 1 : 0,
    })
    expect([await seatsLeft(from!), await seatsLeft(to!)]).toEqual([6, 6])
    await kept([from!, to!])
  })
})
