import { useLingui } from '@lingui/react/macro'
import { paymentStatusLabels, paymentTypeLabels, type ReservationRow, statusLabels } from '../reservations.ts'
import type { RowState } from './reservation-actions.tsx'

/** The payment cell: status and the SPEC §4 label of the payment type. */
export function PaymentCell({ row }: { row: ReservationRow }) {
  const { i18n } = useLingui()
  return (
    <span className="payment">
      <span className={`chip-status pay-${row.paymentStatus.toLowerCase()}`}>{i18n._(paymentStatusLabels[row.paymentStatus])}</span>{' '}
      <span className="muted">{i18n._(paymentTypeLabels[row.paymentType])}</span>
    </span>
  )
}

/** The status, or what waits for the network: a cancellation or a review made offline. */
export function StatusCell({ row, state }: { row: ReservationRow; state: RowState }) {
  const { t, i18n } = useLingui()
  return (
    <span className="status-cell">
      <span className={`chip-status status-${row.status.toLowerCase()}`}>{i18n._(statusLabels[row.status])}</span>
      {state.cancelPending ? <span className="chip-status pending">{t`Cancellation pending: sent when online`}</span> : null}
      {state.reviewPending ? <span className="chip-status pending">{t`Review pending: sent when online`}</span> : null}
    </span>
  )
}
