import type { Lang } from '../../../contract/common.ts'
import { type Activity, activities } from '../../../contract/activities.ts'
import { MARKER_COUNT_CAP, MARKER_GAP, MARKER_LABEL, MARKERS_MAX, type Marker } from '../../../contract/trips.ts'
import { localized } from '../../lib/lang.ts'
import type { MarkerBranchRow, MarkerDepartureRow } from './search.repository.ts'

/** A town's or a spot's departures that fit a search: how many, the cheapest and its center; a spot's centers. */
type Member = { lat: number; lng: number; count: number; usd: number; branchId: number; departureId: number; activity: string; centers?: number }
const isActivity = (text: string): text is Activity => (activities as readonly string[]).includes(text)

/** A marker before its card: the center and the cheapest departure a tap shows are known by their ids. */
export type MarkerDraft = Omit<Marker, 'branch' | 'departure'> & { branchId: number; departureId: number; activity: string }

/**
 * A grid cell's side at a zoom, in degrees: 128 px of MapLibre's map, whose world is 512 px wide at
 * zoom 0 (a quarter of the world at zoom 0, 1.4° at zoom 6). Cells are cut in degrees, not in the
 * map's projection: near the poles they are taller on screen than wide, which a cluster does not mind.
 */
export const cellDegrees = (zoom: number): number => 90 / 2 ** zoom

/** Where a position is drawn at a zoom, in CSS pixels from the world's north-west corner (web Mercator, MapLibre's 512 px world). */
export function pixelAt(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 512 * 2 ** zoom
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}

/** Labels stand on their positions (anchored at their bottom middle): two cover one another unless this far apart on one axis. */
const APART = { x: MARKER_LABEL.width + MARKER_GAP, y: MARKER_LABEL.height + MARKER_GAP }

/** Whether the labels of two markers drawn at these pixels would cover one another (or leave less than MARKER_GAP between). */
export const labelsMeet = (p: { x: number; y: number }, q: { x: number; y: number }): boolean => Math.abs(p.x - q.x) < APART.x && Math.abs(p.y - q.y) < APART.y

/** Members drawn as one marker: where it stands (their middle weighted by their departures) and on screen. */
type Group = { members: Member[]; weight: number; lat: number; lng: number; x: number; y: number }

function groupOf(members: Member[], zoom: number): Group {
  const weight = members.reduce((sum, member) => sum + member.count, 0)
  const middle = (axis: 'lat' | 'lng') =>
    members.length === 1 ? members[0]![axis] : members.reduce((sum, member) => sum + member[axis] * member.count, 0) / weight
  const lat = middle('lat')
  const lng = middle('lng')
  return { members, weight, lat, lng, ...pixelAt(lat, lng, zoom) }
}

/**
 * Joins the groups whose labels would overlap at the zoom: the one with most departures takes in its
 * overlapping neighbours and moves to their middle, and the passes go on until no two overlap (a moved
 * group may come near another). Neighbours are found through buckets of one label's room, so a pass
 * looks at nine buckets a group, not at every group.
 */
function separate(groups: Group[], zoom: number): Group[] {
  let current = groups
  for (;;) {
    const order = [...current].sort((a, b) => b.weight - a.weight || a.lng - b.lng || a.lat - b.lat)
    const buckets = new Map<string, Group[]>()
    const bucketOf = (x: number, y: number) => `${Math.floor(x / APART.x)}:${Math.floor(y / APART.y)}`
    for (const group of order) {
      const key = bucketOf(group.x, group.y)
      const bucket = buckets.get(key)
      if (bucket) bucket.push(group)
      else buckets.set(key, [group])
    }
    const taken = new Set<Group>()
    const next: Group[] = []
    for (const group of order) {
      if (taken.has(group)) continue
      taken.add(group)
      const joined = [group]
      for (const dx of [-1, 0, 1]) {
        for (const dy of [-1, 0, 1]) {
          for (const other of buckets.get(bucketOf(group.x + dx * APART.x, group.y + dy * APART.y)) ?? []) {
            if (taken.has(other) || !labelsMeet(group, other)) continue
            taken.add(other)
            joined.push(other)
          }
        }
      }
      next.push(
        joined.length === 1
          ? group
          : groupOf(
              joined.flatMap((one) => one.members),
              zoom,
            ),
      )
    }
    if (next.length === current.length) return next
    current = next
  }
}

/**
 * The markers of a search's towns or spots (a center, or the centers no map could tell apart): those
 * of one grid cell join in one cluster at every zoom, so a viewport answers one marker a cell at most,
 * however many centers a town holds; then those whose labels would overlap at the zoom join too
 * (`separate`), so none hides another on a phone's screen. A marker of one center is that center's;
 * a cluster is placed at its members' middle weighted by their departures, counts their sum and shows
 * the center of its cheapest departure. Counts stop at MARKER_COUNT_CAP each (`countCapped`); past
 * MARKERS_MAX markers those with the most departures are kept and the answer says it is truncated.
 */
export function groupMarkers(members: Member[], of: 'towns' | 'centers', zoom: number, truncated: boolean): { drafts: MarkerDraft[]; truncated: boolean } {
  const cell = cellDegrees(zoom)
  const cells = new Map<string, Member[]>()
  for (const member of members) {
    const key = `${Math.floor((member.lng + 180) / cell)}:${Math.floor((member.lat + 90) / cell)}`
    cells.set(key, [...(cells.get(key) ?? []), member])
  }
  const groups = separate(
    [...cells.values()].map((cellMembers) => groupOf(cellMembers, zoom)),
    zoom,
  )
  const drafts = groups.map(({ members: group, lat, lng }): MarkerDraft => {
    const cheapest = group.reduce((best, member) => (member.usd < best.usd ? member : best))
    // One center's spots (its departures from several places) are still its own marker.
    const oneCenter = of === 'centers' && group.every((member) => member.centers === 1 && member.branchId === group[0]!.branchId)
    return {
      kind: oneCenter ? 'center' : 'cluster',
      lat,
      lng,
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
