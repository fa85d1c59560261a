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
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const base = '/api/website/v1'

type Figures = { rps: number; p50: number; p99: number; non2xx: number }

/** Each connection signed in as its own diver (the i-th connection the i-th token), sending the i-th body. */
function load(url: string, method: 'GET' | 'POST', bodies: string[], tokens: string[]): Promise<Figures> {
  let connection = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        body: bodies[0],
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration: DURATION,
        setupClient: (client) => {
          const i = connection++
          client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` })
          client.setBody(bodies[i % bodies.length])
        },
      },
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

type Calls = { directory: Figures; booking: Figures }
type Running = { size: number; cluster: Awaited<ReturnType<typeof startCluster>>; tokens: string[]; tripIds: number[] }

/** A diver signed up through the deployment for each connection: one account's bookings take turns (its lock), many divers' do not. */
async function divers(url: string): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < CONNECTIONS; i++) {
    const response = await fetch(`${url}${base}/Users/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench Diver ${i}`, email: `bench-${i}-${process.pid}@example.com`, password: 'Bench-Diver-2026' }),
    })
    tokens.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken)
  }
  return tokens
}

async function start(databaseUrl: string, size: number): Promise<Running> {
  const cluster = await startCluster({
    databaseUrl,
    size,
    distDir: '/nonexistent',
    perAddressLimits: false,
    env: { RATE_LIMIT: 'off', CACHE_TTL_MS: '0', PG_POOL_MAX: '10' },
  })
  // A departure a diver: bookings of one departure take turns on its row, which more processes cannot change.
  const tripIds: number[] = []
  for (let i = 0; i < CONNECTIONS; i++) tripIds.push((await demoDiverAndRoomyDeparture(cluster.url, databaseUrl, 1_000_000)).tripId)
  return { size, cluster, tokens: await divers(cluster.url), tripIds }
}

async function measure({ cluster, tokens, tripIds }: Running): Promise<Calls> {
  // Signed in: nginx's catalogue cache passes a call with a token through, so the processes answer each one.
  const directory = await load(`${cluster.url}${base}/BranchWeb/DiveCenters?isEnglish=true`, 'POST', [JSON.stringify({ Page: 1 })], tokens)
  const booking = await load(
    `${cluster.url}${base}/Booking/Create`,
    'POST',
    tripIds.map((tripId) => JSON.stringify({ tripId, seats: 1, paymentType: 2 })),
    tokens,
  )
  return { directory, booking }
}

const row = (name: string, f: Figures) =>
  `    ${name.padEnd(36)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms${f.non2xx ? `   non-2xx ${f.non2xx}` : ''}`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Both deployments run side by side, each on its own database, and are loaded in turn over ROUNDS
 * rounds (1, 3, 3, 1, 1, 3…: neither always goes first): a busy minute on this shared machine slows
 * whichever runs then, and only turns spread over the whole run let the ratio show the processes
 * rather than the minute. The idle deployment waits; it takes no share of the cores meanwhile.
 */
export async function benchCluster(): Promise<void> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  if (!nginxAvailable()) {
    console.log('\n== Through nginx, 1 and 3 processes: skipped (nginx is not installed: sudo apt-get install nginx)')
    return
  }
  const names = [1, 3].map((size) => `reefline_bench_cluster_${size}_${process.pid}`)
  const admin = new pg.Client({ connectionString: adminUrl(url) })
  try {
    await admin.connect()
  } catch {
    console.log('\n== Through nginx, 1 and 3 processes: skipped (no PostgreSQL: set DATABASE_URL)')
    return
  }
  console.log(
    `\n== Through nginx on PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s a turn, 1 and 3 processes in turn over ${ROUNDS} rounds; rate limits (the app's and nginx's per address) and micro-cache off`,
  )
  const running: Running[] = []
  try {
    for (const name of names) {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`create database ${name}`)
    }
    running.push(await start(databaseUrlFor(url, names[0]!), 1), await start(databaseUrlFor(url, names[1]!), 3))
    const turns: Record<1 | 3, Calls[]> = { 1: [], 3: [] }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? running : [...running].reverse()
      console.log(`  round ${round + 1}:`)
      for (const deployment of order) {
        const calls = await measure(deployment)
        turns[deployment.size as 1 | 3].push(calls)
        console.log(`   ${deployment.size} process${deployment.size > 1 ? 'es' : ''}`)
        console.log(row('directory page (POST, signed in)', calls.directory))
        console.log(row('booking (32 divers, 32 departures)', calls.booking))
      }
    }
    for (const call of ['directory', 'booking'] as const) {
      const ratios = turns[3].map((calls, i) => calls[call].rps / turns[1][i]![call].rps)
      const [one, three] = [median(turns[1].map((c) => c[call].rps)), median(turns[3].map((c) => c[call].rps))]
      console.log(
        `  ${call}: median ${one.toFixed(0)} → ${three.toFixed(0)} req/s, 3 processes / 1 = ${(three / one).toFixed(2)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      )
    }
  } finally {
    for (const deployment of running) await deployment.cluster.stop()
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
