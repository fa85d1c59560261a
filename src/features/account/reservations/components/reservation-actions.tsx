import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOnline } from '../../../../lib/use-online.ts'
import { CalendarIcon } from '../../../../ui/icons.tsx'
import { downloadFile, reservationCalendar } from '../../../../lib/calendar.ts'
import { canPay, invoiceHref, type ReservationRow } from '../reservations.ts'
import { PathLink } from '../../components/path-link.tsx'

/**
 * What waits on a row: its cancellation, a move to another date (YYYY-MM-DD, made on the voucher), its
 * review; `onUndo` takes back the cancellation or the move while it waits, `onUndoReview` the review
 * (`undoing` while that is asked).
 */
export type RowState = {
  cancelPending: boolean
  movePendingTo: string | null
  reviewPending: boolean
  onUndo?: () => void
  onUndoReview?: () => void
  undoing?: boolean
}
export type RowHandlers = { onCancel: (row: ReservationRow) => void; onReview: (row: ReservationRow) => void; onPay: (row: ReservationRow) => void }

/**
 * SPEC §4: upcoming rows offer Pay/View and, while allowed, Cancel (plus a calendar file made on
 * the device); past rows offer Review (not cancelled ones), which edits the diver's review when there is one.
 */
export function ReservationActions({ row, upcoming, state, handlers }: { row: ReservationRow; upcoming: boolean; state: RowState; handlers: RowHandlers }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const stop = (event: React.MouseEvent) => event.stopPropagation()
  if (!upcoming) {
    // A cancelled booking was never dived: there is nothing to review (the server refuses it too).
    if (row.status === 'Cancelled') return null
    return (
      <div className="row-actions" onClick={stop}>
        {/* A review waiting for the network is the diver's to change (it replaces the waiting one) or take back. */}
        <button type="button" className="button button-small button-outline" onClick={() => handlers.onReview(row)}>
          {row.reviewId || state.reviewPending ? t`Edit review` : t`Review`}
          <span className="visually-hidden">: {row.title}</span>
        </button>
        {state.reviewPending && state.onUndoReview ? (
          <button type="button" className="button button-small button-outline" disabled={state.undoing} onClick={state.onUndoReview}>
            {t`Undo review`}
            <span className="visually-hidden">: {row.title}</span>
          </button>
        ) : null}
      </div>
    )
  }
  return (
    <div className="row-actions" onClick={stop}>
      {canPay(row) ? (
        // Opens the confirmation: nothing is charged until the diver confirms there.
        <button
          type="button"
          className="button button-small"
          disabled={!online}
          title={online ? undefined : t`Paying needs a connection`}
          onClick={() => handlers.onPay(row)}
        >
          {row.paymentStatus === 'DepositPaid' ? t`Pay balance` : t`Pay`}
          <span className="visually-hidden">: {row.title}</span>
        </button>
      ) : (
        <PathLink href={invoiceHref(row, i18n.locale)} className="button button-small">
          {t`View`}
          <span className="visually-hidden">: {row.title}</span>
        </PathLink>
      )}
      <Link to="/user/voucher/$reservationId" params={{ reservationId: String(row.reservationId) }} className="button button-small button-outline">
        {t`Voucher`}
        <span className="visually-hidden">: {row.title}</span>
      </Link>
      {state.onUndo && (state.cancelPending || state.movePendingTo !== null) ? (
        // A cancellation or a date change made offline by mistake is taken back before it leaves (lib/outbox.ts withdrawWrite).
        <button type="button" className="button button-small button-outline" disabled={state.undoing} onClick={state.onUndo}>
          {state.cancelPending ? t`Undo cancellation` : t`Undo date change`}
          <span className="visually-hidden">: {row.title}</span>
        </button>
      ) : null}
      {row.showCancelButton && !state.cancelPending && state.movePendingTo === null ? (
        <button type="button" className="button button-small button-danger" onClick={() => handlers.onCancel(row)}>
          {t`Cancel`}
          <span className="visually-hidden">: {row.title}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button"
        title={t`Add to calendar`}
        aria-label={t`Add to calendar: ${row.title}`}
        onClick={() =>
          downloadFile(`reefline-${row.reservationId}.ics`, 'text/calendar', reservationCalendar(row, new Date(), { reference: t`Booking reference` }))
        }
      >
        <CalendarIcon />
      </button>
    </div>
  )
}
