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

/** The ports' markers: one where the boat leaves from and comes back to the same port. */
export function portMarkers(route: Route): PortMarker[] {
  const { embark, disembark } = route
  if (samePlace(embark, disembark)) return [{ lat: embark.lat, lng: embark.lng, embark: true, disembark: true }]
  return [
    { lat: embark.lat, lng: embark.lng, embark: true, disembark: false },
    { lat: disembark.lat, lng: disembark.lng, embark: false, disembark: true },
  ]
}

/** The area the map opens on: the whole line, ports and sites, with a margin of sea around it. */
export function routeBounds(route: Route): Bounds {
  // A line always has its two ports, so there is an area around it.
  return boundsAround(routeLine(route).map(([lng, lat]) => ({ lat, lng })))!
}
