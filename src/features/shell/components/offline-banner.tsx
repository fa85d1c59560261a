import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { OfflineIcon } from '../../../ui/icons.tsx'

function subscribe(callback: () => void) {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}

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
