import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../contract/branches.ts'
import { CreateBookingResponseSchema } from '../../contract/booking.ts'
import { SessionResponseSchema } from '../../contract/users.ts'
import { type Cluster, nginxAvailable, startCluster } from '../../scripts/cluster.ts'
import { type DbHandle, openDatabase } from '../db/index.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { loadSigningSecret, TokenService } from '../modules/auth/tokens.ts'
import { actionKey, freshPostgresDatabase } from './harness.ts'
import { creditWallet, insertDeparture } from './fixtures.ts'
import { moneyViolations } from './money-invariants.ts'

/**
 * The deployment Reefline scales out with, started as `npm run start:cluster` starts it: three API
 * processes on one PostgreSQL behind nginx (deploy/nginx.conf.template), rate limits on, no
 * JWT_SECRET. Every request here is a real HTTP request; processes are killed for real.
 * CI installs nginx (.ci/run); elsewhere this suite needs it too once PostgreSQL is set.
 */
const CACHE_TTL_MS = 1500
const runs = process.env.TEST_DB === 'postgres'
if (runs && !nginxAvailable()) throw new Error('the deployment tests need nginx: `sudo apt-get install nginx` (.ci/run installs it)')

let cluster: Cluster
let database: DbHandle
let drop: () => Promise<void>
let n = 0

type Call = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }
async function http(base: string, path: string, { method = 'GET', body, token, headers = {} }: Call = {}) {
  const response = await fetch(`${base}/api/website/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: response.status, headers: response.headers, json }
}
const processUrl = (i: number) => `http://127.0.0.1:${cluster.processes[i]!.port}`
const login = async (base: string, email = DEMO_EMAIL, password = DEMO_PASSWORD) =>
  v.parse(SessionResponseSchema, (await http(base, '/Users/Login', { method: 'POST', body: { email, password } })).json).data

/**
 * A diver with a session signed by the deployment's own key (kept in the database), made here so the
 * sign-up and sign-in limits, which these tests keep on, are spent only by the test about them.
 */
async function signUp(): Promise<{ accessToken: string; userId: number }> {
  const user = await database.db
    .insertInto('users')
    .values({
      email: `deploy-${process.pid}-${n++}@reefline.test`,
      password_hash: 'not-a-password',
      name: 'Deploy Diver',
      sex: 'Male',
      country_id: null,
      mobile: null,
      is_diver: true,
      organization_id: null,
      diver_number: null,
      image_path: null,
      certificate_path: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  tokens ??= new TokenService(database.db, await loadSigningSecret(database.db, undefined))
  const session = await tokens.issue({ kind: 'user', userId: user.id, role: 'diver', lang: 'en' })
  return { accessToken: session.accessToken, userId: user.id }
}
let tokens: TokenService | undefined

const trip = (seats: number, price = 100) => insertDeparture(database.db, { seats, price, payLater: true })

/** The money rules, with what the built-in provider (its table) says it took. */
async function moneyKept(users: number[], trips: number[]) {
  const taken = await database.db
    .selectFrom('local_payments')
    .select(['idempotency_key as key', 'amount', 'provider_reference'])
    .where('kind', '=', 'charge')
    .execute()
  const references = new Set(taken.map((charge) => charge.provider_reference))
  const recorded = await database.db.selectFrom('payments').select('provider_reference').where('provider', '=', 'local').where('kind', '=', 'charge').execute()
  expect(recorded.filter((payment) => !references.has(payment.provider_reference))).toEqual([])
  expect(await moneyViolations(database.db, { users, trips })).toEqual([])
  // Every charge the provider took is recorded against one booking.
  expect(recorded.length).toBe(taken.length)
}

describe.runIf(runs)('the deployment: three processes behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase({ empty: true })
    drop = fresh.drop
    cluster = await startCluster({
      databaseUrl: fresh.url,
      size: 3,
      distDir: '/nonexistent',
      env: { RATE_LIMIT: 'on', JWT_SECRET: '', CACHE_TTL_MS: String(CACHE_TTL_MS) },
    })
    database = await openDatabase({ databaseUrl: fresh.url })
  }, 180_000)
  afterAll(async () => {
    await cluster?.stop()
    await database?.close()
    await drop?.()
  })

  it('answers through the proxy from every process in turn', async () => {
    expect(new Set(cluster.processes.map((p) => p.child.pid)).size).toBe(3)
    const builds = await Promise.all(Array.from({ length: 9 }, () => http(cluster.url, '/Settings/Intialize', { method: 'POST' })))
    expect(builds.map((answer) => answer.status)).toEqual(Array(9).fill(200))
  })

  it('refreshes on one process a session made on another', async () => {
    const session = await login(processUrl(0))
    const rotated = await http(processUrl(1), '/Users/RefreshTokens', { method: 'POST', body: { refreshToken: session.refreshToken } })
    expect(rotated.status).toBe(200)
    const next = v.parse(SessionResponseSchema, rotated.json).data
    expect((await http(processUrl(2), '/Users/GetProfileData', { token: next.accessToken })).status).toBe(200)
    // Signing out on a third process ends the session on the first at once.
    await http(processUrl(2), '/Users/Logout', { method: 'POST', body: { refreshToken: next.refreshToken } })
    expect((await http(processUrl(0), '/Users/GetProfileData', { token: session.accessToken })).status).toBe(401)
  })

  it('applies once one Idempotency-Key sent to two processes at the same time', async () => {
    const { id } = await trip(5)
    const diver = await signUp()
    const request = {
      method: 'POST',
      token: diver.accessToken,
      headers: { 'idempotency-key': actionKey('deploy-twice') },
      body: { tripId: id, seats: 2, paymentType: 2 },
    }
    const [first, second] = await Promise.all([http(processUrl(0), '/Booking/Create', request), http(processUrl(1), '/Booking/Create', request)])
    // One applies it; the other either replays its answer or is told it is under way.
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([201]))
    expect([first.status, second.status].every((status) => status === 201 || status === 409)).toBe(true)
    const later = await http(processUrl(2), '/Booking/Create', request)
    expect(later.status).toBe(201)
    expect(later.headers.get('idempotent-replayed')).toBe('true')
    expect(await database.db.selectFrom('reservations').select('id').where('trip_id', '=', id).execute()).toHaveLength(1)
    expect((await database.db.selectFrom('trips').select('seats_available').where('id', '=', id).executeTakeFirstOrThrow()).seats_available).toBe(3)
  })

  it('counts a rate limit once for all processes, whatever X-Forwarded-For a client sends', async () => {
    const email = `limited-${process.pid}@reefline.test`
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // A client inventing its own address gets no fresh allowance: the proxy overwrites the header.
      const forged = { 'x-forwarded-for': `203.0.113.${i}` }
      statuses.push((await http(cluster.url, '/Users/Login', { method: 'POST', body: { email, password: 'wrong-password' }, headers: forged })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('gives the last seat to exactly one of fifty bookings spread over the processes', async () => {
    const { id } = await trip(1)
    const divers = await Promise.all(Array.from({ length: 10 }, () => signUp()))
    expect(divers).toHaveLength(10)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http(cluster.url, '/Booking/Create', {
          method: 'POST',
          token: divers[i % 10]!.accessToken,
          headers: { 'idempotency-key': actionKey('last-seat') },
          body: { tripId: id, seats: 1, paymentType: 1 },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
    await moneyKept(
      divers.map((d) => d.userId),
      [id],
    )
  })

  it('spends a wallet’s credit once when twelve payments race across the processes', async () => {
    const diver = await signUp()
    await creditWallet(database.db, diver.userId, 768)
    const trips = await Promise.all(Array.from({ length: 12 }, () => trip(3, 122)))
    const answers = await Promise.all(
      trips.map((t) =>
        http(cluster.url, '/Booking/Create', {
          method: 'POST',
          token: diver.accessToken,
          headers: { 'idempotency-key': actionKey('wallet-race') },
          body: { tripId: t.id, seats: 1, paymentType: 1 },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201))
    const booked = answers.map((answer) => v.parse(CreateBookingResponseSchema, answer.json).data.reservationId)
    const parts = await database.db.selectFrom('reservations').select(['wallet_paid', 'card_paid']).where('id', 'in', booked).execute()
    expect(parts.reduce((sum, part) => sum + Number(part.wallet_paid), 0)).toBe(768)
    expect(parts.reduce((sum, part) => sum + Number(part.wallet_paid) + Number(part.card_paid), 0)).toBe(12 * 122)
    await moneyKept(
      [diver.userId],
      trips.map((t) => t.id),
    )
  })

  it('shows a booking made on one process on the others within the cache time', async () => {
    const branch = await database.db.selectFrom('branches').select('id').where('pay_later', '=', true).orderBy('id').executeTakeFirstOrThrow()
    const cards = async (i: number) =>
      v.parse(BranchDetailResponseSchema, (await http(processUrl(i), `/BranchWeb/BranchDetail?BranchId=${branch.id}&isEnglish=true`)).json).data
        .branchDetailsDto.divingTrips
    const listed = (await cards(1)).filter((card) => card.availableSeats >= 3)
    expect(listed.length, 'the branch page lists a trip with seats').toBeGreaterThan(0)
    const card = listed.at(-1)!
    const seatsOn = async (i: number) => (await cards(i)).find((t) => t.tempTripId === card.tempTripId)!.availableSeats
    const diver = await signUp()
    expect(
      (await http(processUrl(0), '/Booking/Create', { method: 'POST', token: diver.accessToken, body: { tripId: card.tempTripId, seats: 2, paymentType: 2 } }))
        .status,
    ).toBe(201)
    expect(await seatsOn(1)).toBe(card.availableSeats) // its cached copy, for at most CACHE_TTL_MS
    await new Promise((wait) => setTimeout(wait, CACHE_TTL_MS + 200))
    expect(await seatsOn(1)).toBe(card.availableSeats - 2)
    expect(await seatsOn(2)).toBe(card.availableSeats - 2)
  })

  it('loses no acknowledged write when a process is killed under load, and the proxy keeps answering', async () => {
    // Seats enough for every booking a fast machine makes in the run: a sold-out date is no part of this test.
    const { id } = await trip(100_000)
    const divers = await Promise.all(Array.from({ length: 8 }, () => signUp()))
    const acknowledged: number[] = []
    const failedReads: number[] = []
    let stop = false
    const writer = async (diver: { accessToken: string }) => {
      while (!stop) {
        const answer = await http(cluster.url, '/Booking/Create', {
          method: 'POST',
          token: diver.accessToken,
          headers: { 'idempotency-key': actionKey('load') },
          body: { tripId: id, seats: 1, paymentType: 2 },
        })
        if (answer.status === 201) acknowledged.push(v.parse(CreateBookingResponseSchema, answer.json).data.reservationId)
      }
    }
    const reader = async () => {
      while (!stop) {
        // A read sent as POST, retried on another process by the proxy when one fails half-way.
        const answer = await http(cluster.url, '/BranchWeb/DiveCenters?isEnglish=true', { method: 'POST', body: { Page: 1 } })
        if (answer.status !== 200) failedReads.push(answer.status)
      }
    }
    const load = [...divers.map(writer), reader(), reader()]
    await new Promise((wait) => setTimeout(wait, 1500))
    await cluster.kill(1, 'SIGKILL')
    await new Promise((wait) => setTimeout(wait, 2500))
    stop = true
    await Promise.all(load)
    expect(acknowledged.length).toBeGreaterThan(10)
    const stored = await database.db.selectFrom('reservations').select('id').where('id', 'in', acknowledged).execute()
    expect(stored).toHaveLength(acknowledged.length)
    expect(failedReads).toEqual([])
    // Still answering with one process down.
    expect((await http(cluster.url, '/Settings/Intialize', { method: 'POST' })).status).toBe(200)
    await cluster.restart(1)
    expect((await http(processUrl(1), '/Settings/Intialize', { method: 'POST' })).status).toBe(200)
  }, 60_000)

  it('drains a process that is asked to stop: it finishes what it holds, exits, and no request fails', async () => {
    // Seats enough for every booking a fast machine makes in the run: a sold-out date is no part of this test.
    const { id } = await trip(100_000)
    const failures: string[] = []
    let stop = false
    const client = async () => {
      while (!stop) {
        // A diver per booking: the per-diver booking limit is not what this test is about.
        const diver = await signUp()
        const booking = await http(cluster.url, '/Booking/Create', {
          method: 'POST',
          token: diver.accessToken,
          headers: { 'idempotency-key': actionKey('drain') },
          body: { tripId: id, seats: 1, paymentType: 2 },
        })
        if (booking.status !== 201) failures.push(`booking ${booking.status} ${JSON.stringify(booking.json)}`)
        const read = await http(cluster.url, `/BranchWeb/BranchDetail?BranchId=1&isEnglish=true`)
        if (read.status !== 200) failures.push(`read ${read.status}`)
      }
    }
    const load = Array.from({ length: 6 }, client)
    await new Promise((wait) => setTimeout(wait, 1000))
    const started = Date.now()
    const code = await cluster.kill(2, 'SIGTERM')
    const drained = Date.now() - started
    await new Promise((wait) => setTimeout(wait, 1000))
    stop = true
    await Promise.all(load)
    expect(code).toBe(0)
    expect(drained).toBeLessThan(10_000)
    expect(failures).toEqual([])
    await cluster.restart(2)
  }, 60_000)
})
