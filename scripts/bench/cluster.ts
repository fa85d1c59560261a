import autocannon from 'autocannon'
import pg from 'pg'
import { adminUrl, databaseUrlFor } from '../../server/test/pg-url.ts'
import { nginxAvailable, startCluster } from '../cluster.ts'

/**
 * Throughput through nginx with one API process and with three, on one PostgreSQL: a directory page
 * (a read sent as POST) and a booking (a write: seats taken, a reservation, a notification). The
 * load generator shares this machine's cores with the processes and the database, so the ratio is
 * what this machine can show, not what three machines would.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const base = '/api/website/v1'

type Figures = { rps: number; p50: number; p99: number; non2xx: number }

function load(url: string, method: 'GET' | 'POST', body: string, headers: Record<string, string>): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method, body, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS, duration: DURATION },
      (error, result) =>
        error
          ? reject(error instanceof Error ? error : new Error(String(error)))
          : resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }),
    )
  })
}

/**
 * The demo diver's token through the deployment, and a departure with `seats` free at a center that
 * takes payment on arrival, so every booking a run makes succeeds.
 */
export async function demoDiverAndRoomyDeparture(url: string, databaseUrl: string, seats: number): Promise<{ accessToken: string; tripId: number }> {
  const login = await fetch(`${url}${base}/Users/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'diver@reefline.test', password: 'Reefline!2026' }),
  })
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const trip = await client.query<{ id: number }>(
    `insert into trips (branch_id, kind, name_en, name_ar, image_url, days, start_date, seats_total, seats_available, number_of_dives, price, net_price, currency)
     select id, 'diving', 'Bench', 'قياس', '/x.svg', 1, current_date + 30, $1, $1, 2, 50, 50, 'USD' from branches where pay_later order by id limit 1 returning id`,
    [seats],
  )
  await client.end()
  return { accessToken, tripId: trip.rows[0]!.id }
}

async function measure(databaseUrl: string, size: number) {
  const cluster = await startCluster({ databaseUrl, size, distDir: '/nonexistent', env: { RATE_LIMIT: 'off', CACHE_TTL_MS: '0', PG_POOL_MAX: '10' } })
  try {
    const { accessToken, tripId } = await demoDiverAndRoomyDeparture(cluster.url, databaseUrl, 1_000_000)
    const directory = await load(`${cluster.url}${base}/BranchWeb/DiveCenters?isEnglish=true`, 'POST', JSON.stringify({ Page: 1 }), {})
    const booking = await load(`${cluster.url}${base}/Booking/Create`, 'POST', JSON.stringify({ tripId, seats: 1, paymentType: 2 }), {
      authorization: `Bearer ${accessToken}`,
    })
    return { directory, booking }
  } finally {
    await cluster.stop()
  }
}

const row = (name: string, f: Figures) =>
  `  ${name.padEnd(30)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms${f.non2xx ? `   non-2xx ${f.non2xx}` : ''}`

export async function benchCluster(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  if (!nginxAvailable()) {
    console.log('\n== Through nginx, 1 and 3 processes: skipped (nginx is not installed: sudo apt-get install nginx)')
    return
  }
  const name = `reefline_bench_cluster_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl(url) })
  try {
    await admin.connect()
  } catch {
    console.log('\n== Through nginx, 1 and 3 processes: skipped (no PostgreSQL: set DATABASE_URL)')
    return
  }
  console.log(`\n== Through nginx on one PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each, rate limits and micro-cache off`)
  const results: Record<number, Awaited<ReturnType<typeof measure>>> = {}
  try {
    for (const size of [1, 3]) {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`create database ${name}`)
      results[size] = await measure(databaseUrlFor(url, name), size)
      console.log(`${size} process${size > 1 ? 'es' : ''}:`)
      console.log(row('directory page (POST)', results[size].directory))
      console.log(row('booking (POST, pay on arrival)', results[size].booking))
    }
    const ratio = (pick: (r: Awaited<ReturnType<typeof measure>>) => Figures) => (pick(results[3]!).rps / pick(results[1]!).rps).toFixed(2)
    console.log(`3 processes / 1: directory ${ratio((r) => r.directory)}×, booking ${ratio((r) => r.booking)}×`)
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
