import { type Insertable, sql } from 'kysely'
import { type CabinType, type ExtraItem, type SafetyItem, safetyItems, tripDay } from '../../../contract/liveaboards.ts'
import type { AnyDb } from '../any-db.ts'
import type { BoatCabinTable, Db, TripExtraTable } from '../schema.ts'
import { priceIn, ratesPerUsd } from './catalogue.ts'
import { type Area, boatNames, boatOrdinals, portOfTown, returnToPort, type RouteTemplate, routeSites, routesOfTown } from './liveaboard-routes.ts'
import { createRandom, type Random } from './random.ts'
import { describeSites } from './site-depths.ts'

/** Its own PRNG: boats and routes are drawn after everything else, so no earlier draw, id or date moves. */
const LIVEABOARDS_SEED = 20261214

type Trip = {
  id: number
  branch_id: number
  start_date: string
  days: number
  number_of_dives: number
  seats_total: number
  seats_available: number
  net_price: string
  currency: string
  site_id: number | null
}
type Site = { id: number; parent_id: number | null; name_en: string; name_ar: string }
type Town = { id: number; name_en: string; name_ar: string }

const always: SafetyItem[] = ['epirb', 'life-rafts', 'oxygen', 'first-aid', 'vhf-radio', 'life-jackets', 'smb']
const sometimes: SafetyItem[] = ['aed', 'satellite-phone', 'fire-suppression', 'radar', 'dive-alert']

/**
 * A boat or two for every center that runs liveaboards (decision 027), each liveaboard run by one of
 * them, with the cabins it sells, its route day by day (the seed's Red Sea sites: the northern wrecks,
 * Brothers–Daedalus–Elphinstone, St. John's, Ras Mohammed and Tiran…; elsewhere the town's own sites)
 * and what is included or extra. A departure's cabins left follow its seats left, so a full departure
 * has none.
 */
export async function seedLiveaboards(db: Db): Promise<void> {
  const random = createRandom(LIVEABOARDS_SEED)
  await addRouteSites(db)
  // The sites' depths and life, which each day of a route lists beside its sites.
  await describeSites(db)
  const trips: Trip[] = await db
    .selectFrom('trips')
    .select(['id', 'branch_id', 'start_date', 'days', 'number_of_dives', 'seats_total', 'seats_available', 'net_price', 'currency', 'site_id'])
    .where('kind', '=', 'liveaboard')
    .orderBy('id')
    .execute()
  const branches = await db
    .selectFrom('branches as b')
    .innerJoin('places as town', 'town.id', 'b.town_id')
    .select(['b.id', 'town.id as town_id', 'town.parent_id as region_id', 'town.name_en as town_en', 'town.name_ar as town_ar'])
    .where('b.id', 'in', [...new Set(trips.map((trip) => trip.branch_id)), 0])
    .orderBy('b.id')
    .execute()
  const sites: Site[] = await db.selectFrom('places').select(['id', 'parent_id', 'name_en', 'name_ar']).where('kind', '=', 'site').orderBy('id').execute()
  const towns: Town[] = await db.selectFrom('places').select(['id', 'name_en', 'name_ar']).where('kind', '=', 'town').execute()
  const siteNamed = new Map(sites.map((site) => [site.name_en, site]))
  const takenNames = new Set<string>()
  const runBy: Array<[trip: number, boat: number]> = []

  for (const branch of branches) {
    const own = trips.filter((trip) => trip.branch_id === branch.id)
    const boats: Array<Awaited<ReturnType<typeof insertBoat>> & { freeFrom: string }> = []
    for (let n = own.length >= 3 && random.chance(0.35) ? 2 : 1; n > 0; n--)
      boats.push({ ...(await insertBoat(db, random, branch.id, takenNames)), freeFrom: '' })
    const port = portOfTown[branch.town_en]
    const portTown = towns.find((town) => town.name_en === (port?.town ?? branch.town_en)) ?? {
      id: branch.town_id,
      name_en: branch.town_en,
      name_ar: branch.town_ar,
    }
    const portName = port?.port ?? [`${branch.town_en} harbour`, `ميناء ${branch.town_ar}`]
    const local = sites.filter((site) => site.parent_id === branch.town_id || site.parent_id === branch.region_id)
    // Soonest first, each by a boat back in port by then: a boat never runs two departures at once.
    for (const trip of own.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)) {
      const free = boats.filter((candidate) => candidate.freeFrom <= trip.start_date)
      const boat = free.length > 0 ? random.pick(free) : boats[boats.push({ ...(await insertBoat(db, random, branch.id, takenNames)), freeFrom: '' }) - 1]!
      boat.freeFrom = tripDay(trip.start_date, trip.days + 1)
      runBy.push([trip.id, boat.id])
      await insertCabins(db, trip, boat.plan)
      await insertExtras(db, random, trip, boat.nitrox)
      const template = chooseRoute(random, routesOfTown[branch.town_en] ?? [], trip, siteNamed, local, branch)
      await insertRoute(db, random, trip, template, siteNamed, { town: portTown.id, name: portName, at: port?.at ?? null })
    }
  }
  // One statement: each updated trip rewrites its search entries (migration 021's triggers).
  if (runBy.length > 0)
    await sql`update trips set boat_id = v.boat from (values ${sql.join(runBy.map(([trip, boat]) => sql`(${trip}::int, ${boat}::int)`))}) as v (trip, boat) where trips.id = v.trip`.execute(
      db,
    )
}

async function addRouteSites(db: Db): Promise<void> {
  for (const [en, ar, lat, lng, region] of routeSites) {
    const parent = await db.selectFrom('places').select(['id', 'country_id']).where('kind', '=', 'region').where('name_en', '=', region).executeTakeFirst()
    if (parent)
      await db.insertInto('places').values({ kind: 'site', parent_id: parent.id, country_id: parent.country_id, name_en: en, name_ar: ar, lat, lng }).execute()
  }
}

async function insertBoat(db: Db, random: Random, branchId: number, taken: Set<string>) {
  const [en, ar] = random.pick(boatNames)
  const ordinal = boatOrdinals.find(([suffix]) => !taken.has(`${en}${suffix}`)) ?? [` ${taken.size}`, ` ${taken.size}`]
  taken.add(`${en}${ordinal[0]}`)
  const plan: Insertable<BoatCabinTable>[] = []
  const cabin = (type: CabinType, cabins: number, decks: Array<'lower' | 'main' | 'upper'>, berths: number, enSuite: number) => {
    if (cabins > 0) plan.push({ boat_id: 0, cabin_type: type, deck: random.pick(decks), berths, en_suite: random.chance(enSuite), cabins })
  }
  cabin('twin-lower', random.int(3, 7), ['lower'], 2, 0.8)
  cabin('double', random.int(2, 4), ['lower', 'main'], 2, 1)
  cabin('master', random.int(0, 2), ['main', 'upper'], 2, 1)
  cabin('single', random.int(0, 2), ['lower', 'main'], 1, 0.6)
  const cabins = plan.reduce((sum, row) => sum + row.cabins, 0)
  const built = random.int(1999, 2021)
  const deck = random.int(40, 90)
  const boat = await db
    .insertInto('boats')
    .values({
      branch_id: branchId,
      name_en: `M/Y ${en}${ordinal[0]}`,
      name_ar: `اليخت ${ar}${ordinal[1]}`,
      length_m: (24 + cabins * 1.1 + random.next() * 4).toFixed(1),
      year_built: built,
      year_refitted: built + 4 <= 2025 && random.chance(0.6) ? random.int(built + 4, 2025) : null,
      guests_max: plan.reduce((sum, row) => sum + row.cabins * row.berths, 0),
      crew: random.int(8, 14),
      dive_deck_en: `A ${deck} m² dive deck with a crate and a seat for each diver, a camera table with charging points and two warm-water showers`,
      dive_deck_ar: `سطح غوص مساحته ${deck} م² فيه صندوق ومقعد لكل غواص، وطاولة للكاميرات مع نقاط شحن، ودُشّان بالماء الدافئ`,
      tenders: random.int(1, 2),
      nitrox: random.chance(0.8),
      safety: safetyItems.filter((item) => always.includes(item) || random.sample(sometimes, 3).includes(item)),
    })
    .returning(['id', 'nitrox'])
    .executeTakeFirstOrThrow()
  const slug = `${en}${ordinal[0]}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await db
    .insertInto('boat_images')
    .values(Array.from({ length: random.int(3, 6) }, (_, n) => ({ boat_id: boat.id, position: n + 1, url: `/media/seed/boat-${slug}-${n + 1}.svg` })))
    .execute()
  for (const row of plan) row.boat_id = boat.id
  await db.insertInto('boat_cabins').values(plan).execute()
  return { ...boat, plan }
}

/** A price in the trip's currency, rounded as the catalogue's are. */
const inCurrency = (amount: number, currency: string) => priceIn(amount / (ratesPerUsd[currency] ?? 1), currency)

/** Twin lower cabins at the trip's price, the others dearer; a double or master alone pays half again. Cabins left follow the seats left. */
async function insertCabins(db: Db, trip: Trip, plan: Insertable<BoatCabinTable>[]): Promise<void> {
  const markup: Record<CabinType, number> = { 'twin-lower': 1, double: 1.1, master: 1.25, single: 1.35 }
  const share = trip.seats_total > 0 ? trip.seats_available / trip.seats_total : 0
  await db
    .insertInto('trip_cabins')
    .values(
      plan.map((row) => {
        const price = inCurrency(Number(trip.net_price) * markup[row.cabin_type], trip.currency)
        return {
          trip_id: trip.id,
          cabin_type: row.cabin_type,
          price,
          single_supplement: row.cabin_type === 'double' || row.cabin_type === 'master' ? inCurrency(price / 2, trip.currency) : null,
          cabins_total: row.cabins,
          cabins_left: Math.min(row.cabins, Math.round(row.cabins * share)),
        }
      }),
    )
    .execute()
}

async function insertExtras(db: Db, random: Random, trip: Trip, nitrox: boolean): Promise<void> {
  const extra = (item: ExtraItem, usd: number, unit: 'trip' | 'day' | 'dive'): Insertable<TripExtraTable> => ({
    trip_id: trip.id,
    item,
    included: false,
    price: priceIn(usd, trip.currency),
    unit,
  })
  const included = (item: ExtraItem): Insertable<TripExtraTable> => ({ trip_id: trip.id, item, included: true, price: null, unit: null })
  const either = (item: ExtraItem, chance: number, usd: number, unit: 'trip' | 'day' | 'dive') =>
    random.chance(chance) ? included(item) : extra(item, usd, unit)
  const rows = [
    included('meals'),
    either('drinks', 0.75, 5, 'day'),
    included('tanks'),
    included('weights'),
    ...(nitrox ? [either('nitrox', 0.35, random.pick([8, 10]), 'dive')] : []),
    extra('rental-gear', random.int(25, 40), 'day'),
    either('park-fees', 0.2, random.int(50, 80), 'trip'),
    either('port-fees', 0.3, random.int(40, 90), 'trip'),
    either('transfers', 0.5, random.int(25, 50), 'trip'),
  ]
  await db.insertInto('trip_extras').values(rows).execute()
}

/** The town's route that dives the trip's site, else one of its routes, else its own and its region's sites one after another. */
function chooseRoute(
  random: Random,
  templates: readonly RouteTemplate[],
  trip: Trip,
  siteNamed: Map<string, Site>,
  local: Site[],
  town: { town_en: string; town_ar: string },
): RouteTemplate {
  const divesSite = (template: RouteTemplate) => template.areas.some((area) => area.sites.some((name) => siteNamed.get(name)?.id === trip.site_id))
  const known = templates.filter(divesSite)
  const template: RouteTemplate | undefined = known.length > 0 ? random.pick(known) : templates.length > 0 ? random.pick(templates) : undefined
  const tripSite = trip.site_id === null ? undefined : [...siteNamed.values()].find((site) => site.id === trip.site_id)
  const visit = (site: Site): Area => ({ name: [site.name_en, site.name_ar], sites: [site.name_en] })
  if (template) return tripSite && !divesSite(template) ? { ...template, areas: [template.areas[0]!, visit(tripSite), ...template.areas.slice(1)] } : template
  const areas = local.length > 0 ? local.map(visit) : [{ name: [`${town.town_en} reefs`, `شعاب ${town.town_ar}`] as const, sites: [] }]
  return { name: [`${town.town_en} reefs and islands`, `شعاب ${town.town_ar} وجزرها`], areas }
}

/**
 * Day 1 embarks at midday with a check dive at the route's first site; the last day disembarks in
 * the morning without diving; the days between share the trip's other dives (three or four a day),
 * moving through the route's areas in order.
 */
async function insertRoute(
  db: Db,
  random: Random,
  trip: Trip,
  template: RouteTemplate,
  siteNamed: Map<string, Site>,
  port: { town: number; name: readonly [string, string]; at: readonly [number, number] | null },
) {
  await db
    .insertInto('trip_routes')
    .values({
      trip_id: trip.id,
      name_en: template.name[0],
      name_ar: template.name[1],
      embark_town_id: port.town,
      embark_port_en: port.name[0],
      embark_port_ar: port.name[1],
      embark_time: random.pick(['11:00', '12:00', '13:00', '14:00']),
      disembark_town_id: port.town,
      disembark_port_en: port.name[0],
      disembark_port_ar: port.name[1],
      disembark_time: random.pick(['08:00', '09:00', '10:00']),
      embark_port_lat: port.at?.[0] ?? null,
      embark_port_lng: port.at?.[1] ?? null,
      disembark_port_lat: port.at?.[0] ?? null,
      disembark_port_lng: port.at?.[1] ?? null,
    })
    .execute()
  const middle = Math.max(0, trip.days - 2)
  const rest = Math.max(0, trip.number_of_dives - 1)
  const areas = template.areas
  const days = Array.from({ length: trip.days }, (_, index) => {
    const day = index + 1
    if (day === trip.days && trip.days > 1) return { day, area: returnToPort, dives: 0, sites: [] as readonly string[] }
    if (day === 1)
      return { day, area: areas[0]!.name, dives: middle === 0 ? trip.number_of_dives : Math.min(1, trip.number_of_dives), sites: areas[0]!.sites.slice(0, 1) }
    const k = day - 2
    const stretch = areas[Math.min(areas.length - 1, 1 + Math.floor((k * Math.max(0, areas.length - 1)) / middle))] ?? areas[0]!
    return { day, area: stretch.name, dives: Math.floor(rest / middle) + (k < rest % middle ? 1 : 0), sites: stretch.sites }
  })
  await db
    .insertInto('trip_route_days')
    .values(days.map((d) => ({ trip_id: trip.id, day: d.day, area_en: d.area[0], area_ar: d.area[1], dives: d.dives })))
    .execute()
  const stops = days.flatMap((d) =>
    d.sites.flatMap((name, position) =>
      siteNamed.has(name) ? [{ trip_id: trip.id, day: d.day, position: position + 1, site_id: siteNamed.get(name)!.id }] : [],
    ),
  )
  if (stops.length > 0) await db.insertInto('trip_route_sites').values(stops).execute()
}

/**
 * A liveaboard's route day by day and its extras, copied to new departures: `map` is a table of the
 * new trips' `id`s and the `src` each copies (a grown center's trips, a route sailed again).
 */
export async function copyRoutesAndExtras(db: AnyDb, map: 'grown_trips' | 'rota_trips'): Promise<void> {
  const y = sql.table(map)
  await sql`insert into trip_routes (trip_id, name_en, name_ar, embark_town_id, embark_port_en, embark_port_ar, embark_time, disembark_town_id, disembark_port_en, disembark_port_ar, disembark_time,
      embark_port_lat, embark_port_lng, disembark_port_lat, disembark_port_lng)
    select y.id, r.name_en, r.name_ar, r.embark_town_id, r.embark_port_en, r.embark_port_ar, r.embark_time, r.disembark_town_id, r.disembark_port_en, r.disembark_port_ar, r.disembark_time,
      r.embark_port_lat, r.embark_port_lng, r.disembark_port_lat, r.disembark_port_lng
    from ${y} y join trip_routes r on r.trip_id = y.src`.execute(db)
  await sql`insert into trip_route_days (trip_id, day, area_en, area_ar, dives)
    select y.id, d.day, d.area_en, d.area_ar, d.dives from ${y} y join trip_route_days d on d.trip_id = y.src`.execute(db)
  await sql`insert into trip_route_sites (trip_id, day, position, site_id)
    select y.id, s.day, s.position, s.site_id from ${y} y join trip_route_sites s on s.trip_id = y.src`.execute(db)
  await sql`insert into trip_extras (trip_id, item, included, price, unit)
    select y.id, e.item, e.included, e.price, e.unit from ${y} y join trip_extras e on e.trip_id = y.src`.execute(db)
}
