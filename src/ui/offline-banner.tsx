import { useLingui } from '@lingui/react/macro'
import { useOnline } from '../lib/use-online.ts'
import { OfflineIcon } from './icons.tsx'

/** The notice under the header while offline: what still works and what waits for the network. */
export function OfflineBanner() {
  const { t } = useLingui()
  if (useOnline()) return null
  return (
    <div className="offline-banner" role="status">
      <OfflineIcon />
      {t`You are offline. Saved pages and your bookings still open; changes are sent when you are back online.`}
    </div>
  )
}
