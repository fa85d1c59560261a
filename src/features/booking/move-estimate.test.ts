import { describe, expect, it } from 'vitest'
import type { TripDetails } from '../../../contract/trips.ts'
import { estimateMove, pricedAgainOnMove, savedMoveDates } from './move-estimate.ts'

const DAY = 86_400_000
const now = Date.parse('2027-01-10T09:00:00Z')
const day = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10)

/** A booking of 2 seats at 100 a seat, 40 days ahead, paid; free to move until 14 days before, then 10%. */
const booking = {
  tempId: 10,
  seats: 2,
  currency: 'USD',
  startDate: day(40),
  moveRule: { freeDays: 14, feePercent: 10 },
  paymentType: 1 as const,
  paymentStatus: 'Paid' as const,
  totalPricePaidByCustomer: 200,
  amountPaid: 200,
}

describe('the dates a booking may move to, from the saved page of its trip', () => {
  it("lists the other bookable dates in the booking's currency, soonest first, with a seat's price, and the center's balance day", () => {
    const date = (id: number, days: number, extra: Partial<{ availableSeats: number; netPrice: number; currency: string }> = {}) => ({
      id,
      startDate: day(days),
      availableSeats: 5,
      price: 120,
      netPrice: 100,
      currency: 'USD',
      ...extra,
    })
    const details = {
      trip: { ...date(10, 40), tempTripId: 10 },
      otherDates: [date(13, 60, { netPrice: 90 }), date(12, 50, { availableSeats: 1 }), date(14, 70, { currency: 'EUR' }), date(15, -3), date(10, 40)],
      branch: { deposit: { percent: 20, balanceDueDays: 30 } },
    } as unknown as TripDetails
    expect(savedMoveDates(details, booking, now)).toEqual({
      dates: [
        { id: 12, startDate: day(50), availableSeats: 1, netPrice: 100, currency: 'USD' },
        { id: 13, startDate: day(60), availableSeats: 5, netPrice: 90, currency: 'USD' },
      ],
      balanceDueDays: 30,
    })
    expect(savedMoveDates({ ...details, branch: { deposit: null } } as unknown as TripDetails, booking, now).balanceDueDays).toBeNull()
  })
})

describe('a move worked out on the device, as Booking/MoveQuote works it out', () => {
  const to = (days: number, netPrice: number) => ({ id: 13, startDate: day(days), availableSeats: 5, netPrice, currency: 'USD' })

  it('is free before the free days, and a cheaper date gives the difference back to the wallet', () => {
    expect(estimateMove(booking, to(60, 90), 30, now)).toEqual({
      toDate: day(60),
      currency: 'USD',
      newPrice: 180,
      fee: 0,
      total: 180,
      refund: 20,
      owed: 0,
      owedBy: null,
    })
  })

  it("charges the center's share of the booking's total inside the free days, and a dearer date leaves the rest to pay by the balance day", () => {
    const late = { ...booking, startDate: day(10) }
    // 10% of 200 = 20; the new date's 2 seats at 110 = 220; total 240, 40 more than paid.
    expect(estimateMove(late, to(60, 110), 30, now)).toEqual({
      toDate: day(60),
      currency: 'USD',
      newPrice: 220,
      fee: 20,
      total: 240,
      refund: 0,
      owed: 40,
      owedBy: day(30),
    })
    // The center's balance day unknown on the device: the amount, without a day.
    expect(estimateMove(late, to(60, 110), null, now).owedBy).toBeNull()
  })

  it('moves nothing now for a booking paid on arrival, and counts only the deposit of a deposit booking', () => {
    expect(estimateMove({ ...booking, paymentType: 2, paymentStatus: 'Unpaid', amountPaid: 0 }, to(60, 130), 30, now)).toMatchObject({
      total: 260,
      refund: 0,
      owed: 0,
    })
    expect(estimateMove({ ...booking, paymentType: 4, paymentStatus: 'DepositPaid', amountPaid: 40 }, to(60, 90), 30, now)).toMatchObject({
      total: 180,
      refund: 0,
      owed: 140,
    })
  })

  it('is not worked out for a booking with a cabin, rented gear or extras, which the new date prices again', () => {
    const none = { cabin: null }
    expect(
      pricedAgainOnMove({
        ...none,
        travellers: [
          { gear: [], extras: [] },
          { gear: [{ kind: 'fins', name: 'Fins', size: 'M' }], extras: [] },
        ],
      } as never),
    ).toBe('addOns')
    expect(pricedAgainOnMove({ ...none, travellers: [{ gear: [], extras: [{ item: 'nitrox', name: 'Nitrox', unit: 'dive', units: 18 }] }] } as never)).toBe(
      'addOns',
    )
    expect(pricedAgainOnMove({ ...none, travellers: [{ gear: [], extras: [] }] } as never)).toBeNull()
    const double = { type: 'double', name: 'Double', cabins: 1, shared: false, sharedWith: null, berths: 2 } as const
    expect(pricedAgainOnMove({ cabin: double, travellers: [{ gear: [], extras: [] }] } as never)).toBe('cabin')
  })
})
