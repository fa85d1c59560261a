import './detail.css'
import { useLingui } from '@lingui/react/macro'
import { hasRealCoordinates, mapsHref, mapsPlatform } from '../lib/geo.ts'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { ExternalIcon } from './icons.tsx'
import { LazyPiece } from './lazy-piece.tsx'
import { Skeleton } from './skeleton.tsx'

// maplibre (about 300 KB compressed) loads only when the map is about to scroll into view.
const loadMap = () => import('./place-map.tsx')

type LocationMapProps = {
  lat: number
  lng: number
  name: string
  /** said instead of the map when the place has no real coordinates */
  unplaced: string
}

/** The map and an "open in maps" link — only with real coordinates; otherwise a sentence. */
export function LocationMap({ lat, lng, name, unplaced }: LocationMapProps) {
  const { t, i18n } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  if (!hasRealCoordinates(lat, lng)) return <p className="muted">{unplaced}</p>
  const degrees = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 4 })
  const platform = mapsPlatform(navigator.userAgent, navigator.maxTouchPoints)
  const href = mapsHref(lat, lng, name, platform)
  return (
    <>
      <div ref={ref} className="map-slot">
        {near ? (
          <LazyPiece
            load={loadMap}
            props={{ lat, lng, name }}
            loading={<Skeleton height="100%" />}
            unavailable={<p className="map-unavailable muted">{t`The map needs a connection the first time. The coordinates and the links below work now.`}</p>}
          />
        ) : (
          <Skeleton height="100%" />
        )}
      </div>
      <p className="map-links">
        <span dir="ltr" className="muted">
          {degrees.format(lat)}, {degrees.format(lng)}
        </span>
        {/* One link that opens where this device can: two (a geo: one and a web map) read as a choice no diver needs. */}
        <a href={href} {...(platform === 'android' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
          {t`Open in maps`} {platform === 'android' ? null : <ExternalIcon />}
        </a>
      </p>
    </>
  )
}
