import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { CompiledQuery, sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { buildApp } from '../../server/app.ts'
import { openDatabase, type DbHandle } from '../../server/db/index.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { seedCatalogue } from '../../server/db/seed/catalogue.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { createRandom } from '../../server/db/seed/random.ts'
import { root } from '../build-stamp.ts'
import { onEachDatabase } from './databases.ts'

const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 10_000)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const base = '/api/website/v1'

/** `auth`: sent as the signed-in demo diver (the catalogue must cost them what it costs a visitor). */
type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: string; auth?: boolean }
type Figures = { rps: number; p50: number; p99: number; non2xx: number }

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

const headersFor = (target: Target, token: string | undefined): Record<string, string> => ({
  ...(target.body ? { 'content-type': 'application/json' } : {}),
  ...(target.auth && token ? { authorization: `Bearer ${token}` } : {}),
})

/** The demo diver's access token from a running server (or an app under inject). */
async function demoToken(post: (path: string, body: string) => Promise<string>): Promise<string> {
  const answer = JSON.parse(await post(`${base}/Users/Login`, JSON.stringify({ email: 'diver@reefline.test', password: 'Reefline!2026' }))) as {
    data: { accessToken: string }
  }
  return answer.data.accessToken
}

function load(url: string, target: Target, token?: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${target.path}`,
        method: target.method,
        body: target.body,
        headers: headersFor(target, token),
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (error, result) =>
        error
          ? reject(error instanceof Error ? error : new Error(String(error)))
          : resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }),
    )
  })
}

/** The seeded catalogue grown to BRANCHES with generated centers, then ANALYZE. */
async function prepare(handle: DbHandle): Promise<number> {
  const started = performance.now()
  const { count } = await handle.db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const missing = BRANCHES - Number(count)
  if (missing > 0) {
    await handle.db
      .transaction()
      .execute((trx) =>
        seedCatalogue(trx, createRandom(7), { diveCenters: missing, freelancers: 0, today: new Date(), imagesPerBranch: [3, 5], tripsPerBranch: [2, 6] }),
      )
  }
  // As autovacuum would after a bulk load (PGlite has none).
  await sql`vacuum analyze`.execute(handle.db)
  return (performance.now() - started) / 1000
}

/** EXPLAIN ANALYZE of exactly the SQL the handlers ran for one request of each target. */
async function explain(handle: DbHandle, captured: CompiledQuery[], targets: Target[]): Promise<string[]> {
  const app = await buildApp({
    config: loadConfig({ DIST_DIR: '/nonexistent', RATE_LIMIT: 'off', DATA_DIR: tmpdir(), CACHE_TTL_MS: '0' }),
    database: { ...handle, close: () => Promise.resolve() },
    logger: false,
  })
  const token = await demoToken(
    async (path, body) => (await app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json' } })).body,
  )
  const lines: string[] = []
  for (const target of targets) {
    captured.length = 0
    await app.inject({ method: target.method, url: target.path, payload: target.body, headers: headersFor(target, token) })
    const queries = [...captured]
    lines.push(`  ${target.name} (${queries.length} queries):`)
    for (const query of queries) {
      const plan = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, costs off) ${query.sql}`, [...query.parameters]))
      const text = plan.rows.map((row) => row['QUERY PLAN'])
      const scans = [
        ...new Set(
          text.flatMap((line) => {
            const m = /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using (\S+))? on (\S+)/.exec(line)
            return m ? [`${m[1]} ${m[2] ?? m[3]}`] : []
          }),
        ),
      ]
      const time = text.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?'
      lines.push(`    ${time.padStart(9)}  ${scans.join(', ') || '(no table)'}`)
    }
  }
  await app.close()
  return lines
}

/** Next month, as the trips area opens it (`/trips?date=YYYY-MM`). */
const nextMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
}

const targets = (detailId: number, countryId: number): Target[] => [
  { name: 'DiveCenters page 1', method: 'POST', path: `${base}/BranchWeb/DiveCenters?isEnglish=true`, body: JSON.stringify({ Page: 1 }) },
  { name: 'DiveCenters page 1 signed in', method: 'POST', path: `${base}/BranchWeb/DiveCenters?isEnglish=true`, body: JSON.stringify({ Page: 1 }), auth: true },
  {
    name: 'DiveCenters name search',
    method: 'POST',
    path: `${base}/BranchWeb/DiveCenters?isEnglish=true`,
    body: JSON.stringify({ Page: 1, DiveCenterName: 'manta' }),
  },
  {
    name: 'DiveCenters filtered',
    method: 'POST',
    path: `${base}/BranchWeb/DiveCenters?isEnglish=true`,
    body: JSON.stringify({ Page: 1, CountryId: countryId, Language: 'en', PayLater: true, SortBy: 'za' }),
  },
  { name: 'BranchDetail', method: 'GET', path: `${base}/BranchWeb/BranchDetail?BranchId=${detailId}&isEnglish=true` },
  { name: 'BranchDetail signed in', method: 'GET', path: `${base}/BranchWeb/BranchDetail?BranchId=${detailId}&isEnglish=true`, auth: true },
  { name: 'Trips/Search a month', method: 'GET', path: `${base}/Trips/Search?month=${nextMonth()}&lang=1` },
  { name: 'Trips/Search a month by price', method: 'GET', path: `${base}/Trips/Search?month=${nextMonth()}&sort=price-asc&lang=1` },
  { name: 'Trips/Search diving by price', method: 'GET', path: `${base}/Trips/Search?activity=diving&sort=price-asc&lang=1` },
]

/** Per-request cost with the catalogue small and large: in-process, sequential, no network. */
async function perRequestMs(handle: DbHandle, list: Target[]): Promise<Array<{ p50: number; p99: number }>> {
  const app = await buildApp({
    config: loadConfig({ DIST_DIR: '/nonexistent', RATE_LIMIT: 'off', DATA_DIR: tmpdir(), CACHE_TTL_MS: '0' }),
    database: { ...handle, close: () => Promise.resolve() },
    logger: false,
  })
  const token = await demoToken(
    async (path, body) => (await app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json' } })).body,
  )
  const out: Array<{ p50: number; p99: number }> = []
  for (const target of list) {
    const run = () => app.inject({ method: target.method, url: target.path, payload: target.body, headers: headersFor(target, token) })
    for (let i = 0; i < 20; i++) await run()
    const times: number[] = []
    for (let i = 0; i < 200; i++) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    out.push({ p50: times[100]!, p99: times[197]! })
  }
  await app.close()
  return out
}

async function benchDatabase(kind: 'postgres' | 'pglite', databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-bench-'))
  const captured: CompiledQuery[] = []
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: databaseUrl ? undefined : join(dataDir, 'db'), onQuery: (query) => captured.push(query) })
  try {
    await migrateToLatest(handle.db)
    await seedIfEmpty(handle.db)
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
    const small = await perRequestMs(handle, list)
    const smallCount = Number(
      (
        await handle.db
          .selectFrom('branches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const seconds = await prepare(handle)
    const large = await perRequestMs(handle, list)
    captured.length = 0
    const plans = await explain(handle, captured, list)
    await handle.close()

    console.log(
      `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — ${BRANCHES.toLocaleString('en')} branches (grown in ${seconds.toFixed(1)} s), autocannon -c ${CONNECTIONS} -d ${DURATION} over loopback`,
    )
    console.log(`  database path in-process, one at a time, p50 / p99 (ms), ${smallCount} → ${BRANCHES.toLocaleString('en')} branches:`)
    const ms = (f: { p50: number; p99: number }) => `${f.p50.toFixed(2)} / ${f.p99.toFixed(2)}`.padStart(13)
    list.forEach((target, i) => console.log(`    ${target.name.padEnd(30)} ${ms(small[i]!)} → ${ms(large[i]!)}`))
    console.log('  EXPLAIN ANALYZE at full size (execution time, access paths):')
    for (const line of plans) console.log(line)

    // The real server process (cache off, then on), and the static ceiling serving the very same bytes.
    const files = mkdtempSync(join(tmpdir(), 'reefline-static-'))
    const staticPort = 18_920 + (kind === 'postgres' ? 1 : 2)
    const rows: string[][] = list.map((target) => [target.name])
    let ceiling: ChildProcess | undefined
    try {
      for (const ttl of ['0', '2000']) {
        const apiPort = 18_900 + (kind === 'postgres' ? 1 : 2)
        const server = spawn(process.execPath, [join(root, 'server/main.ts')], {
          env: {
            ...process.env,
            PORT: String(apiPort),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl ?? '',
            RATE_LIMIT: 'off',
            LOG_LEVEL: 'warn',
            DIST_DIR: '/nonexistent',
            CACHE_TTL_MS: ttl,
          },
          stdio: 'ignore',
        })
        try {
          await waitFor(`http://127.0.0.1:${apiPort}/api/health`, server)
          const token = await demoToken(async (path, body) =>
            (await fetch(`http://127.0.0.1:${apiPort}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })).text(),
          )
          for (const [i, target] of list.entries()) {
            if (!ceiling) {
              const response = await fetch(`http://127.0.0.1:${apiPort}${target.path}`, {
                method: target.method,
                body: target.body,
                headers: headersFor(target, token),
              })
              writeFileSync(join(files, `t${i}.json`), Buffer.from(await response.arrayBuffer()))
            }
            const figures = await load(`http://127.0.0.1:${apiPort}`, target, token)
            rows[i]!.push(
              `${figures.rps.toFixed(0).padStart(6)} ${String(figures.p50).padStart(4)} ${String(figures.p99).padStart(4)}${figures.non2xx ? ` (${figures.non2xx} non-2xx!)` : ''}`,
            )
          }
        } finally {
          server.kill('SIGTERM')
          await new Promise((resolve) => server.once('exit', resolve))
        }
        if (!ceiling) {
          ceiling = spawn(process.execPath, [join(root, 'scripts/bench/static-server.ts'), files, String(staticPort)], { stdio: 'ignore' })
          await waitFor(`http://127.0.0.1:${staticPort}/t0.json`, ceiling)
        }
      }
      console.log('  under load: req/s p50 p99 (ms)   database path   |  2 s micro-cache  | static file | share of the ceiling (db / cached)')
      for (const [i, row] of rows.entries()) {
        const ceilingFigures = await load(`http://127.0.0.1:${staticPort}`, { name: 'static', method: 'GET', path: `/t${i}.json` })
        const share = (cell: string) => ((Number(cell.trim().split(/\s+/)[0]) / ceilingFigures.rps) * 100).toFixed(0)
        console.log(
          `    ${row[0]!.padEnd(30)} ${row[1]!.padEnd(18)}| ${row[2]!.padEnd(17)} | ${ceilingFigures.rps.toFixed(0).padStart(11)} | ${share(row[1]!)}% / ${share(row[2]!)}%`,
        )
      }
    } finally {
      ceiling?.kill('SIGTERM')
      rmSync(files, { recursive: true, force: true })
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** PostgreSQL (DATABASE_URL, or the local server on 5432) in a fresh database, then PGlite. */
export async function benchApi(): Promise<void> {
  await onEachDatabase(['reefline_bench'], ([url]) => benchDatabase(url ? 'postgres' : 'pglite', url))
}
