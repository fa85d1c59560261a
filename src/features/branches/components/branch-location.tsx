import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { BranchDetailsDto } from '../../../../contract/branches.ts'
import { useNearViewport } from '../../../lib/use-near-viewport.ts'
import { ExternalIcon, PinIcon } from '../../../ui/icons.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { geoUri, hasRealCoordinates } from '../geo.ts'

// maplibre (about 300 KB compressed) loads only when the map is about to scroll into view.
const BranchMap = lazy(() => import('./branch-map.tsx'))

/** Address, and — only with real coordinates — the map and an "open in maps" link. */
export function BranchLocation({ branch }: { branch: BranchDetailsDto }) {
  const { t, i18n } = useLingui()
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const onMap = hasRealCoordinates(branch.lat, branch.lng)
  const degrees = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 4 })
  return (
    <section className="detail-location" aria-labelledby="location-title">
      <h2 id="location-title">{t`Location`}</h2>
      <p className="address"><PinIcon /> <span dir="auto">{t`${branch.city}, ${branch.countryName}`}</span></p>
      {onMap ? (
        <>
          <div ref={ref} className="map-slot">
            {near ? (
              <Suspense fallback={<Skeleton height="100%" />}>
                <BranchMap lat={branch.lat} lng={branch.lng} name={branch.branchName} />
              </Suspense>
            ) : <Skeleton height="100%" />}
          </div>
          <p className="map-links">
            <span dir="ltr" className="muted">{degrees.format(branch.lat)}, {degrees.format(branch.lng)}</span>
            <a href={geoUri(branch.lat, branch.lng, branch.branchName)}>{t`Open in maps`}</a>
            <a href={`https://www.openstreetmap.org/?mlat=${branch.lat}&mlon=${branch.lng}#map=14/${branch.lat}/${branch.lng}`} target="_blank" rel="noopener noreferrer">
              {t`OpenStreetMap`} <ExternalIcon />
            </a>
          </p>
        </>
      ) : (
        <p className="muted">{t`This provider has not placed itself on the map yet.`}</p>
      )}
    </section>
  )
}
