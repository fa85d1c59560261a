/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerOutboxSync } from './outbox-sender.ts'
import { registerPrecache } from './precache.ts'
import { registerPush } from './push.ts'
import { registerRuntimeCaching } from './runtime-caching.ts'

declare const self: ServiceWorkerGlobalScope

// The shell, every page's code, both languages' words and the Latin fonts; the diver's files later (precache.ts).
registerPrecache()

// Every client route opens the cached shell, online or not; the API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }))

registerRuntimeCaching()
registerOutboxSync()
// Booking messages the server pushes to this device, and the page each opens (push.ts).
registerPush()

// A new version waits until the app's "Reload" toast asks for it (src/lib/pwa.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
