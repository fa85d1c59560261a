import * as v from 'valibot'
import { envelope, QueryInt } from './common.ts'

const OptionalId = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), null)

/** SPEC §3 Review payload: exactly one of liveabordId, tripId (a trip's tempTripId), courseId (a course date's tempId). */
export const ReviewBodySchema = v.pipe(
  v.object({
    title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
    body: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
    rate: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    liveabordId: OptionalId,
    tripId: OptionalId,
    courseId: OptionalId,
  }),
  v.forward(
    v.check((body) => [body.liveabordId, body.tripId, body.courseId].filter(Boolean).length === 1, 'one-of'),
    ['tripId'],
  ),
)
export type ReviewBody = v.InferInput<typeof ReviewBodySchema>

export const addReviewPath = '/Review/AddReview'
export const updateReviewPath = '/Review/UpdateReview'
export const UpdateReviewQuerySchema = v.object({ oldReviewId: QueryInt(1, 2_147_483_647) })
export const getReviewPath = '/Review/GetReview'
export const GetReviewQuerySchema = v.object({ reviewId: QueryInt(1, 2_147_483_647) })

export const ReviewSavedResponseSchema = envelope(v.object({ reviewId: v.number() }))
/** A fetched review has body and tripRate (SPEC §3). */
export const ReviewResponseSchema = envelope(v.object({ reviewId: v.number(), title: v.string(), body: v.string(), tripRate: v.number() }))

/**
 * SPEC §4, a review's title from its rating: 5 or more Excellent, 4 Very Good, 3 Good, 2 Poor, 1 Bad,
 * below 1 Very Bad — as a step from 0 (Very Bad) to 5 (Excellent), which each side words in its own
 * catalog: the server the title it stores, the page the one its reader reads.
 */
export const reviewTitleStep = (rate: number): 0 | 1 | 2 | 3 | 4 | 5 => Math.max(0, Math.min(5, Math.floor(rate))) as 0 | 1 | 2 | 3 | 4 | 5
