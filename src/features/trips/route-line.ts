import type { Route } from '../../../contract/liveaboards.ts'
import { boundsAround, type Bounds } from './map-area.ts'

// The route's map in plain terms (positions, what each marker stands for), so the page and its tests
// know what the map draws without loading the map's code.

/** A position as GeoJSON and MapLibre take it: longitude first. */
export type LngLat = [lng: number, lat: number]

/** A numbered marker: the days whose first planned site is here (a site dived again later shares its marker). */
export type DayMarker = { lat: number; lng: number; days: number[] }

/** A port's marker: boarding, leaving, or both when the boat comes back where it left. */
export type PortMarker = { lat: number; lng: number; embark: boolean; disembark: boolean }

const samePlace = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => a.lat === b.lat && a.lng === b.lng

/**
 * The line the boat sails, in order: the embarkation port, each day's sites as planned, the
 * disembarkation port. A point that repeats the one before it (a site dived twice in a row) is drawn
 * once.
 */
export function routeLine(route: Route): LngLat[] {
  const stops = [route.embark, ...route.days.flatMap((day) => day.sites), route.disembark]
  return stops.filter((stop, index) => index === 0 || !samePlace(stop, stops[index - 1]!)).map((stop) => [stop.lng, stop.lat])
}

/** One marker a day that plans sites, at its first site; days that start at the same site share one. */
export function dayMarkers(route: Route): DayMarker[] {
  const markers: DayMarker[] = []
  for (const day of route.days) {
    const first = day.sites[0]
    if (!first) continue
    const known = markers.find((marker) => samePlace(marker, first))
    if (known) known.days.push(day.day)
    else markers.push({ lat: first.lat, lng: first.lng, days: [day.day] })
  }
  return markers
}

/**
 * A day marker as the map draws it at a zoom: days whose pills would touch there share one. A pill that
 * would cover a port's anchor knows how far below its own place the port is, in pixels (negative:
 * above), so the map can draw it clear of the anchor.
 */
export type DrawnDayMarker = DayMarker & { portBelow: number | null }

/** Days as a pill writes them: a run of three days or more as its first and last (1–3 · 5), others one by one. */
export function dayRuns(days: readonly number[]): [first: number, last: number][] {
  const runs: [number, number][] = []
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && day === last[1] + 1) last[1] = day
    else runs.push([day, day])
  }
  return runs.flatMap(([first, last]) =>
    last - first >= 2 ? [[first, last] as [number, number]] : Array.from({ length: last - first + 1 }, (_, i): [number, number] => [first + i, first + i]),
  )
}

/**
 * A pill's size on screen, from liveaboard-route-map.css's `.route-map-day` (0.8rem bold digits, six
 * pixels of padding and a two-pixel border each side, " · " between days, "–" in a run): measured in
 * Chromium at 8 px a digit and 10.5 a separator, within a pixel or two in both scripts' digits.
 */
const PILL = { height: 26, minWidth: 26, sides: 16, digit: 8, separator: 10.5, dash: 8 } as const
/** The anchor's circle at a port (`.route-map-port`), and the least room kept between two markers. */
export const PORT = 26
export const GAP = 2

function pillWidth(days: readonly number[]): number {
  const runs = dayRuns(days)
  const digits = runs.reduce((sum, [first, last]) => sum + String(first).length + (last === first ? 0 : String(last).length), 0)
  const dashes = runs.filter(([first, last]) => last !== first).length
  return Math.max(PILL.minWidth, PILL.sides + digits * PILL.digit + (runs.length - 1) * PILL.separator + dashes * PILL.dash)
}

/** Where a position lands at `zoom` in MapLibre's Web Mercator world of 512 pixels at zoom 0. */
function pixelsAt({ lat, lng }: { lat: number; lng: number }, zoom: number): [x: number, y: number] {
  const size = 512 * 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size]
}

/** Whether two boxes centred on their points, of these sizes, come closer than the gap at `zoom`. */
function touch(a: { lat: number; lng: number }, aSize: [number, number], b: { lat: number; lng: number }, bSize: [number, number], zoom: number): boolean {
  const [ax, ay] = pixelsAt(a, zoom)
  const [bx, by] = pixelsAt(b, zoom)
  return Math.abs(ax - bx) < (aSize[0] + bSize[0]) / 2 + GAP && Math.abs(ay - by) < (aSize[1] + bSize[1]) / 2 + GAP
}

/**
 * The day markers the map draws at `zoom`. Sites a few hundred metres apart are one spot on a map
 * that shows a whole week's route, and one pill drawn over another hid a day (often the first, near
 * the port where the last days end too): pills that would touch become one, at the place of its
 * earliest day, naming every day of both, until none touch. Zoomed in, they part again.
 */
export function drawnDayMarkers(route: Route, zoom: number): DrawnDayMarker[] {
  const markers = dayMarkers(route)
  const size = (marker: DayMarker): [number, number] => [pillWidth(marker.days), PILL.height]
  for (let merged = true; merged;) {
    merged = false
    search: for (const [i, a] of markers.entries()) {
      for (const [j, b] of markers.entries()) {
        if (j <= i || !touch(a, size(a), b, size(b), zoom)) continue
        const earliest = Math.min(...a.days) <= Math.min(...b.days) ? a : b
        markers.splice(j, 1)
        markers[i] = { lat: earliest.lat, lng: earliest.lng, days: [...a.days, ...b.days].sort((x, y) => x - y) }
        merged = true
        break search
      }
    }
  }
  const ports = portMarkers(route)
  return markers
    .sort((a, b) => a.days[0]! - b.days[0]!)
    .map((marker) => {
      const port = ports.find((candidate) => touch(marker, size(marker), candidate, [PORT, PORT], zoom))
      return { ...marker, portBelow: port ? pixelsAt(port, zoom)[1] - pixelsAt(marker, zoom)[1] : null }
    })
}

/** The ports' markers: one where the boat leaves from and comes back to the same port. */
export function portMarkers(route: Route): PortMarker[] {
  const { embark, disembark } = route
  if (samePlace(embark, disembark)) return [{ lat: embark.lat, lng: embark.lng, embark: true, disembark: true }]
  return [
    { lat: embark.lat, lng: embark.lng, embark: true, disembark: false },
    { lat: disembark.lat, lng: disembark.lng, embark: false, disembark: true },
  ]
}

/**
 * The smallest span a route's map opens on, in degrees (about 11 km): a week around one island (Gozo,
 * its sites a few kilometres apart) opens on the island, where a search's half a degree showed it as a
 * speck under its markers.
 */
const ROUTE_MIN_SPAN = 0.1

/** The area the map opens on: the whole line, ports and sites, with a margin of sea around it. */
export function routeBounds(route: Route): Bounds {
  // A line always has its two ports, so there is an area around it.
  return boundsAround(
    routeLine(route).map(([lng, lat]) => ({ lat, lng })),
    ROUTE_MIN_SPAN,
  )!
}
