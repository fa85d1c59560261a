import { Trans, useLingui } from '@lingui/react/macro'
import type { LiveaboardDetails } from '../../../../contract/liveaboards.ts'
import { Price } from '../../../ui/price.tsx'

type Extra = LiveaboardDetails['extras'][number]

/** An extra's price and what it is for: per dive, per day, or once for the trip. */
function ExtraPrice({ extra, currency }: { extra: Extra; currency: string }) {
  if (extra.price === null) return null
  const { price } = extra
  if (extra.unit === 'dive')
    return (
      <Trans>
        <Price amount={price} currency={currency} /> per dive
      </Trans>
    )
  if (extra.unit === 'day')
    return (
      <Trans>
        <Price amount={price} currency={currency} /> per day
      </Trans>
    )
  return (
    <Trans>
      <Price amount={price} currency={currency} /> per trip
    </Trans>
  )
}

/** What the price includes, and what is paid on top of it with its price and unit: two lists. */
export function LiveaboardExtras({ extras, currency }: { extras: Extra[]; currency: string }) {
  const { t } = useLingui()
  const included = extras.filter((extra) => extra.included)
  const extra = extras.filter((entry) => !entry.included)
  return (
    <section className="detail-section" aria-labelledby="extras-title">
      <h2 id="extras-title">{t`Included and extra`}</h2>
      <div className="extras-columns">
        {included.length > 0 ? (
          <div>
            <h3 id="extras-included">{t`Included in the price`}</h3>
            <ul className="included-list" aria-labelledby="extras-included">
              {included.map((entry) => (
                <li key={entry.item} dir="auto">
                  {entry.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {extra.length > 0 ? (
          <div>
            <h3 id="extras-extra">{t`At extra cost`}</h3>
            <ul className="extras-list" aria-labelledby="extras-extra">
              {extra.map((entry) => (
                <li key={entry.item}>
                  <span dir="auto">{entry.name}</span>{' '}
                  <span className="extras-price">
                    <ExtraPrice extra={entry} currency={currency} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
