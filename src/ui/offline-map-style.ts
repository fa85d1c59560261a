import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-110m.json'
import fine from './fine-outlines.json'

type Position = number[]
type MultiLineString = { type: 'MultiLineString'; coordinates: Position[][] }
type MultiPolygon = { type: 'MultiPolygon'; coordinates: Position[][][] }

/** Natural Earth 1:110m (world-atlas): coarse, so past about zoom 7 only land colour remains (the fine areas' boxes excepted). */
export const OFFLINE_ZOOM = 5

const SEA = '#bfe3ea'
const LAND = '#f6f1e4'
const COAST = { 'line-color': '#8fb8c2', 'line-width': 1 }
const BORDER = { 'line-color': '#b3a27e', 'line-width': 1, 'line-dasharray': [2, 1] }

/**
 * A coast as lines: the land's rings, broken where they cross the antimeridian (1:110m's Russia and Fiji
 * step from 180° to -180°, which drew a line across the whole world at its zoom) or run along the edge
 * of the box they were cut to (the Red Sea's 1:10m land), neither of which is a shore.
 */
export function coastLines(rings: Position[][], box?: readonly [number, number, number, number]): MultiLineString {
  const onEdge = (a: Position, b: Position) =>
    box !== undefined && ((a[0] === b[0] && (a[0] === box[0] || a[0] === box[2])) || (a[1] === b[1] && (a[1] === box[1] || a[1] === box[3])))
  const lines: Position[][] = []
  for (const ring of rings) {
    let line: Position[] = [ring[0]!]
    for (let index = 1; index < ring.length; index++) {
      const a = ring[index - 1]!
      const b = ring[index]!
      if (Math.abs(b[0]! - a[0]!) > 180 || onEdge(a, b) || (Math.abs(a[0]!) === 180 && a[0] === b[0])) {
        if (line.length > 1) lines.push(line)
        line = [b]
      } else line.push(b)
    }
    if (line.length > 1) lines.push(line)
  }
  return { type: 'MultiLineString', coordinates: lines }
}

const ringsOf = (shapes: Position[][][]) => shapes.flat()

/**
 * A ring that steps over the antimeridian (from 180° to -180°) made continuous, past 180° where it
 * goes on: filled as it was, the step drew a band of land or sea across the whole world (Russia's
 * Chukotka, Fiji). A ring around the world (Antarctica, which cannot close that way) stays as it is.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let shift = 0
  const out: Position[] = [ring[0]!]
  for (let index = 1; index < ring.length; index++) {
    const [x, y] = ring[index]!
    const step = x! + shift - out[index - 1]![0]!
    if (step > 180) shift -= 360
    else if (step < -180) shift += 360
    out.push([x! + shift, y!])
  }
  return shift === 0 ? out : ring
}

type Land = { type: 'FeatureCollection'; features: Array<{ geometry: { type: string; coordinates: unknown } }> }

/** The land's polygons with their rings unwrapped (`unwrapRing`), and all their rings. */
function unwrappedLand(land: Land): { land: Land; rings: Position[][] } {
  const rings: Position[][] = []
  const shape = (polygon: Position[][]) => polygon.map((ring) => (rings.push(unwrapRing(ring)), rings.at(-1)!))
  const features = land.features.map((item) => {
    const { type, coordinates } = item.geometry
    if (type === 'Polygon') return { ...item, geometry: { type, coordinates: shape(coordinates as Position[][]) } }
    if (type === 'MultiPolygon') return { ...item, geometry: { type, coordinates: (coordinates as Position[][][]).map(shape) } }
    return item
  })
  return { land: { ...land, features }, rings }
}

let style: StyleSpecification | null = null

/**
 * A style drawn only from data the app ships — sea, land and country borders — so the map works
 * with no network and no tile server: the world at 1:110m, and the places the catalogue's centers are
 * (the Red Sea, the Gulf, a box around each other dive town) at 1:10m (src/ui/fine-outlines.json,
 * scripts/map-outlines.ts), each over a patch of sea that hides the coarse coast beneath. No text
 * layers: labels would need glyph files from a server.
 */
export function offlineMapStyle(): StyleSpecification {
  if (style) return style
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>
  const { land, rings: worldRings } = unwrappedLand(feature(topology, topology.objects.land) as Land)
  const areas = fine.areas.map((area) => ({
    box: area.box as [number, number, number, number],
    land: area.land as MultiPolygon,
    borders: area.borders as MultiLineString,
  }))
  const patches: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: areas.map(({ box: [west, south, east, north] }) => [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ]),
  }
  const fineLand: MultiPolygon = { type: 'MultiPolygon', coordinates: areas.flatMap((area) => area.land.coordinates) }
  const fineCoast: MultiLineString = {
    type: 'MultiLineString',
    coordinates: areas.flatMap((area) => coastLines(ringsOf(area.land.coordinates), area.box).coordinates),
  }
  const fineBorders: MultiLineString = { type: 'MultiLineString', coordinates: areas.flatMap((area) => area.borders.coordinates) }
  style = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land as GeoJSONSourceSpecification['data'] },
      coast: { type: 'geojson', data: coastLines(worldRings) },
      borders: { type: 'geojson', data: mesh(topology, topology.objects.countries, (a, b) => a !== b) },
      'fine-patch': { type: 'geojson', data: patches },
      'fine-land': { type: 'geojson', data: fineLand },
      'fine-coast': { type: 'geojson', data: fineCoast },
      'fine-borders': { type: 'geojson', data: fineBorders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'coast', paint: COAST },
      { id: 'borders', type: 'line', source: 'borders', paint: BORDER },
      { id: 'fine-patch', type: 'fill', source: 'fine-patch', paint: { 'fill-color': SEA, 'fill-antialias': false } },
      { id: 'fine-land', type: 'fill', source: 'fine-land', paint: { 'fill-color': LAND, 'fill-antialias': false } },
      { id: 'fine-coast', type: 'line', source: 'fine-coast', paint: COAST },
      { id: 'fine-borders', type: 'line', source: 'fine-borders', paint: BORDER },
    ],
  }
  return style
}
