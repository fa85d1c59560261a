import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { bookingFigures, CreateBookingResponseSchema, payBookingPath } from '../../../../contract/booking.ts'
import { api } from '../../../api/client.ts'
import { getErrorMessage } from '../../../lib/errors.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { initializeQueryOptions } from '../../../lib/settings.ts'
import { showToast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { usePaymentSplit } from '../../../lib/use-payment-split.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { Money } from '../../../ui/money.tsx'
import { PaymentSplitLines } from '../../../ui/payment-split-lines.tsx'
import { accountKeys } from '../keys.ts'
import type { ReservationRow } from '../reservations.ts'

/**
 * Pay for a pay-now booking that waits for its payment (Booking/Pay), asked first: the amount in
 * the diver's and the center's currency, what the wallet pays and what the card pays (`paymentSplit`,
 * as the server charges), and the choice to keep the credit. Nothing is sent before Confirm; it
 * needs an answer now, so offline it waits for the network.
 */
export function PayDialog({ row, userId, onClose }: { row: ReservationRow; userId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const figures = bookingFigures(row)
  const [useWallet, setUseWallet] = useState(true)
  const split = usePaymentSplit(figures.due, figures.currency, useWallet)
  const provider = useQuery(initializeQueryOptions(i18n.locale === 'ar' ? 'ar' : 'en', userId)).data?.data.paymentProvider
  const pay = useMutation({
    meta: { toastErrors: false }, // said inside the dialog, which keeps the focus
    mutationFn: (body: { reservationId: number; useWallet: boolean }) =>
      api.post(payBookingPath, CreateBookingResponseSchema, { body, idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      // 202: the provider's answer is late; the booking says so and settles by itself.
      if (data.status === 'Pending') showToast((toast) => toast.info(t`Confirming your payment: ${row.title}`, { id: 'paid' }))
      else showToast((toast) => toast.success(t`Paid: ${row.title}`, { id: 'paid' }))
      onClose()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.diver(userId) }),
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!online || split.status !== 'ready' || pay.isPending) return
    pay.mutate({ reservationId: row.reservationId, useWallet })
  }

  return (
    <Dialog title={t`Pay for your booking`} onClose={onClose} className="form-dialog pay-dialog">
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
        {pay.error ? (
          <p className="field-error" role="alert">
            {getErrorMessage(pay.error)}
          </p>
        ) : null}
        {!online ? <p className="field-error" role="status">{t`Paying needs a connection`}</p> : null}
        <div className="dialog-buttons">
          <button type="button" className="button button-outline" onClick={onClose}>{t`Cancel`}</button>
          <button type="submit" className="button" disabled={!online || split.status !== 'ready' || pay.isPending}>
            {pay.isPending ? t`Paying…` : t`Confirm payment`}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
