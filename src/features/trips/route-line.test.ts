import { describe, expect, it } from 'vitest'
import type { Route, RouteDay } from '../../../contract/liveaboards.ts'
import { dayMarkers, portMarkers, routeBounds, routeLine } from './route-line.ts'

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
})
