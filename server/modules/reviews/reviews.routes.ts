import type { FastifyInstance } from 'fastify'
import {
  addReviewPath,
  GetReviewQuerySchema,
  getReviewPath,
  ReviewBodySchema,
  ReviewResponseSchema,
  ReviewSavedResponseSchema,
  UpdateReviewQuerySchema,
  updateReviewPath,
} from '../../../contract/reviews.ts'
import { defineRoute } from '../../lib/route.ts'
import { addReview, getReview, updateReview } from './reviews.service.ts'

/** Only the caller's own past reservations can be reviewed, once each; only their own reviews change. */
export function reviewsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    summary: 'Review a trip, course date or liveaboard the diver has done',
    description: 'Exactly one of `tripId`, `courseId`, `liveabordId`; rate 1–5; an empty title is derived from the rating (SPEC §4). Once per reservation.',
    method: 'POST',
    url: addReviewPath,
    access: 'user',
    status: 201,
    body: ReviewBodySchema,
    response: ReviewSavedResponseSchema,
    errors: { 404: 'NotReviewable', 409: 'AlreadyReviewed' },
    handler: async ({ db, principal, body, lang }) => {
      const reviewId = await addReview(db, principal.userId, body, lang)
      app.microCache.clear() // rates and reviews changed
      return { data: { reviewId } }
    },
  })

  defineRoute(app, {
    summary: 'Change one of the diver’s reviews',
    method: 'POST',
    url: updateReviewPath,
    access: 'user',
    query: UpdateReviewQuerySchema,
    body: ReviewBodySchema,
    response: ReviewSavedResponseSchema,
    errors: { 404: 'ReviewNotFound' },
    handler: async ({ db, principal, query, body, lang }) => {
      await updateReview(db, principal.userId, query.oldReviewId, body, lang)
      app.microCache.clear()
      return { data: { reviewId: query.oldReviewId } }
    },
  })

  defineRoute(app, {
    summary: 'One of the diver’s reviews, to edit it',
    method: 'GET',
    url: getReviewPath,
    access: 'user',
    query: GetReviewQuerySchema,
    response: ReviewResponseSchema,
    errors: { 404: 'ReviewNotFound' },
    handler: async ({ db, principal, query }) => ({ data: await getReview(db, principal.userId, query.reviewId) }),
  })
}
