import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CancellationQuoteResponseSchema,
  CancelReservationResponseSchema,
  CreateBookingResponseSchema,
  InvoiceResponseSchema,
  ReservationsResponseSchema,
  VoucherResponseSchema,
} from '../../../contract/booking.ts'
import { WalletResponseSchema } from '../../../contract/wallet.ts'
import { actionKey, api, call, callError, callOk, useTestApp, loginDemo, signUpDiver } from '../../test/harness.ts'

const t = useTestApp()
let demo: { accessToken: string; userId: number }
let other: string

const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  demo = await loginDemo(t.app)
  other = (await signUpDiver(t.app)).accessToken
})

async function reservations(token: string) {
  const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations?lang=1'), token })
  return data
}

/** A trip of a branch that takes both ways of paying, starting in `days`, with `seats` free. */
async function freshTrip(days: number, seats: number) {
  const branch = await t.db
    .selectFrom('branches')
    .select('id')
    .where('pay_now', '=', true)
    .where('pay_later', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return t.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: 'Test Dive',
      name_ar: 'غطسة اختبار',
      image_url: '/x.svg',
      days: 1,
      start_date: tomorrowPlus(days),
      seats_total: 12,
      seats_available: seats,
      number_of_dives: 2,
      price: 100,
      net_price: 80,
      currency: 'EUR',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

describe('Booking/Reservations', () => {
  it('splits the demo diver’s bookings into upcomming and past with every payment type', async () => {
    const data = await reservations(demo.accessToken)
    const upcoming = [...data.upcomming.upcomingTripReservations, ...data.upcomming.upcomingCourseReservations]
    const past = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview]
    const today = new Date().toISOString().slice(0, 10)
    expect(upcoming.length).toBeGreaterThanOrEqual(5)
    expect(upcoming.every((r) => r.startDate >= today && r.status !== 'Cancelled')).toBe(true)
    expect(past.every((r) => r.startDate < today || r.status === 'Cancelled')).toBe(true)
    expect(new Set(upcoming.map((r) => r.paymentType))).toEqual(new Set([1, 2, 3]))
    expect(new Set([...upcoming, ...past].map((r) => r.paymentStatus))).toEqual(new Set(['Paid', 'Unpaid', 'Refunded']))
    expect(upcoming.some((r) => r.showCancelButton)).toBe(true)
    expect(upcoming.some((r) => !r.showCancelButton)).toBe(true) // the one that starts tomorrow
    expect(past.some((r) => r.reviewId !== null)).toBe(true)
    expect(past.some((r) => r.reviewId === null && r.status === 'Completed')).toBe(true)
    expect(data.upcomming.upcomingCourseReservations.every((r) => r.courseName && r.tripName === null)).toBe(true)
  })

  it('shows another diver none of them', async () => {
    const data = await reservations(other)
    expect(data.upcomming.upcomingTripReservations).toEqual([])
    expect(data.past.pastTripReservationsAfterAddingReview).toEqual([])
  })

  it('is for accounts only', async () => {
    expect((await call(t.app, { method: 'GET', url: api('/Booking/Reservations') })).status).toBe(401)
    const guest = await call(t.app, { method: 'POST', url: api('/Users/LoginAsGuest'), payload: {} })
    const token = (guest.json as { data: { accessToken: string } }).data.accessToken
    expect((await call(t.app, { method: 'GET', url: api('/Booking/Reservations'), token })).status).toBe(403)
  })
})

/** Gives the branch of a trip a known policy, so the fee is what the test says. */
async function withPolicy(tripId: number, tiers: Array<{ minDaysBefore: number; refundPercent: number }>, freeHours: number) {
  const trip = await t.db.selectFrom('trips').select('branch_id').where('id', '=', tripId).executeTakeFirstOrThrow()
  await t.db
    .updateTable('branches')
    .set({ cancellation_policy: JSON.stringify(tiers), free_cancellation_hours: freeHours })
    .where('id', '=', trip.branch_id)
    .execute()
}
const strict = [
  { minDaysBefore: 30, refundPercent: 100 },
  { minDaysBefore: 7, refundPercent: 50 },
]

const book = (token: string, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: api('/Booking/Create'), token, headers, payload })
const bookOk = async (token: string, payload: object) => v.parse(CreateBookingResponseSchema, (await book(token, payload)).json).data
const cancel = (token: string, payload: object) =>
  callOk(t.app, CancelReservationResponseSchema, { method: 'POST', url: api('/Booking/CancelReservation'), token, payload })
const quote = (token: string, reservationId: number) =>
  callOk(t.app, CancellationQuoteResponseSchema, { method: 'GET', url: api(`/Booking/CancellationQuote?reservationId=${reservationId}`), token })
const walletOf = async (token: string) =>
  (await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token })).data

describe('Booking/CancelReservation and CancellationQuote', () => {
  it('will not touch another diver’s reservation', async () => {
    const data = await reservations(demo.accessToken)
    const target = data.upcomming.upcomingTripReservations.find((r) => r.showCancelButton)!
    expect(target).toBeDefined()
    expect(
      (
        await callError(t.app, {
          method: 'POST',
          url: api('/Booking/CancelReservation'),
          token: other,
          payload: { reservationId: target.reservationId, cancellationReason: 'not mine' },
        })
      ).status,
    ).toBe(404)
    expect((await call(t.app, { method: 'GET', url: api(`/Booking/CancellationQuote?reservationId=${target.reservationId}`), token: other })).status).toBe(404)
    const row = await t.db.selectFrom('reservations').select('status').where('id', '=', target.reservationId).executeTakeFirstOrThrow()
    expect(row.status).toBe('Confirmed')
  })

  it('gives everything back with enough notice: seats back on sale, the refund in the wallet, as quoted', async () => {
    const trip = await freshTrip(40, 6)
    await withPolicy(trip.id, strict, 168)
    const booked = await bookOk(other, { tripId: trip.id, seats: 2, paymentType: 1 })
    expect(booked).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' })
    const walletBefore = await walletOf(other)
    const { data: q } = await quote(other, booked.reservationId)
    expect(q).toMatchObject({ cancellable: true, paid: 160, refundPercent: 100, refund: 160, fee: 0, currency: 'EUR', refundTo: ['wallet', 'original'] })
    // The refund holds until 30 days before the start, then drops to the next tier.
    expect(q.validUntil).toBe(new Date(Date.parse(`${booked.startDate}T00:00:00Z`) - 30 * 86_400_000).toISOString())
    const { data } = await cancel(other, { reservationId: booked.reservationId, cancellationReason: 'Sick' })
    expect(data).toMatchObject({ refund: 160, fee: 0, currency: 'EUR', refundedToWallet: q.refundUsd })
    expect(data.reservation).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', showCancelButton: false })
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(6)
    expect((await walletOf(other)).availableTransaction.balance).toBeCloseTo(walletBefore.availableTransaction.balance + data.refundedToWallet, 2)
    const again = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: other,
      payload: { reservationId: booked.reservationId },
    })
    expect([again.status, again.body.code]).toEqual([409, 'NotCancellable'])
  })

  it('keeps the fee the policy names with less notice, and refunds the rest to the card when asked', async () => {
    const trip = await freshTrip(10, 6)
    await withPolicy(trip.id, strict, 168)
    const booked = await bookOk(other, { tripId: trip.id, seats: 1, paymentType: 1, useWallet: false })
    expect((await quote(other, booked.reservationId)).data).toMatchObject({ refundPercent: 50, refund: 40, fee: 40, refundTo: ['wallet', 'original'] })
    const walletBefore = await walletOf(other)
    const { data } = await cancel(other, { reservationId: booked.reservationId, refundTo: 'original' })
    expect(data).toMatchObject({ refund: 40, fee: 40, refundedToWallet: 0 })
    // The card's refund leaves after the answer, on the provider's time.
    await t.app.background.drain()
    const money = await t.db
      .selectFrom('payments')
      .select(['kind', 'amount', 'provider'])
      .where('reservation_id', '=', booked.reservationId)
      .orderBy('id')
      .execute()
    expect(money).toEqual([
      { kind: 'charge', amount: '80.00', provider: 'local' },
      { kind: 'refund', amount: '40.00', provider: 'local' },
    ])
    expect((await walletOf(other)).availableTransaction.balance).toBe(walletBefore.availableTransaction.balance)
    const row = await t.db
      .selectFrom('reservations')
      .select(['cancellation_fee', 'refund_amount'])
      .where('id', '=', booked.reservationId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ cancellation_fee: '40.00', refund_amount: '40.00' })
  })

  it('free cancellation gives everything back until its deadline, then follows the tiers', async () => {
    const inside = await freshTrip(9, 4)
    await withPolicy(inside.id, strict, 168)
    const early = await bookOk(other, { tripId: inside.id, seats: 1, paymentType: 3 })
    expect((await cancel(other, { reservationId: early.reservationId })).data).toMatchObject({ refund: 80, fee: 0 })
    // Booked while the deadline was ahead, cancelled once it has passed (the start brought nearer
    // stands in for the days gone by): the tiers decide, and 5 days before gets nothing of `strict`.
    const booked = await bookOk(other, { tripId: inside.id, seats: 1, paymentType: 3 })
    await t.db
      .updateTable('trips')
      .set({ start_date: tomorrowPlus(5) })
      .where('id', '=', inside.id)
      .execute()
    expect((await cancel(other, { reservationId: booked.reservationId })).data).toMatchObject({ refund: 0, fee: 80 })
  })

  it('cancels a pay-on-arrival booking for nothing, and refuses one that has started', async () => {
    const trip = await freshTrip(3, 4)
    const booked = await bookOk(other, { tripId: trip.id, seats: 1, paymentType: 2 })
    expect((await quote(other, booked.reservationId)).data).toMatchObject({ paid: 0, refund: 0, fee: 0, refundTo: [] })
    expect((await cancel(other, { reservationId: booked.reservationId })).data.reservation).toMatchObject({ status: 'Cancelled', paymentStatus: 'Unpaid' })
    const data = await reservations(demo.accessToken)
    const today = data.upcomming.upcomingTripReservations.find((r) => !r.showCancelButton)
    expect(today, 'the demo diver has a trip that starts today').toBeDefined()
    expect(
      (
        await callError(t.app, {
          method: 'POST',
          url: api('/Booking/CancelReservation'),
          token: demo.accessToken,
          payload: { reservationId: today!.reservationId },
        })
      ).status,
    ).toBe(409)
  })
})

describe('Booking/Create offers free cancellation only while its deadline is ahead', () => {
  it('refuses it past the deadline with a 409 on paymentType in the request’s language, writes nothing, and takes pay now', async () => {
    // Six days ahead with 168 hours of free cancellation: the deadline was yesterday.
    const trip = await freshTrip(6, 4)
    await withPolicy(trip.id, strict, 168)
    const english = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=1'),
      token: other,
      payload: { tripId: trip.id, seats: 1, paymentType: 3 },
    })
    expect(english.status).toBe(409)
    expect(english.body.code).toBe('FreeCancellationEnded')
    expect(english.body.errors).toEqual([
      { path: 'paymentType', message: 'Free cancellation is no longer offered for this date: its deadline has passed. Choose another way to pay.' },
    ])
    const arabic = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/Create?lang=2'),
      token: other,
      payload: { tripId: trip.id, seats: 1, paymentType: 3 },
    })
    expect(arabic.body.errors).toEqual([{ path: 'paymentType', message: 'لم يعد الإلغاء المجاني متاحًا لهذا الموعد، فقد انقضت مهلته. اختر طريقة دفع أخرى.' }])
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()).toEqual([])
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(4)
    const paidNow = await bookOk(other, { tripId: trip.id, seats: 1, paymentType: 1 })
    expect(paidNow).toMatchObject({ paymentType: 1, status: 'Confirmed' })
  })

  it('takes it until the deadline, and a center that takes no online booking gets a 409 on paymentType for every type', async () => {
    const trip = await freshTrip(8, 4)
    await withPolicy(trip.id, strict, 168)
    expect(await bookOk(other, { tripId: trip.id, seats: 1, paymentType: 3 })).toMatchObject({ paymentType: 3 })
    const { branch_id } = await t.db.selectFrom('trips').select('branch_id').where('id', '=', trip.id).executeTakeFirstOrThrow()
    await t.db.updateTable('branches').set({ pay_now: false, pay_later: false }).where('id', '=', branch_id).execute()
    try {
      for (const paymentType of [1, 2, 3]) {
        const refused = await callError(t.app, {
          method: 'POST',
          url: api('/Booking/Create'),
          token: other,
          payload: { tripId: trip.id, seats: 1, paymentType },
        })
        expect(refused.status).toBe(409)
        expect(refused.body.code).toBe('PaymentTypeUnavailable')
        expect(refused.body.errors?.map((error) => error.path)).toEqual(['paymentType'])
      }
    } finally {
      await t.db.updateTable('branches').set({ pay_now: true, pay_later: true }).where('id', '=', branch_id).execute()
    }
  })
})

describe('Idempotency-Key', () => {
  it('books once however often the same action is replayed', async () => {
    const trip = await freshTrip(20, 6)
    const request = {
      method: 'POST' as const,
      url: api('/Booking/Create'),
      token: demo.accessToken,
      headers: { 'idempotency-key': 'book-trip-action-0001' },
      payload: { tripId: trip.id, seats: 2, paymentType: 3 },
    }
    const first = await call(t.app, request)
    const second = await call(t.app, request)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json).toEqual(first.json)
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()).toHaveLength(1)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(4)
    // The same key for a different request is a client bug, not a replay.
    const mismatch = await callError(t.app, { ...request, payload: { tripId: trip.id, seats: 1, paymentType: 3 } })
    expect(mismatch.status).toBe(422)
    // Keys belong to their caller: another diver's identical key is a new action.
    const rival = await call(t.app, { ...request, token: other })
    expect(rival.status).toBe(201)
    expect(rival.headers['idempotent-replayed']).toBeUndefined()
  })

  it('cancels once however often the action is replayed', async () => {
    const trip = await freshTrip(25, 6)
    const booked = await callOk(t.app, CreateBookingResponseSchema, {
      method: 'POST',
      url: api('/Booking/Create'),
      token: demo.accessToken,
      payload: { tripId: trip.id, seats: 1, paymentType: 3 },
    })
    const headers = { 'idempotency-key': actionKey('cancel') }
    const first = await call(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: demo.accessToken,
      headers,
      payload: { reservationId: booked.data.reservationId },
    })
    const replay = await call(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: demo.accessToken,
      headers,
      payload: { reservationId: booked.data.reservationId },
    })
    expect([first.status, replay.status]).toEqual([200, 200])
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json).toEqual(first.json)
    expect(await t.db.selectFrom('notifications').select('id').where('item_id', '=', booked.data.reservationId).where('type', '=', 5).execute()).toHaveLength(1)
  })

  it('a failed attempt does not burn the key: the same action, retried with it, runs for real', async () => {
    const trip = await freshTrip(26, 1)
    const request = {
      method: 'POST' as const,
      url: api('/Booking/Create'),
      token: demo.accessToken,
      headers: { 'idempotency-key': actionKey('book-retry') },
      payload: { tripId: trip.id, seats: 2, paymentType: 3 },
    }
    const failed = await callError(t.app, request)
    expect(failed.status).toBe(409)
    expect(failed.body.code).toBe('NotEnoughSeats')
    // The center adds seats; the diver taps "Try again", which resends the same action and key.
    await t.db.updateTable('trips').set({ seats_available: 3, seats_total: 14 }).where('id', '=', trip.id).execute()
    const retried = await call(t.app, request)
    expect(retried.status).toBe(201)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()).toHaveLength(1)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(1)
  })

  it('rejects a malformed key', async () => {
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: demo.accessToken,
      headers: { 'idempotency-key': 'bad key!' },
      payload: { reservationId: 1 },
    })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.path).toBe('Idempotency-Key')
  })
})

describe('Booking/Invoice', () => {
  it('shows the seller, the buyer, the item and the totals of the diver’s own reservation, in either language', async () => {
    const data = await reservations(demo.accessToken)
    const paid = [...data.upcomming.upcomingTripReservations, ...data.past.pastTripReservationsAfterAddingReview].find(
      (r) => r.paymentStatus === 'Paid' && r.price > r.totalPricePaidByCustomer,
    )
    expect(paid, 'the demo diver has a paid, discounted trip').toBeDefined()
    const { data: invoice } = await callOk(t.app, InvoiceResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Invoice?reservationId=${paid!.reservationId}&lang=1`),
      token: demo.accessToken,
    })
    expect(invoice).toMatchObject({
      reservationId: paid!.reservationId,
      type: 'trip',
      paymentRefrence: paid!.paymentRefrence,
      currency: paid!.currency,
      total: paid!.totalPricePaidByCustomer,
      subtotal: paid!.price,
      amountPaid: paid!.totalPricePaidByCustomer,
      amountDue: 0,
      taxes: [],
    })
    expect(invoice.invoiceNumber).toBe(`INV-${paid!.paymentRefrence.slice(3)}`)
    expect(invoice.seller).toMatchObject({ branchId: paid!.branchId, name: paid!.branchName })
    expect(invoice.buyer.email).toBe('diver@reefline.test')
    // The line is at the list price, so the discount brings the subtotal to the total.
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: paid!.tripName,
        quantity: paid!.seats,
        unitPrice: paid!.price / paid!.seats,
        total: paid!.price,
        startDate: paid!.startDate,
      }),
    ])
    expect(invoice.discount).toBeCloseTo(paid!.price - paid!.totalPricePaidByCustomer, 2)
    const arabic = await callOk(t.app, InvoiceResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Invoice?reservationId=${paid!.reservationId}&lang=2`),
      token: demo.accessToken,
    })
    expect(arabic.data.seller.name).toMatch(/[\u0600-\u06FF]/)
    expect(arabic.data.items[0]!.description).toMatch(/[\u0600-\u06FF]/)
  })

  it('is not found for another diver, and unpaid bookings show what is due', async () => {
    const data = await reservations(demo.accessToken)
    const unpaid = data.upcomming.upcomingTripReservations.find((r) => r.paymentStatus === 'Unpaid' && r.paymentType === 1)
    expect(unpaid).toBeDefined()
    expect((await call(t.app, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${unpaid!.reservationId}`), token: other })).status).toBe(404)
    const { data: invoice } = await callOk(t.app, InvoiceResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Invoice?reservationId=${unpaid!.reservationId}`),
      token: demo.accessToken,
    })
    expect(invoice).toMatchObject({ amountPaid: 0, amountDue: unpaid!.totalPricePaidByCustomer, paymentStatus: 'Unpaid' })
  })
})

describe('Booking/Voucher and Booking/Pay', () => {
  it('shows what the diver needs on the day: meeting point, inclusions, the center, the policy and the deadline', async () => {
    const trip = await freshTrip(20, 4)
    await withPolicy(trip.id, strict, 168)
    const booked = await bookOk(other, { tripId: trip.id, seats: 1, paymentType: 3 })
    const { data } = await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${booked.reservationId}&lang=1`),
      token: other,
    })
    expect(data.reservation).toMatchObject({ reservationId: booked.reservationId, paymentRefrence: booked.paymentRefrence, paymentStatus: 'Paid' })
    expect(data).toMatchObject({ kind: 'diving', days: 1, numberOfDives: 2, policy: { tiers: strict, freeCancellationHours: 168 } })
    expect(data.meetingPoint).not.toBe('')
    expect(data.included.length).toBeGreaterThan(2)
    expect(data.freeCancellationUntil).toBe(new Date(Date.parse(`${booked.startDate}T00:00:00Z`) - 168 * 3_600_000).toISOString())
    expect((await call(t.app, { method: 'GET', url: api(`/Booking/Voucher?reservationId=${booked.reservationId}`), token: demo.accessToken })).status).toBe(404)
    // Once the deadline has passed (the start brought nearer stands in for the days gone by), the
    // voucher, and every mail made from it, states none: a day gone by is no promise.
    await t.db
      .updateTable('trips')
      .set({ start_date: tomorrowPlus(5) })
      .where('id', '=', trip.id)
      .execute()
    const later = await callOk(t.app, VoucherResponseSchema, {
      method: 'GET',
      url: api(`/Booking/Voucher?reservationId=${booked.reservationId}`),
      token: other,
    })
    expect(later.data.freeCancellationUntil).toBeNull()
  })

  it('pays a booking that waits for its payment, once', async () => {
    const data = await reservations(demo.accessToken)
    const waiting = data.upcomming.upcomingTripReservations.find((r) => r.status === 'AwaitingPayment')
    expect(waiting, 'the demo diver has a booking waiting for its payment').toBeDefined()
    const paid = await callOk(t.app, CreateBookingResponseSchema, {
      method: 'POST',
      url: api('/Booking/Pay'),
      token: demo.accessToken,
      payload: { reservationId: waiting!.reservationId, useWallet: false },
    })
    expect(paid.data).toMatchObject({ status: 'Confirmed', paymentStatus: 'Paid' })
    expect(await t.db.selectFrom('payments').select('kind').where('reservation_id', '=', waiting!.reservationId).execute()).toEqual([{ kind: 'charge' }])
    expect(
      (await callError(t.app, { method: 'POST', url: api('/Booking/Pay'), token: demo.accessToken, payload: { reservationId: waiting!.reservationId } })).body
        .code,
    ).toBe('NothingToPay')
    expect((await call(t.app, { method: 'POST', url: api('/Booking/Pay'), token: other, payload: { reservationId: waiting!.reservationId } })).status).toBe(404)
  })
})
