import { type RawBuilder, sql } from 'kysely'
import { activities, type SearchSort } from '../../../contract/activities.ts'
import { partyBit } from '../../../contract/liveaboards.ts'
import { MARKER_COUNT_CAP, TRIPS_PAGE_SIZE } from '../../../contract/trips.ts'
import { PLAN_PER_VALUES } from '../../db/index.ts'
import type { Db } from '../../db/schema.ts'

/**
 * A search as `departure_places` (migration 021) answers it: the place its entries are walked under
 * (`key`, 0 for everywhere), one center's departures (`branchId`, walked under everywhere or under a
 * site), the days a departure must start in (`from`, before `until`) or fit in (ending by `last`),
 * and what each entry must carry. Prices are already in US dollars.
 */
export type SearchPlan = {
  key: number
  /** the key is a dive site's (its trips have their own points for nearest first) */
  site: boolean
  branchId: number | null
  from: string
  until: string | null
  last: string | null
  activity: string | undefined
  days: readonly [fewest: number, most: number | null] | undefined
  level: string | undefined
  seats: number
  /** the divers going together, when the search says: a liveaboard that sells cabins must have one type that takes them all */
  party: number | null
  minUsd: number | null
  maxUsd: number | null
  payNow: boolean | undefined
  payLater: boolean | undefined
  organizationId: number | undefined
  bbox: readonly [west: number, south: number, east: number, north: number] | undefined
}
export type Origin = { lat: number; lng: number }

/** Past this many matches a total is "1,000+": counting further would cost what the catalogue holds. */
export const COUNT_CAP = 1000
/** The most entries a map's centers are gathered from: past it the answer says it is truncated. */
export const MARKER_SCAN = 1000

/**
 * Where the entries are walked: a place's entries, or one center's among everywhere's. Everywhere's
 * 0 is written into the statement, so the center's partial index (`where place_id = 0`) serves it
 * and everywhere's walks get a plan of their own, apart from a place's.
 */
function keyCondition(plan: SearchPlan): RawBuilder<boolean> {
  const place = plan.key === 0 ? sql`d.place_id = ${sql.lit(0)}` : sql`d.place_id = ${plan.key}`
  return plan.branchId === null ? sql<boolean>`${place}` : sql<boolean>`${place} and d.branch_id = ${plan.branchId}`
}

/** What every entry must carry, over `d` (departure_places): all of it in the indexes, so no row is read. */
function entryConditions(plan: SearchPlan): RawBuilder<boolean> {
  const conditions = [sql`d.start_date >= ${plan.from}`, sql`d.seats_available >= ${plan.seats}`]
  // A booking takes one type of cabin (contract: cabinSale): four seats left in two doubles not sold
  // to one alone are no room for three. Null: a departure sold by the seat (decision 053).
  if (plan.party !== null) conditions.push(sql`(d.parties is null or d.parties & ${partyBit(plan.party).toString()}::bigint <> 0)`)
  if (plan.until !== null) conditions.push(sql`d.start_date < ${plan.until}`)
  // A range: it starts by the last day (the index's range) and ends by it too.
  if (plan.last !== null) conditions.push(sql`d.start_date <= ${plan.last}`, sql`d.start_date + (d.days - 1) <= ${plan.last}::date`)
  if (plan.activity) conditions.push(sql`d.activity = ${plan.activity}`)
  if (plan.days) {
    conditions.push(sql`d.days >= ${plan.days[0]}`)
    if (plan.days[1] !== null) conditions.push(sql`d.days <= ${plan.days[1]}`)
  }
  // A course's level; trips carry none and are listed whatever it is (contract: courseLevels).
  if (plan.level) conditions.push(sql`(d.activity <> 'course' or d.level = ${plan.level})`)
  if (plan.minUsd !== null) conditions.push(sql`d.net_price_usd >= ${plan.minUsd}`)
  if (plan.maxUsd !== null) conditions.push(sql`d.net_price_usd <= ${plan.maxUsd}`)
  // Both ticked widen: a center that takes either way of paying is listed.
  if (plan.payNow && plan.payLater) conditions.push(sql`(d.pay_now or d.pay_later)`)
  else if (plan.payNow) conditions.push(sql`d.pay_now`)
  else if (plan.payLater) conditions.push(sql`d.pay_later`)
  if (plan.bbox) {
    const [west, south, east, north] = plan.bbox
    conditions.push(sql`d.lat between ${south} and ${north}`, sql`d.lng between ${west} and ${east}`)
  }
  if (plan.organizationId) {
    // A course is its agency's; a trip is an agency's when its center is affiliated.
    const id = plan.organizationId
    conditions.push(sql`(case when d.activity = 'course'
      then exists (select 1 from course_dates cd join course_templates ct on ct.id = cd.template_id where cd.id = d.departure_id and ct.organization_id = ${id})
      else exists (select 1 from branch_organizations bo where bo.branch_id = d.branch_id and bo.organization_id = ${id}) end)`)
  }
  return sql<boolean>`${sql.join(conditions, sql` and `)}`
}

const tieBreak = sql`d.start_date, d.departure_id, d.activity`
/** Each order is an index led by the place (migration 021), walked from its first entry. */
const orders: Record<Exclude<SearchSort, 'distance'>, RawBuilder<unknown>> = {
  date: tieBreak,
  'price-asc': sql`d.net_price_usd, ${tieBreak}`,
  'price-desc': sql`d.net_price_usd desc, ${tieBreak}`,
  rating: sql`d.rate desc nulls last, ${tieBreak}`,
}

/**
 * One page of a search's entries (the departure, its activity and its center's position) in its
 * order, and its total counted to 1,001. Nearest first, up to 1,000 matches (`walkAbove`) are sorted
 * by distance (their count walked them already); more are walked nearest first (`nearestFirst`).
 */
export async function findSearchEntries(db: Db, plan: SearchPlan, sort: SearchSort, origin: Origin | null, page: number, walkAbove = COUNT_CAP) {
  const matching = sql<boolean>`${keyCondition(plan)} and ${entryConditions(plan)}`
  const counting = db
    .selectFrom(
      db
        .selectFrom('departure_places as d')
        .select(sql<number>`1`.as('one'))
        .where(matching)
        .limit(COUNT_CAP + 1)
        .as('n'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  // Planned for its values: a place holds from a few entries to all of them, and which index serves a
  // page depends on how many it holds. The generic plan PostgreSQL kept after five runs read all of
  // Egypt's 17,873 entries of a month and sorted them by price (6.5 ms at 100,000 branches) where
  // the price index gives the first ten.
  const pageIn = (order: RawBuilder<unknown>) =>
    db
      .selectFrom('departure_places as d')
      .select(['d.departure_id', 'd.activity', 'd.lat', 'd.lng'])
      .where(matching)
      .orderBy(order)
      .limit(TRIPS_PAGE_SIZE)
      .offset((page - 1) * TRIPS_PAGE_SIZE)
      .modifyEnd(sql.raw(PLAN_PER_VALUES))
      .execute()
  let rows: Array<{ departure_id: number; activity: string; lat: number; lng: number }>
  let total: number
  if (sort === 'distance' && origin && plan.branchId === null) {
    // A few matches are sorted; many are walked nearest first, where they are dense.
    total = Number((await counting).total)
    const distance = sql`earth_point(d.lat, d.lng) <-> earth_point(${origin.lat}, ${origin.lng})`
    rows = total > walkAbove ? await nearestFirst(db, plan, origin, page).execute() : await pageIn(sql`${distance}, ${tieBreak}`)
  } else {
    // One center's departures are all as far from anywhere: by date.
    const [found, count] = await Promise.all([pageIn(orders[sort === 'distance' ? 'date' : sort]), counting])
    rows = found
    total = Number(count.total)
  }
  return { entries: rows, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP }
}

/** Departures a page of nearest first reads past its own, so a center's departures, as far as each other, come by date. */
const TIES = 50

/**
 * A page nearest first among more than COUNT_CAP matches: everywhere's entries from the position
 * index (migration 021), those of the search's place kept (with that many, they are dense near it);
 * a site's from its own slab of the sites' position index. The index orders by distance alone, and a
 * center's departures are all as far: the walk reads TIES more than the page needs and orders those
 * by distance, then date. A center with more than TIES departures at the edge of a page may show
 * some of them out of date order.
 */
function nearestFirst(db: Db, plan: SearchPlan, origin: Origin, page: number) {
  const distance = plan.site
    ? sql<number>`d.site_geo <-> earth_point_in(${plan.key}, ${origin.lat}, ${origin.lng})`
    : sql<number>`d.geo <-> earth_point(${origin.lat}, ${origin.lng})`
  const walked = plan.site
    ? sql<boolean>`d.site_geo <@ earth_slab(${plan.key})`
    : plan.key === 0
      ? sql<boolean>`d.place_id = ${sql.lit(0)}`
      : sql<boolean>`d.place_id = ${sql.lit(0)} and ${plan.key} = any(d.places)`
  const near = db
    .selectFrom('departure_places as d')
    .select(['d.departure_id', 'd.activity', 'd.lat', 'd.lng', 'd.start_date', distance.as('distance')])
    .where(sql<boolean>`${walked} and ${entryConditions(plan)}`)
    .orderBy(distance)
    .limit(page * TRIPS_PAGE_SIZE + TIES)
  return db
    .selectFrom(near.as('d'))
    .select(['d.departure_id', 'd.activity', 'd.lat', 'd.lng'])
    .orderBy(sql`d.distance, ${tieBreak}`)
    .limit(TRIPS_PAGE_SIZE)
    .offset((page - 1) * TRIPS_PAGE_SIZE)
}

/**
 * For each town, its entries that fit the search counted to MARKER_COUNT_CAP + 1, and its cheapest
 * (the first of its price index) with that one's center: two short walks a town, whatever the
 * number of its departures.
 */
export async function findTownMarkers(db: Db, plan: SearchPlan, towns: number[]) {
  if (towns.length === 0) return []
  const fits = entryConditions(plan)
  const rows = await db
    .selectFrom('places as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('departure_places as d')
              .select(sql<number>`1`.as('one'))
              .whereRef('d.place_id', '=', 't.id')
              .where(fits)
              .limit(MARKER_COUNT_CAP + 1)
              .as('x'),
          )
          .select((e) => e.fn.countAll<number>().as('count'))
          .as('n'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('departure_places as d')
          .select(['d.net_price_usd as usd', 'd.branch_id', 'd.departure_id', 'd.activity'])
          .whereRef('d.place_id', '=', 't.id')
          .where(fits)
          .orderBy(orders['price-asc'])
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select(['t.id', 't.lat', 't.lng', 'n.count', 'p.usd', 'p.branch_id', 'p.departure_id', 'p.activity'])
    .where('t.id', 'in', towns)
    .execute()
  return rows.map((row) => ({ ...row, count: Number(row.count), usd: Number(row.usd) }))
}

/**
 * The centers of a search's first MARKER_SCAN entries by date, gathered in grid cells `cell` degrees
 * wide (markers.ts cellDegrees): each cell's entries, whether they are one center's, where they stand
 * (the one spot, else their middle, weighted by their departures as every entry counts once) and the
 * cheapest (the lowest price, then center, then departure, as the list's price order breaks ties).
 * A bounded walk of the index alone, grouped without ordering each group: an ordered aggregate a spot
 * took 20 ms for the thousand spots of a town at 100,000 branches, where the walk took 0.5.
 */
export async function findCenterCells(db: Db, plan: SearchPlan, cell: number) {
  const walked = db
    .selectFrom('departure_places as d')
    .select(['d.branch_id', 'd.net_price_usd', 'd.lat', 'd.lng', 'd.departure_id', 'd.activity'])
    .where(sql<boolean>`${keyCondition(plan)} and ${entryConditions(plan)}`)
    .orderBy(tieBreak)
    .limit(MARKER_SCAN)
  const rows = await db
    .selectFrom(walked.as('w'))
    .select([
      sql<number>`count(*)`.as('count'),
      sql<boolean>`min(w.branch_id) = max(w.branch_id)`.as('one_center'),
      // The one spot as stored (a real: as the list gives it), or the middle of several.
      sql<number>`min(w.lat)`.as('lat'),
      sql<number>`min(w.lng)`.as('lng'),
      sql<boolean>`min(w.lat) = max(w.lat) and min(w.lng) = max(w.lng)`.as('one_spot'),
      sql<number>`avg(w.lat)`.as('mid_lat'),
      sql<number>`avg(w.lng)`.as('mid_lng'),
      // The cheapest as one array, lowest first: the price, its center, its departure and its kind's place in `activities`.
      sql<number[]>`min(array[w.net_price_usd::float8, w.branch_id, w.departure_id, array_position(${sql.val([...activities])}::text[], w.activity)])`.as(
        'cheapest',
      ),
    ])
    .groupBy([sql`floor((w.lng + 180) / ${cell})`, sql`floor((w.lat + 90) / ${cell})`])
    .execute()
  return rows.map((row) => {
    const [usd, branchId, departureId, kind] = row.cheapest.map(Number) as [number, number, number, number]
    return {
      lat: Number(row.one_spot ? row.lat : row.mid_lat),
      lng: Number(row.one_spot ? row.lng : row.mid_lng),
      count: Number(row.count),
      centers: row.one_center ? 1 : 2,
      usd,
      branchId,
      departureId,
      activity: activities[kind - 1] ?? 'diving',
    }
  })
}

/** What a marker's card shows of its center. */
export function findMarkerBranches(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('branches').select(['id', 'name_en', 'name_ar', 'image_url', 'city_en', 'city_ar', 'rate']).where('id', 'in', ids).execute()
}
export type MarkerBranchRow = Awaited<ReturnType<typeof findMarkerBranches>>[number]

/** What a marker's card shows of its cheapest departure: its name and first day (a trip or a course date, by id). */
export async function findMarkerDepartures(db: Db, tripIds: number[], courseIds: number[]) {
  const [trips, courses] = await Promise.all([
    tripIds.length > 0
      ? db
          .selectFrom('trips')
          .select(['id', sql<string>`kind::text`.as('activity'), 'name_en', 'name_ar', 'start_date'])
          .where('id', 'in', tripIds)
          .execute()
      : [],
    courseIds.length > 0
      ? db
          .selectFrom('course_dates as t')
          .innerJoin('course_templates as ct', 'ct.id', 't.template_id')
          .select(['t.id', sql<string>`'course'`.as('activity'), 'ct.name_en', 'ct.name_ar', 't.start_date'])
          .where('t.id', 'in', courseIds)
          .execute()
      : [],
  ])
  return [...trips, ...courses]
}
export type MarkerDepartureRow = Awaited<ReturnType<typeof findMarkerDepartures>>[number]
