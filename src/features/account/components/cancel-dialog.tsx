import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../../lib/toast.ts'
import { newIdempotencyKey } from '../../../lib/offline-writes.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { Dialog } from '../../../ui/dialog.tsx'
import { Field } from '../../../ui/field.tsx'
import { money } from '../format.ts'
import { cancellationQuoteQueryOptions } from '../queries.ts'
import type { ReservationRow } from '../reservations.ts'
import { type CancelVariables, cancelReservationKey } from '../keys.ts'

/**
 * SPEC §2.4 cancel modal: a reason, Close and Confirm. Confirming is one action with one
 * Idempotency-Key; offline it waits and the row says so, online the §8 toast follows the answer.
 */
export function CancelDialog({ row, userId, onClose }: { row: ReservationRow; userId: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const quote = useQuery({ ...cancellationQuoteQueryOptions(userId, row.reservationId), enabled: online })
  const [reason, setReason] = useState('')
  const title = row.title
  const cancel = useMutation<unknown, Error, CancelVariables>({ mutationKey: cancelReservationKey })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    cancel.mutate({ userId, idempotencyKey: newIdempotencyKey(), reservationId: row.reservationId, cancellationReason: reason.trim() })
    if (!online) showToast((toast) => toast.info(t`You are offline. The cancellation is saved and will be sent when you are back online.`, { id: 'cancel-queued' }))
    setReason('')
    onClose()
  }

  return (
    <Dialog title={t`Cancel booking`} onClose={onClose} className="form-dialog">
      <form onSubmit={onSubmit}>
        <p>
          <Trans>
            Cancel your booking for <strong><bdi>{title}</bdi></strong>?
          </Trans>
        </p>
        {quote.data ? (
          <p className="cancel-quote" role="status">
            {quote.data.data.paid === 0
              ? t`Nothing has been paid yet, so cancelling costs nothing.`
              : t`You get back ${money(quote.data.data.refund, quote.data.data.currency, i18n.locale)} (${quote.data.data.refundPercent}%), to your wallet.`}
          </p>
        ) : !online ? (
          <p className="cancel-quote muted">{t`What comes back is worked out by the center's policy when the cancellation reaches the server.`}</p>
        ) : null}
        <Field label={t`Reason for cancelling (optional)`}>
          {(control) => <textarea {...control} name="reason" rows={4} maxLength={1000} dir="auto" value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
        <div className="dialog-buttons">
          <button type="button" className="button button-outline" onClick={onClose}>{t`Close`}</button>
          <button type="submit" className="button button-danger-solid">{t`Confirm cancellation`}</button>
        </div>
      </form>
    </Dialog>
  )
}
