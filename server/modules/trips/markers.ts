import type { Lang } from '../../../contract/common.ts'
import { type Activity, activities } from '../../../contract/activities.ts'
import { MARKER_COUNT_CAP, MARKERS_MAX, type Marker } from '../../../contract/trips.ts'
import { localized } from '../../lib/lang.ts'
import type { MarkerBranchRow, MarkerDepartureRow } from './search.repository.ts'

/** A town's or a spot's departures that fit a search: how many, the cheapest and its center; a spot's centers. */
type Member = { lat: number; lng: number; count: number; usd: number; branchId: number; departureId: number; activity: string; centers?: number }
const isActivity = (text: string): text is Activity => (activities as readonly string[]).includes(text)

/** A marker before its card: the center and the cheapest departure a tap shows are known by their ids. */
export type MarkerDraft = Omit<Marker, 'branch' | 'departure'> & { branchId: number; departureId: number; activity: string }

/**
 * A grid cell's side at a zoom, in degrees: 64 px of a 256 px tile (a quarter of the world at zoom 0,
 * 1.4° at zoom 6). Cells are cut in degrees, not in the map's projection: near the poles they are
 * taller on screen than wide, which a cluster does not mind.
 */
export const cellDegrees = (zoom: number): number => 90 / 2 ** zoom

/**
 * The markers of a search's towns or spots (a center, or the centers no map could tell apart): those
 * of one grid cell join in one cluster at every zoom, so a viewport answers one marker a cell at most,
 * however many centers a town holds, and labels do not pile up on a phone's screen; a cell with one
 * center is that center's marker. A cluster is placed at its members' middle weighted by their departures,
 * counts their sum and shows the center of its cheapest departure. Counts stop at MARKER_COUNT_CAP
 * each (`countCapped`); past MARKERS_MAX markers those with the most departures are kept and the
 * answer says it is truncated.
 */
export function groupMarkers(members: Member[], of: 'towns' | 'centers', zoom: number, truncated: boolean): { drafts: MarkerDraft[]; truncated: boolean } {
  const cell = cellDegrees(zoom)
  const groups = new Map<string, Member[]>()
  for (const member of members) {
    const key = `${Math.floor((member.lng + 180) / cell)}:${Math.floor((member.lat + 90) / cell)}`
    groups.set(key, [...(groups.get(key) ?? []), member])
  }
  const drafts = [...groups.values()].map((group): MarkerDraft => {
    const weight = group.reduce((sum, member) => sum + member.count, 0)
    const middle = (axis: 'lat' | 'lng') =>
      group.length === 1 ? group[0]![axis] : group.reduce((sum, member) => sum + member[axis] * member.count, 0) / weight
    const cheapest = group.reduce((best, member) => (member.usd < best.usd ? member : best))
    return {
      kind: of === 'centers' && group.reduce((sum, member) => sum + (member.centers ?? 0), 0) === 1 ? 'center' : 'cluster',
      lat: middle('lat'),
      lng: middle('lng'),
      count: group.reduce((sum, member) => sum + Math.min(member.count, MARKER_COUNT_CAP), 0),
      countCapped: truncated || group.some((member) => member.count > MARKER_COUNT_CAP),
      minPriceUsd: cheapest.usd,
      branchId: cheapest.branchId,
      departureId: cheapest.departureId,
      activity: cheapest.activity,
    }
  })
  drafts.sort((a, b) => b.count - a.count || a.branchId - b.branchId)
  return { drafts: drafts.slice(0, MARKERS_MAX), truncated: truncated || drafts.length > MARKERS_MAX }
}

/** The markers with the card each shows (its center, its cheapest departure), in the reader's language. */
export function withCards(drafts: MarkerDraft[], branches: MarkerBranchRow[], departures: MarkerDepartureRow[], lang: Lang): Marker[] {
  const byId = new Map(branches.map((row) => [row.id, row]))
  // A trip and a course date may share an id: the kind tells them apart.
  const departureOf = new Map(departures.map((row) => [`${row.activity === 'course'}:${row.id}`, row]))
  return drafts.flatMap(({ branchId, departureId, activity, ...marker }) => {
    const branch = byId.get(branchId)
    const departure = departureOf.get(`${activity === 'course'}:${departureId}`)
    if (!branch || !departure || !isActivity(departure.activity)) return []
    const card = {
      branchId,
      name: localized(branch, 'name', lang),
      imageUrl: branch.image_url,
      city: localized(branch, 'city', lang),
      rating: branch.rate === null ? null : Number(branch.rate),
    }
    return [
      {
        ...marker,
        branch: card,
        departure: { activity: departure.activity, id: departureId, name: localized(departure, 'name', lang), startDate: departure.start_date },
      },
    ]
  })
}
