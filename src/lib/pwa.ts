import { msg } from '@lingui/core/macro'
import { toast } from 'sonner'
import { Workbox } from 'workbox-window'
import { i18n } from './i18n.ts'

/**
 * Registers the service worker. When a new version has installed and waits, a toast offers to
 * reload into it; nothing reloads behind the diver's back.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    toast(i18n._(msg`A new version of Reefline is ready.`), {
      duration: Infinity,
      action: {
        label: i18n._(msg`Reload`),
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload())
          wb.messageSkipWaiting()
        },
      },
    })
  })
  void wb.register()
}
