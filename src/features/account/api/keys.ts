import type { Lang } from '../../../../contract/common.ts'
import type { ReviewBody } from '../../../../contract/reviews.ts'
import type { DiverWrite } from '../../../lib/offline-writes.ts'
import { diverKeys, queryRoots } from '../../../lib/query-keys.ts'

/** The account's keys, on the diver's root (lib/query-keys.ts): each carries the diver's id. */
export const accountKeys = {
  all: queryRoots.account,
  diver: diverKeys.all,
  /** the profile in every language: what the profile screen waits for after a save */
  profiles: (userId: number) => [...accountKeys.diver(userId), 'profile'] as const,
  profile: (userId: number, lang: Lang) => [...accountKeys.profiles(userId), lang] as const,
  reservations: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'reservations', lang] as const,
  invoice: (userId: number, reservationId: number, lang: Lang) => [...accountKeys.diver(userId), 'invoice', reservationId, lang] as const,
  review: (userId: number, reviewId: number) => [...accountKeys.diver(userId), 'review', reviewId] as const,
  favorites: (userId: number, lang: Lang) => [...diverKeys.favorites(userId), lang] as const,
  quote: (userId: number, reservationId: number) => [...accountKeys.diver(userId), 'cancellation-quote', reservationId] as const,
  /** whether this phone is notified (the browser's push subscription): read from the browser, not the server */
  pushDevice: (userId: number) => [...accountKeys.diver(userId), 'push-device'] as const,
  /** what the trip pack last kept on this device (trip-pack.ts); the key as shipped, saved on devices */
  pack: (userId: number) => [...accountKeys.diver(userId), 'offline-pack'] as const,
}

/** Where a refund goes: the wallet at once, or back to the card a booking was paid with. */
export type RefundTo = 'wallet' | 'original'
export type CancelVariables = DiverWrite & { reservationId: number; cancellationReason: string; refundTo?: RefundTo }
/** `oldReviewId` set: the diver's existing review of this reservation is updated (SPEC §4). */
export type ReviewVariables = DiverWrite & { reservationId: number; oldReviewId: number | null; body: ReviewBody }
