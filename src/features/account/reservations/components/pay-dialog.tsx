import '../../account-sheets.ts'
import '../reservations.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { bookingFigures } from '../../../../../contract/booking.ts'
import { getErrorMessage, isStillInProgress } from '../../../../lib/errors.ts'
import { newIdempotencyKey } from '../../../../lib/offline-writes.ts'
import { initializeQueryOptions } from '../../../../lib/settings.ts'
import { showToast } from '../../../../lib/toast.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { usePaymentSplit } from '../../../../lib/use-payment-split.ts'
import { Dialog } from '../../../../ui/dialog.tsx'
import { Money } from '../../../../ui/money.tsx'
import { PaymentSplitLines } from '../../../../ui/payment-split-lines.tsx'
import type { ReservationRow } from '../reservations.ts'
import { usePayBooking } from '../api/pay-booking.ts'

/**
 * Pay for a pay-now booking that waits for its payment (Booking/Pay), asked first: the amount in
 * the diver's and the center's currency, what the wallet pays and what the card pays (`paymentSplit`,
 * as the server charges), and the choice to keep the credit. Nothing is sent before Confirm; it
 * needs an answer now, so offline it waits for the network. Confirm again with the same choice is the
 * same attempt, under the same Idempotency-Key: it can never charge twice.
 */
export function PayDialog({ row, userId, onClose }: { row: ReservationRow; userId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const figures = bookingFigures(row)
  const [useWallet, setUseWallet] = useState(true)
  const [waiting, setWaiting] = useState(false)
  const attempt = useRef<{ useWallet: boolean; key: string } | null>(null)
  const split = usePaymentSplit(figures.due, figures.currency, useWallet)
  const provider = useQuery(initializeQueryOptions(i18n.locale === 'ar' ? 'ar' : 'en', userId)).data?.data.paymentProvider
  const pay = usePayBooking(userId, {
    onPaid: (status) => {
      // 202: the provider's answer is late; the booking says so and settles by itself.
      if (status === 'Pending') showToast((toast) => toast.info(t`Confirming your payment: ${row.title}`, { id: 'paid' }))
      else showToast((toast) => toast.success(t`Paid: ${row.title}`, { id: 'paid' }))
      onClose()
    },
    onWaiting: setWaiting,
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!online || split.status !== 'ready' || pay.isPending) return
    if (attempt.current?.useWallet !== useWallet) attempt.current = { useWallet, key: newIdempotencyKey() }
    pay.mutate({ reservationId: row.reservationId, useWallet, key: attempt.current.key })
  }

  return (
    <Dialog title={row.paymentStatus === 'DepositPaid' ? t`Pay the balance` : t`Pay for your booking`} onClose={onClose} className="form-dialog pay-dialog">
      <form onSubmit={onSubmit} noValidate>
        <p>
          <Trans>
            <strong>
              <bdi>{row.title}</bdi>
            </strong>{' '}
            with <bdi>{row.branchName}</bdi>
          </Trans>
        </p>
        <dl className="pay-total">
          <dt>{t`Amount to pay`}</dt>
          <dd data-testid="pay-amount">
            <Money amount={figures.due} currency={figures.currency} />
          </dd>
        </dl>
        <PaymentSplitLines state={split} currency={figures.currency} useWallet={useWallet} onUseWallet={setUseWallet} />
        {provider?.test ? (
          <p className="muted small">{t`The card part goes through Reefline's built-in local test provider: no real card is charged.`}</p>
        ) : null}
        {waiting ? (
          <p className="pay-waiting" role="status">
            {t`Your payment is still being confirmed… An earlier attempt is still going through, and we are checking on it. Keep this window open.`}
          </p>
        ) : null}
        {pay.error ? (
          <p className="field-error" role="alert">
            {isStillInProgress(pay.error)
              ? t`We could not confirm your payment yet, and it may have gone through. Close this window and check this booking in your bookings before you pay again.`
              : getErrorMessage(pay.error)}
          </p>
        ) : null}
        {!online ? <p className="field-error" role="status">{t`Paying needs a connection`}</p> : null}
        <div className="dialog-buttons">
          {/* Not "Cancel": beside the row's red Cancel booking it read as cancelling the booking. */}
          <button type="button" className="button button-outline" onClick={onClose}>{t`Not now`}</button>
          <button type="submit" className="button" disabled={!online || split.status !== 'ready' || pay.isPending}>
            {pay.isPending ? t`Paying…` : t`Confirm payment`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
