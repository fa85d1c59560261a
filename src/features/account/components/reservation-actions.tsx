import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { payBookingPath, CreateBookingResponseSchema } from '../../../../contract/booking.ts'
import { api } from '../../../api/client.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { showToast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { CalendarIcon } from '../../../ui/icons.tsx'
import { downloadFile, reservationCalendar } from '../../../lib/calendar.ts'
import { invoiceHref, type ReservationRow } from '../reservations.ts'
import { useDiver } from '../hooks/use-diver.ts'
import { accountKeys } from '../keys.ts'
import { PathLink } from './path-link.tsx'

export type RowState = { cancelPending: boolean; reviewPending: boolean }
export type RowHandlers = { onCancel: (row: ReservationRow) => void; onReview: (row: ReservationRow) => void }

/**
 * SPEC §4: upcoming rows offer Pay/View and, while allowed, Cancel (plus a calendar file made on
 * the device); past rows offer Review (not cancelled ones), which edits the diver's review when there is one.
 */
export function ReservationActions({ row, upcoming, state, handlers }: { row: ReservationRow; upcoming: boolean; state: RowState; handlers: RowHandlers }) {
  const { t, i18n } = useLingui()
  const stop = (event: React.MouseEvent) => event.stopPropagation()
  if (!upcoming) {
    // A cancelled booking was never dived: there is nothing to review (the server refuses it too).
    if (row.status === 'Cancelled') return null
    return (
      <div className="row-actions" onClick={stop}>
        <button type="button" className="button button-small button-outline" disabled={state.reviewPending} onClick={() => handlers.onReview(row)}>
          {row.reviewId ? t`Edit review` : t`Review`}
          <span className="visually-hidden">: {row.title}</span>
        </button>
      </div>
    )
  }
  const mustPay = row.paymentStatus === 'Unpaid' && row.paymentType === 1 && row.status === 'AwaitingPayment'
  return (
    <div className="row-actions" onClick={stop}>
      {mustPay ? (
        <PayButton row={row} />
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
      {row.showCancelButton && !state.cancelPending ? (
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
        onClick={() => downloadFile(`reefline-${row.reservationId}.ics`, 'text/calendar', reservationCalendar(row, new Date(), { reference: t`Booking reference` }))}
      >
        <CalendarIcon />
      </button>
    </div>
  )
}

/**
 * Pays a pay-now booking that waits for its payment (Booking/Pay): from the wallet when its credit
 * covers it, else through the payment provider. It needs an answer now, so offline it waits.
 */
function PayButton({ row }: { row: ReservationRow }) {
  const { t } = useLingui()
  const online = useOnline()
  const { userId } = useDiver()
  const queryClient = useQueryClient()
  const pay = useMutation({
    mutationFn: (idempotencyKey: string) => api.post(payBookingPath, CreateBookingResponseSchema, { body: { reservationId: row.reservationId }, idempotencyKey }),
    onSuccess: () => showToast((toast) => toast.success(t`Paid: ${row.title}`, { id: 'paid' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.diver(userId) }),
  })
  return (
    <button type="button" className="button button-small" disabled={!online || pay.isPending} title={online ? undefined : t`Paying needs a connection`} onClick={() => pay.mutate(newIdempotencyKey())}>
      {t`Pay`}
      <span className="visually-hidden">: {row.title}</span>
    </button>
  )
}
