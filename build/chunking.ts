import { readdirSync } from 'node:fs'
import { entryAreas } from '../contract/entry-pages.ts'

/**
 * The areas of a diver: the account and booking pages, and the lazy pieces only a session or a booking
 * loads (the trip pack, the waiting writes, the wipe of a device, the invoice PDF).
 */
const diverAreas = new Set(['account', 'booking', 'trip-pack', 'start-writes', 'device-wipe', 'invoice-pdf'])

/** What Rolldown tells a chunk group about a module: who imports it, statically or lazily. */
export type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[]; isEntry?: boolean } | null }

type ChunkGroup = { name: (id: string, graph: ModuleGraph) => string | null; priority: number; debugName: string }

/**
 * The area a route file belongs to, by its folder under src/routes: the folder itself (trips,
 * booking, countries…), the account for `user/` and `auth/` (sign-in is the account's door), the
 * branch page apart from the directory, and at the top the home (`index.tsx`) and the static pages.
 * The server finds an entry page's chunk by these names (contract/entry-pages.ts `entryAreas`).
 */
export function routeArea(folder: string, file: string): string {
  if (folder === 'branch') return file.startsWith('details') ? entryAreas.branch : entryAreas.directory
  if (folder === 'user' || folder === 'auth') return 'account'
  if (folder) return folder
  return file === 'index.tsx' ? 'home' : 'pages'
}

/** Every page area, read from the route folders: a new folder is a new area without touching the build. */
export function pageAreasIn(routesDir: string): string[] {
  const areas = new Set<string>()
  for (const entry of readdirSync(routesDir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const file of readdirSync(`${routesDir}/${entry.name}`)) areas.add(routeArea(entry.name, file))
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.startsWith('__')) {
      areas.add(routeArea('', entry.name))
    }
  }
  return [...areas].sort()
}

/** CHUNK_DEBUG=1: one chunk per package or source file, to see what the first load is made of. */
export const debugName = (id: string) =>
  /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1]?.replace('/', '_') ?? id.replace(/.*\/(src|contract)\//, '$1_').replace(/[^\w]/g, '_')

/**
 * The chunk groups, and the plugin that forgets what they learnt when a build starts: a module
 * graph is remembered for one build only, so a second build in the same process (vite's watch
 * mode) does not place modules by the graph of the first.
 */
export function createChunking({ pageAreas, debug = false }: { pageAreas: readonly string[]; debug?: boolean }): {
  groups: ChunkGroup[]
  plugin: { name: string; buildStart(): void }
} {
  const firstLoadMemo = new Map<string, boolean>()
  const areasMemo = new Map<string, Set<string>>()

  /** Whether a module is loaded by the entry through static imports alone: part of every first visit. */
  function inFirstLoad(id: string, graph: ModuleGraph, path = new Set<string>()): boolean {
    const known = firstLoadMemo.get(id)
    if (known !== undefined) return known
    if (path.has(id)) return false
    path.add(id)
    const info = graph.getModuleInfo(id)
    const result = Boolean(info?.isEntry) || (info?.importers.some((importer) => inFirstLoad(importer, graph, path)) ?? false)
    path.delete(id)
    firstLoadMemo.set(id, result)
    return result
  }

  /**
   * What every first visit needs goes into two files, libraries and app code, instead of a dozen small
   * shared chunks; modules that only lazy routes use keep their area chunks.
   */
  function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
    if (!inFirstLoad(id, graph)) return null
    if (debug) return debugName(id)
    return id.includes('/node_modules/') ? 'vendor' : 'app'
  }

  /**
   * The area a lazily loaded module of ours starts: a route's split chunk
   * (`src/routes/trips/index.tsx?tsr-split=…`) by its folder (routeArea). The account's lazy modules
   * (the notifications, the offline writes) go with the account; any other lazy piece (the home's
   * sections, the map, the gallery, the reviews carousel, the invoice PDF) is an area of its own.
   * null: not lazy, or not ours.
   */
  function areaOf(id: string, graph: ModuleGraph): string | null {
    const route = /\/src\/routes\/(?:([^/?]+)\/)?([^/?]*)\?tsr-split/.exec(id)
    if (route) return routeArea(route[1] ?? '', route[2] ?? '')
    const info = graph.getModuleInfo(id)
    if (/\/node_modules\/|\/contract\/|\.po$/.test(id) || !info?.dynamicImporters.length) return null
    const own = /([^/?]+)\.tsx?$/.exec(id)?.[1] ?? null
    const feature = /\/src\/features\/([^/]+)\//.exec(id)?.[1]
    if (feature === 'account' || feature === 'notifications') return own === 'invoice-pdf' ? own : 'account'
    // A lazy piece that a page also imports statically (the sanitizer) goes with that page.
    return info.importers.length > 0 ? null : own
  }

  /** The areas that import a module statically, through any chain of imports (cycles included). */
  function areasOf(id: string, graph: ModuleGraph): Set<string> {
    const known = areasMemo.get(id)
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
    areasMemo.set(id, areas)
    return areas
  }

  /**
   * Lazy modules are grouped by the areas that need them: the pages of one area share one chunk with
   * what only they use, what pages of several areas use is one shared chunk, and a lazy piece keeps
   * what only it uses. A first visit to a trips page fetches three chunks where the automatic split
   * made a waterfall of 25 small ones, five levels deep, each level a round trip on a phone's network.
   */
  function areaChunk(id: string, graph: ModuleGraph): string | null {
    if (inFirstLoad(id, graph)) return null
    const areas = [...areasOf(id, graph)].sort()
    if (areas.length === 0) return null
    if (debug) return debugName(id)
    if (areas.length === 1) return areas[0] ?? null
    // What the home page and its sections share with the others are chunks of their own: the first
    // load of / carries only what the home uses, and the sections below the fold only what they use.
    if (areas.includes('home')) return 'home-shared'
    if (areas.includes('home-sections')) return 'sections-shared'
    // What the maps share (maplibre and the outlines they draw) is one chunk by one name, however many
    // maps the app has: the service worker knows the maps' files by it (sw/diver-files.ts).
    if (areas.every((area) => area.endsWith('-map'))) return 'maps'
    if (!areas.some((area) => pageAreas.includes(area))) return areas.join('+')
    // What only a diver's areas share (the account, the booking, the code a session loads) is not in the
    // chunk every catalogue page loads: a first visit to a trip or a branch evaluates it in one task, at
    // 10x CPU the longest of the page's load.
    return areas.every((area) => diverAreas.has(area)) ? 'diver-shared' : 'shared'
  }

  const only = (wanted: string) => (id: string, graph: ModuleGraph) => (areaChunk(id, graph) === wanted ? wanted : null)
  // A group takes its modules' imports with it, and an import is needed by at least the areas of its
  // importer: the groups of more areas come first, so each module lands in the chunk its areas name.
  const groups: ChunkGroup[] = [
    { name: firstLoadChunk, priority: 100, debugName: 'first load' },
    { name: only('home-shared'), priority: 4, debugName: 'home shared' },
    { name: only('sections-shared'), priority: 3.5, debugName: 'home sections shared' },
    { name: only('shared'), priority: 3, debugName: 'pages shared' },
    { name: only('diver-shared'), priority: 2.5, debugName: "a diver's pages shared" },
    {
      name: (id, graph) => {
        const chunk = areaChunk(id, graph)
        return chunk === 'maps' || chunk?.includes('+') ? chunk : null
      },
      priority: 2,
      debugName: 'lazy pieces shared',
    },
    { name: areaChunk, priority: 1, debugName: 'one area' },
  ]
  const plugin = {
    name: 'reefline-chunk-memo',
    buildStart() {
      firstLoadMemo.clear()
      areasMemo.clear()
    },
  }
  return { groups, plugin }
}
