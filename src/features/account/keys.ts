import type { Lang } from '../../../contract/common.ts'
import type { FavoriteKind } from '../../../contract/favorites.ts'
import type { ReviewBody } from '../../../contract/reviews.ts'
import type { OfflineWrite } from '../../lib/offline-writes.ts'

/**
 * Every key of the diver's own data carries the diver's id (and `meta.owner`), so a second diver on
 * the same phone never reads the first one's cache, even before sign-out has wiped it.
 */
export const accountKeys = {
  all: ['account'] as const,
  diver: (userId: number) => [...accountKeys.all, userId] as const,
  profile: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'profile', lang] as const,
  reservations: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'reservations', lang] as const,
  invoice: (userId: number, reservationId: number, lang: Lang) => [...accountKeys.diver(userId), 'invoice', reservationId, lang] as const,
  review: (userId: number, reviewId: number) => [...accountKeys.diver(userId), 'review', reviewId] as const,
  favorites: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'favorites', lang] as const,
  quote: (userId: number, reservationId: number) => [...accountKeys.diver(userId), 'cancellation-quote', reservationId] as const,
  /** whether this phone is notified (the browser's push subscription): read from the browser, not the server */
  pushDevice: (userId: number) => [...accountKeys.diver(userId), 'push-device'] as const,
  /** what the trip pack last kept on this device (offline-pack.ts) */
  pack: (userId: number) => [...accountKeys.diver(userId), 'offline-pack'] as const,
}

export const cancelReservationKey = ['account', 'cancel-reservation'] as const
export const saveReviewKey = ['account', 'save-review'] as const
export const removeFavoriteKey = ['account', 'remove-favorite'] as const

/** Where a refund goes: the wallet at once, or back to the card a booking was paid with. */
export type RefundTo = 'wallet' | 'original'
export type CancelVariables = OfflineWrite & { reservationId: number; cancellationReason: string; refundTo?: RefundTo }
/** `oldReviewId` set: the diver's existing review of this reservation is updated (SPEC §4). */
export type ReviewVariables = OfflineWrite & { reservationId: number; oldReviewId: number | null; body: ReviewBody }
export type RemoveFavoriteVariables = OfflineWrite & { kind: FavoriteKind; id: number }
