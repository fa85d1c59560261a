import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import { setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useState } from 'react'
import MapView, { Marker, NavigationControl } from 'react-map-gl/maplibre'
import { PinIcon } from './icons.tsx'
import { MapFallback } from './map-fallback.tsx'
import { OFFLINE_ZOOM, offlineMapStyle } from './offline-map-style.ts'

// The worker file is emitted beside the bundle and precached, so the map starts offline too.
setWorkerUrl(workerUrl)

/** A tiled style (and its origin in MAP_ORIGINS) when one is configured; otherwise the shipped outlines. */
const tiledStyleUrl = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || undefined
const TILED_ZOOM = 12 // SPEC §9

function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

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
        mapStyle={tiledStyleUrl ?? offlineMapStyle()}
        scrollZoom={false}
        dragRotate={false}
        attributionControl={{ compact: true, customAttribution: tiledStyleUrl ? undefined : 'Natural Earth' }}
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
