/**
 * "Real coordinates": both present, finite, in range, and not 0/0 (the database's "unset"). SPEC §2.3
 * says "both above 0", which would hide every branch south of the equator or west of Greenwich.
 */
export function hasRealCoordinates(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return false
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false
  return !(lat === 0 && lng === 0)
}

/** A `geo:` address (RFC 5870) that phones open in their maps app, with the name as the label. */
export function geoUri(lat: number, lng: number, label: string): string {
  return `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(label)})`
}

/** Which maps app a device opens a place in: Apple's on iPhone and iPad, the chosen one on Android, a web map elsewhere. */
export type MapsPlatform = 'apple' | 'android' | 'web'

export function mapsPlatform(userAgent: string, touchPoints = 0): MapsPlatform {
  // iPadOS asks for desktop pages and says "Macintosh"; it is the Mac with a touch screen.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'apple'
  if (/Android/.test(userAgent)) return 'android'
  return 'web'
}

/**
 * The one "Open in maps" address for a place: Safari on iOS opens no `geo:` address, and a desktop
 * browser opens none at all, so each gets the maps it has (Apple Maps' universal link, OpenStreetMap)
 * while Android keeps `geo:`, which hands the place to whichever maps app the diver uses (one with
 * offline maps, on a boat).
 */
export function mapsHref(lat: number, lng: number, label: string, platform: MapsPlatform): string {
  if (platform === 'android') return geoUri(lat, lng, label)
  if (platform === 'apple') return `https://maps.apple.com/?ll=${lat},${lng}&q=${encodeURIComponent(label)}`
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`
}
