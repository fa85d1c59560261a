import { cancelReservationPath, CancelReservationResponseSchema } from '../../../contract/booking.ts'
import { setFavoritePath, SetFavoriteResponseSchema } from '../../../contract/favorites.ts'
import { addReviewPath, ReviewSavedResponseSchema, updateReviewPath } from '../../../contract/reviews.ts'
import { api } from '../../api/client.ts'
import type { CancelVariables, RemoveFavoriteVariables, ReviewVariables } from './keys.ts'

// The calls behind the account's offline writes: loaded when a write is sent, not with the first page.

// The wallet is the server's default: only the card is named, so a write queued before the choice
// existed and its replay after a reload send the same body under the same Idempotency-Key.
export const cancelReservation = ({ reservationId, cancellationReason, refundTo, idempotencyKey }: CancelVariables) =>
  api.post(cancelReservationPath, CancelReservationResponseSchema, { body: { reservationId, cancellationReason, ...(refundTo === 'original' ? { refundTo } : {}) }, idempotencyKey })

export const saveReview = ({ oldReviewId, body, idempotencyKey }: ReviewVariables) =>
  oldReviewId
    ? api.post(updateReviewPath, ReviewSavedResponseSchema, { query: { oldReviewId }, body, idempotencyKey })
    : api.post(addReviewPath, ReviewSavedResponseSchema, { body, idempotencyKey })

// Favorites/Set sets a value (not a toggle), so a replay leaves the same state.
export const removeFavorite = ({ kind, id, idempotencyKey }: RemoveFavoriteVariables) =>
  api.post(setFavoritePath, SetFavoriteResponseSchema, { body: { kind, id, favorite: false }, idempotencyKey })
