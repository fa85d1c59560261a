import './money.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SplitState } from '../lib/use-payment-split.ts'
import { Money } from './money.tsx'

type Props = { state: SplitState; currency: string; useWallet: boolean; onUseWallet: (use: boolean) => void }

/**
 * What the wallet pays and what the card pays, before the diver confirms (Pay, Book): the wallet's
 * credit first, the card the rest, and the choice to keep the credit.
 */
export function PaymentSplitLines({ state, currency, useWallet, onUseWallet }: Props) {
  const { t } = useLingui()
  if (state.status === 'pending') return <p className="payment-split muted" role="status">{t`Reading your wallet credit…`}</p>
  if (state.status === 'error')
    return (
      <p
        className="payment-split field-error"
        role="alert"
      >{t`Your wallet credit could not be read, so the split is not known. Try again when you are online.`}</p>
    )
  const { split, creditUsd } = state
  return (
    <div className="payment-split">
      {creditUsd > 0 ? (
        <label className="payment-split-choice">
          <input type="checkbox" checked={useWallet} onChange={(event) => onUseWallet(event.target.checked)} />
          <span>
            <Trans>
              Use my wallet credit (<Money amount={creditUsd} currency="USD" /> available)
            </Trans>
          </span>
        </label>
      ) : (
        <p className="muted">{t`You have no wallet credit: the card pays it all.`}</p>
      )}
      <dl className="payment-split-lines" aria-live="polite">
        <div>
          <dt>{t`From your wallet`}</dt>
          <dd data-testid="split-wallet">
            <Money amount={split.wallet} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`By card`}</dt>
          <dd data-testid="split-card">
            <Money amount={split.card} currency={currency} />
          </dd>
        </div>
      </dl>
    </div>
  )
}
