import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Voucher } from '../../../../contract/booking.ts'
import { canMove, freeMoveEnds } from '../../../../contract/moves.ts'
import { formatCenterTime, formatDay, formatPercent } from '../../../../shared/format.ts'
import { useRefusedWrites } from '../../../lib/outbox.ts'
import { usePreferences, useSession } from '../../../lib/preferences-context.tsx'
import { useUndoBookingWrite, useWaitingOnBookings } from '../../../lib/reservation-writes.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { moveDatesQueryOptions } from '../api/move.ts'
import { moveReservation } from '../api/writes.ts'
import { ChangeDateDialog } from './change-date-dialog.tsx'

/**
 * Change date, on the voucher: another date of the same trip or course, under the center's rule
 * (free until its days before, then its share of the total). Online, the server quotes the move and
 * takes it while the diver waits; on a boat it is worked out from the trip's saved page and queued,
 * shown pending here and on the bookings until it is sent (decision 040). A booking with a cabin
 * moves with it, online only (decision 052); one whose cancellation waits is not moved.
 */
export function ChangeDate({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useLingui()
  const { lang } = usePreferences()
  const userId = useSession()?.userId ?? null
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const { undo, undoing } = useUndoBookingWrite()
  const r = voucher.reservation
  const kind = r.courseName !== null ? 'course' : 'trip'
  const waiting = useWaitingOnBookings(userId)(r.reservationId)
  const refused = useRefusedWrites(moveReservation, userId ?? 0)
  const movable = canMove(r)
  // Read while there is a network, so the other dates are on the device when the diver is at sea.
  useQuery({ ...moveDatesQueryOptions(kind, r.tempId, lang), enabled: online && movable && userId !== null })
  const refusals = refused.refused.filter((write) => write.ref === r.reservationId)
  if (!canMove(r) && refusals.length === 0) return null
  const freeUntil = freeMoveEnds(r.moveRule, r.startDate)
  const percent = formatPercent(r.moveRule.feePercent, i18n.locale)
  const rule =
    freeUntil > Date.now()
      ? t`Free to move until ${formatCenterTime(freeUntil, i18n.locale)}; after that the dive center charges ${percent} of the total.`
      : t`Moving it now costs ${percent} of the total (the dive center's fee).`
  const movingTo = waiting.moveTo ? formatDay(waiting.moveTo, i18n.locale) : ''
  const { moveKey } = waiting
  return (
    <section aria-labelledby="voucher-change-date" className="no-print voucher-change-date">
      <h2 id="voucher-change-date">{t`Change date`}</h2>
      {refusals.map((write) => (
        <p key={write.key} className="refused-move" role="alert">
          <span>{t`The date was not changed: ${write.message ?? ''}`}</span>{' '}
          <button type="button" className="button button-small button-outline" onClick={() => refused.dismiss(write.key)}>{t`Dismiss`}</button>
        </p>
      ))}
      {!canMove(r) ? null : waiting.moveTo ? (
        <p className="move-pending">
          <span role="status">{t`Date change to ${movingTo} pending: it is sent when you are back online`}</span>{' '}
          {moveKey ? (
            <button type="button" className="button button-small button-outline" disabled={undoing === moveKey} onClick={() => void undo(moveKey, 'move')}>
              {t`Undo date change`}
            </button>
          ) : null}
        </p>
      ) : waiting.cancel ? (
        <p className="muted">{t`Your cancellation of this booking is waiting to be sent, so its date cannot be changed.`}</p>
      ) : (
        <p>
          <span className="muted">{rule}</span>{' '}
          <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
            {t`Change date`}
          </button>
        </p>
      )}
      {open && userId !== null ? <ChangeDateDialog voucher={voucher} userId={userId} onClose={() => setOpen(false)} /> : null}
    </section>
  )
}
