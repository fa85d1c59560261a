// The results map's areas in the terms the address and Trips/Markers use: `west,south,east,north` in
// degrees. Plain functions, so the page decides where the map opens without loading the map's code.

export type Bounds = [west: number, south: number, east: number, north: number]

/** Where a search with no departure to place opens: the Red Sea's coasts, from Sinai to Jeddah. */
export const RED_SEA: Bounds = [32, 12, 44, 30]

/** Web maps draw to about 85° of latitude; further north or south is no area a diver pans to. */
const MAX_LATITUDE = 85

/** A fraction of a degree kept in an address: 4 decimals are 11 m, far finer than any viewport. */
const round = (degrees: number, towards: 'down' | 'up') => {
  const scaled = degrees * 10_000
  return (towards === 'down' ? Math.floor(scaled) : Math.ceil(scaled)) / 10_000 || 0
}

/**
 * A viewport as the address and the server read it, rounded outwards (what was on screen stays in),
 * cut to the world: a map zoomed out past a whole world, or across the date line, asks for the world's
 * width rather than an area the server refuses.
 */
export function bboxText([west, south, east, north]: Bounds): string {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))
  const w = east - west >= 360 ? -180 : clamp(west, 180)
  const e = east - west >= 360 ? 180 : clamp(east, 180)
  const [left, right] = w <= e ? [w, e] : [-180, 180]
  return [round(left, 'down'), round(clamp(south, MAX_LATITUDE), 'down'), round(right, 'up'), round(clamp(north, MAX_LATITUDE), 'up')].join(',')
}

/** An address's area back as bounds (the address schema has checked its form). */
export const boundsOf = (bbox: string): Bounds => bbox.split(',').map(Number) as Bounds

/** The smallest span a map opens on: one center alone still shows its coast around it. */
const MIN_SPAN = 0.5

/** The area around the listed departures' centers (at least `minSpan` degrees each way), or null when none has a position. */
export function boundsAround(points: ReadonlyArray<{ lat?: number; lng?: number }>, minSpan = MIN_SPAN): Bounds | null {
  const placed = points.filter((point): point is { lat: number; lng: number } => point.lat !== undefined && point.lng !== undefined)
  if (placed.length === 0) return null
  const lngs = placed.map((point) => point.lng)
  const lats = placed.map((point) => point.lat)
  const widen = (low: number, high: number): [number, number] => {
    const missing = Math.max(0, minSpan - (high - low)) / 2
    return [low - missing, high + missing]
  }
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs))
  const [south, north] = widen(Math.min(...lats), Math.max(...lats))
  return [west, south, east, north]
}

/** Where the map opens: the area the list is narrowed to, else around the listed departures, else the Red Sea. */
export const startBounds = (bbox: string | undefined, points: ReadonlyArray<{ lat?: number; lng?: number }>): Bounds =>
  bbox !== undefined ? boundsOf(bbox) : (boundsAround(points) ?? RED_SEA)

/** The zoom Trips/Markers clusters by: a whole number from 0 to 22. */
export const markersZoom = (zoom: number): number => Math.max(0, Math.min(22, Math.floor(zoom)))
