import '../liveaboard.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { BoatSummary } from '../../../../contract/liveaboards.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { BoatFacts } from '../../../ui/boat-facts.tsx'
import { liveaboardQueryOptions } from '../api/trips.ts'
import { LiveaboardCabins } from './liveaboard-cabins.tsx'
import { LiveaboardExtras } from './liveaboard-extras.tsx'
import { LiveaboardRoute } from './liveaboard-route.tsx'

function BoatSection({ boat }: { boat: BoatSummary }) {
  const { t } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="boat-title">
      <h2 id="boat-title">{t`The boat`}</h2>
      <div className="liveaboard-boat">
        {boat.imageUrl ? <img src={boat.imageUrl} alt="" width="240" height="160" loading="lazy" decoding="async" /> : null}
        <div>
          <h3 dir="auto">{boat.name}</h3>
          <Link to="/boats/$id" params={{ id: String(boat.boatId) }} className="liveaboard-boat-link">
            {t`See the boat, its cabins and its other departures`}
          </Link>
        </div>
      </div>
      <BoatFacts boat={boat} />
    </section>
  )
}

/**
 * A liveaboard's own sections (decision 027), from Liveaboards/Details, which the route's loader
 * asked for: the boat, its cabins with their prices, the route day by day, what is included and what
 * is extra. What the operator has not given (no boat, no route, no cabins) is not mentioned at all.
 * Cabins left are the operator's figures, which bookings of seats do not move yet (decision 027): a
 * departure with no seat left has every cabin sold out, whatever they say.
 */
export function LiveaboardSections({ id, seatsLeft }: { id: number; seatsLeft: number }) {
  const { lang } = usePreferences()
  const { data } = useSuspenseQuery(liveaboardQueryOptions(id, lang))
  const { boat, cabins, route, extras, currency } = data.data
  return (
    <>
      {boat ? <BoatSection boat={boat} /> : null}
      {cabins.length > 0 ? <LiveaboardCabins cabins={cabins} currency={currency} full={seatsLeft === 0} /> : null}
      {route ? <LiveaboardRoute route={route} /> : null}
      {extras.length > 0 ? <LiveaboardExtras extras={extras} currency={currency} /> : null}
    </>
  )
}
