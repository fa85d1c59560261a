import type { Agent } from 'node:https'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, inject } from 'vitest'
import { ErrorBodySchema } from '../../contract/common.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { type DbHandle, openDatabase } from '../db/index.ts'
import type { Db } from '../db/schema.ts'
import { adminUrl, databaseUrlFor } from './pg-url.ts'
import { DEMO_EMAIL, DEMO_PASSWORD, seedIfEmpty } from '../db/seed/index.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { utcDay } from './global-setup.ts'
import { createMemoryMailer } from '../lib/mailer.ts'
import type { PaymentProvider } from '../modules/payments/payment-provider.ts'

export type TestApp = {
  app: FastifyInstance
  db: Db
  kind: DbHandle['kind']
  mailer: ReturnType<typeof createMemoryMailer>
  /** every mail sent so far, once the jobs due are carried out */
  mail: () => Promise<ReturnType<typeof createMemoryMailer>['sent']>
  dataDir: string
  close: () => Promise<void>
}

let counter = 0

/**
 * The seed writes its dates from the day it ran (the demo diver's trip that starts today), so once a
 * run crosses midnight a copy of the template would hold yesterday's data: a file that starts then
 * seeds its own database instead.
 */
const templateIsStale = () => inject('seededOn') !== utcDay()

async function seedToday(database: DbHandle): Promise<void> {
  await migrateToLatest(database.db)
  await seedIfEmpty(database.db)
}

/** A PostgreSQL database copied from the seeded template (or `empty`), and how to drop it. */
export async function freshPostgresDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL!
  const name = `reefline_t_${process.pid}_${Date.now().toString(36)}_${counter++}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl(url) })
  await admin.connect()
  const stale = !empty && templateIsStale()
  await admin.query(empty || stale ? `create database ${name}` : `create database ${name} template ${inject('pgTemplate')}`)
  if (stale) {
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) })
    await seedToday(database)
    await database.close()
  }
  return {
    url: databaseUrlFor(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

type TestAppOptions = {
  mailer?: ReturnType<typeof createMemoryMailer>
  paymentProvider?: PaymentProvider
  /** trusts a test's own push service (push-service.ts) */ pushAgent?: Agent
}

/** DB_WAIT_MS as the server reads it, for the database a test opens itself (PG_POOL_MAX likewise). */
const waitFrom = (env: Record<string, string>) => (env.DB_WAIT_MS ? Number(env.DB_WAIT_MS) : undefined)

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  let database: DbHandle
  let drop: (() => Promise<void>) | undefined
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgresDatabase()
    database = await openDatabase({ databaseUrl: fresh.url, waitMs: waitFrom(env), poolMax: env.PG_POOL_MAX ? Number(env.PG_POOL_MAX) : undefined })
    drop = fresh.drop
  } else if (templateIsStale()) {
    database = await openDatabase({ pgliteDataDir: null, waitMs: waitFrom(env) })
    await seedToday(database)
  } else {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))])
    database = await openDatabase({ pgliteDataDir: null, loadDataDir: blob, waitMs: waitFrom(env) })
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'reefline-data-'))
  const config = loadConfig({
    DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    CACHE_TTL_MS: '0',
    CHECK_RESPONSES: '1',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    ...env,
  })
  const mailer = options.mailer ?? createMemoryMailer()
  // With SMTP_URL the server's own transport sends (to a test's SMTP server); the memory mailer then receives nothing.
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: env.SMTP_URL ? undefined : mailer,
    paymentProvider: options.paymentProvider,
    pushAgent: options.pushAgent,
  })
  return {
    app,
    db: database.db,
    kind: database.kind,
    mailer,
    mail: async () => {
      await app.jobs.drain()
      return mailer.sent
    },
    dataDir,
    close: async () => {
      await app.close()
      await drop?.()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A fresh app for the test file (or describe block) it is called in: built before its tests, closed
 * after them. Read its fields inside tests only.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined
  beforeAll(async () => {
    current = await createTestApp(env, options)
  })
  afterAll(() => current?.close())
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!current) throw new Error('the test app is built in beforeAll: read it inside a test')
      return current[key as keyof TestApp]
    },
  })
}

export const api = (path: string) => `/api/website/v1${path}`

/** One fresh Idempotency-Key, as the client makes one per user action. */
export const actionKey = (() => {
  let n = 0
  return (name = 'action') => `${name}-${process.pid}-${Date.now().toString(36)}-${n++}`
})()

type Call = InjectOptions & { token?: string }

/** `app.inject` with an optional bearer token; the body is left to the caller's contract schema. */
export async function call(app: FastifyInstance, { token, ...options }: Call) {
  const response = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } })
  let json: unknown
  try {
    json = response.json()
  } catch {
    json = undefined
  }
  return { status: response.statusCode, headers: response.headers, json, body: response.body }
}

/** Calls and parses a 2xx answer with its contract schema: the wire format is checked on every test. */
export async function callOk<TSchema extends v.GenericSchema>(app: FastifyInstance, schema: TSchema, options: Call): Promise<v.InferOutput<TSchema>> {
  const response = await call(app, options)
  if (response.status < 200 || response.status > 299)
    throw new Error(`${String(options.method)} ${JSON.stringify(options.url)} answered ${response.status}: ${response.body}`)
  return v.parse(schema, response.json)
}

/** Calls and parses an error answer: `{ message, code, errors? }`. */
export async function callError(app: FastifyInstance, options: Call) {
  const response = await call(app, options)
  return { status: response.status, body: v.parse(ErrorBodySchema, response.json) }
}

export async function loginDemo(app: FastifyInstance): Promise<{ accessToken: string; refreshToken: string; userId: number }> {
  const response = await app.inject({ method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
  if (response.statusCode !== 200) throw new Error(`demo login failed: ${response.body}`)
  return response.json<{ data: { accessToken: string; refreshToken: string; userId: number } }>().data
}

/** A second diver, signed up through the real Users/Register call: the other party in ownership tests. */
export async function signUpDiver(app: FastifyInstance, email = 'rival@reefline.test'): Promise<{ accessToken: string; userId: number }> {
  const response = await app.inject({ method: 'POST', url: api('/Users/Register'), payload: { name: 'Rival Diver', email, password: 'Rival!Diver2026' } })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`)
  const { accessToken, userId } = response.json<{ data: { accessToken: string; userId: number } }>().data
  return { accessToken, userId }
}

/** Every operation of the OpenAPI document the app serves (a new route is walked without editing the test), `Operation` being what the test reads of each. */
export async function servedOperations<Operation>(app: FastifyInstance): Promise<Array<{ path: string; method: string; operation: Operation }>> {
  const document = (await app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, Operation>> }>()
  const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  )
  if (operations.length < 40) throw new Error(`the served OpenAPI document lists ${operations.length} operations`)
  return operations
}

/** The diver cancels a booking (a fresh action key), the refund going `refundTo` when the booking was paid. */
export const cancelReservation = (app: FastifyInstance, token: string, reservationId: number, refundTo?: 'wallet' | 'original') =>
  call(app, {
    method: 'POST',
    url: api('/Booking/CancelReservation'),
    token,
    headers: { 'idempotency-key': actionKey('cancel') },
    payload: { reservationId, refundTo },
  })
