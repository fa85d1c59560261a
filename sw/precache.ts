/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { isDiverFile, isMapFile, KEEP_DIVER_FILES, KEEP_MAP_FILES } from './diver-files.ts'

declare const self: ServiceWorkerGlobalScope
type Entry = { url: string; revision: string | null }

const LATER = 'reefline-diver-files'

/**
 * A first visit precaches the shell, every page's code, both languages' words and the Latin fonts
 * (about 300 KB); the diver's files (diver-files.ts: the map, the PDF, the account, the Arabic font)
 * come once the app asks for them, or when a page first uses one, and are then served from here.
 * Their names carry their content's hash, so an old one is simply one this build no longer names.
 */
export function registerPrecache(): void {
  const manifest: Entry[] = (self as unknown as { __WB_MANIFEST: Array<Entry | string> }).__WB_MANIFEST.map((entry) =>
    typeof entry === 'string' ? { url: entry, revision: null } : entry,
  )
  const later = manifest.filter((entry) => isDiverFile(entry.url)).map((entry) => new URL(entry.url, self.location.origin).href)
  cleanupOutdatedCaches()
  precacheAndRoute(manifest.filter((entry) => !isDiverFile(entry.url)))
  registerRoute(({ url }) => later.includes(url.href), new CacheFirst({ cacheName: LATER }))

  const keep = async (urls: string[]) => {
    const cache = await caches.open(LATER)
    for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined)
  }
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type
    if (type !== KEEP_DIVER_FILES && type !== KEEP_MAP_FILES) return
    const urls = type === KEEP_MAP_FILES ? later.filter((url) => isMapFile(new URL(url).pathname)) : later
    event.waitUntil(keep(urls).then(() => event.ports[0]?.postMessage('kept')))
  })
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(LATER).then(async (cache) => {
        for (const request of await cache.keys()) if (!later.includes(request.url)) await cache.delete(request)
      }),
    )
  })
}
