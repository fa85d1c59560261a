import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { root } from './build-stamp.ts'

type Position = number[]
/** West, south, east, north. */
type Box = readonly [number, number, number, number]

// Writes src/ui/fine-outlines.json: the coasts and borders from Natural Earth 1:10m (world-atlas) of
// the places the catalogue's dive centers are, each cut to its box, for the maps drawn without tiles
// (src/ui/offline-map-style.ts). 1:110m, drawn everywhere else, puts Marsa Alam's reef out at sea at a
// town's zoom and has no Gozo, no Maldives, no Koh Tao. Run `npm run map-outlines` after changing the
// areas or world-atlas.

/** The areas drawn at 1:10m: the Red Sea where most centers crowd, and a box around each other dive town. */
const AREAS: ReadonlyArray<{ name: string; box: Box }> = [
  // Suez and Aqaba to Djibouti, Port Sudan to Jeddah and the Farasan islands.
  { name: 'Red Sea', box: [32, 12, 44, 30.5] },
  // Kuwait and Bahrain; Dubai, Musandam, Fujairah, Muscat and the Daymaniyat islands.
  { name: 'The Gulf', box: [47.5, 25.5, 51, 30] },
  { name: 'Gulf of Oman', box: [54.8, 23, 59, 26.8] },
  { name: 'Maldives', box: [72.8, 3.6, 74, 4.8] },
  { name: 'Andaman Islands', box: [92.5, 11.5, 93.3, 12.5] },
  { name: 'Koh Tao', box: [99.4, 9.6, 100.3, 10.5] },
  { name: 'Bali', box: [114.4, -9, 115.8, -8] },
  { name: 'Cebu', box: [123, 9.4, 124, 10.6] },
  { name: 'Cairns', box: [145.3, -17.3, 146.4, -16.4] },
  { name: 'Malta', box: [14, 35.7, 14.7, 36.2] },
  { name: 'Kaş', box: [29.2, 35.9, 30.2, 36.5] },
  { name: 'Tenerife', box: [-17, 27.9, -16, 28.7] },
  { name: 'Plymouth', box: [-4.8, 50, -3.6, 50.6] },
  { name: 'Cozumel', box: [-87.4, 20.1, -86.6, 20.8] },
]

/** Three decimals (about 110 m): finer than 1:10m's own detail, which is about a kilometre. */
const DIGITS = 3
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
const edgesOf = ([west, south, east, north]: Box): Edge[] => [
  [(p) => p[0]! >= west, (a, b) => at(a, b, 0, west)],
  [(p) => p[0]! <= east, (a, b) => at(a, b, 0, east)],
  [(p) => p[1]! >= south, (a, b) => at(a, b, 1, south)],
  [(p) => p[1]! <= north, (a, b) => at(a, b, 1, north)],
]

/** A ring cut to the box (Sutherland–Hodgman): land for a fill; its cut edges run along the box. */
function clipRing(ring: Position[], box: Box): Position[] | null {
  let out = ring.slice(0, -1)
  for (const [inside, cut] of edgesOf(box)) {
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
function linesInBox(line: Position[], [west, south, east, north]: Box): Position[][] {
  const inBox = ([x, y]: Position) => x! >= west && x! <= east && y! >= south && y! <= north
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
  const shapes = feature(land, land.objects.land).features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [],
  )
  const allBorders = mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates
  const areas = AREAS.map(({ name, box }) => {
    const polygons: Position[][][] = []
    for (const [outer, ...holes] of shapes) {
      const clipped = clipRing(outer!, box)
      if (!clipped) continue
      polygons.push([clipped, ...holes.map((hole) => clipRing(hole, box)).filter((hole) => hole !== null)])
    }
    const borders = allBorders.flatMap((line) => linesInBox(line, box))
    // No coasts: they are the land's rings less the box's edges, drawn from the land on the device.
    return { name, box, land: { type: 'MultiPolygon', coordinates: polygons }, borders: { type: 'MultiLineString', coordinates: borders } }
  })
  const file = join(root, 'src/ui/fine-outlines.json')
  writeFileSync(file, `${JSON.stringify({ areas })}\n`)
  for (const area of areas) console.log(`${area.name}: ${area.land.coordinates.length} shapes of land, ${area.borders.coordinates.length} borders`)
  console.log(`wrote ${file}`)
}
