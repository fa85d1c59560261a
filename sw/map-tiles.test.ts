import { describe, expect, it } from 'vitest'
import { mapOriginsIn, tilesKept } from './map-tiles.ts'

describe("a tiled style's hosts", () => {
  it("are its sources' TileJSON and tiles, its glyphs and sprites, relative ones on the style's own host", () => {
    const style = {
      version: 8,
      sources: {
        base: { type: 'vector', url: 'https://tiles.example/planet' },
        sea: { type: 'raster', tiles: ['https://a.raster.example/{z}/{x}/{y}.png', 'https://b.raster.example/{z}/{x}/{y}.png'] },
        shipped: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
        other: { type: 'vector', url: 'mapbox://mapbox.streets' },
      },
      glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
      sprite: [{ id: 'default', url: '/sprites/ofm' }],
      layers: [],
    }
    expect(mapOriginsIn(style, 'https://styles.example/liberty').sort()).toEqual([
      'https://a.raster.example',
      'https://b.raster.example',
      'https://fonts.example',
      'https://styles.example',
      'https://tiles.example',
    ])
  })

  it("are a TileJSON's tiles, and nothing for what is not a style", () => {
    expect(mapOriginsIn({ tilejson: '3.0.0', tiles: ['https://t1.example/planet/{z}/{x}/{y}.pbf'] }, 'https://tiles.example/planet')).toEqual([
      'https://t1.example',
    ])
    expect(mapOriginsIn(null, 'https://x.example')).toEqual([])
    expect(mapOriginsIn([1, 2], 'https://x.example')).toEqual([])
  })
})

describe('how many tiles a phone keeps', () => {
  it("is the build's number, or 2,000 when it names none or no whole number above zero", () => {
    expect(tilesKept('40')).toBe(40)
    expect(tilesKept(undefined)).toBe(2000)
    expect(tilesKept('')).toBe(2000)
    expect(tilesKept('0')).toBe(2000)
    expect(tilesKept('12.5')).toBe(2000)
    expect(tilesKept('many')).toBe(2000)
  })
})
