import { Trans, useLingui } from '@lingui/react/macro'
import { formatDay } from '../../../../shared/format.ts'
import { Money } from '../../../ui/money.tsx'

type Terms = { total: number; fee: number; refund: number; owed: number; owedBy: string | null; currency: string }

/**
 * What a move costs and gives back: the server's quote online, or the device's estimate on a boat,
 * which says that the server confirms it (decision 040).
 */
export function MoveTerms({ terms, estimate }: { terms: Terms; estimate: boolean }) {
  const { t, i18n } = useLingui()
  const owedDay = terms.owedBy ? formatDay(terms.owedBy, i18n.locale) : ''
  return (
    <>
      <dl className="change-date-terms" data-testid="move-terms">
        <dt>{t`New total`}</dt>
        <dd>
          <Money amount={terms.total} currency={terms.currency} />
        </dd>
        <dt>{t`Date change fee`}</dt>
        <dd>{terms.fee > 0 ? <Money amount={terms.fee} currency={terms.currency} /> : t`Free`}</dd>
        {terms.refund > 0 ? (
          <>
            <dt>{t`Back to your wallet`}</dt>
            <dd>
              <Money amount={terms.refund} currency={terms.currency} />
            </dd>
          </>
        ) : null}
        {terms.owed > 0 ? (
          <>
            <dt>{t`Left to pay`}</dt>
            <dd>
              {terms.owedBy ? (
                <Trans>
                  <Money amount={terms.owed} currency={terms.currency} /> by <time dateTime={terms.owedBy}>{owedDay}</time>
                </Trans>
              ) : (
                <Money amount={terms.owed} currency={terms.currency} />
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {estimate ? (
        <p className="move-estimate muted" role="status">
          {t`Worked out on this device from the prices saved with the trip's page: to be confirmed when you are back online. If the price or the fee has changed by then, the date is not changed and you are told why.`}
        </p>
      ) : null}
    </>
  )
}
