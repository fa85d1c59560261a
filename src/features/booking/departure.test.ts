import { noRequirements } from '../../../contract/travellers.ts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { bookingProblem, type Departure, maxSeats, totalOf } from './departure.ts'

const departure = {
  kind: 'trip',
  id: 7,
  name: 'Ras Mohammed',
  imageUrl: '',
  startDate: '2027-03-10',
  days: 1,
  availableSeats: 14,
  price: 80,
  netPrice: 66.665,
  currency: 'KWD',
  meetingPoint: 'Jetty',
  branchName: 'Blue Reef',
  policy: { tiers: [{ minDaysBefore: 30, refundPercent: 100 }], freeCancellationHours: 72 },
  center: {
    payNow: true,
    payLater: true,
    deposit: null,
    tel: null,
    mobile: '+20 100 123 4567',
    email: null,
    whatsapp: null,
    city: 'Sharm El Sheikh',
    countryName: 'Egypt',
  },
  dates: [],
  requirements: noRequirements,
  liveaboard: false,
} satisfies Departure

describe('bookingProblem', () => {
  it('puts a refused traveller beside their card, by position, with the server words', () => {
    const error = new ApiError(400, 'RequirementsNotMet', 'Some travellers do not meet it', [
      { path: 'travellers.1', message: 'Omar Nabil: needs Advanced Open Water or 20 logged dives.' },
      { path: 'travellers.2.dateOfBirth', message: 'This field is required.' },
    ])
    const problem = bookingProblem(error)
    expect(problem.field).toBe('travellers')
    expect([...(problem.refused ?? [])]).toEqual([
      [1, 'Omar Nabil: needs Advanced Open Water or 20 logged dives.'],
      [2, 'This field is required.'],
    ])
  })

  it('puts a changed price beside the total, with the server words that say the new one', () => {
    const error = new ApiError(409, 'PriceChanged', 'The price has changed', [{ path: 'expectedTotal', message: 'The total is now 140.00 USD.' }])
    expect(bookingProblem(error)).toEqual({ field: 'total', code: 'PriceChanged', message: 'The total is now 140.00 USD.' })
  })
  it('puts a cabin that does not suit the divers, or is gone, beside the cabins, with the server words', () => {
    const said = 'Double: each cabin sleeps 2. Book divers to fill it, or a berth in a shared cabin for one.'
    expect(bookingProblem(new ApiError(400, 'CabinNotSuitable', 'x', [{ path: 'cabin', message: said }]))).toEqual({
      field: 'cabin',
      code: 'CabinNotSuitable',
      message: said,
    })
    expect(bookingProblem(new ApiError(409, 'CabinSoldOut', 'x', [{ path: 'cabin', message: 'Double: none left on this date.' }]))).toMatchObject({
      field: 'cabin',
      message: 'Double: none left on this date.',
    })
  })

  it('puts seats left and sold out beside the seats', () => {
    expect(bookingProblem(new ApiError(409, 'NotEnoughSeats', 'x', [{ path: 'seats', message: 'Only 2 seats left.' }]))).toMatchObject({
      field: 'seats',
      message: 'Only 2 seats left.',
    })
    expect(bookingProblem(new ApiError(409, 'SoldOut', 'x', [{ path: 'seats', message: 'This date is sold out.' }]))).toMatchObject({
      field: 'seats',
      message: 'This date is sold out.',
    })
  })
  it('puts a way of paying no longer offered beside the payment types, in the server’s words', () => {
    const ended = new ApiError(409, 'FreeCancellationEnded', 'x', [{ path: 'paymentType', message: 'Free cancellation is no longer offered for this date.' }])
    expect(bookingProblem(ended)).toEqual({ field: 'pay', code: 'FreeCancellationEnded', message: 'Free cancellation is no longer offered for this date.' })
    expect(bookingProblem(new ApiError(409, 'PaymentTypeUnavailable', 'This center does not offer that way of paying.'))).toMatchObject({
      field: 'pay',
      message: 'This center does not offer that way of paying.',
    })
  })
  it('puts a past or closed date beside the date, and anything else under the form', () => {
    expect(bookingProblem(new ApiError(409, 'NotBookable', 'This date can no longer be booked.'))).toMatchObject({
      field: 'date',
      message: 'This date can no longer be booked.',
    })
    expect(bookingProblem(new ApiError(402, 'PaymentDeclined', 'The payment was declined.'))).toMatchObject({
      field: 'form',
      message: 'The payment was declined.',
    })
    expect(bookingProblem(new TypeError('boom'))).toMatchObject({ field: 'form', message: null })
  })
})

describe('the booking figures', () => {
  it('totals as the server does, in the currency minor unit', () => {
    expect(totalOf(departure, 3)).toBe(199.995)
  })
  it('offers at most ten seats, and never more than are left', () => {
    expect(maxSeats(departure)).toBe(10)
    expect(maxSeats({ ...departure, availableSeats: 3 })).toBe(3)
    expect(maxSeats({ ...departure, availableSeats: 0 })).toBe(0)
  })
})
