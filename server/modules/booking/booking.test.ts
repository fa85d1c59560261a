import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CancelReservationResponseSchema, CreateBookingResponseSchema, InvoiceResponseSchema, ReservationsResponseSchema, type Reservation } from '../../../contract/booking.ts'
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
  const branch = await t.db.selectFrom('branches').select('id').where('pay_now', '=', true).where('pay_later', '=', true).orderBy('id').executeTakeFirstOrThrow()
  return t.db
    .insertInto('trips')
    .values({ branch_id: branch.id, kind: 'diving', name_en: 'Test Dive', name_ar: 'غطسة اختبار', image_url: '/x.svg', days: 1, start_date: tomorrowPlus(days), seats_total: 12, seats_available: seats, number_of_dives: 2, price: 100, net_price: 80, currency: 'EUR' })
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

describe('Booking/CancelReservation', () => {
  const cancellablePaid = async (): Promise<Reservation> => {
    const data = await reservations(demo.accessToken)
    return data.upcomming.upcomingTripReservations.find((r) => r.showCancelButton && r.paymentStatus === 'Paid')!
  }

  it('will not touch another diver’s reservation', async () => {
    const target = await cancellablePaid()
    const { status } = await callError(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: other, payload: { reservationId: target.reservationId, cancellationReason: 'not mine' } })
    expect(status).toBe(404)
    const row = await t.db.selectFrom('reservations').select('status').where('id', '=', target.reservationId).executeTakeFirstOrThrow()
    expect(row.status).toBe('Confirmed')
  })

  it('cancels a paid booking: seats go back and the money goes to the wallet', async () => {
    const target = await cancellablePaid()
    const before = await t.db.selectFrom('trips').select('seats_available').where('id', '=', target.tempId).executeTakeFirstOrThrow()
    const walletBefore = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token: demo.accessToken })
    const { data } = await callOk(t.app, CancelReservationResponseSchema, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, payload: { reservationId: target.reservationId, cancellationReason: 'Sick' } })
    expect(data.reservation).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', showCancelButton: false })
    expect(data.refundedToWallet).toBeGreaterThan(0)
    const after = await t.db.selectFrom('trips').select('seats_available').where('id', '=', target.tempId).executeTakeFirstOrThrow()
    expect(after.seats_available).toBe(before.seats_available + target.seats)
    const walletAfter = await callOk(t.app, WalletResponseSchema, { method: 'GET', url: api('/Wallet/GetAllTransactionForCurrentUser'), token: demo.accessToken })
    expect(walletAfter.data.availableTransaction.balance).toBeCloseTo(walletBefore.data.availableTransaction.balance + data.refundedToWallet, 2)
    // Again: it is no longer cancellable.
    const again = await callError(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, payload: { reservationId: target.reservationId } })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('NotCancellable')
  })

  it('refuses inside 48 hours of the start', async () => {
    const data = await reservations(demo.accessToken)
    const soon = data.upcomming.upcomingTripReservations.find((r) => !r.showCancelButton)!
    const { status } = await callError(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, payload: { reservationId: soon.reservationId } })
    expect(status).toBe(409)
  })
})

describe('Booking/Create', () => {
  it('books seats, prices them and tells the diver', async () => {
    const trip = await freshTrip(10, 5)
    const notesBefore = await t.db.selectFrom('notifications').select('id').where('user_id', '=', demo.userId).execute()
    const response = await call(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: trip.id, seats: 2, paymentType: 2 } })
    expect(response.status).toBe(201)
    const { data } = v.parse(CreateBookingResponseSchema, response.json)
    expect(data).toMatchObject({ tripName: 'Test Dive', seats: 2, price: 200, totalPricePaidByCustomer: 160, currency: 'EUR', paymentType: 2, paymentStatus: 'Unpaid', status: 'Confirmed', showCancelButton: true })
    expect(data.paymentRefrence).toMatch(/^RL-[A-Z2-9]{10}$/)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(3)
    const notesAfter = await t.db.selectFrom('notifications').select('id').where('user_id', '=', demo.userId).execute()
    expect(notesAfter.length).toBe(notesBefore.length + 1)
  })

  it('pay-now bookings wait for payment', async () => {
    const trip = await freshTrip(12, 5)
    const { data } = await callOk(t.app, CreateBookingResponseSchema, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: trip.id, seats: 1, paymentType: 1 } })
    expect(data).toMatchObject({ status: 'AwaitingPayment', paymentStatus: 'Unpaid', paymentType: 1 })
  })

  it('gives the last seat to exactly one of two divers booking at once', async () => {
    const trip = await freshTrip(14, 1)
    const [a, b] = await Promise.all([
      call(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: trip.id, seats: 1, paymentType: 3 } }),
      call(t.app, { method: 'POST', url: api('/Booking/Create'), token: other, payload: { tripId: trip.id, seats: 1, paymentType: 3 } }),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(0)
    const booked = await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()
    expect(booked).toHaveLength(1)
  })

  it('refuses full, past, unknown and unpayable dates', async () => {
    const full = await freshTrip(10, 1)
    expect((await callError(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: full.id, seats: 2, paymentType: 2 } })).body.code).toBe('NotEnoughSeats')
    const past = await freshTrip(-3, 5)
    expect((await callError(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: past.id, seats: 1, paymentType: 2 } })).body.code).toBe('NotBookable')
    expect((await call(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: 99_999_999, seats: 1, paymentType: 2 } })).status).toBe(404)
    const cashless = await t.db.selectFrom('branches').select('id').where('pay_later', '=', false).orderBy('id').executeTakeFirstOrThrow()
    const trip = await t.db
      .insertInto('trips')
      .values({ branch_id: cashless.id, kind: 'snorkeling', name_en: 'Card only', name_ar: 'بطاقة فقط', image_url: '/x.svg', days: 1, start_date: tomorrowPlus(9), seats_total: 5, seats_available: 5, number_of_dives: 0, price: 30, net_price: 30, currency: 'USD' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await callError(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: trip.id, seats: 1, paymentType: 2 } })).body.code).toBe('PaymentTypeUnavailable')
  })

  it('books a course date', async () => {
    const course = await t.db.selectFrom('course_dates as cd').innerJoin('branches as b', 'b.id', 'cd.branch_id').select('cd.id').where('cd.start_date', '>', tomorrowPlus(2)).where('cd.seats_available', '>', 0).where('b.pay_later', '=', true).orderBy('cd.id').executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, CreateBookingResponseSchema, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { courseId: course.id, seats: 1, paymentType: 3 } })
    expect(data.courseName).toBeTruthy()
    expect(data.tempId).toBe(course.id)
  })

  it('needs exactly one of tripId and courseId', async () => {
    for (const payload of [{ seats: 1, paymentType: 1 }, { tripId: 1, courseId: 1, seats: 1, paymentType: 1 }, { tripId: 1, seats: 0, paymentType: 1 }, { tripId: 1, seats: 1, paymentType: 4 }]) {
      expect((await call(t.app, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload })).status, JSON.stringify(payload)).toBe(400)
    }
  })
})

describe('Idempotency-Key', () => {
  it('books once however often the same action is replayed', async () => {
    const trip = await freshTrip(20, 6)
    const request = { method: 'POST' as const, url: api('/Booking/Create'), token: demo.accessToken, headers: { 'idempotency-key': 'book-trip-action-0001' }, payload: { tripId: trip.id, seats: 2, paymentType: 3 } }
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
    const booked = await callOk(t.app, CreateBookingResponseSchema, { method: 'POST', url: api('/Booking/Create'), token: demo.accessToken, payload: { tripId: trip.id, seats: 1, paymentType: 3 } })
    const headers = { 'idempotency-key': actionKey('cancel') }
    const first = await call(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, headers, payload: { reservationId: booked.data.reservationId } })
    const replay = await call(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, headers, payload: { reservationId: booked.data.reservationId } })
    expect([first.status, replay.status]).toEqual([200, 200])
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json).toEqual(first.json)
    expect(await t.db.selectFrom('notifications').select('id').where('item_id', '=', booked.data.reservationId).where('type', '=', 5).execute()).toHaveLength(1)
  })

  it('a failed attempt does not burn the key: the same action, retried with it, runs for real', async () => {
    const trip = await freshTrip(26, 1)
    const request = { method: 'POST' as const, url: api('/Booking/Create'), token: demo.accessToken, headers: { 'idempotency-key': actionKey('book-retry') }, payload: { tripId: trip.id, seats: 2, paymentType: 3 } }
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
    const { status, body } = await callError(t.app, { method: 'POST', url: api('/Booking/CancelReservation'), token: demo.accessToken, headers: { 'idempotency-key': 'bad key!' }, payload: { reservationId: 1 } })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.path).toBe('Idempotency-Key')
  })
})

describe('Booking/Invoice', () => {
  it('shows the seller, the buyer, the item and the totals of the diver’s own reservation, in either language', async () => {
    const data = await reservations(demo.accessToken)
    const paid = [...data.upcomming.upcomingTripReservations, ...data.past.pastTripReservationsAfterAddingReview].find((r) => r.paymentStatus === 'Paid' && r.price > r.totalPricePaidByCustomer)
    expect(paid, 'the demo diver has a paid, discounted trip').toBeDefined()
    const { data: invoice } = await callOk(t.app, InvoiceResponseSchema, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${paid!.reservationId}&lang=1`), token: demo.accessToken })
    expect(invoice).toMatchObject({ reservationId: paid!.reservationId, type: 'trip', paymentRefrence: paid!.paymentRefrence, currency: paid!.currency, total: paid!.totalPricePaidByCustomer, subtotal: paid!.price, amountPaid: paid!.totalPricePaidByCustomer, amountDue: 0, taxes: [] })
    expect(invoice.invoiceNumber).toBe(`INV-${paid!.paymentRefrence.slice(3)}`)
    expect(invoice.seller).toMatchObject({ branchId: paid!.branchId, name: paid!.branchName })
    expect(invoice.buyer.email).toBe('diver@reefline.test')
    expect(invoice.items).toEqual([expect.objectContaining({ description: paid!.tripName, quantity: paid!.seats, total: paid!.totalPricePaidByCustomer, startDate: paid!.startDate })])
    expect(invoice.discount).toBeCloseTo(paid!.price - paid!.totalPricePaidByCustomer, 2)
    const arabic = await callOk(t.app, InvoiceResponseSchema, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${paid!.reservationId}&lang=2`), token: demo.accessToken })
    expect(arabic.data.seller.name).toMatch(/[\u0600-\u06FF]/)
    expect(arabic.data.items[0]!.description).toMatch(/[\u0600-\u06FF]/)
  })

  it('is not found for another diver, and unpaid bookings show what is due', async () => {
    const data = await reservations(demo.accessToken)
    const unpaid = data.upcomming.upcomingTripReservations.find((r) => r.paymentStatus === 'Unpaid')
    expect(unpaid).toBeDefined()
    expect((await call(t.app, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${unpaid!.reservationId}`), token: other })).status).toBe(404)
    const { data: invoice } = await callOk(t.app, InvoiceResponseSchema, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${unpaid!.reservationId}`), token: demo.accessToken })
    expect(invoice).toMatchObject({ amountPaid: 0, amountDue: unpaid!.totalPricePaidByCustomer, paymentStatus: 'Unpaid' })
  })
})
