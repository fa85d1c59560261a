import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  bookingFigures,
  CancelReservationResponseSchema,
  CreateBookingResponseSchema,
  InvoiceResponseSchema,
  type Reservation,
  ReservationsResponseSchema,
} from '../../../contract/booking.ts'
import { api, call, callOk, loginDemo, signUpDiver, useTestApp } from '../../test/harness.ts'

const t = useTestApp()
let demo: string
let diver: string

beforeAll(async () => {
  demo = (await loginDemo(t.app)).accessToken
  diver = (await signUpDiver(t.app, 'money@reefline.test')).accessToken
})

const all = async (token: string): Promise<Reservation[]> => {
  const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations?lang=1'), token })
  return [
    ...data.upcomming.upcomingTripReservations,
    ...data.upcomming.upcomingCourseReservations,
    ...data.past.pastTripReservationsAfterAddingReview,
    ...data.past.pastCourseReservationsAfterAddingReview,
  ]
}
const invoiceOf = async (token: string, reservationId: number) =>
  (await callOk(t.app, InvoiceResponseSchema, { method: 'GET', url: api(`/Booking/Invoice?reservationId=${reservationId}`), token })).data

describe('a reservation’s money, as every screen shows it', () => {
  it('the demo diver: unpaid ones have paid nothing, the refunded one was paid and got it all back', async () => {
    const list = await all(demo)
    const waiting = list.find((r) => r.status === 'AwaitingPayment')!
    expect(waiting).toMatchObject({ amountPaid: 0, refunded: 0, cancellationFee: 0 })
    expect(bookingFigures(waiting)).toMatchObject({ due: waiting.totalPricePaidByCustomer, netPaid: 0, state: 'unpaid' })
    const onArrival = list.find((r) => r.paymentType === 2 && r.paymentStatus === 'Unpaid' && r.status === 'Confirmed')!
    expect(bookingFigures(onArrival)).toMatchObject({ due: 0, dueAtCenter: onArrival.totalPricePaidByCustomer, state: 'payOnArrival' })
    const refunded = list.find((r) => r.paymentStatus === 'Refunded')!
    expect(refunded).toMatchObject({ amountPaid: refunded.totalPricePaidByCustomer, refunded: refunded.totalPricePaidByCustomer, cancellationFee: 0 })
    expect(bookingFigures(refunded)).toMatchObject({ netPaid: 0, state: 'refunded' })
    const invoice = await invoiceOf(demo, refunded.reservationId)
    expect(invoice).toMatchObject({
      amountPaid: refunded.totalPricePaidByCustomer,
      refunded: refunded.totalPricePaidByCustomer,
      amountDue: 0,
      paymentState: 'refunded',
    })
  })

  it('half back after a cancellation is partly refunded: the reservation, its figures and its invoice agree', async () => {
    const branch = await t.db.selectFrom('branches').select('id').where('pay_now', '=', true).orderBy('id').executeTakeFirstOrThrow()
    await t.db
      .updateTable('branches')
      .set({
        cancellation_policy: JSON.stringify([
          { minDaysBefore: 30, refundPercent: 100 },
          { minDaysBefore: 7, refundPercent: 50 },
        ]),
        free_cancellation_hours: 168,
      })
      .where('id', '=', branch.id)
      .execute()
    const trip = await t.db
      .insertInto('trips')
      .values({
        branch_id: branch.id,
        kind: 'diving',
        name_en: 'Money Dive',
        name_ar: 'غطسة المال',
        image_url: '/x.svg',
        days: 1,
        start_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        seats_total: 12,
        seats_available: 6,
        number_of_dives: 2,
        price: 100,
        net_price: 80,
        currency: 'EUR',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const booked = v.parse(
      CreateBookingResponseSchema,
      (
        await call(t.app, {
          method: 'POST',
          url: api('/Booking/Create'),
          token: diver,
          payload: { tripId: trip.id, seats: 2, paymentType: 1, useWallet: false },
        })
      ).json,
    ).data
    expect(booked).toMatchObject({ amountPaid: 160, refunded: 0, cancellationFee: 0 })
    const { data } = await callOk(t.app, CancelReservationResponseSchema, {
      method: 'POST',
      url: api('/Booking/CancelReservation'),
      token: diver,
      payload: { reservationId: booked.reservationId },
    })
    expect(data.reservation).toMatchObject({ paymentStatus: 'Refunded', amountPaid: 160, refunded: 80, cancellationFee: 80 })
    expect(bookingFigures(data.reservation)).toEqual({
      currency: 'EUR',
      total: 160,
      paid: 160,
      refunded: 80,
      fee: 80,
      netPaid: 80,
      due: 0,
      dueAtCenter: 0,
      state: 'partlyRefunded',
    })
    const invoice = await invoiceOf(diver, booked.reservationId)
    expect(invoice.items).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 100, total: 200 })])
    expect(invoice).toMatchObject({
      subtotal: 200,
      discount: 40,
      taxes: [],
      total: 160,
      amountPaid: 160,
      refunded: 80,
      cancellationFee: 80,
      amountDue: 0,
      dueAtCenter: 0,
      paymentState: 'partlyRefunded',
    })
  })
})
