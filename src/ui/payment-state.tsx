import './money.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { BookingFigures } from '../../contract/booking.ts'
import { paymentStateClass, paymentStateLabels } from '../lib/payment-labels.ts'
import { formatDay } from '../../shared/format.ts'
import { Money } from './money.tsx'

/**
 * Where a booking's payment stands, from `bookingFigures`: its label and, when there is more to
 * it than "paid", the amounts (what came back and what the center kept, what is due and where).
 */
export function PaymentState({ figures, balanceDue = null, children }: { figures: BookingFigures; balanceDue?: string | null; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <span className="payment-state">
      <span className="payment-state-head">
        <span className={`pay-chip ${paymentStateClass(figures.state)}`}>{i18n._(paymentStateLabels[figures.state])}</span>
        {children}
      </span>
      <PaymentAmounts figures={figures} balanceDue={balanceDue} />
    </span>
  )
}

/** `balanceDue`: a deposit booking's balance is due by that day rather than now. */
function PaymentAmounts({ figures: f, balanceDue }: { figures: BookingFigures; balanceDue: string | null }) {
  const { i18n } = useLingui()
  const money = (amount: number) => <Money amount={amount} currency={f.currency} />
  const line = (content: ReactNode) => <span className="payment-amounts">{content}</span>
  if (f.state === 'partlyRefunded')
    return line(
      <Trans>
        {money(f.refunded)} of {money(f.paid)} back; the center kept {money(f.fee)}
      </Trans>,
    )
  if (f.state === 'refunded') return line(<Trans>{money(f.refunded)} back</Trans>)
  if (f.due > 0 && balanceDue) {
    const day = formatDay(balanceDue, i18n.locale)
    return line(
      <Trans>
        Balance {money(f.due)} due by <time dateTime={balanceDue}>{day}</time>
      </Trans>,
    )
  }
  if (f.due > 0) return line(<Trans>Due now: {money(f.due)}</Trans>)
  if (f.dueAtCenter > 0) return line(<Trans>{money(f.dueAtCenter)} due at the center on arrival</Trans>)
  if (f.fee > 0) return line(<Trans>The center kept {money(f.fee)}</Trans>)
  return null
}
