import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/index.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/db/seed/index.ts'
import { prepareDatabase } from '../../server/db/startup.ts'
import { inTransaction } from '../../server/db/transaction.ts'

const base = '/api/website/v1'
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

/**
 * Booking mail through the outbox, one process on PGlite, to a local SMTP server: how many
 * messages a second are queued and sent, and how long after a booking is asked for its
 * confirmation has left (median, p99).
 */
export async function benchMessages(): Promise<void> {
  const arrived = new Map<string, number>()
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
        if (reference && !arrived.has(reference)) arrived.set(reference, performance.now())
        callback()
      })
    },
  })
  await new Promise<void>((done) => smtp.listen(18_961, '127.0.0.1', done))
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-bench-messages-'))
  const database = await openDatabase({ pgliteDataDir: null })
  await prepareDatabase(database)
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
    console.log('\nBooking mail through the outbox (one process, PGlite, local SMTP)')
    // Throughput: 500 messages queued in one transaction, then sent.
    const n = 500
    let started = performance.now()
    await inTransaction(database.db, async (trx) => {
      for (let i = 0; i < n; i++) await app.outbox.enqueue(trx, 'mail', { to: `bench-${i}@reefline.test`, subject: `Bench ${i}`, text: 'Bench message' })
    })
    const queuedMs = performance.now() - started
    started = performance.now()
    const before = received
    while (received - before < n) await app.outbox.drain()
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
    await new Promise<void>((done) => smtp.close(() => done()))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
