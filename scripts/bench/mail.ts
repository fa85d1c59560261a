import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/index.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/db/seed/index.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { prepareDatabase } from '../../server/db/startup.ts'
import { inTransaction } from '../../server/db/transaction.ts'
import { adminUrl, databaseUrlFor } from '../../server/test/pg-url.ts'
import { nginxAvailable, startCluster } from '../cluster.ts'
import { demoDiverAndRoomyDeparture } from './cluster.ts'

const base = '/api/website/v1'
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

/**
 * Booking mail as jobs, one process on PGlite, to a local SMTP server: how many
 * messages a second are queued and sent, and how long after a booking is asked for its
 * confirmation has left (median, p99).
 */
export async function benchMail(): Promise<void> {
  const catcher = await referenceCatcher(18_961)
  const arrived = catcher.arrived
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-bench-mail-'))
  const database = await openDatabase({ pgliteDataDir: null })
  await prepareDatabase(database, seedIfEmpty)
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DIST_DIR: '/nonexistent',
      RATE_LIMIT: 'off',
      SMTP_URL: 'smtp://127.0.0.1:18961',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    }),
    database,
    logger: false,
  })
  try {
    await app.ready()
    console.log('\nBooking mail as jobs (one process, PGlite, local SMTP)')
    // Throughput: 500 messages queued in one transaction, then sent.
    const n = 500
    let started = performance.now()
    await inTransaction(database.db, async (trx) => {
      for (let i = 0; i < n; i++) await app.jobs.enqueue(trx, 'mail', { to: `bench-${i}@reefline.test`, subject: `Bench ${i}`, text: 'Bench message' })
    })
    const queuedMs = performance.now() - started
    started = performance.now()
    const before = catcher.received()
    while (catcher.received() - before < n) await app.jobs.drain()
    const sentMs = performance.now() - started
    console.log(`  queued: ${((n / queuedMs) * 1000).toFixed(0)} messages/s; sent: ${((n / sentMs) * 1000).toFixed(0)} messages/s (${n} messages)`)

    // Delay: a booking asked for → its confirmation received by the SMTP server.
    const login = await app.inject({ method: 'POST', url: `${base}/Users/Login`, payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken
    const trips = await database.db
      .selectFrom('trips as t')
      .innerJoin('branches as b', 'b.id', 't.branch_id')
      .select('t.id')
      .where('b.pay_later', '=', true)
      .where('t.seats_available', '>=', 2)
      .where('t.start_date', '>', new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
      .limit(60)
      .execute()
    const delays: number[] = []
    for (const [i, trip] of trips.entries()) {
      const asked = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: `${base}/Booking/Create`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-${i}-${Date.now()}` },
        payload: { tripId: trip.id, seats: 1, paymentType: 2 },
      })
      if (response.statusCode !== 201) continue
      const reference = response.json<{ data: { paymentRefrence: string } }>().data.paymentRefrence
      while (!arrived.has(reference)) await new Promise((wait) => setTimeout(wait, 2))
      delays.push(arrived.get(reference)! - asked)
    }
    if (delays.length > 0)
      console.log(
        `  booking → confirmation received: median ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms (${delays.length} bookings, one at a time)`,
      )
  } finally {
    await app.close()
    await catcher.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A local SMTP server that counts what it receives and notes when each booking reference's first message arrived, and how many came for it. */
async function referenceCatcher(port: number) {
  const arrived = new Map<string, number>()
  const copies = new Map<string, number>()
  let received = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        received++
        const reference = /RL-[A-Z0-9]{10}/.exec(head)?.[0]
        if (reference) {
          if (!arrived.has(reference)) arrived.set(reference, performance.now())
          copies.set(reference, (copies.get(reference) ?? 0) + 1)
        }
        callback()
      })
    },
  })
  await new Promise<void>((done) => smtp.listen(port, '127.0.0.1', done))
  return { arrived, copies, received: () => received, close: () => new Promise<void>((done) => smtp.close(() => done())) }
}

const BOOKINGS = 120
const AT_ONCE = 8

/** Bookings sent through nginx to `size` processes, eight at a time: how long until each one's confirmation reaches the SMTP server. */
async function deliveryThrough(databaseUrl: string, size: number, smtpPort: number) {
  const catcher = await referenceCatcher(smtpPort)
  const cluster = await startCluster({
    databaseUrl,
    size,
    distDir: '/nonexistent',
    env: { RATE_LIMIT: 'off', CACHE_TTL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  })
  try {
    const { accessToken, tripId } = await demoDiverAndRoomyDeparture(cluster.url, databaseUrl, 100_000)
    const asked = new Map<string, number>()
    const started = performance.now()
    let next = 0
    const book = async () => {
      while (next < BOOKINGS) {
        const i = next++
        const at = performance.now()
        const response = await fetch(`${cluster.url}${base}/Booking/Create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'idempotency-key': `bench-${size}-${i}-${Date.now()}` },
          body: JSON.stringify({ tripId, seats: 1, paymentType: 2 }),
        })
        if (response.status !== 201) continue
        asked.set(((await response.json()) as { data: { paymentRefrence: string } }).data.paymentRefrence, at)
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, book))
    const deadline = performance.now() + 120_000
    while ([...asked.keys()].some((reference) => !catcher.arrived.has(reference)) && performance.now() < deadline)
      await new Promise((wait) => setTimeout(wait, 20))
    const delays = [...asked].filter(([reference]) => catcher.arrived.has(reference)).map(([reference, at]) => catcher.arrived.get(reference)! - at)
    const last = Math.max(...[...asked.keys()].map((reference) => catcher.arrived.get(reference) ?? 0))
    // Reminders and review requests are due days later: one message per booking is expected now.
    const twice = [...asked.keys()].filter((reference) => (catcher.copies.get(reference) ?? 0) > 1).length
    return {
      booked: asked.size,
      sent: delays.length,
      perSecond: (delays.length / (last - started)) * 1000,
      median: percentile(delays, 50),
      p99: percentile(delays, 99),
      twice,
    }
  } finally {
    await cluster.stop()
    await catcher.close()
  }
}

/** The same delivery with one process and with three behind nginx, on one PostgreSQL (every process runs job workers). */
export async function benchMailCluster(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  if (!nginxAvailable()) {
    console.log('\nBooking mail through nginx, 1 and 3 processes: skipped (nginx is not installed)')
    return
  }
  const admin = new pg.Client({ connectionString: adminUrl(url) })
  try {
    await admin.connect()
  } catch {
    console.log('\nBooking mail through nginx, 1 and 3 processes: skipped (no PostgreSQL: set DATABASE_URL)')
    return
  }
  const name = `reefline_bench_mail_${process.pid}`
  console.log(`\nBooking mail through nginx on one PostgreSQL: ${BOOKINGS} bookings, ${AT_ONCE} at a time, each confirmation to a local SMTP server`)
  try {
    for (const size of [1, 3]) {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`create database ${name}`)
      const f = await deliveryThrough(databaseUrlFor(url, name), size, 18_962 + size)
      console.log(
        `  ${size} process${size > 1 ? 'es' : ' '}: ${f.sent}/${f.booked} confirmations, ${f.perSecond.toFixed(1)}/s; booking → received median ${f.median.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms; sent twice: ${f.twice}`,
      )
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
