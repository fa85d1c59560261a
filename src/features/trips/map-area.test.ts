import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TripsMarkersQuerySchema } from '../../../contract/trips.ts'
import { bboxText, boundsAround, boundsOf, markersZoom, RED_SEA, startBounds } from './map-area.ts'

describe("the results map's areas", () => {
  it('writes a viewport rounded outwards to 4 decimals, as Trips/Markers reads it', () => {
    const bbox = bboxText([33.123456, 25.000001, 35.99999, 27.5])
    expect(bbox).toBe('33.1234,25,36,27.5')
    expect(v.safeParse(TripsMarkersQuerySchema, { bbox, zoom: 6 }).success).toBe(true)
  })

  it('asks for the whole width of the world when zoomed out past it or across the date line, never an area the server refuses', () => {
    for (const bounds of [
      [-300, -89, 300, 89],
      [170, -10, 190, 10],
      [179, -10, -179, 10],
    ] as const) {
      const bbox = bboxText([...bounds])
      expect(v.safeParse(TripsMarkersQuerySchema, { bbox, zoom: 1 }).success, bbox).toBe(true)
    }
    expect(bboxText([-300, -89, 300, 89])).toBe('-180,-85,180,85')
  })

  it('reads an address area back as bounds', () => {
    expect(boundsOf('33.5,25.1,35.25,27')).toEqual([33.5, 25.1, 35.25, 27])
  })

  it('opens around the listed centers, one alone with its coast around it; with none placed, on the Red Sea', () => {
    expect(boundsAround([{ lat: 25, lng: 34 }, { lat: 27.2, lng: 33.8 }, {}])).toEqual([33.65, 25, 34.15, 27.2])
    expect(boundsAround([{ lat: 25, lng: 34 }])).toEqual([33.75, 24.75, 34.25, 25.25])
    expect(startBounds(undefined, [{}])).toEqual(RED_SEA)
    expect(startBounds('33.5,25.1,35.25,27', [{ lat: 10, lng: 10 }])).toEqual([33.5, 25.1, 35.25, 27])
  })

  it('clusters by a whole zoom from 0 to 22', () => {
    expect([markersZoom(5.7), markersZoom(-1), markersZoom(23.2)]).toEqual([5, 0, 22])
  })
})
