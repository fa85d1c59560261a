import * as v from 'valibot'
import { envelope } from './common.ts'

/**
 * Where a diver may look for departures: a country, a region of it (Sinai, the Saudi Red Sea), a town
 * (Marsa Alam), a dive site (Elphinstone), each with both names and a position. A country's, a
 * region's or a town's departures are those of the centers in it; a site's are the trips that dive
 * it, from whichever town. Decision 025.
 */
export const placeKinds = ['country', 'region', 'town', 'site'] as const
export type PlaceKind = (typeof placeKinds)[number]

/** A place or a dive center, as a suggestion and as the place a search is narrowed to. */
export const PlaceSchema = v.object({
  /** `center`: a dive center or freelancer, searched with `branchId`; any other kind with `place` */
  kind: v.picklist([...placeKinds, 'center']),
  id: v.number(),
  /** in the request's language */
  name: v.string(),
  /** where it is, in the request's language: "Marsa Alam, Egypt" for a site, "Egypt" for a town, "" for a country */
  context: v.string(),
  lat: v.number(),
  lng: v.number(),
})
export type Place = v.InferOutput<typeof PlaceSchema>

/** At most this many suggestions: places first, then centers. */
export const SUGGESTIONS_MAX = 8

/**
 * What a search box suggests for the letters typed, in English or Arabic whatever the page's
 * language: places and centers whose names hold them, folded as the directory folds names (case,
 * accents, the forms of alef, hamza carriers, taa marbuta, alef maqsura, tashkeel, a leading ال):
 * the whole name first, then a name that starts with them, then one with a word that does; places
 * with a name close to them when none holds them as typed (a typo).
 */
export const placesSuggestPath = '/Places/Suggest'
export const PlacesSuggestQuerySchema = v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)) })
export type PlacesSuggestQuery = v.InferInput<typeof PlacesSuggestQuerySchema>
export const PlacesSuggestResponseSchema = envelope(v.array(PlaceSchema))
export type PlacesSuggestResponse = v.InferOutput<typeof PlacesSuggestResponseSchema>

const EARTH_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** How far apart two positions are on the Earth, in km (the haversine formula, the Earth a sphere of 6,371 km). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
