import { Plural, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BoatDetails } from '../../../../contract/liveaboards.ts'
import { formatDay } from '../../../../shared/format.ts'
import { slugify } from '../../../lib/slug.ts'
import { CabinsLeft } from '../../../ui/boat-facts.tsx'
import { CalendarIcon } from '../../../ui/icons.tsx'
import { Price } from '../../../ui/price.tsx'

/** The boat's coming departures, soonest first: each opens its trip page, full ones included. */
export function BoatDepartures({ departures }: { departures: BoatDetails['departures'] }) {
  const { t, i18n } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="boat-departures-title">
      <h2 id="boat-departures-title">{t`Coming departures`}</h2>
      {departures.length === 0 ? (
        <p className="muted">{t`No departures are scheduled on this boat yet.`}</p>
      ) : (
        <ul className="boat-departures">
          {departures.map((departure) => (
            <li key={departure.tempTripId}>
              <Link to="/trips/tripDetails/$name/$id" params={{ name: slugify(departure.name), id: String(departure.tempTripId) }} className="boat-departure">
                <span className="boat-departure-name" dir="auto">
                  {departure.routeName ?? departure.name}
                </span>
                <span className="muted boat-departure-date">
                  <CalendarIcon /> <time dateTime={departure.startDate}>{formatDay(departure.startDate, i18n.locale)}</time>
                  {' · '}
                  <Plural value={departure.days} one="# day" other="# days" />
                </span>
                <CabinsLeft cabins={departure.cabinsLeft} berths={departure.berthsOpen} as="span" className="muted" />
                <span className="price-line">
                  <span className="muted small">{t`from`}</span> <Price amount={departure.fromPrice} currency={departure.currency} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
