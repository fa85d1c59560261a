import '../../account-sheets.ts'
import '../reservations.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { showToast } from '../../../../lib/toast.ts'
import { queueWrite } from '../../../../lib/outbox.ts'
import { useOnline } from '../../../../lib/use-online.ts'
import { Dialog } from '../../../../ui/dialog.tsx'
import { Field } from '../../../../ui/field.tsx'
import { bookingFigures, refundPercent, type CancellationQuote } from '../../../../../contract/booking.ts'
import { Money } from '../../../../ui/money.tsx'
import { cancellationQuoteQueryOptions } from '../api/reservations.ts'
import type { ReservationRow } from '../reservations.ts'
import type { RefundTo } from '../../api/keys.ts'
import { cancelReservation } from '../api/writes.ts'

/**
 * SPEC §2.4 cancel modal: a reason, Close and Confirm. Confirming is one action with one
 * Idempotency-Key; offline it waits and the row says so, online the §8 toast follows the answer.
 */
export function CancelDialog({ row, userId, onClose }: { row: ReservationRow; userId: number; onClose: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const quote = useQuery({ ...cancellationQuoteQueryOptions(userId, row.reservationId), enabled: online })
  const [reason, setReason] = useState('')
  const [refundTo, setRefundTo] = useState<RefundTo>('wallet')
  const title = row.title

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    queueWrite(cancelReservation, {
      userId,
      reservationId: row.reservationId,
      cancellationReason: reason.trim(),
      refundTo: quote.data?.data.refundTo.includes(refundTo) ? refundTo : 'wallet',
    })
    if (!online)
      showToast((toast) => toast.info(t`You are offline. The cancellation is saved and will be sent when you are back online.`, { id: 'cancel-queued' }))
    setReason('')
    onClose()
  }

  return (
    <Dialog title={t`Cancel booking`} onClose={onClose} className="form-dialog">
      <form onSubmit={onSubmit} noValidate>
        <p>
          <Trans>
            Cancel your booking for{' '}
            <strong>
              <bdi>{title}</bdi>
            </strong>
            ?
          </Trans>
        </p>
        {quote.data ? <QuoteLines quote={quote.data.data} refundTo={refundTo} onRefundTo={setRefundTo} /> : !online ? <EstimateLines row={row} /> : null}
        <Field label={t`Reason for cancelling (optional)`}>
          {(control) => (
            <textarea {...control} name="reason" rows={4} maxLength={1000} dir="auto" value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
        </Field>
        <div className="dialog-buttons">
          <button type="button" className="button button-outline" onClick={onClose}>{t`Close`}</button>
          <button type="submit" className="button button-danger-solid">{t`Confirm cancellation`}</button>
        </div>
      </form>
    </Dialog>
  )
}

/** Online: what the server will do, to the cent: the fee, what comes back, and where it may go. */
function QuoteLines({ quote, refundTo, onRefundTo }: { quote: CancellationQuote; refundTo: RefundTo; onRefundTo: (to: RefundTo) => void }) {
  const { t } = useLingui()
  if (quote.paid === 0) return <p className="cancel-quote" role="status">{t`Nothing has been paid yet, so cancelling costs nothing.`}</p>
  const refund = <Money amount={quote.refund} currency={quote.currency} />
  const fee = <Money amount={quote.fee} currency={quote.currency} />
  return (
    <div className="cancel-quote" role="status">
      <dl className="cancel-figures">
        <div>
          <dt>{t`Cancellation fee`}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>{t`You get back`}</dt>
          <dd>
            {refund} <bdi>({quote.refundPercent}%)</bdi>
          </dd>
        </div>
      </dl>
      {quote.refund > 0 && quote.refundTo.includes('original') ? (
        <fieldset className="choice-group cancel-refund-to">
          <legend>{t`Refund to`}</legend>
          <label>
            <input type="radio" name="refundTo" checked={refundTo === 'wallet'} onChange={() => onRefundTo('wallet')} /> {t`My wallet (at once)`}
          </label>
          <label>
            <input type="radio" name="refundTo" checked={refundTo === 'original'} onChange={() => onRefundTo('original')} /> {t`The card I paid with`}
          </label>
        </fieldset>
      ) : quote.refund > 0 ? (
        <p>{t`It goes back to your wallet at once.`}</p>
      ) : null}
    </div>
  )
}

/** Offline: the same rule the server charges with, worked out on the device from the row's policy. */
function EstimateLines({ row }: { row: ReservationRow }) {
  const { t } = useLingui()
  const { paid, currency } = bookingFigures(row)
  const percent = refundPercent(row.cancellationPolicy, row.paymentType, row.startDate, Date.now())
  const refund = Math.round(paid * percent) / 100
  const fee = <Money amount={paid - refund} currency={currency} />
  const back = <Money amount={refund} currency={currency} />
  return (
    <p className="cancel-quote muted" role="status">
      {paid === 0 ? (
        t`Nothing has been paid yet, so cancelling costs nothing.`
      ) : (
        <Trans>
          Estimate by the center's policy: a fee of {fee}, and {back} back ({percent}%). The server confirms it when the cancellation reaches it.
        </Trans>
      )}
    </p>
  )
}
