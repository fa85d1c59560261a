import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { picture, pictureFacts } from './images.ts'
import { BranchDetailResponseSchema } from '../../contract/branches.ts'
import { CreateBookingResponseSchema } from '../../contract/booking.ts'
import { SessionResponseSchema } from '../../contract/users.ts'
import { type DbHandle, openDatabase } from '../db/index.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { actionKey, freshPostgresDatabase } from './harness.ts'
import { type ServerProcess, startServer, untilHealthy } from './processes.ts'

/**
 * Two real server processes on one PostgreSQL, no JWT_SECRET, rate limits on: what one does, the
 * other knows, because sessions, idempotency keys, counters and the signing key live in the
 * database. (PGlite is one process's database: see data-dir-lock.test.ts.)
 */
const CACHE_TTL_MS = 1500
let a: ServerProcess
let b: ServerProcess
let database: DbHandle
let drop: () => Promise<void>

type Call = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }
async function http(server: ServerProcess, path: string, { method = 'GET', body, token, headers = {} }: Call = {}) {
  const response = await fetch(`${server.url}/api/website/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, json: await response.json() }
}

const login = async (server: ServerProcess) =>
  v.parse(SessionResponseSchema, (await http(server, '/Users/Login', { method: 'POST', body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).json).data

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes, one PostgreSQL', () => {
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    const env = { DATABASE_URL: fresh.url, RATE_LIMIT: 'on', JWT_SECRET: '', CACHE_TTL_MS: String(CACHE_TTL_MS) }
    ;[a, b] = await Promise.all([startServer(env), startServer(env)])
    await Promise.all([untilHealthy(a), untilHealthy(b)])
    database = await openDatabase({ databaseUrl: fresh.url })
  }, 90_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.close()
    await drop?.()
  })

  it('are two processes', () => {
    expect(a.child.pid).toBeGreaterThan(0)
    expect(b.child.pid).not.toBe(a.child.pid)
  })

  it('share the signing key and the sessions', async () => {
    const session = await login(a)
    expect((await http(b, '/Users/GetProfileData', { token: session.accessToken })).status).toBe(200)
    const rotated = await http(b, '/Users/RefreshTokens', { method: 'POST', body: { refreshToken: session.refreshToken } })
    expect(rotated.status).toBe(200)
    // Signing out on B ends the session on A at once, access token included.
    await http(b, '/Users/Logout', { method: 'POST', body: { refreshToken: v.parse(SessionResponseSchema, rotated.json).data.refreshToken } })
    const after = await http(a, '/Users/GetProfileData', { token: session.accessToken })
    expect(after.status).toBe(401)
    expect((after.json as { code: string }).code).toBe('SessionEnded')
  })

  it('replay an idempotent booking made on the other process, once', async () => {
    const trip = await database.db
      .selectFrom('trips as t')
      .innerJoin('branches as br', 'br.id', 't.branch_id')
      .select(['t.id', 't.seats_available'])
      .where('br.pay_later', '=', true)
      .where('t.seats_available', '>=', 3)
      .where('t.start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
      .orderBy('t.id')
      .executeTakeFirstOrThrow()
    const { accessToken } = await login(a)
    const request = {
      method: 'POST',
      token: accessToken,
      headers: { 'idempotency-key': actionKey('book') },
      body: { tripId: trip.id, seats: 2, paymentType: 2 },
    }
    const first = await http(a, '/Booking/Create', request)
    const second = await http(b, '/Booking/Create', request)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(v.parse(CreateBookingResponseSchema, second.json)).toEqual(v.parse(CreateBookingResponseSchema, first.json))
    expect(await database.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).execute()).toHaveLength(1)
    const seats = await database.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()
    expect(seats.seats_available).toBe(trip.seats_available - 2)
  })

  it('count sign-in attempts for one e-mail together', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await http(i % 2 ? b : a, '/Users/Login', { method: 'POST', body: { email: 'limit-shared@reefline.test', password: 'wrong-password' } })).status,
      )
    }
    // Ten a minute for an address and e-mail, counted across both processes.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('keep their caches apart, each stale for at most CACHE_TTL_MS', async () => {
    const trip = await database.db
      .selectFrom('trips as t')
      .innerJoin('branches as br', 'br.id', 't.branch_id')
      .select(['t.id', 't.branch_id'])
      .where('br.pay_later', '=', true)
      .where('t.kind', '=', 'diving')
      // One that asks nothing of its divers: this booking names none.
      .where('t.requirements', 'is', null)
      .where('t.seats_available', '>=', 2)
      .where('t.start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
      .orderBy('t.start_date')
      .executeTakeFirstOrThrow()
    const seatsOn = async (server: ServerProcess) => {
      const answer = await http(server, `/BranchWeb/BranchDetail?BranchId=${trip.branch_id}&isEnglish=true`)
      const card = v.parse(BranchDetailResponseSchema, answer.json).data.branchDetailsDto.divingTrips.find((t) => t.tempTripId === trip.id)
      expect(card, 'the trip is on its branch page').toBeDefined()
      return { seats: card!.availableSeats, cache: answer.headers.get('x-cache') }
    }
    const before = await seatsOn(b)
    expect((await seatsOn(b)).cache).toBe('hit')
    const { accessToken } = await login(a)
    expect((await http(a, '/Booking/Create', { method: 'POST', token: accessToken, body: { tripId: trip.id, seats: 1, paymentType: 2 } })).status).toBe(201)
    // A booked on its own process, so its cache is cleared at once; B serves its copy until it expires.
    expect((await seatsOn(a)).seats).toBe(before.seats - 1)
    await new Promise((wait) => setTimeout(wait, CACHE_TTL_MS + 200))
    expect(await seatsOn(b)).toEqual({ seats: before.seats - 1, cache: 'miss' })
  })

  it('serve a picture uploaded through one from the other', async () => {
    const { accessToken } = await login(a)
    const png = await picture('png')
    const form = new FormData()
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'card.png')
    const uploaded = await fetch(`${a.url}/api/website/v1/Mobile/ChangeCertificateImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const { data } = (await uploaded.json()) as { data: { imagePath: string } }
    const served = await fetch(`${b.url}${data.imagePath}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(await pictureFacts(Buffer.from(await served.arrayBuffer()))).toMatchObject({ width: 40, height: 30, format: 'png' })
  })
})
