import { describe, expect, it } from 'vitest'
import { coastLines, offlineMapStyle, unwrapRing } from './offline-map-style.ts'

/** 1:110m's Chukotka, as world-atlas has it: from 178.6° east to -180° and on, and back. */
const chukotka = [
  [170, 70],
  [178.6, 69.4],
  [-180, 68.96],
  [-175, 67],
  [-180, 64.98],
  [179.99, 64.97],
  [170, 70],
]

describe('the outlines drawn without tiles', () => {
  it('draw no coast across the world where a ring steps over the antimeridian', () => {
    const ring = chukotka
    expect(coastLines([ring]).coordinates).toEqual([
      [
        [170, 70],
        [178.6, 69.4],
      ],
      [
        [-180, 68.96],
        [-175, 67],
        [-180, 64.98],
      ],
      [
        [179.99, 64.97],
        [170, 70],
      ],
    ])
  })

  it('fill a ring that steps over the antimeridian as one shape past 180°, not as a band across the world', () => {
    const ring = chukotka
    expect(unwrapRing(ring)).toEqual([
      [170, 70],
      [178.6, 69.4],
      [180, 68.96],
      [185, 67],
      [180, 64.98],
      [179.99, 64.97],
      [170, 70],
    ])
    // Antarctica goes round the world and closes along the bottom: it is kept as drawn.
    const world = [
      [-180, -84.7],
      [0, -70],
      [180, -84.7],
      [-180, -84.7],
    ]
    expect(unwrapRing(world)).toBe(world)
  })

  it("draw no coast along the edge of the Red Sea's box, where its finer land was cut", () => {
    const box = [32, 12, 44, 30.5] as const
    const ring = [
      [32, 20],
      [33, 21],
      [33, 30.5],
      [32, 30.5],
      [32, 20],
    ]
    expect(coastLines([ring], box).coordinates).toEqual([
      [
        [32, 20],
        [33, 21],
        [33, 30.5],
      ],
    ])
  })

  it('cover the Red Sea and every other dive town with 1:10m coasts over a patch hiding the coarse ones, and no line crosses the world', () => {
    const style = offlineMapStyle()
    const layers = style.layers.map((layer) => layer.id)
    expect(layers.indexOf('fine-patch')).toBeGreaterThan(layers.indexOf('borders'))
    expect(layers.indexOf('fine-land')).toBeGreaterThan(layers.indexOf('fine-patch'))
    // Gozo, which 1:110m does not have, and the Maldives' atolls: land inside their boxes.
    const fineLand = (style.sources['fine-land'] as { data: { coordinates: number[][][][] } }).data.coordinates
    const landNear = (lng: number, lat: number) => fineLand.some(([outer]) => outer!.some(([x, y]) => Math.abs(x! - lng) < 0.1 && Math.abs(y! - lat) < 0.1))
    expect(landNear(14.25, 36.04)).toBe(true)
    expect(landNear(73.51, 4.18)).toBe(true)
    for (const id of ['coast', 'fine-coast', 'fine-borders']) {
      const { data } = style.sources[id] as { data: { coordinates: number[][][] } }
      expect(data.coordinates.length).toBeGreaterThan(0)
      for (const line of data.coordinates)
        for (let index = 1; index < line.length; index++) expect(Math.abs(line[index]![0]! - line[index - 1]![0]!)).toBeLessThan(180)
    }
  })
})
