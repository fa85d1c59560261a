import { msg } from '@lingui/core/macro'
import { toast } from 'sonner'
import { Workbox } from 'workbox-window'
import { i18n } from './i18n.ts'

/**
 * Registers the service worker. When a new version has installed and waits, a toast offers to
 * reload into it; nothing reloads behind the diver's back.
 */
export function registerServiceWorker(): void {
  // Blocked or private modes may expose no container, or one whose register() resolves to nothing:
  // the app then runs without a worker (online only) instead of failing.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !navigator.serviceWorker) return
  let wb: Workbox
  try {
    wb = new Workbox('/sw.js')
  } catch {
    return
  }
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
  wb.register().catch(() => undefined)
}
