import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { CompiledQuery, sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { buildApp } from '../../server/app.ts'
import { openDatabase, type DbHandle } from '../../server/db/index.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { growCatalogue } from '../../server/db/seed/grow.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { onEachDatabase } from './databases.ts'

// BENCH_ONLY=catalogue: each catalogue call's cost with the seeded catalogue and with 100,000
// branches and 400,000 trips, on PostgreSQL and PGlite, as the ratio large / seed: both databases
// open at once and measured in turn.
const BRANCHES = Number(process.env.BENCH_CATALOGUE_BRANCHES ?? 100_000)
const TRIPS_PER_BRANCH = 4
const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const base = '/api/website/v1'

type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: string }

const month = (ahead: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7)
}

const directory = (filter: object, lang = 'true'): Pick<Target, 'method' | 'path' | 'body'> => ({
  method: 'POST',
  path: `${base}/BranchWeb/DiveCenters?isEnglish=${lang}`,
  body: JSON.stringify({ Page: 1, ...filter }),
})

/** The next Dec 10–17 still ahead: a week's trip planned around a fixed holiday, the search's typical use. */
const december = () => {
  const now = new Date()
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 10 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  return `from=${year}-12-10&to=${year}-12-17`
}

/** The seed's places the searches by place name (server/db/seed/geography.ts). */
type BenchPlaces = Record<'Egypt' | 'Sinai' | 'Marsa Alam' | 'Elphinstone', number>
const searchPath = (query: string) => `${base}/Trips/Search?${query}&lang=1`

/** The search by place and dates (decision 025): each filter path, the map's markers and the search box's suggestions. */
const searches = (detailId: number, place: BenchPlaces): Target[] => [
  { name: 'Marsa Alam, Dec 10–17 ± 3, 2 divers', method: 'GET', path: searchPath(`place=${place['Marsa Alam']}&${december()}&flex=3&seats=2`) },
  { name: 'a region (Sinai) by price', method: 'GET', path: searchPath(`place=${place.Sinai}&sort=price-asc`) },
  { name: 'a site (Elphinstone) by distance', method: 'GET', path: searchPath(`place=${place.Elphinstone}&sort=distance`) },
  { name: 'Egypt, 5–8 days, by rating', method: 'GET', path: searchPath(`place=${place.Egypt}&length=5-8&sort=rating`) },
  { name: '9+ days, anywhere', method: 'GET', path: searchPath('length=9%2B') },
  { name: 'beginner courses next month', method: 'GET', path: searchPath(`month=${month(1)}&activity=course&level=beginner`) },
  { name: 'a center’s departures', method: 'GET', path: searchPath(`branchId=${detailId}`) },
  { name: 'near Hurghada, by distance', method: 'GET', path: searchPath('lat=27.25&lng=33.82&sort=distance') },
  { name: 'this area (Hurghada), next month', method: 'GET', path: searchPath(`bbox=33.5,26.5,34.2,27.6&month=${month(1)}`) },
  { name: 'markers: the Red Sea at zoom 6', method: 'GET', path: `${base}/Trips/Markers?bbox=32,12,44,30&zoom=6&lang=1` },
  { name: 'markers: Marsa Alam at zoom 11', method: 'GET', path: `${base}/Trips/Markers?bbox=34.6,24.8,35.1,25.3&zoom=11&lang=1` },
  { name: 'suggest "marsa"', method: 'GET', path: `${base}/Places/Suggest?q=marsa&lang=1` },
  { name: 'suggest "مرسي علم" (folded)', method: 'GET', path: `${base}/Places/Suggest?q=${encodeURIComponent('مرسي علم')}&lang=2` },
]

/** A center's own pages' ids in the seed (the same rows in the grown catalogue, which copies them). */
type BenchCenter = { branchId: number; liveaboardId: number; boatId: number; tripId: number; courseId: number | null }

/**
 * The pages a diver opens from a center (decision 027's liveaboards, migration 025's rentals): its
 * page with its pictures and latest reviews, a liveaboard and its boat, a trip's page with the
 * reviews of its kind, the gear it rents, and the trips area filtered to liveaboards.
 */
const centerPages = (center: BenchCenter, countryId: number): Target[] => [
  { name: 'branch detail (pictures, reviews, boats)', method: 'GET', path: `${base}/BranchWeb/BranchDetail?BranchId=${center.branchId}&isEnglish=false` },
  { name: 'Liveaboards/Details', method: 'GET', path: `${base}/Liveaboards/Details?tempTripId=${center.liveaboardId}` },
  { name: 'Boats/Details', method: 'GET', path: `${base}/Boats/Details?boatId=${center.boatId}` },
  { name: 'trip details, a liveaboard (its reviews)', method: 'GET', path: `${base}/Trips/TripDetails?tempTripId=${center.liveaboardId}` },
  { name: 'trip details, a dive trip (its reviews)', method: 'GET', path: `${base}/Trips/TripDetails?tempTripId=${center.tripId}` },
  { name: 'Booking/Rentals of a trip', method: 'GET', path: `${base}/Booking/Rentals?tripId=${center.tripId}&lang=1` },
  ...(center.courseId === null
    ? []
    : [{ name: 'Booking/Rentals of a course date', method: 'GET' as const, path: `${base}/Booking/Rentals?courseId=${center.courseId}&lang=1` }]),
  { name: 'liveaboards a month by date', method: 'GET', path: searchPath(`month=${month(1)}&activity=liveaboard&sort=date`) },
  { name: 'liveaboards a month by price', method: 'GET', path: searchPath(`month=${month(1)}&activity=liveaboard&sort=price-asc`) },
  { name: 'liveaboards, no month, by rating', method: 'GET', path: searchPath('activity=liveaboard&sort=rating') },
  // A party reads each liveaboard's cabins for one type that takes it (decision 053).
  { name: 'liveaboards a month, 3 divers, by price', method: 'GET', path: searchPath(`month=${month(1)}&activity=liveaboard&seats=3&sort=price-asc`) },
  { name: 'liveaboards, no month, 2 divers, by date', method: 'GET', path: searchPath('activity=liveaboard&seats=2&sort=date') },
  {
    name: 'liveaboards in Egypt a month by price',
    method: 'GET',
    path: searchPath(`month=${month(1)}&activity=liveaboard&countryId=${countryId}&sort=price-asc`),
  },
]

const targets = (detailId: number, countryId: number): Target[] => [
  { name: 'directory page 1', ...directory({}) },
  { name: 'branch detail', method: 'GET', path: `${base}/BranchWeb/BranchDetail?BranchId=${detailId}&isEnglish=true` },
  { name: 'name search "manta"', ...directory({ DiveCenterName: 'manta' }) },
  { name: 'search "dive" (common word)', ...directory({ DiveCenterName: 'dive' }) },
  { name: 'search "اوركا" (folded Arabic)', ...directory({ DiveCenterName: 'اوركا' }, 'false') },
  { name: 'search "orka" (typo)', ...directory({ DiveCenterName: 'orka' }) },
  { name: 'filtered country+lang+later Z–A', ...directory({ CountryId: countryId, Language: 'en', PayLater: true, SortBy: 'za' }) },
  { name: 'language Arabic only', ...directory({ Language: 'ar' }) },
  { name: 'directory page 5,000', ...directory({ Page: 5000 }) },
  { name: 'directory page 8,900', ...directory({ Page: 8900 }) },
  { name: 'trips a month by price', method: 'GET', path: `${base}/Trips/Search?month=${month(1)}&sort=price-asc&lang=1` },
  { name: 'trips a month by date', method: 'GET', path: `${base}/Trips/Search?month=${month(1)}&sort=date&lang=1` },
  // The trips area with no month given (this one), a name of two words, a name in a country, a month in a country by price.
  { name: 'trips, no month, by price', method: 'GET', path: `${base}/Trips/Search?sort=price-asc&lang=1` },
  { name: 'two words "blue dive"', ...directory({ DiveCenterName: 'blue dive' }) },
  { name: 'search "dive" in a country', ...directory({ DiveCenterName: 'dive', CountryId: countryId }) },
  { name: 'trips a month in a country by price', method: 'GET', path: `${base}/Trips/Search?month=${month(1)}&countryId=${countryId}&sort=price-asc&lang=1` },
]

/** The queries a request makes, while a list is set (openDatabase's onQuery). */
let capturing: CompiledQuery[] | null = null

/**
 * Database pages a request touches (shared buffers hit or read, as EXPLAIN (ANALYZE, BUFFERS)
 * counts them for each of its queries): the cost that grows with the catalogue, and unlike a time
 * the same on a busy machine as on a quiet one.
 */
async function pagesTouched(handle: DbHandle, run: () => Promise<unknown>): Promise<number> {
  capturing = []
  await run()
  const queries = capturing
  capturing = null
  let pages = 0
  for (const query of queries) {
    const { rows } = await handle.db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] | string }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${query.sql}`, [...query.parameters]),
    )
    const plan = rows[0]!['QUERY PLAN']
    const top = (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: Record<string, number> }]) : plan)[0].Plan
    pages += (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0)
  }
  return pages
}

type App = Awaited<ReturnType<typeof buildApp>>

const appOn = (handle: DbHandle): Promise<App> =>
  buildApp({
    config: loadConfig({ DIST_DIR: '/nonexistent', RATE_LIMIT: 'off', DATA_DIR: tmpdir(), CACHE_TTL_MS: '0' }),
    database: { ...handle, close: () => Promise.resolve() },
    logger: false,
  })

const send = async (app: App, target: Target) => {
  const response = await app.inject({
    method: target.method,
    url: target.path,
    payload: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
  })
  if (response.statusCode !== 200) throw new Error(`${target.name}: ${response.statusCode} ${response.body.slice(0, 200)}`)
  return response.body.length
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

type Figures = { seed: number; large: number; rounds: number[]; pages: [number, number]; bytes: [number, number] }

/**
 * Each call on the seed and on the grown catalogue in turn, ROUNDS times (seed, large, seed, large…:
 * a busy minute slows both sides, where measuring one database and then the other put the whole
 * difference of the machine's load into the ratio), RUNS / ROUNDS requests a turn after a warm-up.
 * The p50 of all the turns' requests on each side, each round's own ratio, and the pages touched.
 */
async function interleaved(seed: DbHandle, large: DbHandle, list: Target[]): Promise<Figures[]> {
  const apps = [await appOn(seed), await appOn(large)] as const
  const perTurn = Math.max(1, Math.round(RUNS / ROUNDS))
  const out: Figures[] = []
  try {
    for (const target of list) {
      for (const app of apps) for (let i = 0; i < 10; i++) await send(app, target)
      const times: [number[], number[]] = [[], []]
      const rounds: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const turn: [number[], number[]] = [[], []]
        for (const side of [0, 1] as const) {
          for (let i = 0; i < perTurn; i++) {
            const started = performance.now()
            await send(apps[side], target)
            turn[side].push(performance.now() - started)
          }
          times[side].push(...turn[side])
        }
        rounds.push(median(turn[1]) / median(turn[0]))
      }
      const pages: [number, number] = [await pagesTouched(seed, () => send(apps[0], target)), await pagesTouched(large, () => send(apps[1], target))]
      // What each side answers: a part page of the seed beside a full one of the large catalogue costs more to write, not to find.
      const bytes: [number, number] = [await send(apps[0], target), await send(apps[1], target)]
      out.push({ seed: median(times[0]), large: median(times[1]), rounds, pages, bytes })
    }
  } finally {
    for (const app of apps) await app.close()
  }
  return out
}

/** The seed grown to BRANCHES (server/db/seed/grow.ts), timed. */
async function grow(handle: DbHandle): Promise<{ seconds: number; branches: number; trips: number }> {
  const started = performance.now()
  await growCatalogue(handle.db, BRANCHES, TRIPS_PER_BRANCH)
  return { seconds: (performance.now() - started) / 1000, branches: await countOf(handle, 'branches'), trips: await countOf(handle, 'trips') }
}

/** What else the grown catalogue holds that the pages read, as "seed → large" each. */
const grownTables = [
  'branch_images',
  'reviews',
  'boats',
  'trip_cabins',
  'trip_routes',
  'trip_extras',
  'branch_rentals',
  'rental_sizes',
  'course_dates',
] as const

/** Migrated, seeded and analysed: the catalogue as a fresh install has it. */
async function seeded(databaseUrl: string | undefined, dataDir: string): Promise<DbHandle> {
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: databaseUrl ? undefined : dataDir, onQuery: (query) => capturing?.push(query) })
  await migrateToLatest(handle.db)
  await seedIfEmpty(handle.db)
  await sql`vacuum analyze`.execute(handle.db)
  return handle
}

/**
 * The pages of `branchId` (the directory's 76th center, which has boats, rentals and reviews in the
 * seed): its first liveaboard with a boat, a trip of another kind priced in its currency (rentals
 * are offered only then) and a course date likewise.
 */
async function benchCenter(handle: DbHandle, branchId: number): Promise<BenchCenter> {
  const liveaboard = await handle.db
    .selectFrom('trips')
    .select(['id', 'boat_id'])
    .where('branch_id', '=', branchId)
    .where('boat_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const branch = await handle.db.selectFrom('branches').select('currency').where('id', '=', branchId).executeTakeFirstOrThrow()
  const trip = await handle.db
    .selectFrom('trips')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('kind', '<>', 'liveaboard')
    .where('currency', '=', branch.currency)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const course = await handle.db
    .selectFrom('course_dates')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('currency', '=', branch.currency)
    .orderBy('id')
    .executeTakeFirst()
  return { branchId, liveaboardId: liveaboard.id, boatId: liveaboard.boat_id!, tripId: trip.id, courseId: course?.id ?? null }
}

const countOf = async (handle: DbHandle, table: 'branches' | 'trips' | (typeof grownTables)[number]) =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Two databases of one kind, the seed and the seed grown, open side by side and measured in turn. */
async function benchDatabase(kind: 'PostgreSQL' | 'PGlite', [seedUrl, largeUrl]: Array<string | undefined>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-catalogue-'))
  const handles: DbHandle[] = []
  try {
    const seed = await seeded(seedUrl, join(dataDir, 'seed'))
    handles.push(seed)
    const large = await seeded(largeUrl, join(dataDir, 'large'))
    handles.push(large)
    const detail = await seed.db
      .selectFrom('branches')
      .select('id')
      .where('kind', '=', 'diveCenter')
      .orderBy('id')
      .offset(75)
      .limit(1)
      .executeTakeFirstOrThrow()
    const egypt = await seed.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const named = await seed.db.selectFrom('places').select(['id', 'name_en']).where('name_en', 'in', ['Egypt', 'Sinai', 'Marsa Alam', 'Elphinstone']).execute()
    const places = Object.fromEntries(named.map((row) => [row.name_en, row.id])) as BenchPlaces
    // BENCH_CALLS=markers,suggest measures only the calls whose names hold one of those words (while tuning).
    const only = process.env.BENCH_CALLS?.split(',')
    const list = [...targets(detail.id, egypt.id), ...searches(detail.id, places), ...centerPages(await benchCenter(seed, detail.id), egypt.id)].filter(
      (target) => !only || only.some((word) => target.name.includes(word)),
    )
    const [seedCount, seedTrips] = [await countOf(seed, 'branches'), await countOf(seed, 'trips')]
    const grown = await grow(large)
    const figures = await interleaved(seed, large, list)
    console.log(
      `\n${kind}: ${seedCount} → ${grown.branches.toLocaleString('en')} branches, ${seedTrips.toLocaleString('en')} → ${grown.trips.toLocaleString('en')} trips (grown in ${grown.seconds.toFixed(0)} s), a course date a branch; divers, and bookings but the reviewed ones, at seed size`,
    )
    const sizes: string[] = []
    for (const table of grownTables)
      sizes.push(`${table} ${(await countOf(seed, table)).toLocaleString('en')} → ${(await countOf(large, table)).toLocaleString('en')}`)
    console.log(`  ${sizes.join(', ')}`)
    console.log(`  p50 of ${RUNS} in-process requests a side, one at a time, seed and large in turn over ${ROUNDS} rounds (ms);`)
    console.log("  the lowest and highest of the rounds' ratios; the database pages one request touches; the answer's size (KB):")
    console.log(
      `    ${'call'.padEnd(42)} ${'seed'.padStart(7)} ${'large'.padStart(7)} ${'ratio'.padStart(6)} ${'rounds'.padStart(11)}   ${'pages'.padStart(13)}   ${'answer KB'.padStart(12)}`,
    )
    let over = 0
    list.forEach((target, i) => {
      const { seed: before, large: after, rounds, pages, bytes } = figures[i]!
      const answer = `${(bytes[0] / 1024).toFixed(1)} → ${(bytes[1] / 1024).toFixed(1)}`
      const ratio = after / before
      if (ratio > 1.5) over++
      const spread = `${Math.min(...rounds).toFixed(2)}–${Math.max(...rounds).toFixed(2)}`
      console.log(
        `    ${target.name.padEnd(42)} ${before.toFixed(2).padStart(7)} ${after.toFixed(2).padStart(7)} ${ratio.toFixed(2).padStart(6)} ${spread.padStart(11)}   ${`${pages[0]} → ${pages[1]}`.padStart(13)}   ${answer.padStart(12)}${ratio > 1.5 ? '  > 1.5' : ''}`,
      )
    })
    console.log(`  ${list.length} calls, ${over} over 1.5×`)
  } finally {
    for (const handle of handles) await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchCatalogue(): Promise<void> {
  console.log(`\nCatalogue at ${BRANCHES.toLocaleString('en')} branches — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`)
  console.log('  pages past 100 are answered as page 100 (the directory serves its first 100 pages: docs/decisions/016)')
  // Two kept databases while tuning (the seed and one already grown: no growth, nothing dropped):
  // BENCH_CATALOGUE_KEPT=postgres://…/seed,postgres://…/large
  const kept = process.env.BENCH_CATALOGUE_KEPT?.split(',')
  if (kept?.length === 2) return benchDatabase('PostgreSQL', kept)
  await onEachDatabase(['reefline_catalogue_seed', 'reefline_catalogue_large'], (urls) => benchDatabase(urls[0] ? 'PostgreSQL' : 'PGlite', urls))
}
