import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// The build id: what /api/health reports and what `npm start` compares against its sources.
function buildId(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
    return `${sha}-${Date.now().toString(36)}`
  } catch {
    return Date.now().toString(36)
  }
}

const id = buildId()

/**
 * The saved query cache is dropped only when the shapes of the data may have changed: a hash of the
 * contract's schemas, not the build id. A new version that activates on a boat (the browser started
 * again offline) keeps everything the diver saw.
 */
function dataVersion(): string {
  const hash = createHash('sha256')
  const folder = `${import.meta.dirname}/contract`
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.includes('.test.')).sort()) hash.update(file).update(readFileSync(`${folder}/${file}`))
  return hash.digest('hex').slice(0, 12)
}

const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:8080'

type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[]; isEntry?: boolean } | null }

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

/**
 * The area a lazily loaded module of ours starts. Pages: a route's split chunk
 * (`src/routes/trips/index.tsx?tsr-split=…`), by its folder: the trips area, booking, agencies,
 * countries, the account (with sign-in), the static pages; the branch directory and the branch page
 * apart. The account's lazy modules (the notifications, the offline writes) go with the account; any
 * other lazy piece (the home's sections, the map, the gallery, the reviews carousel, the invoice PDF
 * with jsPDF) is an area of its own. null: not lazy, or not ours.
 */
function areaOf(id: string, graph: ModuleGraph): string | null {
  const route = /\/src\/routes\/(?:([^/?]+)\/)?([^/?]*)\?tsr-split/.exec(id)
  if (route) {
    const [, folder = '', file = ''] = route
    if (folder === 'branch') return file.startsWith('details') ? 'branch' : 'directory'
    if (folder === 'user' || folder === 'auth') return 'account'
    if (folder) return folder
    return file === 'index.tsx' ? 'home' : 'pages'
  }
  const info = graph.getModuleInfo(id)
  if (/\/node_modules\/|\/contract\/|\.po$/.test(id) || !info?.dynamicImporters.length) return null
  const own = /([^/?]+)\.tsx?$/.exec(id)?.[1] ?? null
  const feature = /\/src\/features\/([^/]+)\//.exec(id)?.[1]
  if (feature === 'account' || feature === 'notifications') return own === 'invoice-pdf' ? own : 'account'
  // A lazy piece that a page also imports statically (the sanitizer) goes with that page.
  return info.importers.length > 0 ? null : own
}

/** The areas that import a module statically, through any chain of imports (cycles included). */
function areasOf(id: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id)
  if (known) return known
  const areas = new Set<string>()
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const own = areaOf(next, graph)
    if (own) areas.add(own)
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  memo.set(id, areas)
  return areas
}
const areasMemo = new Map<string, Set<string>>()

const pageAreas = ['home', 'trips', 'booking', 'directory', 'branch', 'organization', 'countries', 'account', 'pages']

/**
 * Lazy modules are grouped by the areas that need them: the pages of one area share one chunk with
 * what only they use, what pages of several areas use is one shared chunk, and a lazy piece keeps what
 * only it uses. A first visit to a trips page fetches three chunks where the automatic split made a
 * waterfall of 25 small ones, five levels deep, each level a round trip on a phone's network.
 */
function areaChunk(id: string, graph: ModuleGraph): string | null {
  if (inFirstLoad(id, graph, firstLoadMemo)) return null
  const areas = [...areasOf(id, graph, areasMemo)].sort()
  if (areas.length === 0) return null
  if (process.env.CHUNK_DEBUG) return debugName(id)
  if (areas.length === 1) return areas[0] ?? null
  // What the home page and its sections share with the others are chunks of their own: the first load
  // of / carries only what the home uses (its budget: 130 KB gzip in at most 8 files), and the sections
  // below the fold only what they use.
  if (areas.includes('home')) return 'home-shared'
  if (areas.includes('home-sections')) return 'sections-shared'
  return areas.some((area) => pageAreas.includes(area)) ? 'shared' : areas.join('+')
}

/**
 * A group takes its modules' imports with it, and an import is needed by at least the areas of its
 * importer: the groups of more areas come first, so each module lands in the chunk its areas name.
 */
const areaGroups = [
  { name: (id: string, graph: ModuleGraph) => (areaChunk(id, graph) === 'home-shared' ? 'home-shared' : null), priority: 4 },
  { name: (id: string, graph: ModuleGraph) => (areaChunk(id, graph) === 'sections-shared' ? 'sections-shared' : null), priority: 3.5 },
  { name: (id: string, graph: ModuleGraph) => (areaChunk(id, graph) === 'shared' ? 'shared' : null), priority: 3 },
  { name: (id: string, graph: ModuleGraph) => (areaChunk(id, graph)?.includes('+') ? areaChunk(id, graph) : null), priority: 2 },
  { name: areaChunk, priority: 1 },
]

export default defineConfig({
  define: { __DATA_VERSION__: JSON.stringify(dataVersion()) },
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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunk, priority: 100 }, ...areaGroups] } } },
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  preview: { proxy: { '/api': apiTarget, '/media': apiTarget } },
})
