import { describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../../contract/branches.ts'
import { firstBookableDate } from '../../../contract/departures.ts'
import { BoatDetailsResponseSchema, LiveaboardDetailsResponseSchema, tripDay } from '../../../contract/liveaboards.ts'
import { api, call, callError, callOk, useTestApp } from '../../test/harness.ts'

const t = useTestApp()

const details = async (tripId: number, lang = 'en') =>
  (
    await callOk(t.app, LiveaboardDetailsResponseSchema, {
      method: 'GET',
      url: api(`/Liveaboards/Details?tempTripId=${tripId}`),
      headers: { 'accept-language': lang },
    })
  ).data
const boat = async (boatId: number, lang = 'en') =>
  (await callOk(t.app, BoatDetailsResponseSchema, { method: 'GET', url: api(`/Boats/Details?boatId=${boatId}`), headers: { 'accept-language': lang } })).data

/** The first seeded liveaboard on a route of that name, from tomorrow on. */
const tripOnRoute = async (route: string) =>
  await t.db
    .selectFrom('trips as t')
    .innerJoin('trip_routes as r', 'r.trip_id', 't.id')
    .select(['t.id', 't.branch_id', 't.boat_id', 't.days', 't.number_of_dives', 't.start_date', 't.currency'])
    .where('r.name_en', '=', route)
    .where('t.start_date', '>=', firstBookableDate())
    .orderBy('t.id')
    .executeTakeFirstOrThrow()

const arabic = /[\u0600-\u06FF]/

describe('Liveaboards/Details', () => {
  it('answers the boat, the cabins with prices and cabins left, the route day by day and what is included or extra', async () => {
    const trip = await tripOnRoute('Brothers – Daedalus – Elphinstone')
    const data = await details(trip.id)
    expect(data).toMatchObject({
      tempTripId: trip.id,
      startDate: trip.start_date,
      days: trip.days,
      currency: trip.currency,
      endDate: tripDay(trip.start_date, trip.days),
    })
    expect(data.boat).toMatchObject({ boatId: trip.boat_id })
    expect(data.boat!.name).toMatch(/^M\/Y /)
    expect(data.boat!.berths).toBeGreaterThanOrEqual(data.boat!.cabins)
    expect(data.boat!.guestsMax).toBe(data.boat!.berths)
    expect(data.boat!.safety.map((entry) => entry.item)).toEqual(expect.arrayContaining(['epirb', 'life-rafts', 'oxygen']))

    expect(data.cabins.length).toBeGreaterThanOrEqual(2)
    const prices = data.cabins.map((cabin) => cabin.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const cabin of data.cabins) {
      expect(cabin.cabinsLeft).toBeGreaterThanOrEqual(0)
      expect(cabin.cabinsLeft).toBeLessThanOrEqual(cabin.cabinsTotal)
      expect(cabin.singleSupplement === null).toBe(cabin.type === 'twin-lower' || cabin.type === 'single')
      expect(cabin.berths).toBe(cabin.type === 'single' ? 1 : 2)
    }

    const route = data.route!
    expect(route.name).toBe('Brothers – Daedalus – Elphinstone')
    expect(route.embark).toMatchObject({ port: 'Port Ghalib', town: 'Marsa Alam', date: trip.start_date })
    expect(route.embark.time).toMatch(/^\d\d:\d\d$/)
    // Drawn at the port, up the coast, not at the town's centre.
    const town = await t.db.selectFrom('places').select(['lat', 'lng']).where('kind', '=', 'town').where('name_en', '=', 'Marsa Alam').executeTakeFirstOrThrow()
    expect(route.embark).toMatchObject({ lat: 25.5336, lng: 34.6356 })
    expect(route.disembark).toMatchObject({ lat: 25.5336, lng: 34.6356 })
    expect(Math.abs(route.embark.lat - Number(town.lat))).toBeGreaterThan(0.3)
    expect(route.disembark.date).toBe(data.endDate)
    expect(route.days.map((day) => day.day)).toEqual(Array.from({ length: trip.days }, (_, n) => n + 1))
    expect(route.days.map((day) => day.date)).toEqual(route.days.map((day) => tripDay(trip.start_date, day.day)))
    expect(route.days.reduce((sum, day) => sum + day.dives, 0)).toBe(trip.number_of_dives)
    expect(route.days.at(-1)).toMatchObject({ dives: 0, sites: [] })
    const sites = route.days.flatMap((day) => day.sites)
    expect(sites.map((site) => site.name)).toEqual(expect.arrayContaining(['The Brothers', 'Daedalus Reef', 'Elphinstone']))
    // Positions are the sites' own (places), so a map draws the route through them.
    const places = await t.db
      .selectFrom('places')
      .select(['id', 'lat', 'lng', 'kind'])
      .where(
        'id',
        'in',
        sites.map((site) => site.placeId),
      )
      .execute()
    for (const site of sites) expect(places.find((place) => place.id === site.placeId)).toMatchObject({ kind: 'site', lat: site.lat, lng: site.lng })
    // Each planned site with the depths its dives span and what lives there, named in the request's language.
    const elphinstone = sites.find((site) => site.name === 'Elphinstone')!
    expect(elphinstone).toMatchObject({ depthMinM: 10, depthMaxM: 40 })
    expect(elphinstone.life.map((entry) => entry.item)).toEqual(['oceanic-whitetips', 'hammerheads', 'soft-corals'])
    expect(elphinstone.life[0]!.name).toBe('Oceanic whitetip sharks')
    for (const site of sites) {
      expect(site.depthMinM).not.toBeNull()
      expect(site.depthMinM!).toBeLessThanOrEqual(site.depthMaxM!)
      expect(site.life.length).toBeGreaterThan(0)
    }

    const extras = Object.fromEntries(data.extras.map((extra) => [extra.item, extra]))
    expect(extras.meals).toMatchObject({ included: true, price: null, unit: null })
    expect(extras['rental-gear']).toMatchObject({ included: false, unit: 'day' })
    expect(extras['rental-gear']!.price).toBeGreaterThan(0)
    for (const extra of data.extras) expect(extra.included).toBe(extra.price === null)
  })

  it('answers in Arabic', async () => {
    const trip = await tripOnRoute("St. John's & the Deep South")
    const data = await details(trip.id, 'ar')
    expect(data.name).toMatch(arabic)
    expect(data.boat!.name).toMatch(/^اليخت /)
    expect(data.boat!.diveDeck).toMatch(arabic)
    expect(data.route).toMatchObject({ name: 'سانت جونز والجنوب العميق', embark: { port: 'ميناء بورت غالب', town: 'مرسى علم' } })
    expect(data.route!.days.flatMap((day) => day.sites.map((site) => site.name))).toEqual(expect.arrayContaining(['شعاب سانت جونز', 'جزيرة روكي']))
    for (const text of [
      ...data.cabins.flatMap((cabin) => [cabin.name, cabin.deckName]),
      ...data.extras.map((extra) => extra.name),
      ...data.boat!.safety.map((entry) => entry.name),
      ...data.route!.days.map((day) => day.area),
      ...data.route!.days.flatMap((day) => day.sites.flatMap((site) => site.life.map((entry) => entry.name))),
    ])
      expect(text).toMatch(arabic)
  })

  it('a site nobody has described has no depths and no life, and is still listed', async () => {
    const trip = await tripOnRoute('Ras Mohammed & Tiran')
    const before = await details(trip.id)
    const site = before.route!.days.flatMap((day) => day.sites)[0]!
    await t.db.updateTable('places').set({ depth_min_m: null, depth_max_m: null, life: [] }).where('id', '=', site.placeId).execute()
    const after = await details(trip.id)
    expect(after.route!.days.flatMap((day) => day.sites).find((entry) => entry.placeId === site.placeId)).toEqual({
      ...site,
      depthMinM: null,
      depthMaxM: null,
      life: [],
    })
    // Half a range is refused: a site has both depths or neither.
    await expect(t.db.updateTable('places').set({ depth_min_m: 5 }).where('id', '=', site.placeId).execute()).rejects.toThrow()
  })

  it('is public and cacheable; another kind of trip or an unknown one is 404, a malformed id 400', async () => {
    const trip = await tripOnRoute('Ras Mohammed & Tiran')
    const { status, headers } = await call(t.app, { method: 'GET', url: api(`/Liveaboards/Details?tempTripId=${trip.id}`) })
    expect(status).toBe(200)
    expect(String(headers['cache-control'])).toContain('public')
    const diving = await t.db.selectFrom('trips').select('id').where('kind', '=', 'diving').orderBy('id').executeTakeFirstOrThrow()
    for (const id of [diving.id, 2_147_483_647]) {
      const { status, body } = await callError(t.app, {
        method: 'GET',
        url: api(`/Liveaboards/Details?tempTripId=${id}`),
        headers: { 'accept-language': 'ar' },
      })
      expect(status, String(id)).toBe(404)
      expect(body).toMatchObject({ code: 'TripNotFound', message: 'لم يتم العثور على هذه الرحلة.' })
    }
    for (const query of ['tempTripId=abc', 'tempTripId=0', 'tempTripId=-3', 'tempTripId=1.5', 'tempTripId=99999999999', '']) {
      const { status } = await callError(t.app, { method: 'GET', url: api(`/Liveaboards/Details?${query}`) })
      expect(status, query).toBe(400)
    }
  })
})

describe('Boats/Details', () => {
  it('answers the boat, its photos, its cabin plan and its coming departures, soonest first', async () => {
    const trip = await tripOnRoute('Northern Wrecks & Reefs')
    const data = await boat(trip.boat_id!)
    expect(data).toMatchObject({ boatId: trip.boat_id, branchId: trip.branch_id })
    expect(data.images.length).toBeGreaterThanOrEqual(3)
    expect(data.imageUrl).toBe(data.images[0]!.imageUrl)
    expect(data.cabinPlan.reduce((sum, type) => sum + type.cabins, 0)).toBe(data.cabins)
    expect(data.cabinPlan.reduce((sum, type) => sum + type.cabins * type.berths, 0)).toBe(data.berths)
    expect(data.departures.map((departure) => departure.tempTripId)).toContain(trip.id)
    const dates = data.departures.map((departure) => departure.startDate)
    expect(dates).toEqual([...dates].sort())
    expect(dates.every((date) => date >= firstBookableDate())).toBe(true)
    const run = await t.db.selectFrom('trips').select('id').where('boat_id', '=', trip.boat_id).where('start_date', '>=', firstBookableDate()).execute()
    expect(data.departures).toHaveLength(run.length)
    for (const departure of data.departures) {
      expect(departure.routeName).not.toBeNull()
      expect(departure.cabinsLeft).toBeGreaterThanOrEqual(0)
    }
    const ar = await boat(trip.boat_id!, 'ar')
    expect([ar.name, ar.branchName, ar.departures[0]!.routeName, ...ar.cabinPlan.map((type) => type.name)].every((text) => arabic.test(text ?? ''))).toBe(true)
  })

  it('an unknown boat is 404, a malformed id 400', async () => {
    const { status, body } = await callError(t.app, { method: 'GET', url: api('/Boats/Details?boatId=2147483647') })
    expect(status).toBe(404)
    expect(body.code).toBe('BoatNotFound')
    for (const query of ['boatId=x', 'boatId=0', 'boatId=', ''])
      expect((await callError(t.app, { method: 'GET', url: api(`/Boats/Details?${query}`) })).status, query).toBe(400)
  })

  it('a center’s detail names its boats, so a page can open one', async () => {
    const trip = await tripOnRoute('Farasan Banks')
    const { data } = await callOk(t.app, BranchDetailResponseSchema, {
      method: 'GET',
      url: api(`/BranchWeb/BranchDetail?BranchId=${trip.branch_id}&isEnglish=true`),
    })
    expect(data.branchDetailsDto.boats.map((entry) => entry.boatId)).toContain(trip.boat_id)
    const freelancer = await t.db.selectFrom('branches').select('id').where('kind', '=', 'freelancer').orderBy('id').executeTakeFirstOrThrow()
    const none = await callOk(t.app, BranchDetailResponseSchema, {
      method: 'GET',
      url: api(`/BranchWeb/BranchDetail?BranchId=${freelancer.id}&isEnglish=true`),
    })
    expect(none.data.branchDetailsDto.boats).toEqual([])
  })
})
