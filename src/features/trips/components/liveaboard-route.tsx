import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Route } from '../../../../contract/liveaboards.ts'
import { useNearViewport } from '../../../lib/use-near-viewport.ts'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { RouteDays } from '../../../ui/route-days.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

// maplibre (about 300 KB compressed) loads only when the route's map is about to scroll into view.
const loadRouteMap = () => import('./liveaboard-route-map.tsx')

/**
 * The route's map, named for a screen reader as what it is: a picture of the list under it, which
 * says every port, day and site it draws. Offline before the map's code was ever saved, or on a
 * device without WebGL, the list is the route and a sentence says so.
 */
function RouteMapSlot({ route }: { route: Route }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const note = useId()
  return (
    <div ref={ref} className="route-map-slot" role="region" aria-label={t`Map of the route`} aria-describedby={note}>
      <p id={note} className="visually-hidden">{t`The list below has every port, day and dive site the map shows.`}</p>
      {near ? (
        <LazyPiece
          load={loadRouteMap}
          props={{ route }}
          loading={<Skeleton height="100%" />}
          unavailable={<p className="map-unavailable muted">{t`The map needs a connection the first time. The list below has the whole route.`}</p>}
        />
      ) : (
        <Skeleton height="100%" />
      )}
    </div>
  )
}

/**
 * The route day by day (`RouteDays`, which the voucher shows too) and above it the same route on a
 * map. Said once: a route is a plan the sea may change.
 */
export function LiveaboardRoute({ route }: { route: Route }) {
  const { t } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="route-title">
      <h2 id="route-title">{t`Route, day by day`}</h2>
      <p className="route-name" dir="auto">
        {route.name}
      </p>
      <RouteMapSlot route={route} />
      <RouteDays route={route} />
      <p className="muted">{t`The route can change with weather and currents.`}</p>
    </section>
  )
}
