import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import MapView, { Marker, NavigationControl } from 'react-map-gl/maplibre'
import { PinIcon } from './icons.tsx'
import { MapFallback } from './map-fallback.tsx'
import { hasWebGL, mapAttribution, mapStyle, tiledStyleUrl } from './map-style.ts'
import { OFFLINE_ZOOM } from './offline-map-style.ts'

const TILED_ZOOM = 12 // SPEC §9

type PlaceMapProps = { lat: number; lng: number; name: string }

/** A place (a branch, a trip's meeting point) as a marker on a small map; loaded lazily (maplibre never joins the first load). */
export default function PlaceMap({ lat, lng, name }: PlaceMapProps) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(() => !hasWebGL())
  if (failed) return <MapFallback />
  return (
    <div className="map-frame" role="region" aria-label={t`Map showing ${name}`}>
      <MapView
        initialViewState={{ latitude: lat, longitude: lng, zoom: tiledStyleUrl ? TILED_ZOOM : OFFLINE_ZOOM }}
        mapStyle={mapStyle()}
        scrollZoom={false}
        dragRotate={false}
        attributionControl={{ compact: true, customAttribution: mapAttribution() }}
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} />
        <Marker latitude={lat} longitude={lng} anchor="bottom">
          <span className="map-marker">
            <PinIcon width="32" height="32" />
          </span>
        </Marker>
      </MapView>
    </div>
  )
}
