import { cancelReservationPath, CancelReservationResponseSchema } from '../../../../../contract/booking.ts'
import { addReviewPath, ReviewSavedResponseSchema, updateReviewPath } from '../../../../../contract/reviews.ts'
import { api } from '../../../../api/client.ts'
import type { WriteRequest } from '../../../../lib/outbox.ts'
import type { CancelVariables, ReviewVariables } from '../../api/keys.ts'

// The calls behind the account's offline writes: loaded when a write is sent, not with the first page.
// Each request is the one the service worker sends from the outbox too (lib/outbox.ts).

// The wallet is the server's default: only the card is named, so a write queued before the choice
// existed and its replay after a reload send the same body under the same Idempotency-Key.
export const cancelRequest = ({ reservationId, cancellationReason, refundTo }: CancelVariables): WriteRequest => ({
  path: cancelReservationPath,
  body: { reservationId, cancellationReason, ...(refundTo === 'original' ? { refundTo } : {}) },
})
export const cancelReservation = (variables: CancelVariables) => {
  const { path, body } = cancelRequest(variables)
  return api.post(path, CancelReservationResponseSchema, { body, idempotencyKey: variables.idempotencyKey })
}

export const reviewRequest = ({ oldReviewId, body }: ReviewVariables): WriteRequest =>
  oldReviewId ? { path: updateReviewPath, query: { oldReviewId }, body } : { path: addReviewPath, body }
export const saveReview = (variables: ReviewVariables) => {
  const { path, query, body } = reviewRequest(variables)
  return api.post(path, ReviewSavedResponseSchema, { query, body, idempotencyKey: variables.idempotencyKey })
}
