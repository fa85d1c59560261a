import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../../../contract/booking.ts'
import { i18n } from '../../../lib/i18n.ts'
import { reviewTitleFor } from '../../../lib/review-title.ts'
import { reviewTarget, rowTarget, splitReservations } from './reservations.ts'

const reservation = (over: Partial<Reservation>): Reservation => ({
  reservationId: 1,
  tripName: 'Blue Hole Dive',
  courseName: null,
  branchId: 3,
  branchName: 'Dahab Divers',
  startDate: '2026-12-01',
  seats: 1,
  price: 100,
  totalPricePaidByCustomer: 90,
  currency: 'USD',
  paymentStatus: 'Unpaid',
  paymentType: 2,
  status: 'Confirmed',
  paymentRefrence: 'RL-1',
  tempId: 55,
  tripIdOrCourseId: 55,
  livaboardId: null,
  reviewId: null,
  showCancelButton: true,
  createdAt: '2026-11-01T00:00:00Z',
  days: 1,
  cancellationPolicy: { tiers: [{ minDaysBefore: 14, refundPercent: 100 }], freeCancellationHours: 72 },
  amountPaid: 0,
  refunded: 0,
  cancellationFee: 0,
  deposit: null,
  balanceDue: null,
  moveRule: { freeDays: 7, feePercent: 10 },
  moves: 0,
  ...over,
})

describe('reviewTitleFor (SPEC §4)', () => {
  it.each([
    [5, 'Excellent'],
    [6, 'Excellent'],
    [4, 'Very Good'],
    [3, 'Good'],
    [2, 'Poor'],
    [1, 'Bad'],
    [0, 'Very Bad'],
  ])('%s → %s', (rate, title) => {
    i18n.activate('en')
    expect(i18n._(reviewTitleFor(rate))).toBe(title)
  })
})

describe('rowTarget (SPEC §4 row click)', () => {
  it('opens the trip or course page when paid', () => {
    expect(rowTarget({ ...reservation({ paymentStatus: 'Paid' }), kind: 'trip', title: 'Blue Hole Dive' }, 'en')).toBe('/trips/tripDetails/Blue-Hole-Dive/55')
    expect(
      rowTarget({ ...reservation({ paymentStatus: 'Paid', courseName: 'Open Water', tripName: null, tempId: 9 }), kind: 'course', title: 'Open Water' }, 'ar'),
    ).toBe('/trips/course/Open-Water/9')
  })
  it('opens the invoice details with type and language otherwise', () => {
    expect(rowTarget({ ...reservation({ reservationId: 7 }), kind: 'trip', title: 'x' }, 'ar')).toBe('/user/invoice/7?type=trip&lang=ar')
    expect(rowTarget({ ...reservation({ reservationId: 8, paymentStatus: 'Refunded' }), kind: 'course', title: 'x' }, 'en')).toBe(
      '/user/invoice/8?type=course&lang=en',
    )
  })
})

describe('splitReservations', () => {
  it('joins trips and courses per tab: upcoming soonest first, past latest first, with their kind', () => {
    const { upcoming, past } = splitReservations({
      upcomming: {
        upcomingTripReservations: [reservation({ reservationId: 1, startDate: '2026-12-10' })],
        upcomingCourseReservations: [reservation({ reservationId: 2, startDate: '2026-12-02', tripName: null, courseName: 'Rescue' })],
      },
      past: {
        pastTripReservationsAfterAddingReview: [reservation({ reservationId: 3, startDate: '2026-01-01', livaboardId: 77 })],
        pastCourseReservationsAfterAddingReview: [reservation({ reservationId: 4, startDate: '2026-05-01', tripName: null, courseName: 'AOW' })],
      },
    })
    expect(upcoming.map((row) => [row.reservationId, row.kind])).toEqual([
      [2, 'course'],
      [1, 'trip'],
    ])
    expect(past.map((row) => [row.reservationId, row.kind])).toEqual([
      [4, 'course'],
      [3, 'liveaboard'],
    ])
    expect(reviewTarget(past[1]!)).toEqual({ tripId: null, courseId: null, liveabordId: 77 })
    expect(reviewTarget(past[0]!)).toEqual({ tripId: null, courseId: 55, liveabordId: null })
    expect(reviewTarget(upcoming[1]!)).toEqual({ tripId: 55, courseId: null, liveabordId: null })
  })
})
