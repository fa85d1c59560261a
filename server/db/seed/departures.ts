import { type Insertable, sql } from 'kysely'
import type { CourseDateTable, Db, TripKind, TripTable } from '../schema.ts'
import { dateFromToday, priceIn, ratesPerUsd, tripName, usdPerDay } from './catalogue.ts'
import { courseSeed } from './courses.ts'
import { copyRoutesAndExtras } from './liveaboards.ts'
import { createRandom } from './random.ts'

/** Its own PRNG: these departures are drawn after everything else, so no earlier draw moves. */
const DEPARTURES_SEED = 20261207

/** A site without a place (every town has one): what a trip is named after when its town names none. */
const anySite = ['House Reef', 'الشعاب المنزلية'] as const

/**
 * Departures over the next twelve months, 1 to 10 days long, for every branch: day dives, dive
 * packages of two to six days, liveaboards of five to ten (to its town's sites and its region's
 * offshore ones: the Brothers, Daedalus, Zabargad…) and course dates. The catalogue's own draws
 * (./catalogue.ts) put departures from 75 days back to 150 ahead, a liveaboard 4–8 days; a search of a
 * week next autumn, or of ten days at sea, needs these. Drawn last, with their own PRNG, so the demo
 * diver's bookings, the reviews and every id before them stay as they were.
 */
export async function seedDeparturesOverTheYear(db: Db, today: Date): Promise<void> {
  const random = createRandom(DEPARTURES_SEED)
  const branches = await db
    .selectFrom('branches as b')
    .leftJoin('places as town', 'town.id', 'b.town_id')
    .select(['b.id', 'b.kind', 'b.image_url', 'b.currency', 'b.city_en', 'b.city_ar', 'b.town_id', 'town.parent_id as region_id'])
    .orderBy('b.id')
    .execute()
  const sites = await db.selectFrom('places').select(['id', 'parent_id', 'name_en', 'name_ar']).where('kind', '=', 'site').orderBy('id').execute()
  const sitesUnder = (parent: number | null) => sites.filter((site) => parent !== null && site.parent_id === parent)
  const templates = await db.selectFrom('course_templates').select(['id', 'organization_id', 'name_en']).orderBy('id').execute()
  const affiliations = await db.selectFrom('branch_organizations').select(['branch_id', 'organization_id']).execute()

  const trips: Insertable<TripTable>[] = []
  const courses: Insertable<CourseDateTable>[] = []
  for (const branch of branches) {
    const own = sitesUnder(branch.town_id)
    const offshore = [...own, ...sitesUnder(branch.region_id)]
    const base = branch.image_url.replace(/-1\.svg$/, '')
    const diveCenter = branch.kind === 'diveCenter'
    for (let n = diveCenter ? random.int(3, 5) : random.int(1, 3); n > 0; n--) {
      const roll = random.next()
      const kind: TripKind = diveCenter && roll < 0.25 ? 'liveaboard' : roll < 0.7 ? 'diving' : roll < 0.85 ? 'freediving' : 'snorkeling'
      const days =
        kind === 'liveaboard'
          ? random.int(5, 10)
          : kind === 'diving'
            ? random.pick([1, 1, 1, 2, 3, 4, 5, 6])
            : kind === 'freediving'
              ? random.pick([1, 1, 2, 3])
              : 1
      const pool = kind === 'liveaboard' ? offshore : own
      const site = pool.length > 0 ? random.pick(pool) : null
      const [en, ar] = tripName(kind, site ? [site.name_en, site.name_ar] : anySite, days)
      const [low, high] = usdPerDay[kind]
      const price = priceIn(random.int(low, high) * days, branch.currency)
      const seats = random.int(6, 20)
      trips.push({
        branch_id: branch.id,
        kind,
        name_en: en,
        name_ar: ar,
        image_url: `${base}-trip-${20 + n}.svg`,
        days,
        start_date: dateFromToday(today, random.int(1, 365)),
        seats_total: seats,
        seats_available: random.chance(0.06) ? 0 : random.int(1, seats),
        number_of_dives: kind === 'diving' ? days * random.int(2, 3) : kind === 'liveaboard' ? (days - 1) * 3 : 0,
        price,
        net_price: random.chance(0.3) ? priceIn((price / (ratesPerUsd[branch.currency] ?? 1)) * 0.9, branch.currency) : price,
        currency: branch.currency,
        site_id: site?.id ?? null,
      })
    }
    if (!diveCenter) continue
    const offered = templates.filter((t) => affiliations.some((a) => a.branch_id === branch.id && a.organization_id === t.organization_id))
    for (const template of random.sample(offered, random.int(1, 2))) {
      const info = courseSeed.find((course) => course.en === template.name_en)!
      const price = priceIn(info.usd * (0.9 + random.next() * 0.3), branch.currency)
      const seats = random.int(4, 10)
      courses.push({
        template_id: template.id,
        branch_id: branch.id,
        start_date: dateFromToday(today, random.int(1, 365)),
        duration_days: info.days,
        seats_total: seats,
        seats_available: random.int(1, seats),
        location_en: branch.city_en,
        location_ar: branch.city_ar,
        is_online: false,
        price,
        net_price: price,
        currency: branch.currency,
      })
    }
  }
  for (let i = 0; i < trips.length; i += 1000)
    await db
      .insertInto('trips')
      .values(trips.slice(i, i + 1000))
      .execute()
  if (courses.length > 0) await db.insertInto('course_dates').values(courses).execute()
}

/**
 * The same day dive or short package again a week later, as centers run their wreck and deep trips
 * every week: a diver who cannot make one date moves to the next (contract/moves.ts), which a trip
 * drawn once a year never offers. For the diving trips of up to three days that ask Advanced (the
 * wrecks and the deep sites, seedRequirements) with no date of their own that week, a month to eleven
 * out; copied whole (price, seats, requirements), with every seat free. Run last, copying rows, so
 * no draw and no earlier id moves.
 */
export async function seedWeeklyRepeats(db: Db, today: Date): Promise<void> {
  const from = dateFromToday(today, 30)
  const to = dateFromToday(today, 330)
  await sql`
    insert into trips (branch_id, kind, name_en, name_ar, image_url, days, start_date, seats_total, seats_available, number_of_dives, price, net_price, currency, site_id, requirements)
    select t.branch_id, t.kind, t.name_en, t.name_ar, t.image_url, t.days, t.start_date + 7, t.seats_total, t.seats_total, t.number_of_dives, t.price, t.net_price, t.currency, t.site_id, t.requirements
    from trips t
    where t.kind = 'diving' and t.days <= 3 and t.requirements is not null and t.start_date between ${from}::date and ${to}::date
      and not exists (
        select 1 from trips o
        where o.branch_id = t.branch_id and o.name_en = t.name_en and o.id <> t.id and o.start_date between t.start_date + 1 and t.start_date + 10
      )
    order by t.id
  `.execute(db)
}

/**
 * The same liveaboard again four weeks later, as operators sail a route on a rota: a diver who cannot
 * make one sailing moves to the next, cabin and all (decision 052), which a route sailed once a year
 * never offers. For the liveaboards a boat runs, a month to ten out, whose boat is free for the copy's
 * days; copied whole (its cabins, route day by day and extras), with every seat and cabin free. Run
 * last, copying rows, so no draw and no earlier id moves.
 */
export async function seedLiveaboardRotas(db: Db, today: Date): Promise<void> {
  const from = dateFromToday(today, 30)
  const to = dateFromToday(today, 300)
  await sql`create temp table rota_trips on commit drop as
    select nextval(pg_get_serial_sequence('trips', 'id')) as id, t.id as src
    from trips t
    where t.kind = 'liveaboard' and t.boat_id is not null and t.start_date between ${from}::date and ${to}::date
      and not exists (
        select 1 from trips o
        where o.boat_id = t.boat_id and o.id <> t.id
          and o.start_date <= t.start_date + 28 + t.days and o.start_date + o.days >= t.start_date + 28
      )
    order by t.id`.execute(db)
  await sql`insert into trips (id, branch_id, kind, name_en, name_ar, image_url, days, start_date, seats_total, seats_available, number_of_dives, price, net_price, currency, site_id, requirements, boat_id)
    select y.id, t.branch_id, t.kind, t.name_en, t.name_ar, t.image_url, t.days, t.start_date + 28, t.seats_total, t.seats_total, t.number_of_dives, t.price, t.net_price, t.currency, t.site_id, t.requirements, t.boat_id
    from rota_trips y join trips t on t.id = y.src order by y.id`.execute(db)
  await sql`insert into trip_cabins (trip_id, cabin_type, price, single_supplement, cabins_total, cabins_left)
    select y.id, c.cabin_type, c.price, c.single_supplement, c.cabins_total, c.cabins_total from rota_trips y join trip_cabins c on c.trip_id = y.src`.execute(
    db,
  )
  await copyRoutesAndExtras(db, 'rota_trips')
}
