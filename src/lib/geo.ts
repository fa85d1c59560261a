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
