import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../contract/booking.ts'
import { SessionResponseSchema } from '../../contract/users.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { api, call, callOk, createTestApp, loginDemo, type TestApp } from './harness.ts'
import type { FastifyInstance } from 'fastify'

/**
 * Two API instances on one database, no JWT_SECRET, rate limits on: what one process does,
 * the other knows, because sessions, idempotency keys, counters and the signing key live in the database.
 */
let a: TestApp
let b: FastifyInstance
beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT: 'on', JWT_SECRET: '' })
  b = await buildApp({ config: loadConfig({ DIST_DIR: '/nonexistent', DATA_DIR: a.dataDir, RATE_LIMIT: 'on' }), database: { db: a.db, kind: a.kind, close: () => Promise.resolve(), dump: () => Promise.reject(new Error('no')) }, logger: false, mailer: a.mailer })
})
afterAll(async () => {
  await b.close()
  await a.close()
})

describe('two processes, one database', () => {
  it('share the signing key and the refresh-token families', async () => {
    const session = await loginDemo(a.app)
    expect((await call(b, { method: 'GET', url: api('/Users/GetProfileData'), token: session.accessToken })).status).toBe(200)
    const rotated = await callOk(b, SessionResponseSchema, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: session.refreshToken } })
    await a.db.updateTable('refresh_tokens').set({ rotated_at: new Date(Date.now() - 60_000) }).where('rotated_at', 'is not', null).execute()
    expect((await call(a.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: session.refreshToken } })).status).toBe(401)
    expect((await call(b, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: rotated.data.refreshToken } })).status).toBe(401)
  })

  it('replay an idempotent booking made on the other one', async () => {
    const { accessToken } = await loginDemo(b)
    const trip = await a.db.selectFrom('trips as t').innerJoin('branches as br', 'br.id', 't.branch_id').select('t.id').where('br.pay_later', '=', true).where('t.seats_available', '>', 2).where('t.start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)).orderBy('t.id').executeTakeFirstOrThrow()
    const request = { method: 'POST' as const, url: api('/Booking/Create'), token: accessToken, headers: { 'idempotency-key': 'scale-out-booking-1' }, payload: { tripId: trip.id, seats: 1, paymentType: 2 } }
    const first = await call(a.app, request)
    const second = await call(b, request)
    expect(first.status).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(v.parse(CreateBookingResponseSchema, second.json).data.reservationId).toBe(v.parse(CreateBookingResponseSchema, first.json).data.reservationId)
  })

  it('count login attempts together', async () => {
    const attempt = (app: FastifyInstance) => call(app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'guess@example.com', password: 'guessing-1' } })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 ? b : a.app)).status)
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 ? a.app : b)).status)
    // loginDemo above used two of the ten; the rest are 401 until the window is spent.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3)
    expect(statuses.at(-1)).toBe(429)
  })
})
