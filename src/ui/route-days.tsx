import './route-days.css'
import { Plural, useLingui } from '@lingui/react/macro'
import { portCallAt, portPlace, type Route, type RouteSite } from '../../contract/liveaboards.ts'
import { formatCenterTime, formatDay, formatDepthRange, formatList } from '../../shared/format.ts'

type PortCall = Route['embark']

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
  const at = portCallAt(call)
  return (
    <li className="route-port">
      <h3>{label}</h3>
      <p>
        <span dir="auto">{portPlace(call)}</span>
        {' · '}
        <time dateTime={at}>{formatCenterTime(at, i18n.locale)}</time>
      </p>
    </li>
  )
}

/**
 * A liveaboard's route day by day, in the order sailed: where the boat is boarded, each day's date,
 * area, dives and dive sites (how deep, what lives there), and where it is left. Text only, so it is
 * the whole route wherever it shows: on the trip's page under its map, and on the voucher offline.
 */
export function RouteDays({ route }: { route: Route }) {
  const { t, i18n } = useLingui()
  return (
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
  )
}
