import { useLingui } from '@lingui/react/macro'
import { PinIcon } from './icons.tsx'

/** Where the map cannot be drawn (no WebGL): a box that says so, never a blank one. */
export function MapFallback() {
  const { t } = useLingui()
  return (
    <div className="map-frame map-fallback" role="note">
      <PinIcon width="32" height="32" />
      <p>{t`This device cannot draw the map. Use "Open in maps" below.`}</p>
    </div>
  )
}
