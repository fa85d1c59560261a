import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { offlineMapStyle } from './offline-map-style.ts'

// What every map of the app shares; imported only by the maps' own lazily loaded modules, so maplibre
// never joins a page's first load.

// The worker file is emitted beside the bundle and precached, so a map starts offline too.
setWorkerUrl(workerUrl)

/** A tiled style (and its origin in MAP_ORIGINS) when one is configured; otherwise the shipped outlines. */
export const tiledStyleUrl = (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || undefined

/** The style a map draws: the configured tiles, or the outlines the app ships (offline and on first install). */
export const mapStyle = (): string | StyleSpecification => tiledStyleUrl ?? offlineMapStyle()

/** The attribution the drawn style owes: the tiles' own, or Natural Earth's for the outlines. */
export const mapAttribution = (): string | undefined => (tiledStyleUrl ? undefined : 'Natural Earth')

/** Whether this device can draw a map at all (MapLibre needs WebGL). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}
