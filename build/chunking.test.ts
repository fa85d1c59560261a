import { describe, expect, it } from 'vitest'
import { entryAreas } from '../contract/entry-pages.ts'
import { createChunking, type ModuleGraph, pageAreasIn, routeArea } from './chunking.ts'

type Node = { imports?: string[]; lazy?: string[]; entry?: boolean }

/** A module graph as Rolldown describes it, built from who imports whom. */
function graphOf(nodes: Record<string, Node>): ModuleGraph {
  const info = new Map(
    Object.keys(nodes).map((id) => [id, { importers: [] as string[], dynamicImporters: [] as string[], isEntry: Boolean(nodes[id]?.entry) }]),
  )
  for (const [id, node] of Object.entries(nodes)) {
    for (const target of node.imports ?? []) info.get(target)?.importers.push(id)
    for (const target of node.lazy ?? []) info.get(target)?.dynamicImporters.push(id)
  }
  return { getModuleInfo: (id) => info.get(id) ?? null }
}

const root = '/app'
const split = (route: string) => `${root}/src/routes/${route}?tsr-split=component`

/** Names every module of the graph the way the bundler asks: each group by priority, first answer wins. */
function chunksOf(graph: ModuleGraph, ids: string[], pageAreas = ['account', 'booking', 'home', 'pages', 'trips']) {
  const { groups } = createChunking({ pageAreas })
  const ordered = [...groups].sort((a, b) => b.priority - a.priority)
  return Object.fromEntries(ids.map((id) => [id.replace(`${root}/`, ''), ordered.map((group) => group.name(id, graph)).find(Boolean) ?? null]))
}

describe('routeArea', () => {
  it('names an area by the route folder, with the account, the branch page and the top-level pages apart', () => {
    expect(routeArea('trips', 'index.tsx')).toBe('trips')
    expect(routeArea('user', 'booking.tsx')).toBe('account')
    expect(routeArea('auth', 'signin.tsx')).toBe('account')
    expect(routeArea('branch', 'details.$type.$id.tsx')).toBe('branch')
    expect(routeArea('branch', 'list.$type.tsx')).toBe('directory')
    expect(routeArea('', 'index.tsx')).toBe('home')
    expect(routeArea('', 'contact-us.tsx')).toBe('pages')
  })

  it('reads the page areas from the route folders themselves', () => {
    const areas = pageAreasIn(`${import.meta.dirname}/../src/routes`)
    expect(areas.length).toBeGreaterThan(5)
    expect(areas).toEqual(expect.arrayContaining(['account', 'booking', 'branch', 'directory', 'home', 'pages', 'trips']))
    expect(areas).not.toContain('user')
    expect(areas).not.toContain('auth')
  })

  it('has a chunk for every area whose first view the server carries', () => {
    const areas = pageAreasIn(`${import.meta.dirname}/../src/routes`)
    expect(Object.values(entryAreas).length).toBeGreaterThan(0)
    for (const area of Object.values(entryAreas)) expect(areas).toContain(area)
  })
})

describe('chunk groups', () => {
  const nodes: Record<string, Node> = {
    [`${root}/src/main.tsx`]: {
      entry: true,
      imports: [`${root}/node_modules/react/index.js`, `${root}/src/ui/button.tsx`],
      lazy: [split('trips/index.tsx'), split('booking/route.tsx'), split('index.tsx')],
    },
    [`${root}/node_modules/react/index.js`]: {},
    [`${root}/src/ui/button.tsx`]: {},
    [split('trips/index.tsx')]: {
      imports: [`${root}/src/lib/money.ts`, `${root}/src/features/trips/list.tsx`],
      lazy: [`${root}/src/features/map/map-view.tsx`],
    },
    [split('booking/route.tsx')]: { imports: [`${root}/src/lib/money.ts`, `${root}/src/features/booking/form.tsx`] },
    [split('index.tsx')]: { imports: [`${root}/src/lib/cards.ts`], lazy: [`${root}/src/features/home/home-sections.tsx`] },
    [`${root}/src/features/home/home-sections.tsx`]: {
      imports: [`${root}/src/lib/cards.ts`, `${root}/src/lib/carousel.ts`],
      lazy: [`${root}/src/features/gallery/gallery.tsx`],
    },
    [`${root}/src/features/gallery/gallery.tsx`]: {
      imports: [`${root}/src/lib/carousel.ts`, `${root}/src/lib/zoom.ts`, `${root}/node_modules/swiper/swiper.js`],
    },
    [`${root}/src/features/map/map-view.tsx`]: { imports: [`${root}/node_modules/maplibre-gl/dist.js`, `${root}/src/lib/zoom.ts`] },
    [`${root}/src/features/trips/list.tsx`]: { imports: [`${root}/src/lib/cards.ts`] },
    [`${root}/src/lib/money.ts`]: {},
    [`${root}/src/lib/cards.ts`]: {},
    [`${root}/src/lib/carousel.ts`]: {},
    [`${root}/src/lib/zoom.ts`]: {},
    [`${root}/src/features/booking/form.tsx`]: { imports: [`${root}/node_modules/valibot/index.js`] },
    [`${root}/node_modules/valibot/index.js`]: {},
    [`${root}/node_modules/swiper/swiper.js`]: {},
    [`${root}/node_modules/maplibre-gl/dist.js`]: {},
  }
  const graph = graphOf(nodes)
  const chunks = chunksOf(graph, Object.keys(nodes))

  it('puts what the entry loads statically in two first-load files', () => {
    expect(chunks['src/main.tsx']).toBe('app')
    expect(chunks['src/ui/button.tsx']).toBe('app')
    expect(chunks['node_modules/react/index.js']).toBe('vendor')
  })

  it('gives what one area alone uses to that area, its libraries included', () => {
    expect(chunks['src/routes/booking/route.tsx?tsr-split=component']).toBe('booking')
    expect(chunks['src/features/booking/form.tsx']).toBe('booking')
    expect(chunks['node_modules/valibot/index.js']).toBe('booking')
    expect(chunks['src/features/map/map-view.tsx']).toBe('map-view')
    expect(chunks['node_modules/maplibre-gl/dist.js']).toBe('map-view')
  })

  it('shares what several pages use, keeping the home and its sections apart', () => {
    expect(chunks['src/lib/money.ts']).toBe('shared')
    expect(chunks['src/lib/cards.ts']).toBe('home-shared')
    expect(chunks['src/lib/carousel.ts']).toBe('sections-shared')
    expect(chunks['src/lib/zoom.ts']).toBe('gallery+map-view')
    expect(chunks['node_modules/swiper/swiper.js']).toBe('gallery')
  })

  it("keeps what only a diver's areas share out of the chunk every catalogue page loads", () => {
    const diver = graphOf({
      [`${root}/src/main.tsx`]: { entry: true, lazy: [split('trips/index.tsx'), split('booking/route.tsx'), split('user/bookings.tsx')] },
      [split('trips/index.tsx')]: { imports: [`${root}/src/lib/money.ts`] },
      [split('booking/route.tsx')]: { imports: [`${root}/src/lib/money.ts`, `${root}/src/features/booking/travellers.tsx`] },
      [split('user/bookings.tsx')]: { imports: [`${root}/src/features/booking/travellers.tsx`], lazy: [`${root}/src/trip-pack.ts`] },
      [`${root}/src/trip-pack.ts`]: { imports: [`${root}/src/features/account/voucher.ts`] },
      [`${root}/src/features/booking/travellers.tsx`]: { imports: [`${root}/src/features/account/voucher.ts`] },
      [`${root}/src/features/account/voucher.ts`]: {},
      [`${root}/src/lib/money.ts`]: {},
    })
    const named = chunksOf(diver, [`${root}/src/lib/money.ts`, `${root}/src/features/booking/travellers.tsx`, `${root}/src/features/account/voucher.ts`])
    expect(named).toEqual({
      'src/lib/money.ts': 'shared',
      'src/features/booking/travellers.tsx': 'diver-shared',
      'src/features/account/voucher.ts': 'diver-shared',
    })
  })

  it('names what the maps share "maps", however many maps share it', () => {
    const maps = graphOf({
      [`${root}/src/main.tsx`]: { entry: true, lazy: [`${root}/src/ui/place-map.tsx`, `${root}/src/ui/results-map.tsx`, `${root}/src/ui/route-map.tsx`] },
      [`${root}/src/ui/place-map.tsx`]: { imports: [`${root}/node_modules/maplibre-gl/dist.js`] },
      [`${root}/src/ui/results-map.tsx`]: { imports: [`${root}/node_modules/maplibre-gl/dist.js`, `${root}/src/lib/outlines.ts`] },
      [`${root}/src/ui/route-map.tsx`]: { imports: [`${root}/node_modules/maplibre-gl/dist.js`, `${root}/src/lib/outlines.ts`] },
      [`${root}/src/lib/outlines.ts`]: {},
      [`${root}/node_modules/maplibre-gl/dist.js`]: {},
    })
    const named = chunksOf(maps, [`${root}/node_modules/maplibre-gl/dist.js`, `${root}/src/lib/outlines.ts`, `${root}/src/ui/route-map.tsx`])
    expect(named).toEqual({ 'node_modules/maplibre-gl/dist.js': 'maps', 'src/lib/outlines.ts': 'maps', 'src/ui/route-map.tsx': 'route-map' })
  })

  it('forgets a graph when the next build starts', () => {
    const { groups, plugin } = createChunking({ pageAreas: ['trips', 'booking'] })
    const areaGroup = groups.find((group) => group.priority === 1)!
    const lib = `${root}/src/lib/money.ts`
    expect(areaGroup.name(lib, graph)).toBe('shared')
    const onlyTrips = graphOf({ ...nodes, [split('booking/route.tsx')]: { imports: [] } })
    expect(areaGroup.name(lib, onlyTrips)).toBe('shared') // within one build, the graph is the one it learnt
    plugin.buildStart()
    expect(areaGroup.name(lib, onlyTrips)).toBe('trips')
  })
})
