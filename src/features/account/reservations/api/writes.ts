import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { catalogueShowingSeats, changed } from '../../../../lib/changes.ts'
import { showToast } from '../../../../lib/toast.ts'
import { i18n, loadAccountCatalog } from '../../../../lib/i18n.ts'
import { type OfflineWrite, registerOfflineWrite } from '../../../../lib/offline-writes.ts'
import { accountKeys, type CancelVariables, cancelReservationKey, type ReviewVariables, saveReviewKey } from '../../api/keys.ts'

const calls = () => import('./write-calls.ts')

/**
 * Cancel and review may be done on a boat: they pause offline and are sent
 * when the network is back, after a reload too. The SPEC §8 messages show when the server has taken
 * them, wherever the diver is by then; a failure toasts the server's message (MutationCache).
 * Registered at start-up, so this file stays small: the calls load when a write is sent.
 */
export function registerReservationWrites(queryClient: QueryClient): void {
  const diverData = (variables: OfflineWrite | undefined) => (variables ? accountKeys.diver(variables.userId) : accountKeys.all)
  // A cancellation frees seats and a review moves a rating: the catalogue's pages that show them too.
  const reloadWithCatalogue = (variables: OfflineWrite | undefined) => changed(queryClient, [diverData(variables), ...catalogueShowingSeats])

  registerOfflineWrite(queryClient, cancelReservationKey, {
    mutationFn: async (variables: CancelVariables) => (await calls()).cancelReservation(variables),
    request: async (variables) => (await calls()).cancelRequest(variables),
    ref: (variables) => variables.reservationId,
    // A write resumed at start-up may land on any page: its words load first.
    onSuccess: () =>
      void loadAccountCatalog().then(() => showToast((toast) => toast.success(i18n._(msg`The trip was successfully cancelled`), { id: 'cancelled' }))),
    onSettled: reloadWithCatalogue,
  })

  registerOfflineWrite(queryClient, saveReviewKey, {
    mutationFn: async (variables: ReviewVariables) => (await calls()).saveReview(variables),
    request: async (variables) => (await calls()).reviewRequest(variables),
    ref: (variables) => variables.reservationId,
    onSuccess: (_data, { oldReviewId }) =>
      void loadAccountCatalog().then(() =>
        showToast((toast) =>
          toast.success(oldReviewId ? i18n._(msg`The review was successfully updated`) : i18n._(msg`The review was successfully added`), { id: 'review' }),
        ),
      ),
    onSettled: reloadWithCatalogue,
  })
}
