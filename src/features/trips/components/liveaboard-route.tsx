import { Plural, useLingui } from '@lingui/react/macro'
import type { Route } from '../../../../contract/liveaboards.ts'
import { formatCenterTime, formatDay } from '../../../../shared/format.ts'

type PortCall = Route['embark']

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
 * dives and dive sites, and where it is left. Said once: a route is a plan the sea may change.
 */
export function LiveaboardRoute({ route }: { route: Route }) {
  const { t, i18n } = useLingui()
  return (
    <section className="detail-section" aria-labelledby="route-title">
      <h2 id="route-title">{t`Route, day by day`}</h2>
      <p className="route-name" dir="auto">
        {route.name}
      </p>
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
                  <li key={site.placeId} dir="auto">
                    {site.name}
                  </li>
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
