import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

/** A Workbox strategy's plugin (its callbacks), as the strategies take it. */
type WorkboxPlugin = NonNullable<NonNullable<ConstructorParameters<typeof CacheFirst>[0]>['plugins']>[number]

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * The tiled style the maps draw when the build names one (src/ui/map-style.ts); without it they draw
 * the outlines the app ships, which the precache and the maps' chunk already hold.
 */
const env = (import.meta as ImportMeta & { env: Record<string, string | undefined> }).env
const styleUrl = env.VITE_MAP_STYLE_URL || undefined

/**
 * How many tiles, glyph ranges and sprites a phone keeps: 2,000 (about 50–100 MB of vector tiles), or
 * what the build names (`VITE_MAP_TILES_KEPT`: a tile host's terms may allow fewer; the browser test
 * of the limit builds with a few dozen, so a handful of views goes past it).
 */
export const tilesKept = (value: string | undefined): number => {
  const kept = Number(value)
  return Number.isInteger(kept) && kept > 0 ? kept : 2000
}

/** A tile, a glyph range or a sprite sheet: files whose address names their content, kept as they are. */
const isTileFile = (url: URL) => /\.(pbf|mvt|png|jpe?g|webp)$/i.test(url.pathname) || /\/\d+\/\d+\/\d+(@2x)?$/.test(url.pathname)

/**
 * Where a style (or a source's TileJSON) sends the map next: its sources' TileJSON and tiles, its
 * glyphs and its sprites, as origins. A style's tiles often live on another host than the style.
 */
export function mapOriginsIn(json: unknown, base: string): string[] {
  if (typeof json !== 'object' || json === null) return []
  const urls: unknown[] = []
  const { sources, glyphs, sprite, tiles } = json as { sources?: unknown; glyphs?: unknown; sprite?: unknown; tiles?: unknown }
  if (typeof sources === 'object' && sources !== null)
    for (const source of Object.values(sources as Record<string, { url?: unknown; tiles?: unknown }>)) {
      urls.push(source?.url)
      if (Array.isArray(source?.tiles)) urls.push(...(source.tiles as unknown[]))
    }
  if (Array.isArray(tiles)) urls.push(...(tiles as unknown[]))
  urls.push(glyphs)
  if (Array.isArray(sprite)) urls.push(...(sprite as Array<{ url?: unknown }>).map((item) => item?.url))
  else urls.push(sprite)
  const origins = new Set<string>()
  for (const url of urls) {
    if (typeof url !== 'string') continue
    try {
      const { origin, protocol } = new URL(url, base)
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin)
    } catch {
      // a scheme of another map library (mapbox://): nothing this worker can fetch
    }
  }
  return [...origins]
}

/** Only a full answer is kept: a refusal or an error page must not stand in for a tile on the boat. */
const okOnly: WorkboxPlugin = { cacheWillUpdate: ({ response }) => Promise.resolve(response.ok ? response : null) }

/**
 * With a tiled style, the map's files are kept as they are viewed, so a map seen in the harbour opens
 * on the boat: tiles, glyphs and sprites cache-first in `reefline-map-tiles` (at most `tilesKept` for 30
 * days, the oldest dropped first, all of it on a quota error: about 50–100 MB of vector tiles at most),
 * the style and its JSON stale-while-revalidate in `reefline-map-style`. The hosts are the style's and
 * those it names, learnt from the style each time the worker serves it, from the network or the cache.
 */
export function registerMapTiles(): void {
  if (!styleUrl) return
  const origins = new Set([new URL(styleUrl, self.location.origin).origin])
  origins.delete(self.location.origin)
  const learn = async (response: Response | null | undefined) => {
    if (!response?.ok || !(response.headers.get('content-type') ?? '').includes('json')) return
    try {
      for (const origin of mapOriginsIn(await response.clone().json(), response.url)) if (origin !== self.location.origin) origins.add(origin)
    } catch {
      // not a style after all
    }
  }
  const learnFromStyle: WorkboxPlugin = {
    fetchDidSucceed: async ({ response }) => {
      await learn(response)
      return response
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      await learn(cachedResponse)
      return cachedResponse
    },
  }
  const isMapRequest = (url: URL, request: Request) => request.method === 'GET' && origins.has(url.origin)
  registerRoute(
    ({ url, request }) => isMapRequest(url, request) && isTileFile(url),
    new CacheFirst({
      cacheName: 'reefline-map-tiles',
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: tilesKept(env.VITE_MAP_TILES_KEPT), maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  )
  registerRoute(
    ({ url, request }) => isMapRequest(url, request) && !isTileFile(url),
    new StaleWhileRevalidate({
      cacheName: 'reefline-map-style',
      plugins: [okOnly, learnFromStyle, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  )
}
