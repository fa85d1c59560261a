import { msg } from '@lingui/core/macro'
import { i18n } from './i18n.ts'
import { showToast } from './toast.ts'

/**
 * Asks the service worker to keep the files a first visit leaves out (the map, the invoice PDF, the
 * account's code, the Arabic font: sw/diver-files.ts), and waits until it has (a minute at most).
 * Asked once a diver is signed in (the trip pack) and when the app is installed.
 */
export async function keepDiverFiles(): Promise<void> {
  await askWorker('KEEP_DIVER_FILES')
}

/**
 * The worker that serves this page, waited for on a first visit: it takes the page once installed
 * (it claims its clients), and a diver who signs in on that visit must not leave for the boat with
 * the account's code never kept. Null without a registered worker, or after a minute.
 */
async function servingWorker(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return null
  if (container.controller) return container.controller
  // No worker registered (the dev server, a browser that refused it): nothing will take the page.
  if (!(await container.getRegistration())) return null
  return new Promise((resolve) => {
    const taken = () => {
      clearTimeout(timer)
      resolve(container.controller)
    }
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', taken)
      resolve(container.controller)
    }, 60_000)
    container.addEventListener('controllerchange', taken, { once: true })
  })
}

/** Sends the service worker one of its keep messages (sw/diver-files.ts) and waits for its answer, a minute at most. */
export async function askWorker(type: 'KEEP_DIVER_FILES' | 'KEEP_MAP_FILES'): Promise<void> {
  const worker = await servingWorker()
  if (!worker) return
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    worker.postMessage({ type }, [channel.port2])
    setTimeout(resolve, 60_000)
  })
}

/**
 * Registers the service worker. When a new version has installed and waits, a toast offers to
 * reload into it; nothing reloads behind the diver's back. workbox-window loads after the first
 * paint (the worker registers after `load` anyway), so it is no part of the first download.
 */
export async function registerServiceWorker(): Promise<void> {
  // Blocked or private modes may expose no container, or one whose register() resolves to nothing
  // (workbox-window then fails reading 'waiting'): the app runs without a worker, online only.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !navigator.serviceWorker) return
  try {
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox('/sw.js')
    wb.addEventListener('waiting', () => {
      showToast((toast) =>
        toast(i18n._(msg`A new version of Reefline is ready.`), {
          duration: Infinity,
          action: {
            label: i18n._(msg`Reload`),
            onClick: () => {
              wb.addEventListener('controlling', () => window.location.reload())
              wb.messageSkipWaiting()
            },
          },
        }),
      )
    })
    window.addEventListener('appinstalled', () => void keepDiverFiles())
    await wb.register()
  } catch {
    // no service worker here: pages still work online
  }
}
