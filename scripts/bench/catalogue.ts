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
// branches and 400,000 trips, on PostgreSQL and PGlite, as the ratio large / seed.
const BRANCHES = Number(process.env.BENCH_CATALOGUE_BRANCHES ?? 100_000)
const TRIPS_PER_BRANCH = 4
const RUNS = Number(process.env.BENCH_RUNS ?? 100)
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
]

/** The queries a request makes, while a list is set (openDatabase's onQuery). */
let capturing: CompiledQuery[] | null = null

/**
 * Database pages a request touches (shared buffers hit or read, as EXPLAIN (ANALYZE, BUFFERS)
 * counts them for each of its queries): the cost that grows with the catalogue, and unlike a time
 * the same on a busy machine as on a quiet one.
 */
async function pagesTouched(handle: DbHandle, run: () => Promise<void>): Promise<number> {
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

/** p50 of RUNS sequential in-process requests (after warming up), in ms, and the pages each touches. */
async function p50s(handle: DbHandle, list: Target[]): Promise<Array<{ ms: number; pages: number }>> {
  const app = await buildApp({
    config: loadConfig({ DIST_DIR: '/nonexistent', RATE_LIMIT: 'off', DATA_DIR: tmpdir(), CACHE_TTL_MS: '0' }),
    database: { ...handle, close: () => Promise.resolve() },
    logger: false,
  })
  const out: Array<{ ms: number; pages: number }> = []
  for (const target of list) {
    const run = async () => {
      const response = await app.inject({
        method: target.method,
        url: target.path,
        payload: target.body,
        headers: target.body ? { 'content-type': 'application/json' } : {},
      })
      if (response.statusCode !== 200) throw new Error(`${target.name}: ${response.statusCode} ${response.body.slice(0, 200)}`)
    }
    for (let i = 0; i < 10; i++) await run()
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    out.push({ ms: times[Math.floor(RUNS / 2)]!, pages: await pagesTouched(handle, run) })
  }
  await app.close()
  return out
}

/** The seed grown to BRANCHES (server/db/seed/grow.ts), timed. */
async function grow(handle: DbHandle): Promise<{ seconds: number; branches: number; trips: number }> {
  const started = performance.now()
  await growCatalogue(handle.db, BRANCHES, TRIPS_PER_BRANCH)
  const count = async (table: 'branches' | 'trips') =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { seconds: (performance.now() - started) / 1000, branches: await count('branches'), trips: await count('trips') }
}

async function benchDatabase(kind: 'PostgreSQL' | 'PGlite', databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-catalogue-'))
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: databaseUrl ? undefined : join(dataDir, 'db'), onQuery: (query) => capturing?.push(query) })
  try {
    await migrateToLatest(handle.db)
    await seedIfEmpty(handle.db)
    await sql`vacuum analyze`.execute(handle.db)
    const detail = await handle.db
      .selectFrom('branches')
      .select('id')
      .where('kind', '=', 'diveCenter')
      .orderBy('id')
      .offset(75)
      .limit(1)
      .executeTakeFirstOrThrow()
    const egypt = await handle.db.selectFrom('countries').select('id').where('code', '=', 'eg').executeTakeFirstOrThrow()
    const list = targets(detail.id, egypt.id)
    const seedCount = Number(
      (
        await handle.db
          .selectFrom('branches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const seedTrips = Number(
      (
        await handle.db
          .selectFrom('trips')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const small = await p50s(handle, list)
    const grown = await grow(handle)
    const large = await p50s(handle, list)
    console.log(
      `\n${kind}: ${seedCount} → ${grown.branches.toLocaleString('en')} branches, ${seedTrips.toLocaleString('en')} → ${grown.trips.toLocaleString('en')} trips (grown in ${grown.seconds.toFixed(0)} s); divers, reservations and course dates at seed size`,
    )
    console.log(`  p50 of ${RUNS} in-process requests, one at a time (ms), and the database pages one request touches:`)
    console.log(`    ${'call'.padEnd(34)} ${'seed'.padStart(7)} ${'large'.padStart(7)} ${'ratio'.padStart(6)}   ${'pages'.padStart(13)}`)
    list.forEach((target, i) => {
      const [before, after] = [small[i]!, large[i]!]
      const ratio = after.ms / before.ms
      const pages = `${before.pages} → ${after.pages}`
      console.log(
        `    ${target.name.padEnd(34)} ${before.ms.toFixed(2).padStart(7)} ${after.ms.toFixed(2).padStart(7)} ${ratio.toFixed(2).padStart(6)}   ${pages.padStart(13)}${ratio > 1.5 ? '  > 1.5' : ''}`,
      )
    })
  } finally {
    await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchCatalogue(): Promise<void> {
  console.log(`\nCatalogue at ${BRANCHES.toLocaleString('en')} branches — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`)
  console.log('  pages past 100 are answered as page 100 (the directory serves its first 100 pages: docs/decisions/016)')
  // A kept database (already grown) while tuning: BENCH_CATALOGUE_DB=postgres://…/name
  const kept = process.env.BENCH_CATALOGUE_DB
  if (kept) {
    console.log('  (kept database: once grown, "seed" is measured at full size too — absolute figures only)')
    return benchDatabase('PostgreSQL', kept)
  }
  await onEachDatabase('reefline_catalogue', (url) => benchDatabase(url ? 'PostgreSQL' : 'PGlite', url))
}
