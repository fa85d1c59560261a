import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { TripsSearch } from '../../../../contract/addresses.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { tripsSearchQueryOptions } from '../api/trips.ts'
import { startBounds } from '../map-area.ts'

// maplibre (about 300 KB compressed) is fetched only once the map is shown: beside the list after a
// wide screen's first paint, on a phone when the diver switches to it.
const loadResultsMap = () => import('./results-map.tsx')

type ResultsMapSlotProps = {
  /** the search the list shows (a step behind the address while its answer loads): the map's filters, and where it opens */
  listed: TripsSearch
  month: string
  onSearchArea: (bbox: string) => void
  onFollow: () => void
  /** shown in the list's place (a phone): it comes into view when the diver switches to it */
  reveal: boolean
}

/** The results map's place on the page, named for a screen reader as what it is: a picture of the list's results. */
export function ResultsMapSlot({ listed, month, onSearchArea, onFollow, reveal }: ResultsMapSlotProps) {
  const { t } = useLingui()
  const slot = useRef<HTMLElement>(null)
  // Under the search bar, the month and the filters the map would start half below a phone's screen.
  useEffect(() => {
    if (reveal) slot.current?.scrollIntoView({ block: 'start' })
  }, [reveal])
  const { lang, currency } = usePreferences()
  const note = useId()
  const ready = useAfterFirstPaint()
  // The list's own answer (cached): the map opens around its departures.
  const items = useQuery({ ...tripsSearchQueryOptions(listed, month, lang, currency), enabled: false }).data?.data.items
  const start = useMemo(() => startBounds(listed.bbox, items ?? []), [listed.bbox, items])
  return (
    <section ref={slot} className="results-map-slot" aria-label={t`Map of the results`} aria-describedby={note}>
      <p id={note} className="visually-hidden">{t`The list has the same departures as the map.`}</p>
      {ready ? (
        <LazyPiece
          load={loadResultsMap}
          props={{ search: listed, month, start, onSearchArea, onFollow }}
          loading={<Skeleton height="100%" />}
          unavailable={<p className="map-unavailable muted">{t`The map needs a connection the first time. The list has every departure.`}</p>}
        />
      ) : (
        <Skeleton height="100%" />
      )}
    </section>
  )
}
