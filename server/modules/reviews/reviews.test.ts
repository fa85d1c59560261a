import { beforeAll, describe, expect, it } from 'vitest'
import { ReservationsResponseSchema, type Reservation } from '../../../contract/booking.ts'
import { ReviewResponseSchema, ReviewSavedResponseSchema } from '../../../contract/reviews.ts'
import { api, call, callError, callOk, useTestApp, loginDemo, signUpDiver } from '../../test/harness.ts'

const t = useTestApp()
let demo: { accessToken: string; userId: number }
let rival: string
let past: Reservation[]

beforeAll(async () => {
  demo = await loginDemo(t.app)
  rival = (await signUpDiver(t.app)).accessToken
  const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token: demo.accessToken })
  past = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview]
})

const itemOf = (r: Reservation) => (r.courseName ? { courseId: r.tempId } : r.livaboardId ? { liveabordId: r.livaboardId } : { tripId: r.tempId })

describe('Review/AddReview', () => {
  it('reviews the caller’s own completed trip once, titles it from the rating, and updates the branch rate', async () => {
    const target = past.find((r) => r.tripName && r.reviewId === null && r.status === 'Completed')!
    const before = await t.db.selectFrom('branches').select('rate').where('id', '=', target.branchId).executeTakeFirstOrThrow()
    const response = await call(t.app, {
      method: 'POST',
      url: api('/Review/AddReview?lang=1'),
      token: demo.accessToken,
      payload: { body: 'Lovely reef, calm water.', rate: 1, ...itemOf(target) },
    })
    expect(response.status).toBe(201)
    const saved = (response.json as { data: { reviewId: number } }).data
    const fetched = await callOk(t.app, ReviewResponseSchema, {
      method: 'GET',
      url: api(`/Review/GetReview?reviewId=${saved.reviewId}`),
      token: demo.accessToken,
    })
    expect(fetched.data).toMatchObject({ body: 'Lovely reef, calm water.', tripRate: 1, title: 'Bad' })
    const after = await t.db.selectFrom('branches').select(['rate', 'trip_rate']).where('id', '=', target.branchId).executeTakeFirstOrThrow()
    const rates = await t.db.selectFrom('reviews').select(['rate', 'kind']).where('branch_id', '=', target.branchId).execute()
    const mean = (values: number[]) => (Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100).toFixed(2)
    expect(rates.length).toBeGreaterThan(1)
    expect(after.rate).toBe(mean(rates.map((r) => r.rate)))
    expect(after.trip_rate).toBe(mean(rates.filter((r) => r.kind === 'trip').map((r) => r.rate)))
    expect(after.rate).not.toBe(before.rate)
    const stored = await t.db.selectFrom('reviews').select(['user_id', 'reservation_id', 'kind']).where('id', '=', saved.reviewId).executeTakeFirstOrThrow()
    expect(stored).toEqual({ user_id: demo.userId, reservation_id: target.reservationId, kind: 'trip' })
    const again = await callError(t.app, {
      method: 'POST',
      url: api('/Review/AddReview'),
      token: demo.accessToken,
      payload: { body: 'Twice', rate: 5, ...itemOf(target) },
    })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('AlreadyReviewed')
  })

  it('will not review an upcoming trip, nor one the caller never took', async () => {
    const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token: demo.accessToken })
    const upcoming = data.upcomming.upcomingTripReservations[0]!
    expect(
      (
        await callError(t.app, {
          method: 'POST',
          url: api('/Review/AddReview'),
          token: demo.accessToken,
          payload: { body: 'Early', rate: 5, tripId: upcoming.tempId },
        })
      ).body.code,
    ).toBe('NotReviewable')
    const demoPast = past.find((r) => r.tripName)!
    const stranger = await callError(t.app, {
      method: 'POST',
      url: api('/Review/AddReview'),
      token: rival,
      payload: { body: 'Never went', rate: 5, ...itemOf(demoPast) },
    })
    expect(stranger.status).toBe(404)
  })

  it('needs exactly one item and a rating from 1 to 5, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ body: 'x', rate: 5 }, 'tripId'],
      [{ body: 'x', rate: 6, tripId: 1 }, 'rate'],
      [{ body: 'x', rate: 0, tripId: 1 }, 'rate'],
      [{ body: 'x', rate: 3, tripId: 1, courseId: 2 }, 'tripId'],
      [{ body: 'x'.repeat(2001), rate: 3, tripId: 1 }, 'body'],
    ]
    const before = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    for (const [payload, field] of cases) {
      const { status, body } = await callError(t.app, { method: 'POST', url: api('/Review/AddReview'), token: demo.accessToken, payload })
      expect(status, JSON.stringify(payload).slice(0, 40)).toBe(400)
      expect(body.errors?.map((e) => e.path)).toContain(field)
    }
    const after = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('reviews a course date as a course review', async () => {
    const course = past.find((r) => r.courseName && r.reviewId === null && r.status === 'Completed')
    expect(course, 'the demo diver has a completed, unreviewed course').toBeDefined()
    const { data } = await callOk(t.app, ReviewSavedResponseSchema, {
      method: 'POST',
      url: api('/Review/AddReview?lang=2'),
      token: demo.accessToken,
      payload: { body: 'مدرب صبور', rate: 4, courseId: course!.tempId },
    })
    const stored = await t.db.selectFrom('reviews').select(['kind', 'title', 'reservation_id']).where('id', '=', data.reviewId).executeTakeFirstOrThrow()
    expect(stored).toEqual({ kind: 'course', title: 'جيد جدًا', reservation_id: course!.reservationId })
  })
})

describe('Review/UpdateReview and GetReview', () => {
  it('updates only the caller’s own review', async () => {
    const reviewed = past.find((r) => r.reviewId !== null)!
    const updated = await callOk(t.app, ReviewSavedResponseSchema, {
      method: 'POST',
      url: api(`/Review/UpdateReview?oldReviewId=${reviewed.reviewId}&lang=2`),
      token: demo.accessToken,
      payload: { body: 'أفضل مما توقعت', rate: 5, ...itemOf(reviewed) },
    })
    expect(updated.data.reviewId).toBe(reviewed.reviewId)
    const fetched = await callOk(t.app, ReviewResponseSchema, {
      method: 'GET',
      url: api(`/Review/GetReview?reviewId=${reviewed.reviewId}`),
      token: demo.accessToken,
    })
    expect(fetched.data).toMatchObject({ body: 'أفضل مما توقعت', tripRate: 5, title: 'ممتاز' })

    const theirs = await callError(t.app, {
      method: 'POST',
      url: api(`/Review/UpdateReview?oldReviewId=${reviewed.reviewId}`),
      token: rival,
      payload: { body: 'hijack', rate: 1, ...itemOf(reviewed) },
    })
    expect(theirs.status).toBe(404)
    expect((await call(t.app, { method: 'GET', url: api(`/Review/GetReview?reviewId=${reviewed.reviewId}`), token: rival })).status).toBe(404)
    const unchanged = await t.db.selectFrom('reviews').select('body').where('id', '=', reviewed.reviewId!).executeTakeFirstOrThrow()
    expect(unchanged.body).toBe('أفضل مما توقعت')
  })
})
