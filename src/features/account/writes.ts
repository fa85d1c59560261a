import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { cancelReservationPath, CancelReservationResponseSchema } from '../../../contract/booking.ts'
import { type FavoriteKind, setFavoritePath, SetFavoriteResponseSchema } from '../../../contract/favorites.ts'
import { addReviewPath, type ReviewBody, ReviewSavedResponseSchema, updateReviewPath } from '../../../contract/reviews.ts'
import { api } from '../../api/client.ts'
import { i18n } from '../../lib/i18n.ts'
import { type OfflineWrite, registerOfflineWrite } from '../../lib/offline-writes.ts'
import { accountKeys } from './queries.ts'

export const cancelReservationKey = ['account', 'cancel-reservation'] as const
export const saveReviewKey = ['account', 'save-review'] as const
export const removeFavoriteKey = ['account', 'remove-favorite'] as const

export type CancelVariables = OfflineWrite & { reservationId: number; cancellationReason: string }
/** `oldReviewId` set: the diver's existing review of this reservation is updated (SPEC §4). */
export type RemoveFavoriteVariables = OfflineWrite & { kind: FavoriteKind; id: number }
export type ReviewVariables = OfflineWrite & { reservationId: number; oldReviewId: number | null; body: ReviewBody }

/**
 * Cancel and review may be made on a boat: they pause offline and are sent when the network is
 * back, after a reload too. The SPEC §8 messages show when the server has taken them, wherever the
 * diver is by then; a failure toasts the server's message (MutationCache).
 */
export function registerAccountWrites(queryClient: QueryClient): void {
  const reload = (variables: OfflineWrite | undefined) => queryClient.invalidateQueries({ queryKey: variables ? accountKeys.diver(variables.userId) : accountKeys.all })

  registerOfflineWrite(queryClient, cancelReservationKey, {
    mutationFn: ({ reservationId, cancellationReason, idempotencyKey }: CancelVariables) =>
      api.post(cancelReservationPath, CancelReservationResponseSchema, { body: { reservationId, cancellationReason }, idempotencyKey }),
    onSuccess: () => toast.success(i18n._(msg`The trip was successfully cancelled`), { id: 'cancelled' }),
    onSettled: reload,
  })

  registerOfflineWrite(queryClient, saveReviewKey, {
    mutationFn: ({ oldReviewId, body, idempotencyKey }: ReviewVariables) =>
      oldReviewId
        ? api.post(updateReviewPath, ReviewSavedResponseSchema, { query: { oldReviewId }, body, idempotencyKey })
        : api.post(addReviewPath, ReviewSavedResponseSchema, { body, idempotencyKey }),
    onSuccess: (_data, { oldReviewId }) =>
      toast.success(oldReviewId ? i18n._(msg`The review was successfully updated`) : i18n._(msg`The review was successfully added`), { id: 'review' }),
    onSettled: reload,
  })

  // Favorites/Set sets a value (not a toggle), so a replay leaves the same state.
  registerOfflineWrite(queryClient, removeFavoriteKey, {
    mutationFn: ({ kind, id, idempotencyKey }: RemoveFavoriteVariables) => api.post(setFavoritePath, SetFavoriteResponseSchema, { body: { kind, id, favorite: false }, idempotencyKey }),
    onSettled: async (variables) => {
      await reload(variables)
      await queryClient.invalidateQueries({ queryKey: ['favorites'] }) // the catalogue's hearts
    },
  })
}
