import type { Lang } from '../../../contract/common.ts'
import { type Place, SUGGESTIONS_MAX } from '../../../contract/places.ts'
import type { Db } from '../../db/schema.ts'
import { toCenterPlace, toPlace } from './places.mapper.ts'
import { type AtlasRow, findAtlas, findCenter, findCentersLike, findCountryPlaceId, findPlace, findPlacesLike } from './places.repository.ts'

/**
 * What a search box suggests for what was typed: places first (a name that starts with it, then a
 * word that does), then centers with a word starting with it, SUGGESTIONS_MAX in all. A place
 * misspelt ("marsa alm") is found by its near names when no name holds what was typed.
 */
export async function suggestPlaces(db: Db, typed: string, lang: Lang): Promise<Place[]> {
  const words = typed.split(/\s+/).filter(Boolean)
  const [places, centers] = await Promise.all([findPlacesLike(db, typed, 'substring'), findCentersLike(db, words)])
  const found = places.length > 0 || centers.length > 0 ? places : await findPlacesLike(db, typed, 'similar')
  return [...found.map((row) => toPlace(row, lang)), ...centers.map((row) => toCenterPlace(row, lang))].slice(0, SUGGESTIONS_MAX)
}

/** A place a search is narrowed to, named in the request's language; undefined when there is none such. */
export async function placeOfSearch(db: Db, id: number, lang: Lang): Promise<Place | undefined> {
  const row = await findPlace(db, id)
  return row && toPlace(row, lang)
}

/** A center a search is narrowed to: its place (named, positioned) and its town. */
export async function centerOfSearch(db: Db, id: number, lang: Lang): Promise<{ place: Place; townId: number | null } | undefined> {
  const row = await findCenter(db, id)
  return row && { place: toCenterPlace(row, lang), townId: row.town_id }
}

export const countryPlaceId = findCountryPlaceId

/**
 * The places and their parents, to find a place's ancestors and the towns of a viewport. The table
 * is the catalogue's geography (a few hundred rows, whatever the number of branches).
 */
export class Atlas {
  private readonly byId: Map<number, AtlasRow>
  private readonly rows: AtlasRow[]
  constructor(rows: AtlasRow[]) {
    this.rows = rows
    this.byId = new Map(rows.map((row) => [row.id, row]))
  }

  /** A place and those above it, itself first (a town, its region, its country). */
  lineage(id: number): number[] {
    const out: number[] = []
    for (let row = this.byId.get(id); row; row = row.parent_id === null ? undefined : this.byId.get(row.parent_id)) out.push(row.id)
    return out
  }

  /** Whether `inner` is `outer` or lies within it (0 is everywhere). */
  within(inner: number, outer: number): boolean {
    return outer === 0 || this.lineage(inner).includes(outer)
  }

  /** The deepest place every one of these lies within (0 when none is shared). */
  commonAncestor(ids: number[]): number {
    const [first, ...rest] = ids
    if (first === undefined) return 0
    return this.lineage(first).find((candidate) => rest.every((id) => this.within(id, candidate))) ?? 0
  }

  towns(): AtlasRow[] {
    return this.rows.filter((row) => row.kind === 'town')
  }
}

export async function loadAtlas(db: Db): Promise<Atlas> {
  return new Atlas(await findAtlas(db))
}
