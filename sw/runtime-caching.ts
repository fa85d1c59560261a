import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { registerMapTiles } from './map-tiles.ts'

/**
 * Images (branch photos, organization logos, profile pictures) are cache-first with expiry; so are a
 * tiled map's files when the build names a style (map-tiles.ts).
 * API responses are never cached here: the query persister owns data, per user, and wipes it on
 * sign-out (docs/decisions/009-service-worker-caches.md).
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: 'reefline-images',
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  )
  registerMapTiles()
}
