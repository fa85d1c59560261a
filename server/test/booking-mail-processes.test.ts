import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../contract/booking.ts'
import { SessionResponseSchema } from '../../contract/users.ts'
import { type DbHandle, openDatabase } from '../db/index.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { actionKey, freshPostgresDatabase } from './harness.ts'
import { postTo, type ServerProcess, startPair, startServer, untilHealthy } from './processes.ts'
import { type SmtpCatcher, startSmtp } from './smtp.ts'

/**
 * Two real server processes on one PostgreSQL, both sending through a real SMTP server: every
 * booking's confirmation, cancellation, reminder and review request leaves once — not once per
 * process, and not again after a process restarts.
 */
let a: ServerProcess
let b: ServerProcess
let smtp: SmtpCatcher
let database: DbHandle
let drop: () => Promise<void>
const env: Record<string, string> = {}

const http = (server: ServerProcess, path: string, body: unknown, token?: string) => postTo(server, path, body, { token, key: actionKey('mail') })

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function trip(name: string) {
  const branch = await database.db.selectFrom('branches').select('id').where('pay_later', '=', true).orderBy('id').executeTakeFirstOrThrow()
  return (
    await database.db
      .insertInto('trips')
      .values({
        branch_id: branch.id,
        kind: 'diving',
        name_en: name,
        name_ar: name,
        image_url: '/x.svg',
        days: 1,
        start_date: inDays(15),
        seats_total: 5,
        seats_available: 5,
        number_of_dives: 2,
        price: 50,
        net_price: 50,
        currency: 'USD',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}

const pendingBookingJobs = async () =>
  Number(
    (
      await database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('key', 'like', 'booking:%')
        .where('done_at', 'is', null)
        .where('next_attempt_at', '<=', new Date())
        .executeTakeFirstOrThrow()
    ).n,
  )

async function untilNoDueBookingJobs(ms = 30_000) {
  const deadline = Date.now() + ms
  while ((await pendingBookingJobs()) > 0) {
    if (Date.now() > deadline) throw new Error('booking messages still due')
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')('booking mail from two processes and a restart', () => {
  beforeAll(async () => {
    smtp = await startSmtp()
    ;({ url: env.DATABASE_URL, drop } = await freshPostgresDatabase())
    Object.assign(env, { RATE_LIMIT: 'off', JWT_SECRET: '', SMTP_URL: smtp.url, PUBLIC_URL: 'https://reefline.example' })
    ;[a, b] = await startPair(env)
    database = await openDatabase({ databaseUrl: env.DATABASE_URL })
  }, 90_000)
  afterAll(async () => {
    for (const server of [a, b]) await server?.stop()
    await database?.close()
    await drop?.()
    await smtp?.close()
  })

  it('sends each booking message once', async () => {
    const login = async (server: ServerProcess) =>
      v.parse(SessionResponseSchema, (await http(server, '/Users/Login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json).data.accessToken
    const tokens = { a: await login(a), b: await login(b) }
    const names = ['Twin Reef A1', 'Twin Reef B1', 'Twin Reef A2', 'Twin Reef B2']
    const booked: { id: number; name: string }[] = []
    for (const [i, name] of names.entries()) {
      const server = i % 2 === 0 ? a : b
      const response = await http(server, '/Booking/Create', { tripId: await trip(name), seats: 1, paymentType: 2 }, i % 2 === 0 ? tokens.a : tokens.b)
      expect(response.status).toBe(201)
      booked.push({ id: v.parse(CreateBookingResponseSchema, response.json).data.reservationId, name })
    }
    // One cancelled on the process that did not book it: its reminder and review request are withdrawn.
    expect((await http(b, '/Booking/CancelReservation', { reservationId: booked[0]!.id }, tokens.b)).status).toBe(200)
    await smtp.until((m) => m.subject?.startsWith('Booking cancelled: Twin Reef A1') ?? false)
    await smtp.until((m) => m.subject?.startsWith('Booking confirmed: Twin Reef') ?? false, 4)

    // The reminders' and review requests' time comes while both processes poll for due jobs.
    const scheduled = await database.db
      .updateTable('jobs')
      .set({ next_attempt_at: new Date() })
      .where((eb) => eb.or([eb('key', 'like', 'booking:%:reminder'), eb('key', 'like', 'booking:%:review')]))
      .where('done_at', 'is', null)
      .returning('key')
      .execute()
    expect(scheduled.map((row) => row.key).sort()).toEqual(
      booked
        .slice(1)
        .flatMap((b) => [`booking:${b.id}:reminder`, `booking:${b.id}:review`])
        .sort(),
    )
    await untilNoDueBookingJobs()

    // A restarted process finds nothing to send again: a new booking on it is all that leaves.
    await a.stop()
    a = await startServer(env)
    await untilHealthy(a)
    const again = await http(a, '/Booking/Create', { tripId: await trip('Twin Reef C1'), seats: 1, paymentType: 2 }, await login(a))
    expect(again.status).toBe(201)
    await smtp.until((m) => m.subject?.startsWith('Booking confirmed: Twin Reef C1') ?? false)
    await untilNoDueBookingJobs()

    const subjects = smtp.messages.map((m) => m.subject ?? '').filter((s) => s.includes('Twin Reef'))
    const expected = [
      ...names.map((name) => `Booking confirmed: ${name}`),
      'Booking cancelled: Twin Reef A1',
      ...names.slice(1).flatMap((name) => [`Reminder: ${name} in two days`, `How was ${name}?`]),
      'Booking confirmed: Twin Reef C1',
    ]
    expect(subjects.map((s) => s.replace(/ \(RL-\w+\)$/, '')).sort()).toEqual(expected.sort())
  }, 120_000)

  it('never lets a cancellation overtake its confirmation, whichever process sends each', async () => {
    const token = v.parse(SessionResponseSchema, (await http(a, '/Users/Login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json).data.accessToken
    // The relay is slow with the confirmation: it is still being sent by one process when the other
    // process has the cancellation to send.
    smtp.hold = (mail) => (mail.subject?.startsWith('Booking confirmed: Twin Reef D1') ? 2_500 : 0)
    try {
      const booked = await http(a, '/Booking/Create', { tripId: await trip('Twin Reef D1'), seats: 1, paymentType: 2 }, token)
      expect(booked.status).toBe(201)
      const reservationId = v.parse(CreateBookingResponseSchema, booked.json).data.reservationId
      expect((await http(b, '/Booking/CancelReservation', { reservationId }, token)).status).toBe(200)
      await smtp.until((m) => m.subject?.startsWith('Booking cancelled: Twin Reef D1') ?? false)
      const subjects = smtp.messages.map((m) => m.subject ?? '').filter((s) => s.includes('Twin Reef D1'))
      expect(subjects.map((s) => s.split(':')[0])).toEqual(['Booking confirmed', 'Booking cancelled'])
    } finally {
      smtp.hold = null
    }
  }, 60_000)
})
