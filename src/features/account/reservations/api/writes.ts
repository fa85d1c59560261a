import { msg } from '@lingui/core/macro'
import { cancelReservationPath } from '../../../../../contract/booking.ts'
import { addReviewPath, updateReviewPath } from '../../../../../contract/reviews.ts'
import { catalogueShowingSeats } from '../../../../lib/changes.ts'
import { i18n, loadAccountCatalog } from '../../../../lib/i18n.ts'
import { offlineWrite } from '../../../../lib/offline-writes.ts'
import { reservationWriteKinds } from '../../../../lib/reservation-writes.ts'
import { showToast } from '../../../../lib/toast.ts'
import { accountKeys, type CancelVariables, type ReviewVariables } from '../../api/keys.ts'

// Cancel and review may be done on a boat: queued, shown pending on their row, sent when the network
// is back (lib/outbox.ts). The SPEC §8 messages show when the server has taken them, wherever the
// diver is by then (its words load first); a refusal is said with the server's reason.

/** A cancellation frees seats and a review moves a rating: the catalogue's pages that show them change too. */
const withCatalogue = ({ userId }: { userId: number }) => [accountKeys.diver(userId), ...catalogueShowingSeats]

const toast = (text: () => string, id: string) => void loadAccountCatalog().then(() => showToast((toasts) => toasts.success(text(), { id })))

export const cancelReservation = offlineWrite<CancelVariables>({
  // Its kind is shared with the voucher, which offers no move while a cancellation waits.
  kind: reservationWriteKinds.cancel,
  // The wallet is the server's default: only the card is named, so a write queued before the choice
  // existed and one queued now are the same request for the same choice.
  request: ({ reservationId, cancellationReason, refundTo }) => ({
    path: cancelReservationPath,
    body: { reservationId, cancellationReason, ...(refundTo === 'original' ? { refundTo } : {}) },
  }),
  ref: ({ reservationId }) => reservationId,
  changes: withCatalogue,
  onSent: () => toast(() => i18n._(msg`The trip was successfully cancelled`), 'cancelled'),
})

export const saveReview = offlineWrite<ReviewVariables>({
  kind: 'save-review',
  // SPEC §4: with the diver's review of this reservation, it is updated.
  request: ({ oldReviewId, body }) => (oldReviewId ? { path: updateReviewPath, query: { oldReviewId }, body } : { path: addReviewPath, body }),
  ref: ({ reservationId }) => reservationId,
  changes: withCatalogue,
  onSent: ({ oldReviewId }) =>
    toast(() => (oldReviewId ? i18n._(msg`The review was successfully updated`) : i18n._(msg`The review was successfully added`)), 'review'),
})
