import { Plural, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Route, RouteSite } from '../../../../contract/liveaboards.ts'
import { formatCenterTime, formatDay, formatDepthRange, formatList } from '../../../../shared/format.ts'
import { useNearViewport } from '../../../lib/use-near-viewport.ts'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

type PortCall = Route['embark']

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

/** A planned site: its name, how deep its dives go and what lives there, each when the operator has said. */
function Site({ site }: { site: RouteSite }) {
  const { t, i18n } = useLingui()
  const depth = site.depthMinM !== null && site.depthMaxM !== null ? formatDepthRange(site.depthMinM, site.depthMaxM, i18n.locale) : null
  return (
    <li className="route-site">
      <span className="route-site-name" dir="auto">
        {site.name}
      </span>
      {depth ? <span className="route-site-depth">{t`${depth} deep`}</span> : null}
      {site.life.length > 0 ? (
        <span className="route-site-life">
          {formatList(
            site.life.map((entry) => entry.name),
            i18n.locale,
          )}
        </span>
      ) : null}
    </li>
  )
}

/** Boarding or leaving: the port and its town, the day and the time on the center's clock. */
function Port({ label, call }: { label: string; call: PortCall }) {
  const { i18n } = useLingui()
  const at = `${call.date}T${call.time}:00Z`
  return (
    <li className="route-port">
      <h3>{label}</h3>
      <p>
        {/* A port is often named with its town already ("Travco Marina, Sharm El Sheikh"). */}
        <span dir="auto">{call.port.includes(call.town) ? call.port : `${call.port}, ${call.town}`}</span>
        {' · '}
        <time dateTime={at}>{formatCenterTime(at, i18n.locale)}</time>
      </p>
    </li>
  )
}

/**
 * The route day by day, in the order sailed: where the boat is boarded, each day's date, area,
 * dives and dive sites (how deep, what lives there), and where it is left; above it the same route
 * on a map. Said once: a route is a plan the sea may change.
 */
export function LiveaboardRoute({ route }: { route: Route }) {
  const { t, i18n } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="route-title">
      <h2 id="route-title">{t`Route, day by day`}</h2>
      <p className="route-name" dir="auto">
        {route.name}
      </p>
      <RouteMapSlot route={route} />
      <ol className="route-days">
        <Port label={t`Embarkation`} call={route.embark} />
        {route.days.map((day) => (
          <li key={day.day} className="route-day">
            <h3>
              {t`Day ${day.day}`}
              {' · '}
              <time dateTime={day.date}>{formatDay(day.date, i18n.locale)}</time>
            </h3>
            <p>
              <span dir="auto">{day.area}</span>
              {' · '}
              {day.dives > 0 ? <Plural value={day.dives} one="# dive" other="# dives" /> : t`No dives`}
            </p>
            {day.sites.length > 0 ? (
              <ul className="route-sites" aria-label={t`Dive sites of day ${day.day}`}>
                {day.sites.map((site) => (
                  <Site key={site.placeId} site={site} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <Port label={t`Disembarkation`} call={route.disembark} />
      </ol>
      <p className="muted">{t`The route can change with weather and currents.`}</p>
    </section>
  )
}
