import { useLingui } from '@lingui/react/macro'
import { formatCenterTime } from '../../../../shared/format.ts'
import { paymentTypeLabels } from '../../../lib/payment-labels.ts'
import type { PaymentType } from '../departure.ts'

type Props = {
  /** what the departure offers now (contract/departures.ts paymentTypesOffered) */
  offered: PaymentType[]
  pay: PaymentType | undefined
  /** free cancellation's deadline, said in the center's local time */
  freeUntil: Date
  error: string | null
  onChoose: (type: PaymentType) => void
}

/** How to pay, each way with what it means for the diver's money. */
export function PaymentChoice({ offered, pay, freeUntil, error, onChoose }: Props) {
  const { t, i18n } = useLingui()
  return (
    <fieldset className="booking-payment" aria-describedby={error ? 'booking-pay-error' : undefined}>
      <legend>{t`How to pay`}</legend>
      {offered.map((type) => (
        <label key={type} className="payment-option">
          <input type="radio" name="pay" value={type} checked={pay === type} onChange={() => onChoose(type)} />
          <span>
            <span className="payment-option-label">{i18n._(paymentTypeLabels[type])}</span>
            <span className="payment-option-help">
              {type === 2
                ? t`Nothing to pay now: you pay the dive center when you arrive.`
                : type === 3
                  ? t`Paid now, and all of it comes back if you cancel before ${formatCenterTime(freeUntil, i18n.locale)}, the dive center's local time.`
                  : t`Paid now: your wallet credit first, the card the rest.`}
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
