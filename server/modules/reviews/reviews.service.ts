import type { Lang } from '../../../contract/common.ts'
import type { Db } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findOwnReview, findReviewableReservations, insertReview, refreshBranchRates, updateOwnReview } from './reviews.repository.ts'
import { reviewTitle } from './title.ts'

type ReviewInput = { title: string; body: string; rate: number; tripId: number | null; liveabordId: number | null; courseId: number | null }

/**
 * A review of the caller's own past reservation, once each. Two at once for the same reservation
 * (a double tap, a replay from two tabs) give one review and one 409, never a 500.
 */
export async function addReview(db: Db, userId: number, input: ReviewInput, lang: Lang): Promise<number> {
  const tripId = input.tripId ?? input.liveabordId
  return inTransaction(db, async (trx) => {
    const candidates = await findReviewableReservations(trx, userId, tripId ? { tripId } : { courseDateId: input.courseId! })
    const open = candidates.find((row) => row.review_id === null)
    if (!open) throw new HttpError(candidates.length > 0 ? 409 : 404, candidates.length > 0 ? 'AlreadyReviewed' : 'NotReviewable')
    const kind = input.courseId ? 'course' : open.trip_kind === 'liveaboard' ? 'liveaboard' : 'trip'
    const reviewId = await insertReview(trx, {
      user_id: userId,
      reservation_id: open.id,
      branch_id: open.branch_id!,
      kind,
      rate: input.rate,
      title: input.title || reviewTitle(input.rate, lang),
      body: input.body,
    })
    if (reviewId === undefined) throw new HttpError(409, 'AlreadyReviewed')
    await refreshBranchRates(trx, [open.branch_id!])
    return reviewId
  })
}

export async function updateReview(db: Db, userId: number, reviewId: number, input: ReviewInput, lang: Lang): Promise<void> {
  await inTransaction(db, async (trx) => {
    const branchId = await updateOwnReview(trx, userId, reviewId, { rate: input.rate, title: input.title || reviewTitle(input.rate, lang), body: input.body })
    if (branchId === undefined) throw new HttpError(404, 'ReviewNotFound')
    await refreshBranchRates(trx, [branchId])
  })
}

export async function getReview(db: Db, userId: number, reviewId: number) {
  const review = await findOwnReview(db, userId, reviewId)
  if (!review) throw new HttpError(404, 'ReviewNotFound')
  return { reviewId: review.id, title: review.title, body: review.body, tripRate: review.rate }
}
