import { describe, expect, it } from 'vitest'
import { geoUri, hasRealCoordinates } from './geo.ts'

describe('hasRealCoordinates (the map rule)', () => {
  it('accepts every hemisphere, unlike "both above 0"', () => {
    expect(hasRealCoordinates(27.25, 33.81)).toBe(true) // Hurghada
    expect(hasRealCoordinates(-16.92, 145.77)).toBe(true) // Cairns, south of the equator
    expect(hasRealCoordinates(28.05, -16.71)).toBe(true) // Tenerife, west of Greenwich
    expect(hasRealCoordinates(-8.65, 115.21)).toBe(true) // Bali
  })
  it('rejects 0/0, missing, out-of-range and non-finite values', () => {
    expect(hasRealCoordinates(0, 0)).toBe(false)
    expect(hasRealCoordinates(null, 33)).toBe(false)
    expect(hasRealCoordinates(27, undefined)).toBe(false)
    expect(hasRealCoordinates(91, 10)).toBe(false)
    expect(hasRealCoordinates(10, -181)).toBe(false)
    expect(hasRealCoordinates(Number.NaN, 10)).toBe(false)
  })
  it('builds a geo: address with the name as its label', () => {
    expect(geoUri(27.25, 33.81, 'Blue Hole & Co')).toBe('geo:27.25,33.81?q=27.25,33.81(Blue%20Hole%20%26%20Co)')
  })
})
