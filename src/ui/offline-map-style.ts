import type { StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-110m.json'

/** Natural Earth 1:110m (world-atlas): coarse, so past about zoom 7 only land colour remains. */
export const OFFLINE_ZOOM = 5

let style: StyleSpecification | null = null

/**
 * A style drawn only from data the app ships — sea, land and country borders — so the map works
 * with no network and no tile server. No text layers: labels would need glyph files from a server.
 */
export function offlineMapStyle(): StyleSpecification {
  if (style) return style
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>
  style = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: feature(topology, topology.objects.land) },
      borders: { type: 'geojson', data: mesh(topology, topology.objects.countries, (a, b) => a !== b) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#bfe3ea' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f6f1e4' } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#8fb8c2', 'line-width': 1 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b3a27e', 'line-width': 1, 'line-dasharray': [2, 1] } },
    ],
  }
  return style
}
