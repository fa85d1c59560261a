import 'maplibre-gl/dist/maplibre-gl.css'
import '../liveaboard-route-map.css'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import MapView, { AttributionControl, Layer, Marker, NavigationControl, Source, useMap } from 'react-map-gl/maplibre'
import type { Route } from '../../../../contract/liveaboards.ts'
import { formatCount } from '../../../../shared/format.ts'
import { hasWebGL, mapAttribution, mapStyle } from '../../../ui/map-style.ts'
import { dayRuns, type DrawnDayMarker, drawnDayMarkers, GAP, PORT, portMarkers, routeBounds, routeLine } from '../route-line.ts'

/**
 * Room kept around the route when the map opens on it: for the markers drawn over its ends, the
 * legend above it and the attribution below it, which would otherwise cover a day's number on a phone.
 */
const FIT = { padding: { top: 60, bottom: 48, left: 40, right: 40 }, maxZoom: 9 } as const

const ROUTE_COLOUR = '#0b6e8a'

/** A small anchor: where the boat is boarded or left. */
const Anchor = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      d="M12 7.5a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5ZM12 7.5V21M7 11h10M4 14c0 4 3.6 7 8 7s8-3 8-7"
    />
  </svg>
)

/**
 * The numbered days at the map's zoom (drawnDayMarkers): drawn again when a zoom ends, so pills that
 * shared a place part as the diver zooms in and join as they zoom out.
 */
function DayMarkers({ route }: { route: Route }) {
  const { i18n } = useLingui()
  const { current: map } = useMap()
  const [zoom, setZoom] = useState(() => map?.getZoom() ?? FIT.maxZoom)
  useEffect(() => {
    if (!map) return
    const follow = () => setZoom(map.getZoom())
    map.on('zoomend', follow)
    return () => {
      map.off('zoomend', follow)
    }
  }, [map])
  // A pill over a port's anchor moves off it, towards the middle of the map: below the anchor in the
  // map's upper half (the legend is above), above it in the lower half (the attribution is below).
  const place = (marker: DrawnDayMarker): { anchor: 'center' | 'top' | 'bottom'; offset?: [number, number] } => {
    if (marker.portBelow === null || !map) return { anchor: 'center' }
    const upper = map.project([marker.lng, marker.lat]).y < map.getContainer().clientHeight / 2
    const clear = PORT / 2 + GAP
    return upper ? { anchor: 'top', offset: [0, marker.portBelow + clear] } : { anchor: 'bottom', offset: [0, marker.portBelow - clear] }
  }
  const label = (days: number[]) =>
    dayRuns(days)
      .map(([first, last]) => (first === last ? formatCount(first, i18n.locale) : `${formatCount(first, i18n.locale)}–${formatCount(last, i18n.locale)}`))
      .join(' · ')
  return drawnDayMarkers(route, zoom).map((marker) => {
    const { anchor, offset } = place(marker)
    // A marker takes its anchor when it is made (react-maplibre updates only its offset): another anchor is another marker.
    return (
      <Marker key={`day-${marker.days.join('-')}-${anchor}`} latitude={marker.lat} longitude={marker.lng} anchor={anchor} offset={offset}>
        <span className="route-map-day" aria-hidden="true">
          {label(marker.days)}
        </span>
      </Marker>
    )
  })
}

/**
 * A liveaboard's route on a map (loaded lazily, so maplibre is in no page's first load): the line the
 * boat sails from its port through each day's sites in order and back, a numbered pill at each day's
 * first site (days whose pills would touch share one) and an anchor at each port. A picture of the
 * list beside it, which says everything it shows: its markers are not buttons and read nothing aloud.
 * The controls and the legend sit at the reading direction's end and start, so an Arabic page has
 * them mirrored.
 */
export default function LiveaboardRouteMap({ route }: { route: Route }) {
  const { t, i18n } = useLingui()
  const [failed, setFailed] = useState(() => !hasWebGL())
  const rtl = i18n.locale === 'ar'
  const line = useMemo(() => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: routeLine(route) } }), [route])
  if (failed) return <p className="route-map-fallback muted">{t`This device cannot draw the map. The list has every day of the route.`}</p>
  return (
    <div className="route-map" data-stops={line.geometry.coordinates.length}>
      <MapView
        initialViewState={{ bounds: routeBounds(route), fitBoundsOptions: FIT }}
        mapStyle={mapStyle()}
        scrollZoom={false}
        dragRotate={false}
        touchPitch={false}
        attributionControl={false}
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} position={rtl ? 'top-left' : 'top-right'} />
        <AttributionControl compact customAttribution={mapAttribution()} position={rtl ? 'bottom-left' : 'bottom-right'} />
        <Source id="route" type="geojson" data={line}>
          <Layer
            id="route-line"
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': ROUTE_COLOUR, 'line-width': 3, 'line-dasharray': [2, 1.5] }}
          />
        </Source>
        {portMarkers(route).map((port) => (
          <Marker key={`port-${port.lat}-${port.lng}`} latitude={port.lat} longitude={port.lng} anchor="center">
            <span className="route-map-port" aria-hidden="true">
              <Anchor />
            </span>
          </Marker>
        ))}
        <DayMarkers route={route} />
      </MapView>
      <ul className="route-map-legend" aria-hidden="true">
        <li>
          <span className="route-map-port">
            <Anchor />
          </span>
          {t`Port`}
        </li>
        <li>
          <span className="route-map-day">{formatCount(1, i18n.locale)}</span>
          {t`Day`}
        </li>
      </ul>
    </div>
  )
}
