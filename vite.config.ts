import { execSync } from 'node:child_process'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// The build id busts the persisted query cache on deploy: a new build may read data in new shapes.
function buildId(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
    return `${sha}-${Date.now().toString(36)}`
  } catch {
    return Date.now().toString(36)
  }
}

const id = buildId()

const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080'

type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; isEntry?: boolean } | null }

/** Whether a module is loaded by the entry through static imports alone: part of every first visit. */
function inFirstLoad(id: string, graph: ModuleGraph, memo: Map<string, boolean>, path = new Set<string>()): boolean {
  const known = memo.get(id)
  if (known !== undefined) return known
  if (path.has(id)) return false
  path.add(id)
  const info = graph.getModuleInfo(id)
  const result = Boolean(info?.isEntry) || (info?.importers.some((importer) => inFirstLoad(importer, graph, memo, path)) ?? false)
  path.delete(id)
  memo.set(id, result)
  return result
}
const firstLoadMemo = new Map<string, boolean>()
/** CHUNK_DEBUG=1: one chunk per package or source file, to see what the first load is made of. */
const debugName = (id: string) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1]?.replace('/', '_') ?? id.replace(/.*\/(src|contract)\//, '$1_').replace(/[^\w]/g, '_')

/**
 * What every first visit needs goes into two files, libraries and app code, instead of a dozen small
 * shared chunks; modules that only lazy routes use keep their automatic chunks.
 */
function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
  if (!inFirstLoad(id, graph, firstLoadMemo)) return null
  if (process.env.CHUNK_DEBUG) return debugName(id)
  return id.includes('/node_modules/') ? 'vendor' : 'app'
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(id) },
  plugins: [
    // dist/build-id.txt: what /api/health reports and what `npm start` compares against its sources.
    { name: 'reefline-build-id', apply: 'build', generateBundle() { this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: id }) } },
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and the pages they feed load together on demand (hover preloads both); pending, error
      // and not-found views share a second chunk. Neither is part of the first load.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] },
    }),
    react(),
    lingui({ macroTransform: true }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Reefline — dive centers, trips and courses',
        short_name: 'Reefline',
        description: 'Find dive centers, freelance instructors, trips, courses and liveaboards. Your bookings work offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b3954',
        background_color: '#fbf8f1',
        lang: 'en',
        dir: 'ltr',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        // Shell, every route chunk (and maplibre's worker, an .mjs), both language catalogs and the fonts:
        // every screen opens offline in either language (docs/decisions/009-service-worker-caches.md).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Lazy chunks import their shared chunks themselves: Vite's preload helper added a <link> element
    // per dependency on the main thread at every lazy import (a measured long task on a slow phone).
    // CSS is still injected by the helper; after the first visit the service worker has every chunk.
    // The shell still names the entry's own imports (the bundler's runtime), fetched beside the entry.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunk }] } } },
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/api': apiTarget, '/media': apiTarget } },
})
