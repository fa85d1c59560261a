import '../../account-sheets.ts'
import '../reservations.css'
import { useLingui } from '@lingui/react/macro'
import { bookingFigures } from '../../../../../contract/booking.ts'
import { formatDay } from '../../../../../shared/format.ts'
import { paymentTypeLabels } from '../../../../lib/payment-labels.ts'
import { PaymentState } from '../../../../ui/payment-state.tsx'
import { type ReservationRow, statusLabels } from '../reservations.ts'
import type { RowState } from './reservation-actions.tsx'

/** A row's state and the writes of it the server refused (with its reason), which it shows until dismissed. */
export type RowView = RowState & { refused: Array<{ key: string; message?: string }>; onDismiss: (key: string) => void }

/**
 * The payment cell: where the payment stands by the contract's rule (with its amounts), and the kind of
 * booking in words. A pay-on-arrival booking not yet settled says it once: its state has those words.
 */
export function PaymentCell({ row }: { row: ReservationRow }) {
  const { i18n } = useLingui()
  const figures = bookingFigures(row)
  return (
    <PaymentState figures={figures} balanceDue={row.balanceDue}>
      {figures.state === 'payOnArrival' && row.paymentType === 2 ? null : <span className="muted">{i18n._(paymentTypeLabels[row.paymentType])}</span>}
    </PaymentState>
  )
}

/** The status, or what waits for the network: a cancellation, a move to another date or a review made offline. */
export function StatusCell({ row, state }: { row: ReservationRow; state: RowView }) {
  const { t, i18n } = useLingui()
  return (
    <span className="status-cell">
      <span className={`chip-status status-${row.status.toLowerCase()}`}>{i18n._(statusLabels[row.status])}</span>
      {state.cancelPending ? <span className="chip-status pending">{t`Cancellation pending: sent when online`}</span> : null}
      {state.movePendingTo ? (
        <span className="chip-status pending">{t`Date change to ${formatDay(state.movePendingTo, i18n.locale)} pending: sent when online`}</span>
      ) : null}
      {state.reviewPending ? <span className="chip-status pending">{t`Review pending: sent when online`}</span> : null}
      {state.refused.map((write) => (
        <span key={write.key} className="refused-write" role="alert" onClick={(event) => event.stopPropagation()}>
          <span>{t`Not sent: ${write.message ?? ''}`}</span>
          <button type="button" className="button button-small button-outline" onClick={() => state.onDismiss(write.key)}>{t`Dismiss`}</button>
        </span>
      ))}
    </span>
  )
}
