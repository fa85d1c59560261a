import { Trans, useLingui } from '@lingui/react/macro'
import { formatDay } from '../../../../shared/format.ts'
import type { usePaymentSplit } from '../../../lib/use-payment-split.ts'
import { Money } from '../../../ui/money.tsx'
import { PaymentSplitLines } from '../../../ui/payment-split-lines.tsx'

type Split = { state: ReturnType<typeof usePaymentSplit>; useWallet: boolean; onUseWallet: (use: boolean) => void; testProvider: boolean }

/**
 * The booking's total in the center's currency (and the diver's), with the server's word when the
 * price moved, and, for what is paid now, how the wallet and the card share it.
 */
export function BookingTotals({
  total,
  gear,
  extras = 0,
  onBoard = 0,
  currency,
  error,
  split,
  deposit = null,
}: {
  total: number
  /** with a deposit: what is paid now, and the balance by its day */
  deposit?: { now: number; balance: number; dueDate: string } | null
  /** the rented gear's part of the total */
  gear: number
  /** a liveaboard's extras' part of the total */
  extras?: number
  /** what the travellers pay on board, apart from the total */
  onBoard?: number
  currency: string
  error: string | null
  split: Split | null
}) {
  const { t, i18n } = useLingui()
  const dueDay = deposit ? formatDay(deposit.dueDate, i18n.locale) : ''
  return (
    <>
      <div className="booking-total" aria-live="polite">
        <span className="booking-total-label">{t`Total`}</span>
        <span className="booking-total-amount" data-testid="booking-total">
          <Money amount={total} currency={currency} />
        </span>
        {gear > 0 ? (
          <span className="booking-total-gear muted small" data-testid="booking-gear-total">
            <Trans>
              including rental gear <Money amount={gear} currency={currency} />
            </Trans>
          </span>
        ) : null}
        {extras > 0 ? (
          <span className="booking-total-gear muted small" data-testid="booking-extras-total">
            <Trans>
              including extras <Money amount={extras} currency={currency} />
            </Trans>
          </span>
        ) : null}
        {onBoard > 0 ? (
          <span className="booking-total-gear muted small" data-testid="booking-on-board-total">
            <Trans>
              plus <Money amount={onBoard} currency={currency} /> paid on board
            </Trans>
          </span>
        ) : null}
        {deposit ? (
          <span className="booking-total-deposit small" data-testid="booking-deposit">
            <Trans>
              Now <Money amount={deposit.now} currency={currency} />, balance <Money amount={deposit.balance} currency={currency} /> by{' '}
              <time dateTime={deposit.dueDate}>{dueDay}</time>
            </Trans>
          </span>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {split ? (
        <section className="booking-split" aria-labelledby="booking-split-title">
          <h2 id="booking-split-title">{t`How it is paid`}</h2>
          <PaymentSplitLines state={split.state} currency={currency} useWallet={split.useWallet} onUseWallet={split.onUseWallet} />
          {split.testProvider ? (
            <p className="muted small">{t`The card part goes through Reefline's built-in local test provider: no real card is charged.`}</p>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
