import { useLingui } from '@lingui/react/macro'
import { bookingFigures } from '../../../../contract/booking.ts'
import { PaymentState } from '../../../ui/payment-state.tsx'
import { paymentTypeLabels, type ReservationRow, statusLabels } from '../reservations.ts'
import type { RowState } from './reservation-actions.tsx'

/** The payment cell: where the payment stands by the contract's rule (with its amounts), and the SPEC §4 label of the payment type. */
export function PaymentCell({ row }: { row: ReservationRow }) {
  const { i18n } = useLingui()
  return (
    <PaymentState figures={bookingFigures(row)}>
      <span className="muted">{i18n._(paymentTypeLabels[row.paymentType])}</span>
    </PaymentState>
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
