import { Trans, useLingui } from '@lingui/react/macro'
import { formatCenterTime, formatDay } from '../../../../shared/format.ts'
import { Money } from '../../../ui/money.tsx'
import { paymentTypeLabels } from '../../../lib/payment-labels.ts'
import type { PaymentType } from '../departure.ts'

type Props = {
  /** what the departure offers now (contract/departures.ts paymentTypesOffered) */
  offered: PaymentType[]
  pay: PaymentType | undefined
  /** free cancellation's deadline, said in the center's local time */
  freeUntil: Date
  /** with a deposit (type 4): what is paid now, the balance and its day (contract/deposits.ts) */
  deposit: { now: number; balance: number; dueDate: string; currency: string } | null
  error: string | null
  onChoose: (type: PaymentType) => void
}

/** How to pay, each way with what it means for the diver's money. */
export function PaymentChoice({ offered, pay, freeUntil, deposit, error, onChoose }: Props) {
  const { t, i18n } = useLingui()
  const dueDay = deposit ? formatDay(deposit.dueDate, i18n.locale) : ''
  return (
    <fieldset className="booking-payment" aria-describedby={error ? 'booking-pay-error' : undefined}>
      <legend>{t`How to pay`}</legend>
      {offered.map((type) => (
        <label key={type} className="payment-option">
          <input type="radio" name="pay" value={type} checked={pay === type} onChange={() => onChoose(type)} />
          <span>
            <span className="payment-option-label">{i18n._(paymentTypeLabels[type])}</span>
            <span className="payment-option-help">
              {type === 4 && deposit ? (
                <Trans>
                  <Money amount={deposit.now} currency={deposit.currency} /> now, and the balance of{' '}
                  <Money amount={deposit.balance} currency={deposit.currency} /> by <time dateTime={deposit.dueDate}>{dueDay}</time>: in the app, from your
                  wallet or card. Unpaid after that day, the booking is cancelled under the policy below.
                </Trans>
              ) : type === 2 ? (
                t`Nothing to pay now: you pay the dive center when you arrive.`
              ) : type === 3 ? (
                t`Paid now, and all of it comes back if you cancel before ${formatCenterTime(freeUntil, i18n.locale)}, the dive center's local time.`
              ) : (
                t`Paid now: your wallet credit first, the card the rest.`
              )}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p className="field-error" id="booking-pay-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
