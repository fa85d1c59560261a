import { connect } from 'node:net'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { startBlackHole } from './push-service.ts'
import { type SmtpCatcher, startSmtp } from './smtp.ts'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../contract/booking.ts'
import { SessionResponseSchema } from '../../contract/users.ts'
import { type DbHandle, openDatabase } from '../db/index.ts'
import { actionKey, freshPostgresDatabase } from './harness.ts'
import { picture } from './images.ts'
import { moneyViolations } from './money-invariants.ts'
import { type PostAnswer, postTo, type ServerProcess, startPair, startServer, untilHealthy } from './processes.ts'

/**
 * Faults from outside, on real processes sharing one PostgreSQL: a process killed while a card
 * payment is on its way, a payment provider and a mail relay that stall, pictures trickled in by
 * slow clients, a pool with every connection busy and a push device whose host never answers.
 * Through each of them the other process answers its health check within two seconds, and at the
 * end nothing is lost or doubled: one booking per key, one charge per booking, one mail per
 * message, seats and wallets as the bookings say.
 */
const PAYMENT_DELAY_MS = 2_500

let a: ServerProcess
let b: ServerProcess
let smtp: SmtpCatcher
let blackHole: Awaited<ReturnType<typeof startBlackHole>>
let database: DbHandle
let drop: () => Promise<void>
const env: Record<string, string> = {}

type Answer = PostAnswer

const http = (server: ServerProcess, path: string, options: { body?: unknown; token?: string; key?: string } = {}): Promise<Answer> =>
  postTo(server, path, options.body ?? {}, { token: options.token, key: options.key ?? actionKey('fault') })

/** The health check answers, 200, within two seconds. */
async function healthy(server: ServerProcess): Promise<void> {
  const started = Date.now()
  const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
  expect(response.status).toBe(200)
  expect(Date.now() - started).toBeLessThan(2_000)
}

async function departure(seats: number): Promise<number> {
  const branch = await database.db.selectFrom('branches').select('id').where('pay_now', '=', true).orderBy('id').executeTakeFirstOrThrow()
  const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const row = await database.db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: `Fault Reef ${actionKey('trip')}`,
      name_ar: 'شعاب الأعطال',
      image_url: '/x.svg',
      days: 1,
      start_date: start,
      seats_total: seats,
      seats_available: seats,
      number_of_dives: 2,
      price: 90,
      net_price: 90,
      currency: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const login = async (server: ServerProcess) =>
  v.parse(SessionResponseSchema, (await http(server, '/Users/Login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).json).data

describe.runIf(process.env.TEST_DB === 'postgres')('faults from outside', () => {
  beforeAll(async () => {
    smtp = await startSmtp()
    blackHole = await startBlackHole()
    ;({ url: env.DATABASE_URL, drop } = await freshPostgresDatabase())
    Object.assign(env, {
      RATE_LIMIT: 'off',
      JWT_SECRET: 'faults-secret-that-is-long-enough-for-hs256',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://reefline.example',
      LOCAL_PAYMENT_DELAY_MS: String(PAYMENT_DELAY_MS),
      PUSH_ALLOW_LOOPBACK: '1',
      PUSH_TIMEOUT_MS: '1000',
      PG_POOL_MAX: '4',
      DB_WAIT_MS: '1500',
    })
    ;[a, b] = await startPair(env)
    database = await openDatabase({ databaseUrl: env.DATABASE_URL })
  }, 90_000)
  afterAll(async () => {
    await blackHole?.close()
    await smtp?.close()
    for (const server of [a, b]) await server?.stop('SIGKILL')
    await database?.close()
    await drop?.()
  })

  it('a process killed while the card payment is on its way: the retry takes the booking over and it is made and charged once', async () => {
    const diver = await login(b)
    const tripId = await departure(4)
    const key = actionKey('killed')
    const body = { tripId, seats: 1, paymentType: 1, useWallet: false }
    const first = http(a, '/Booking/Create', { body, token: diver.accessToken, key }).catch(() => null)
    // The provider has taken the money and its answer is on its way when the process dies.
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_DELAY_MS / 2))
    await a.stop('SIGKILL')
    expect(await first).toBeNull()
    await healthy(b)

    // The app's retry, with the same key, on the process that is left: 409 while the dead holder's
    // lease runs out, then the booking picked up where it was.
    const started = Date.now()
    let answer: Answer
    for (;;) {
      answer = await http(b, '/Booking/Create', { body, token: diver.accessToken, key })
      if (answer.status !== 409) break
      expect(answer.json).toMatchObject({ code: 'IdempotencyInProgress' })
      expect(Date.now() - started).toBeLessThan(20_000)
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.headers.get('retry-after') ?? 1)))
    }
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const booked = v.parse(CreateBookingResponseSchema, answer.json).data
    expect(booked).toMatchObject({ status: 'Confirmed', paymentStatus: 'Paid' })
    // Asked once more, the key answers the same booking.
    const replay = await http(b, '/Booking/Create', { body, token: diver.accessToken, key })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(v.parse(CreateBookingResponseSchema, replay.json).data.reservationId).toBe(booked.reservationId)

    const reservations = await database.db.selectFrom('reservations').select(['id']).where('booking_key', '=', key).execute()
    expect(reservations).toHaveLength(1)
    const charges = await database.db
      .selectFrom('payments')
      .select('id')
      .where('reservation_id', '=', booked.reservationId)
      .where('kind', '=', 'charge')
      .execute()
    expect(charges).toHaveLength(1)
    const taken = await database.db
      .selectFrom('local_payments')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `${booked.paymentRefrence}-%`)
      .execute()
    expect(taken).toHaveLength(1)
    expect(await moneyViolations(database.db, { trips: [tripId], users: [diver.userId!] })).toEqual([])

    a = await startServer(env)
    await untilHealthy(a)
  }, 60_000)

  it('a stalled mail relay and a push device whose host never answers hold nothing back: the confirmation arrives once', async () => {
    const diver = await login(b)
    const device = await http(b, '/Notifications/PushSubscribe', {
      token: diver.accessToken,
      body: {
        endpoint: blackHole.endpoint('dead-phone'),
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    })
    expect(device.status).toBe(200)
    smtp.hold = () => 4_000
    try {
      const tripId = await departure(3)
      const made = await http(a, '/Booking/Create', { body: { tripId, seats: 1, paymentType: 2 }, token: diver.accessToken })
      expect(made.status).toBe(201)
      const reference = v.parse(CreateBookingResponseSchema, made.json).data.paymentRefrence
      // While the relay holds the confirmation and the push worker waits on the dead host, both
      // processes answer, and a booking on the other one goes through.
      for (let round = 0; round < 3; round++) {
        await healthy(a)
        await healthy(b)
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect((await http(b, '/Booking/Create', { body: { tripId, seats: 1, paymentType: 2 }, token: diver.accessToken })).status).toBe(201)
      await smtp.until((mail) => mail.subject?.includes(reference) ?? false, 1, 30_000)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(smtp.messages.filter((mail) => mail.subject?.includes(reference))).toHaveLength(1)
      expect(blackHole.connections()).toBeGreaterThan(0)
    } finally {
      smtp.hold = null
    }
  }, 60_000)

  it('pictures trickled in by slow clients while every pooled connection waits on a locked row: answered, or busy within two seconds, and whole again after', async () => {
    const diver = await login(b)
    const png = await picture('png')
    const boundary = '----fault-trickle'
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`)
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const port = Number(new URL(b.url).port)
    const uploads = Array.from({ length: 8 }, () => {
      const socket = connect(port, '127.0.0.1')
      const answered = new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('close', () => resolve(text))
        socket.on('error', () => resolve(text))
      })
      socket.write(
        `POST /api/website/v1/users/changeprofileImage HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${diver.accessToken}\r\n` +
          `Idempotency-Key: ${actionKey('trickle')}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${head.length + png.length + tail.length}\r\nConnection: close\r\n\r\n`,
      )
      socket.write(head)
      return { socket, answered }
    })
    // Meanwhile every connection of b's pool is taken by bookings of one departure, each waiting in
    // its transaction for the row another client keeps locked: more of them than connections.
    const tripId = await departure(20)
    const { default: pg } = await import('pg')
    const locker = new pg.Client({ connectionString: env.DATABASE_URL })
    await locker.connect()
    await locker.query('begin')
    await locker.query('select id from trips where id = $1 for update', [tripId])
    const bookings = Array.from({ length: 6 }, () => http(b, '/Booking/Create', { body: { tripId, seats: 1, paymentType: 2 }, token: diver.accessToken }))
    for (let round = 0; round < 4; round++) {
      for (const { socket } of uploads) socket.write(png.subarray(round * 4, round * 4 + 4))
      // b answers at once or says it is busy, within two seconds; a answers as ever.
      const started = Date.now()
      const health = await fetch(`${b.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      expect(Date.now() - started).toBeLessThan(2_000)
      if (health.status !== 200) expect([health.status, ((await health.json()) as { code: string }).code]).toEqual([503, 'ServiceBusy'])
      await healthy(a)
      await new Promise((resolve) => setTimeout(resolve, 400))
    }
    await locker.query('rollback')
    await locker.end()
    for (const { socket } of uploads) socket.write(Buffer.concat([png.subarray(16), tail]))
    const answers = await Promise.all(uploads.map((upload) => upload.answered))
    expect(answers.map((text) => text.slice(0, 12))).toEqual(Array(8).fill('HTTP/1.1 200'))
    // Each booking was made or refused as busy, nothing half-way; the pool is whole again.
    const statuses = (await Promise.all(bookings)).map((answer) => answer.status)
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(statuses),
    ).toBe(true)
    const made = await database.db.selectFrom('reservations').select('id').where('trip_id', '=', tripId).execute()
    expect(made).toHaveLength(statuses.filter((status) => status === 201).length)
    expect(await moneyViolations(database.db, { trips: [tripId] })).toEqual([])
    await healthy(b)
    expect((await http(b, '/Booking/Create', { body: { tripId, seats: 1, paymentType: 2 }, token: diver.accessToken })).status).toBe(201)
  }, 60_000)
})
