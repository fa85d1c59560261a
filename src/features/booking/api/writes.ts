import { msg } from '@lingui/core/macro'
import { moveBookingPath } from '../../../../contract/moves.ts'
import { formatDay } from '../../../../shared/format.ts'
import { catalogueShowingSeats } from '../../../lib/changes.ts'
import { i18n, loadCatalog } from '../../../lib/i18n.ts'
import { offlineWrite, type WriteRequest } from '../../../lib/offline-writes.ts'
import { diverKeys } from '../../../lib/query-keys.ts'
import { type MoveVariables, reservationWriteKinds } from '../../../lib/reservation-writes.ts'
import { showToast } from '../../../lib/toast.ts'

/**
 * Booking/Move as one request, whichever way it leaves: confirmed online (api/move.ts, while the
 * dialog waits) or queued on a boat (the outbox). Only the date and the total the diver saw go: the
 * toDate is the row's, not the server's.
 */
export const moveRequest = ({ reservationId, kind, id, cabin, expectedTotal }: MoveVariables): WriteRequest => ({
  path: moveBookingPath,
  body: kind === 'trip' ? { reservationId, tripId: id, cabin, expectedTotal } : { reservationId, courseId: id, expectedTotal },
})

/**
 * What a move changes: the diver's voucher, bookings, invoice and wallet (a refund), and the seats the
 * catalogue shows on both dates.
 */
export const moveChanges = ({ userId }: { userId: number }) => [diverKeys.all(userId), ...catalogueShowingSeats]

/**
 * A move to another date made offline (docs/decisions/040-a-move-queued-offline.md): queued like a
 * cancellation, shown pending on the voucher and the bookings, sent with the total the diver was shown
 * so that the server refuses it, with its reason, if the price or the fee's window moved meanwhile.
 */
export const moveReservation = offlineWrite<MoveVariables>({
  kind: reservationWriteKinds.move,
  request: moveRequest,
  ref: ({ reservationId }) => reservationId,
  changes: moveChanges,
  onSent: ({ toDate }) =>
    void loadCatalog('discovery').then(() => showToast((toast) => toast.success(i18n._(msg`Moved to ${formatDay(toDate, i18n.locale)}`), { id: 'moved' }))),
})
