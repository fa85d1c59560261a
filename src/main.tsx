import '@fontsource-variable/noto-sans-arabic/wght.css'
import './styles/app.css'
import { persistQueryClient } from '@tanstack/query-persist-client-core'
import { onlineManager } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { seedFirstView } from './api/first-view.ts'
import { isSignedInDiver, sessionStore } from './api/session.ts'
import { App } from './app.tsx'
import { loadSignedInArea } from './features/shell/components/header.tsx'
import { loadGuestBanner } from './features/shell/components/shell.tsx'
import { activateLanguage } from './lib/i18n.ts'
import { showInProgressNotices } from './lib/in-progress-notice.ts'
import { storedLanguage } from './lib/preferences.ts'
import { registerServiceWorker } from './lib/pwa.ts'
import { createQueryClient, persistOptions } from './lib/query-client.ts'
import { watchSession } from './lib/session-watch.ts'
import { warmIntl } from './lib/warm-intl.ts'
import { createAppRouter } from './router.ts'

/** Resolves after `ms` at the latest: a storage that never answers must not keep the page blank. */
const atMost = (promise: Promise<unknown>, ms: number) => Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))])

/**
 * Lets the browser run what waits (input, paint, a network answer) before the next step: the start is
 * a few short tasks instead of one long one on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  // The browser's locale data loads in a worker while the page's code and data are on the network,
  // not inside the first render that shows a day or a price (warm-intl.ts).
  const lang = storedLanguage()
  const intlReady = warmIntl(lang)
  // The entry's modules have just been evaluated, itself a long task: the start comes in its own.
  await nextTask()
  const queryClient = createQueryClient()
  // A write waiting on an earlier attempt with its key says so (a screen may say it in its own words).
  showInProgressNotices()
  // A first visit's page may carry its first view's answers: in the cache before any loader asks.
  seedFirstView(queryClient, sessionStore.get() !== null)
  // The persisted cache is back before the first route loader runs, so a page seen before opens
  // from it offline (after a browser restart too) instead of asking a network that is not there.
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions })
  // SPEC §4: the stored language is applied before the first paint (its catalog is a small chunk,
  // fetched while the router is made rather than before).
  const language = activateLanguage(lang)
  await nextTask()
  const router = createAppRouter(queryClient)
  watchSession(queryClient, router)
  sessionStore.followOtherTabs()
  await Promise.all([language, atMost(restored, 3000)])
  // Data of a diver who is no longer the one signed in never shows (a session cleared elsewhere).
  const diver = sessionStore.get()?.userId ?? null
  queryClient.removeQueries({ predicate: (query) => query.meta?.owner !== undefined && query.meta.owner !== diver })
  // Query starts out believing it is online until an 'offline' event: a browser opened on a boat
  // must not try its waiting writes before the network is back.
  onlineManager.setOnline(navigator.onLine)
  // The outbox of a signed-in diver (start-writes.ts): their waiting writes are read before the first
  // screen (their rows show them) and sent, or wait offline for the network. Writes are a diver's
  // only: loaded with the first diver of the page, so a visitor's first load does not carry them.
  const startWrites = () => import('./start-writes.ts').then((writes) => writes.startWrites(queryClient))
  if (isSignedInDiver(sessionStore.get())) {
    // The header's picture menu is the diver's too (header.tsx): fetched beside their writes.
    void loadSignedInArea()
    await atMost(startWrites(), 1000)
  } else {
    if (sessionStore.get()?.role === 'guest') void loadGuestBanner()
    const stop = sessionStore.subscribe(() => {
      if (!isSignedInDiver(sessionStore.get())) return
      stop()
      void startWrites()
    })
  }
  // The first page loads (its chunk, its words, its loader's data) before React renders, for at most
  // 2.5 s, while the splash shows: then the first render is a transition, which React builds in short
  // slices instead of one long task during which a slow phone cannot answer a tap. A slower network
  // gets the route's pending view after the wait, as any navigation does.
  await nextTask()
  // The locale data is usually in before the page's data: a worker slower than half a second (or one
  // that never starts) leaves it to the page's first formatter, as before.
  await Promise.all([atMost(router.load(), 2500), atMost(intlReady, 500)])
  const root = createRoot(document.getElementById('root')!)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
  // workbox-window registers once the page has loaded (its default): the worker's downloads never
  // compete with the first page's own.
  void registerServiceWorker()
  // A signed-in diver's trips are packed for the boat (trip-pack.ts); its code loads only for a diver.
  const packForDiver = () => {
    if (!isSignedInDiver(sessionStore.get())) return false
    void import('./trip-pack.ts').then(({ startTripPack }) => startTripPack(queryClient))
    return true
  }
  if (!packForDiver()) {
    const stop = sessionStore.subscribe(() => {
      if (packForDiver()) stop()
    })
  }
}

void start()
