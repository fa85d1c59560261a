import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import type { Marker } from '../../../../contract/trips.ts'
import { formatDay } from '../../../../shared/format.ts'
import { useMoney } from '../../../lib/use-money.ts'
import { CalendarIcon, CloseIcon, PinIcon } from '../../../ui/icons.tsx'
import { Stars } from '../../../ui/stars.tsx'
import { departureLink } from '../../../ui/trip-buy.tsx'

type MarkerCardProps = {
  marker: Marker
  /** the list's search: the card's link keeps its days, divers and filters */
  search: TripsSearch
  onClose: () => void
  /** the link was followed (a phone goes back to the list) */
  onFollow: () => void
  /** a cluster's "Zoom in": its centers one by one */
  onZoom: () => void
}

/**
 * A tapped marker's card: its cheapest departure (named, dated, linked), its center (a cluster's, the
 * one of that departure), how many departures fit and from what price, and the way to all of them:
 * the same search narrowed to that center. Escape closes it.
 */
export function MarkerCard({ marker, search, onClose, onFollow, onZoom }: MarkerCardProps) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const heading = useRef<HTMLHeadingElement>(null)
  const { branch, count, departure } = marker
  const price = money(marker.minPriceUsd, 'USD').shown
  // The card is where a keyboard's tap on a marker leads: its name is read, and Tab goes on to its link.
  useEffect(() => heading.current?.focus(), [marker])
  const departures = marker.countCapped
    ? plural(count, { one: `More than # departure from ${price}`, other: `More than # departures from ${price}` })
    : plural(count, { one: `# departure from ${price}`, other: `# departures from ${price}` })
  return (
    <section
      className="marker-card"
      aria-label={t`On the map: ${branch.name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <img src={branch.imageUrl} alt="" width="96" height="72" loading="lazy" decoding="async" />
      <div className="marker-card-body">
        <h3 ref={heading} tabIndex={-1} dir="auto">
          <Link {...departureLink(departure.activity === 'course' ? 'course' : 'trip', departure.name, departure.id)}>{departure.name}</Link>
        </h3>
        <p className="muted small">
          <CalendarIcon width="14" height="14" /> <time dateTime={departure.startDate}>{formatDay(departure.startDate, i18n.locale)}</time>
        </p>
        <p className="muted small">
          <PinIcon width="14" height="14" /> <span dir="auto">{branch.name}</span>, <span dir="auto">{branch.city}</span>
        </p>
        {branch.rating !== null ? <Stars value={branch.rating} /> : null}
        <p className="marker-card-price">{marker.kind === 'cluster' ? t`Around here: ${departures}` : departures}</p>
        <div className="marker-card-actions">
          <Link
            to="/trips"
            search={{
              ...search,
              place: undefined,
              center: branch.branchId,
              bbox: undefined,
              page: undefined,
              // Nearest first measured from the place: with a center instead it goes back to by date.
              sort: search.sort === 'distance' ? undefined : search.sort,
            }}
            resetScroll={false}
            className="button button-small button-outline"
            onClick={onFollow}
          >
            {t`All departures of ${branch.name}`}
          </Link>
          {marker.kind === 'cluster' ? (
            <button type="button" className="button button-small button-outline" onClick={onZoom}>
              {t`Zoom in`}
            </button>
          ) : null}
        </div>
      </div>
      <button type="button" className="marker-card-close" aria-label={t`Close`} onClick={onClose}>
        <CloseIcon width="18" height="18" />
      </button>
    </section>
  )
}
