import { describe, expect, it } from 'vitest'
import { MARKERS_MAX } from '../../../contract/trips.ts'
import { cellDegrees, groupMarkers, labelsMeet, pixelAt } from './markers.ts'

type Member = Parameters<typeof groupMarkers>[0][number]

let nextId = 1
const center = (lat: number, lng: number, fields: Partial<Member> = {}): Member => {
  const id = nextId++
  return { lat, lng, count: 3, usd: 100 + id, branchId: id, departureId: 1000 + id, activity: 'diving', centers: 1, ...fields }
}

/** Two labels, each standing on its marker's position, cover one another at a zoom. */
const overlap = (a: { lat: number; lng: number }, b: { lat: number; lng: number }, zoom: number) =>
  labelsMeet(pixelAt(a.lat, a.lng, zoom), pixelAt(b.lat, b.lng, zoom))

/** A seeded sequence, so a failure repeats. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('groupMarkers', () => {
  it('joins two centers of neighbouring cells whose labels would overlap, and keeps them apart once a zoom shows both', () => {
    // Either side of a cell's edge at zoom 10 (0.088°), 0.01° apart: 14 px on screen, two cells.
    const edge = cellDegrees(10) * Math.ceil((34 + 180) / cellDegrees(10)) - 180
    const [west, east] = [center(27, edge - 0.005, { usd: 80 }), center(27, edge + 0.005, { usd: 60, count: 5 })]
    const close = groupMarkers([west, east], 'centers', 10, false).drafts
    expect(close).toHaveLength(1)
    expect(close[0]).toMatchObject({ kind: 'cluster', count: 8, minPriceUsd: 60, branchId: east.branchId, departureId: east.departureId })
    // Placed at their middle weighted by their departures.
    expect(close[0]!.lng).toBeCloseTo((west.lng * 3 + east.lng * 5) / 8, 10)
    // At zoom 14 they are 233 px apart: a marker each, where each center stands.
    const apart = groupMarkers([west, east], 'centers', 14, false).drafts
    expect(apart.map((draft) => [draft.kind, draft.lat, draft.lng])).toEqual([
      ['center', east.lat, east.lng],
      ['center', west.lat, west.lng],
    ])
  })

  it('keeps labels one above another apart when their rows do not meet', () => {
    // Either side of a cell's edge, 0.03° north of each other at 27° is 49 px at zoom 10: more than a label's height and the gap.
    const edge = cellDegrees(10) * Math.ceil((27 + 90) / cellDegrees(10)) - 90
    const pair = [center(edge - 0.015, 34), center(edge + 0.015, 34.01)]
    expect(groupMarkers(pair, 'centers', 10, false).drafts).toHaveLength(2)
    // At zoom 9 it is 24 px: one would cover the other.
    expect(groupMarkers(pair, 'centers', 9, false).drafts).toHaveLength(1)
  })

  it('leaves no two labels overlapping however the centers crowd, at every zoom, and loses no departure', () => {
    const next = random(7)
    // A busy coast: 400 centers along 3° of the Red Sea, some in the same spot.
    const members = Array.from({ length: 400 }, (_, index) =>
      index % 10 === 0 ? center(27.2, 33.8, { count: 2 }) : center(25 + next() * 3, 33.5 + next() * 1.5, { count: 1 + Math.floor(next() * 20) }),
    )
    const departures = members.reduce((sum, member) => sum + member.count, 0)
    for (let zoom = 3; zoom <= 16; zoom++) {
      const { drafts, truncated } = groupMarkers(members, 'centers', zoom, false)
      for (const [index, a] of drafts.entries()) {
        for (const b of drafts.slice(index + 1)) expect(overlap(a, b, zoom), `zoom ${zoom}: ${JSON.stringify([a, b])}`).toBe(false)
      }
      // Zoomed in past 200 markers, those with the most departures stay and the answer says so.
      if (truncated) {
        expect(drafts, `zoom ${zoom}`).toHaveLength(MARKERS_MAX)
        continue
      }
      expect(
        drafts.reduce((sum, draft) => sum + draft.count, 0),
        `zoom ${zoom}`,
      ).toBe(departures)
      // Each shows the cheapest of its own departures: the cheapest of all is on one of them.
      expect(Math.min(...drafts.map((draft) => draft.minPriceUsd))).toBe(Math.min(...members.map((member) => member.usd)))
    }
    // Zoomed out, few markers; zoomed in, the coast comes apart past what one answer holds.
    expect(groupMarkers(members, 'centers', 5, false).drafts.length).toBeLessThan(5)
    expect(groupMarkers(members, 'centers', 8, false).drafts.length).toBeGreaterThan(20)
    expect(groupMarkers(members, 'centers', 12, false).truncated).toBe(true)
  })

  it("is one center's marker when its departures leave from spots of several cells, and towns are always clusters", () => {
    const shop = center(27, 34)
    const boat = { ...shop, lat: 27.001, lng: 34.01, departureId: 5000 }
    const [marker] = groupMarkers([shop, boat], 'centers', 12, false).drafts
    expect(marker).toMatchObject({ kind: 'center', branchId: shop.branchId, count: 6 })
    expect(groupMarkers([center(27, 34)], 'towns', 6, false).drafts[0]!.kind).toBe('cluster')
  })
})
