import type { Lang } from '../../../contract/common.ts'
import type { Place } from '../../../contract/places.ts'
import { joinAddress } from '../../../shared/address.ts'
import type { CenterRow, PlaceRow } from './places.repository.ts'

/**
 * Where a place is, in the reader's language: a site's town (or region) and country, a town's or a
 * region's country, nothing for a country.
 */
export function toPlace(row: PlaceRow, lang: Lang): Place {
  const ar = lang === 'ar'
  const parent = row.parent_kind && row.parent_kind !== 'country' && row.kind === 'site' ? (ar ? row.parent_ar : row.parent_en) : null
  return {
    kind: row.kind,
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    context: row.kind === 'country' ? '' : joinAddress([parent, ar ? row.country_ar : row.country_en]),
    lat: row.lat,
    lng: row.lng,
  }
}

/** A center's position: its own, or its town's when it gave none (0, 0). */
export function centerPosition(row: { lat: string; lng: string; town_lat: number | null; town_lng: number | null }): { lat: number; lng: number } {
  const own = { lat: Number(row.lat), lng: Number(row.lng) }
  return own.lat === 0 && own.lng === 0 && row.town_lat !== null && row.town_lng !== null ? { lat: row.town_lat, lng: row.town_lng } : own
}

export function toCenterPlace(row: Omit<CenterRow, 'town_id'>, lang: Lang): Place {
  const ar = lang === 'ar'
  return {
    kind: 'center',
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    context: joinAddress([ar ? row.city_ar : row.city_en, ar ? row.country_ar : row.country_en]),
    ...centerPosition(row),
  }
}
