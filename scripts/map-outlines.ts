import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { root } from './build-stamp.ts'

type Position = number[]

// Writes src/ui/red-sea-outlines.json: the Red Sea's coasts and borders from Natural Earth 1:10m
// (world-atlas), cut to the box the catalogue's dive centers crowd into, for the maps drawn without
// tiles (src/ui/offline-map-style.ts). 1:110m, drawn everywhere else, puts Marsa Alam's reef out at sea
// at a town's zoom. Run `node scripts/map-outlines.ts` after changing the box or world-atlas.

/** West, south, east, north: Suez and Aqaba to Djibouti, Port Sudan to Jeddah and the Farasan islands. */
const RED_SEA_BOX = [32, 12, 44, 30.5] as const
/** Three decimals (about 110 m): finer than 1:10m's own detail, which is about a kilometre. */
const DIGITS = 3

const [west, south, east, north] = RED_SEA_BOX
const inBox = ([x, y]: Position) => x! >= west && x! <= east && y! >= south && y! <= north

const scale = 10 ** DIGITS
/** Rounded, and a point rounded onto the last one dropped. */
function rounded(points: Position[]): Position[] {
  const out: Position[] = []
  for (const [x, y] of points) {
    const point = [Math.round(x! * scale) / scale, Math.round(y! * scale) / scale]
    const last = out.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  return out
}

type Edge = [inside: (point: Position) => boolean, cut: (a: Position, b: Position) => Position]
const at = (a: Position, b: Position, axis: 0 | 1, value: number): Position => {
  const share = (value - a[axis]!) / (b[axis]! - a[axis]!)
  return axis === 0 ? [value, a[1]! + (b[1]! - a[1]!) * share] : [a[0]! + (b[0]! - a[0]!) * share, value]
}
const edges: Edge[] = [
  [(p) => p[0]! >= west, (a, b) => at(a, b, 0, west)],
  [(p) => p[0]! <= east, (a, b) => at(a, b, 0, east)],
  [(p) => p[1]! >= south, (a, b) => at(a, b, 1, south)],
  [(p) => p[1]! <= north, (a, b) => at(a, b, 1, north)],
]

/** A ring cut to the box (Sutherland–Hodgman): land for a fill; its cut edges run along the box. */
function clipRing(ring: Position[]): Position[] | null {
  let out = ring.slice(0, -1)
  for (const [inside, cut] of edges) {
    const input = out
    out = []
    input.forEach((b, index) => {
      const a = input[(index + input.length - 1) % input.length]!
      if (inside(b)) {
        if (!inside(a)) out.push(cut(a, b))
        out.push(b)
      } else if (inside(a)) out.push(cut(a, b))
    })
    if (out.length < 3) return null
  }
  const closed = rounded(out)
  return closed.length < 3 ? null : [...closed, closed[0]!]
}

/** The stretches of a border inside the box. */
function linesInBox(line: Position[]): Position[][] {
  const out: Position[][] = []
  let current: Position[] = []
  for (const point of line) {
    if (inBox(point)) current.push(point)
    else {
      if (current.length > 1) out.push(rounded(current))
      current = []
    }
  }
  if (current.length > 1) out.push(rounded(current))
  return out.filter((stretch) => stretch.length > 1)
}

const read = <T extends string>(file: string) =>
  JSON.parse(readFileSync(join(root, 'node_modules/world-atlas', file), 'utf8')) as Topology<Record<T, GeometryCollection>>

if (import.meta.main) {
  const land = read<'land'>('land-10m.json')
  const countries = read<'countries'>('countries-10m.json')
  const polygons: Position[][][] = []
  for (const { geometry } of feature(land, land.objects.land).features) {
    const shapes = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
    for (const [outer, ...holes] of shapes) {
      const clipped = clipRing(outer!)
      if (!clipped) continue
      polygons.push([clipped, ...holes.map(clipRing).filter((hole) => hole !== null)])
    }
  }
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates.flatMap(linesInBox)
  // No coasts: they are the land's rings less the box's edges, drawn from the land on the device.
  const outlines = {
    box: RED_SEA_BOX,
    land: { type: 'MultiPolygon', coordinates: polygons },
    borders: { type: 'MultiLineString', coordinates: borders },
  }
  const file = join(root, 'src/ui/red-sea-outlines.json')
  writeFileSync(file, `${JSON.stringify(outlines)}\n`)
  console.log(`wrote ${file}: ${polygons.length} shapes of land, ${borders.length} borders`)
}
