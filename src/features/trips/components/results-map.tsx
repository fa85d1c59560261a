import 'maplibre-gl/dist/maplibre-gl.css'
import './results-map.css'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import MapView, { type MapRef, Marker as MapMarker, NavigationControl } from 'react-map-gl/maplibre'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import { MARKER_LABEL, type Marker } from '../../../../contract/trips.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useMoney, usePriceTag } from '../../../lib/use-money.ts'
import { hasWebGL, mapAttribution, mapStyle } from '../../../ui/map-style.ts'
import { type MapView as View, tripsMarkersQueryOptions } from '../api/trips.ts'
import { bboxText, type Bounds, markersZoom } from '../map-area.ts'
import { MarkerCard } from './marker-card.tsx'

type ResultsMapProps = {
  /** the list's search (its filters; the map asks for its own viewport) */
  search: TripsSearch
  month: string
  /** where the map opens, and goes again when the list's results move elsewhere */
  start: Bounds
  /** "Search this area": the list (and the address) narrowed to this viewport */
  onSearchArea: (bbox: string) => void
  /** a card's link was followed: on a phone the list comes back to show it */
  onFollow: () => void
}

/** Room kept around the results when the map fits them, and the closest it opens on them. */
const FIT = { padding: 40, maxZoom: 10 } as const

/**
 * How close "Zoom in" goes: a street, where the server joins markers only within about 45 m of each other
 * (a label's 148 px), so a cluster comes apart into its centers unless no map could tell them apart.
 */
const MAX_ZOOM_IN = 18

const viewOf = (map: MapRef): View => ({ bbox: bboxText(map.getBounds().toArray().flat() as Bounds), zoom: markersZoom(map.getZoom()) })

/**
 * The results on a map (loaded lazily, so maplibre is in no page's first load): the departures'
 * centers from Trips/Markers, clustered by the server below a town's zoom, each with its count and
 * lowest price; a tap opens its card. After the diver pans or zooms, "Search this area" narrows the
 * list to what the map shows. A visual complement: the list beside it holds the same departures.
 */
export default function ResultsMap({ search, month, start, onSearchArea, onFollow }: ResultsMapProps) {
  const { t } = useLingui()
  const { lang, currency } = usePreferences()
  const money = useMoney()
  const tag = usePriceTag()
  const map = useRef<MapRef>(null)
  const [failed, setFailed] = useState(() => !hasWebGL())
  const [view, setView] = useState<View | null>(null)
  const [moved, setMoved] = useState(false)
  const [open, setOpen] = useState<Marker | null>(null)
  const markers = useQuery({
    ...tripsMarkersQueryOptions(search, month, lang, currency, view ?? { bbox: '0,0,0,0', zoom: 0 }),
    enabled: view !== null,
    // The last viewport's markers stay while the next ones load: the map never flashes empty.
    placeholderData: keepPreviousData,
  })
  // Results elsewhere (another place, other days, the area cleared): the map goes to them.
  const startKey = start.join(',')
  const fitted = useRef(startKey)
  useEffect(() => {
    if (fitted.current === startKey) return
    fitted.current = startKey
    // At once, not flown: the markers asked on arrival are those of the results, not of a view on the way.
    map.current?.fitBounds(start, { ...FIT, duration: 0 })
    setMoved(false)
  }, [start, startKey])
  const follow = useCallback(() => setView(map.current ? viewOf(map.current) : null), [])
  if (failed) return <p className="results-map-fallback muted">{t`This device cannot draw the map. The list has every departure.`}</p>
  const searchArea = () => {
    if (!map.current) return
    setMoved(false)
    setOpen(null)
    onSearchArea(viewOf(map.current).bbox)
  }
  const shown = markers.data?.data.markers ?? []
  return (
    // The viewport its markers are asked for, written out for whoever inspects the page (a test, a bug report).
    <div className="results-map" data-view={view ? `${view.bbox}@${view.zoom}` : undefined}>
      <MapView
        ref={map}
        initialViewState={{ bounds: start, fitBoundsOptions: FIT }}
        mapStyle={mapStyle()}
        dragRotate={false}
        touchPitch={false}
        cooperativeGestures={false}
        attributionControl={{ compact: true, customAttribution: mapAttribution() }}
        onLoad={follow}
        onMoveEnd={follow}
        // Only the diver's own moves offer the search of the area; the map's fitting to results does not.
        onMoveStart={(event) => {
          if (event.originalEvent) setMoved(true)
        }}
        onClick={() => setOpen(null)}
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} />
        {shown.map((marker) => {
          // The label is short (whole units, the currency's sign); its name says the price in full.
          const price = money(marker.minPriceUsd, 'USD').shown
          const count = marker.countCapped ? `${marker.count}+` : String(marker.count)
          const name = marker.kind === 'center' ? marker.branch.name : marker.branch.city
          const label =
            marker.kind === 'center'
              ? plural(marker.count, { one: `${name}: # departure from ${price}`, other: `${name}: # departures from ${price}` })
              : plural(marker.count, { one: `Near ${name}: # departure from ${price}`, other: `Near ${name}: # departures from ${price}` })
          return (
            <MapMarker key={`${marker.kind}-${marker.lat}-${marker.lng}`} latitude={marker.lat} longitude={marker.lng} anchor="bottom">
              <button
                type="button"
                className={marker.kind === 'cluster' ? 'map-price is-cluster' : 'map-price'}
                // The room the server keeps free around each marker: a longer label would cover a neighbour.
                style={{ maxInlineSize: MARKER_LABEL.width }}
                aria-label={label}
                aria-expanded={open === marker}
                onClick={(event) => {
                  // The map's own click (which closes a card) must not follow the marker's.
                  event.stopPropagation()
                  setOpen(marker)
                }}
              >
                {marker.kind === 'cluster' ? <span className="map-count">{count}</span> : null}
                <span className="map-price-tag">{tag(marker.minPriceUsd, 'USD')}</span>
              </button>
            </MapMarker>
          )
        })}
      </MapView>
      {moved ? (
        <button type="button" className="button button-small map-search-area" onClick={searchArea}>
          {t`Search this area`}
        </button>
      ) : null}
      {open ? (
        <MarkerCard
          marker={open}
          search={search}
          onClose={() => setOpen(null)}
          onFollow={() => {
            // The list now shows that center's departures: its card has said what it had to.
            setOpen(null)
            onFollow()
          }}
          onZoom={() => {
            map.current?.flyTo({ center: [open.lng, open.lat], zoom: Math.min(map.current.getZoom() + 2, MAX_ZOOM_IN) })
            // The diver's own move, though the map makes it: its area can be searched.
            setMoved(true)
            setOpen(null)
          }}
        />
      ) : null}
      {markers.data?.data.truncated ? <p className="map-note">{t`More centers than the map shows: zoom in to see each.`}</p> : null}
    </div>
  )
}
