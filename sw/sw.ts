/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerOutboxSync } from './outbox.ts'
import { registerRuntimeCaching } from './runtime-caching.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// The shell, every route chunk, both language catalogs and the fonts (vite.config.ts globPatterns).
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

// Every client route opens the cached shell, online or not; the API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }))

registerRuntimeCaching()
registerOutboxSync()

// A new version waits until the app's "Reload" toast asks for it (src/lib/pwa.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
