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
import type { Db } from '../../db/schema.ts'
import { reviewTitle } from './title.ts'
import { HttpError } from '../../lib/http-error.ts'
import { defineRoute } from '../../lib/route.ts'
import { todayDate } from '../booking/rules.ts'
import { refreshBranchRates } from './rates.ts'

/** Only the caller's own past reservations can be reviewed, once each; only their own reviews change. */
export function reviewsRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, {
    method: 'POST',
    url: addReviewPath,
    access: 'user',
    body: ReviewBodySchema,
    response: ReviewSavedResponseSchema,
    handler: async ({ principal, body, lang, reply }) => {
      const tripId = body.tripId ?? body.liveabordId
      const reviewId = await db.transaction().execute(async (trx) => {
        const candidates = await trx
          .selectFrom('reservations as r')
          .leftJoin('trips as t', 't.id', 'r.trip_id')
          .leftJoin('course_dates as cd', 'cd.id', 'r.course_date_id')
          .leftJoin('reviews as rv', 'rv.reservation_id', 'r.id')
          .select(['r.id', 't.kind as trip_kind', 'rv.id as review_id', (eb) => eb.fn.coalesce('t.branch_id', 'cd.branch_id').as('branch_id')])
          .where('r.user_id', '=', principal.userId)
          .where('r.status', '!=', 'Cancelled')
          .where((eb) => (tripId ? eb('r.trip_id', '=', tripId) : eb('r.course_date_id', '=', body.courseId!)))
          .where((eb) => eb.fn.coalesce('t.start_date', 'cd.start_date'), '<', todayDate())
          .orderBy('r.id')
          .forUpdate('r')
          .execute()
        const open = candidates.find((row) => row.review_id === null)
        if (!open) throw new HttpError(candidates.length > 0 ? 409 : 404, candidates.length > 0 ? 'AlreadyReviewed' : 'NotReviewable')
        const kind = body.courseId ? 'course' : open.trip_kind === 'liveaboard' ? 'liveaboard' : 'trip'
        const row = await trx
          .insertInto('reviews')
          .values({ user_id: principal.userId, reservation_id: open.id, branch_id: open.branch_id!, kind, rate: body.rate, title: body.title || reviewTitle(body.rate, lang), body: body.body })
          .returning('id')
          .executeTakeFirstOrThrow()
        await refreshBranchRates(trx, [open.branch_id!])
        return row.id
      })
      app.microCache.clear() // rates and reviews changed
      reply.code(201)
      return { data: { reviewId } }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: updateReviewPath,
    access: 'user',
    query: UpdateReviewQuerySchema,
    body: ReviewBodySchema,
    response: ReviewSavedResponseSchema,
    handler: async ({ principal, query, body, lang }) => {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('reviews')
          .set({ rate: body.rate, title: body.title || reviewTitle(body.rate, lang), body: body.body, updated_at: new Date() })
          .where('id', '=', query.oldReviewId)
          .where('user_id', '=', principal.userId)
          .returning('branch_id')
          .executeTakeFirst()
        if (!updated) throw new HttpError(404, 'ReviewNotFound')
        await refreshBranchRates(trx, [updated.branch_id])
      })
      app.microCache.clear()
      return { data: { reviewId: query.oldReviewId } }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: getReviewPath,
    access: 'user',
    query: GetReviewQuerySchema,
    response: ReviewResponseSchema,
    handler: async ({ principal, query }) => {
      const review = await db
        .selectFrom('reviews')
        .select(['id', 'title', 'body', 'rate'])
        .where('id', '=', query.reviewId)
        .where('user_id', '=', principal.userId)
        .executeTakeFirst()
      if (!review) throw new HttpError(404, 'ReviewNotFound')
      return { data: { reviewId: review.id, title: review.title, body: review.body, tripRate: review.rate } }
    },
  })
}
