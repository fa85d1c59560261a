import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type BerthsBySex, type Cabin, soldByTheBerth } from '../../../../contract/liveaboards.ts'
import { CabinsLeft } from '../../../ui/boat-facts.tsx'
import { Price } from '../../../ui/price.tsx'

/**
 * The cabin types a departure sells, cheapest first as the server sends them: where each is, its
 * berths and bathroom, the price per person in the diver's currency, the supplement for one person
 * alone, and how many are left. A type sold by the berth says so, and a berth open in a cabin shared
 * with men or with women is on sale when no whole cabin is (`cabinSale` sells it to a diver alone or
 * the one a party leaves over, of that sex).
 */
export function LiveaboardCabins({ cabins, currency, full }: { cabins: Cabin[]; currency: string; full: boolean }) {
  const { t } = useLingui()
  const left = (cabin: Cabin) => (full ? 0 : cabin.cabinsLeft)
  const berthsOpen = (cabin: Cabin): BerthsBySex => (full || !soldByTheBerth(cabin) ? { Male: 0, Female: 0 } : cabin.sharedBerthsOpen)
  return (
    <section className="detail-section" aria-labelledby="cabins-title">
      <h2 id="cabins-title">{t`Cabins`}</h2>
      <ul className="cabin-list">
        {cabins.map((cabin) => (
          <li key={cabin.type} className="cabin">
            <h3 dir="auto">{cabin.name}</h3>
            <p className="cabin-meta muted">
              <span dir="auto">{cabin.deckName}</span>
              {' · '}
              <Plural value={cabin.berths} one="# berth" other="# berths" />
              {' · '}
              {cabin.enSuite ? t`En-suite bathroom` : t`Shared bathroom`}
            </p>
            <p className="price-line cabin-price">
              <Price amount={cabin.price} currency={currency} />
              <span className="muted small">{t`per person`}</span>
            </p>
            {cabin.singleSupplement !== null ? (
              <p className="small">
                <Trans>
                  Single-use supplement: <Price amount={cabin.singleSupplement} currency={currency} />
                </Trans>
              </p>
            ) : null}
            {soldByTheBerth(cabin) ? <p className="small">{t`Sold by the berth too, to share with another diver of the same sex.`}</p> : null}
            <CabinsLeft cabins={left(cabin)} berths={berthsOpen(cabin)} as="p" className="cabin-left" />
          </li>
        ))}
      </ul>
    </section>
  )
}
