import { describe, expect, it } from 'vitest'
import { geoUri, hasRealCoordinates, mapsHref, mapsPlatform } from './geo.ts'

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

describe('mapsHref (the one "Open in maps" link)', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
  const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
  const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

  it('tells the device by what it says of itself, an iPad asking for desktop pages included', () => {
    expect(mapsPlatform(iphone)).toBe('apple')
    expect(mapsPlatform(ipad, 5)).toBe('apple')
    expect(mapsPlatform(ipad, 0)).toBe('web') // a Mac
    expect(mapsPlatform(android)).toBe('android')
    expect(mapsPlatform(linux)).toBe('web')
  })
  it('opens Apple Maps on Apple, the maps app on Android, OpenStreetMap elsewhere', () => {
    expect(mapsHref(25.31, 34.86, 'Elphinstone & Co', 'apple')).toBe('https://maps.apple.com/?ll=25.31,34.86&q=Elphinstone%20%26%20Co')
    expect(mapsHref(25.31, 34.86, 'Elphinstone & Co', 'android')).toBe('geo:25.31,34.86?q=25.31,34.86(Elphinstone%20%26%20Co)')
    expect(mapsHref(25.31, 34.86, 'Elphinstone & Co', 'web')).toBe('https://www.openstreetmap.org/?mlat=25.31&mlon=34.86#map=14/25.31/34.86')
  })
})
