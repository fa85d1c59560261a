import { describe, expect, it } from 'vitest'
import type { Route, RouteDay } from '../../../contract/liveaboards.ts'
import { dayMarkers, dayRuns, drawnDayMarkers, portMarkers, routeBounds, routeLine } from './route-line.ts'

const port = { port: 'Port Ghalib', town: 'Marsa Alam', date: '2027-03-01', time: '18:00', lat: 25.07, lng: 34.88 }
const site = (placeId: number, lat: number, lng: number) => ({ placeId, name: `Site ${placeId}`, lat, lng, depthMinM: 5, depthMaxM: 30, life: [] })
const day = (n: number, sites: RouteDay['sites']): RouteDay => ({ day: n, date: `2027-03-0${n}`, area: 'Area', dives: sites.length > 0 ? 3 : 0, sites })

const brothers = site(1, 26.31, 34.85)
const daedalus = site(2, 24.93, 35.87)
const elphinstone = site(3, 25.31, 34.86)
const route: Route = {
  name: 'Brothers – Daedalus – Elphinstone',
  embark: port,
  disembark: { ...port, date: '2027-03-05', time: '09:00' },
  days: [day(1, [brothers]), day(2, [brothers, daedalus]), day(3, [daedalus, elphinstone]), day(4, [])],
}

describe("a liveaboard's route on a map", () => {
  it('draws the line from the embarkation port through each day’s sites in order to the disembarkation port, a site repeated in a row once', () => {
    expect(routeLine(route)).toEqual([
      [34.88, 25.07],
      [34.85, 26.31],
      [35.87, 24.93],
      [34.86, 25.31],
      [34.88, 25.07],
    ])
  })

  it('numbers a marker a day at its first site; days that start at the same site share it; a day without sites has none', () => {
    expect(dayMarkers(route)).toEqual([
      { lat: 26.31, lng: 34.85, days: [1, 2] },
      { lat: 24.93, lng: 35.87, days: [3] },
    ])
  })

  it('marks one port when the boat comes back where it left, two when it ends elsewhere', () => {
    expect(portMarkers(route)).toEqual([{ lat: 25.07, lng: 34.88, embark: true, disembark: true }])
    const oneWay = { ...route, disembark: { ...route.disembark, lat: 27.26, lng: 33.81 } }
    expect(portMarkers(oneWay)).toEqual([
      { lat: 25.07, lng: 34.88, embark: true, disembark: false },
      { lat: 27.26, lng: 33.81, embark: false, disembark: true },
    ])
  })

  it('opens on the whole line, west, south, east, north', () => {
    expect(routeBounds(route)).toEqual([34.85, 24.93, 35.87, 26.31])
  })

  it('opens on a tenth of a degree at least, so a week around one island shows the island', () => {
    const gozo = { ...port, lat: 36.04, lng: 14.25 }
    const island: Route = { ...route, embark: gozo, disembark: gozo, days: [day(1, [site(8, 36.05, 14.19)])] }
    const [west, south, east, north] = routeBounds(island)
    expect(east - west).toBeCloseTo(0.1, 6)
    expect(north - south).toBeCloseTo(0.1, 6)
    expect((west + east) / 2).toBeCloseTo(14.22, 6)
  })

  it('writes a run of three days or more as its first and last, two days in a row one by one', () => {
    expect(dayRuns([5, 1, 2, 3])).toEqual([
      [1, 3],
      [5, 5],
    ])
    expect(dayRuns([2, 3, 7])).toEqual([
      [2, 2],
      [3, 3],
      [7, 7],
    ])
    expect(dayRuns([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 9]])
  })

  // The first day's site 200 m from the one the last days start at, the port a few kilometres off.
  const houseReef = site(4, 25.3, 34.86)
  const nextDoor = site(5, 25.302, 34.862)
  const farOut = site(6, 25.6, 35.2)
  const week: Route = { ...route, days: [day(1, [houseReef]), day(2, [farOut]), day(3, [farOut]), day(8, [nextDoor]), day(9, [nextDoor])] }

  it('joins the pills that would touch at the zoom into one at the earliest day’s place, and parts them zoomed in', () => {
    expect(drawnDayMarkers(week, 9)).toEqual([
      { lat: 25.3, lng: 34.86, days: [1, 8, 9], portBelow: null },
      { lat: 25.6, lng: 35.2, days: [2, 3], portBelow: null },
    ])
    expect(drawnDayMarkers(week, 15)).toEqual([
      { lat: 25.3, lng: 34.86, days: [1], portBelow: null },
      { lat: 25.6, lng: 35.2, days: [2, 3], portBelow: null },
      { lat: 25.302, lng: 34.862, days: [8, 9], portBelow: null },
    ])
    // Far enough out, the whole week is one spot.
    expect(drawnDayMarkers(week, 4).map((marker) => marker.days)).toEqual([[1, 2, 3, 8, 9]])
  })

  it('says how far below a pill the port is whose anchor it would cover', () => {
    // 0.001° of latitude north of the port: 0.8 px at zoom 9, 51 px at zoom 15, clear of the anchor.
    const atPort = { ...week, days: [day(1, [site(7, 25.071, 34.88)]), day(2, [farOut])] }
    const [first, second] = drawnDayMarkers(atPort, 9)
    expect(first!.days).toEqual([1])
    expect(first!.portBelow).toBeCloseTo(0.81, 1)
    expect(second!.portBelow).toBeNull()
    expect(drawnDayMarkers(atPort, 15)[0]!.portBelow).toBeNull()
  })
})
