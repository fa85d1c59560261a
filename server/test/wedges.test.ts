import { createECDH, randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import fastifyMultipart from '@fastify/multipart'
import Fastify from 'fastify'
import { PNG } from 'pngjs'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OutsideTransactionQueryError } from '../db/guarded-driver.ts'
import { inTransaction } from '../db/transaction.ts'
import { defineRoute } from '../lib/route.ts'
import { actionKey, api, call, createTestApp, loginDemo, signUpDiver, type TestApp, useTestApp } from './harness.ts'
import { insertDeparture } from './fixtures.ts'
import { pictureFacts } from './images.ts'

/**
 * One request, or one slow client, must never stop the server (issue: "no single request takes
 * Reefline down"). Each test below met a server that stopped answering before its fix.
 */

/** `/api/health` answers, and soon: the process is not wedged behind a held connection. */
async function healthAnswers(t: TestApp, withinMs = 2_000): Promise<void> {
  const started = Date.now()
  const answer = await Promise.race([t.app.inject({ url: '/api/health' }), new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs))])
  expect(answer, `no health answer within ${withinMs} ms`).not.toBeNull()
  expect(answer!.statusCode).toBe(200)
  expect(Date.now() - started).toBeLessThan(withinMs)
}

const png = (() => {
  const image = new PNG({ width: 2, height: 2 })
  image.data.fill(200)
  return PNG.sync.write(image)
})()

/** A multipart body with one file part. */
function multipart(field: string, bytes: Buffer) {
  const boundary = `----wedge${randomBytes(6).toString('hex')}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { boundary, head, tail, payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const pushKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
})

describe('the transaction guard', () => {
  const t = useTestApp()

  it('refuses a query sent through the database handle inside a transaction, instead of waiting for ever', async () => {
    const outcome = inTransaction(t.db, async (trx) => {
      await trx.selectFrom('countries').select('id').limit(1).execute()
      return t.db.selectFrom('countries').select('id').limit(1).execute()
    })
    await expect(outcome).rejects.toBeInstanceOf(OutsideTransactionQueryError)
    // The handle itself is fine afterwards, and so is a transaction inside a transaction's own handle.
    expect(await t.db.selectFrom('countries').select('id').limit(1).execute()).toHaveLength(1)
    expect(await inTransaction(t.db, (trx) => inTransaction(trx, (inner) => inner.selectFrom('countries').select('id').limit(1).execute()))).toHaveLength(1)
    await healthAnswers(t)
  })

  it('turns a keyed handler that writes through the app’s handle into one failed request, not a stopped server', async () => {
    const probe = Fastify()
    await probe.register(fastifyMultipart)
    probe.decorate('db', t.db)
    probe.decorate('apiDocs', [])
    probe.decorate('checkResponses', true)
    probe.decorate('isLivePrincipal', () => Promise.resolve(true))
    const failures: string[] = []
    probe.setErrorHandler((error: Error, _request, reply) => {
      failures.push(error.name)
      return reply.code(500).send({ code: error.name })
    })
    defineRoute(probe, {
      summary: 'the mistake the guard is for',
      method: 'POST',
      url: '/wrong-handle',
      access: 'public',
      body: v.object({}),
      response: v.object({ data: v.boolean() }),
      handler: async () => {
        await probe.db.selectFrom('countries').select('id').limit(1).execute()
        return { data: true }
      },
    })
    await probe.ready()
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          probe.inject({ method: 'POST', url: '/wrong-handle', headers: { 'idempotency-key': `wrong-handle-${n}` }, payload: {} }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(500))
      expect(failures).toEqual(Array(12).fill('OutsideTransactionQueryError'))
      // Without a key the handler runs on the app's handle, as it should.
      expect((await probe.inject({ method: 'POST', url: '/wrong-handle', payload: {} })).statusCode).toBe(200)
    } finally {
      await probe.close()
    }
    await healthAnswers(t)
  })
})

describe('a full pool', () => {
  const t = useTestApp({ DB_WAIT_MS: '800', PG_POOL_MAX: '2' })

  it('answers 503 with when to come back once the wait for a connection runs out, and serves again when one is free', async () => {
    let free = () => undefined as void
    const held = new Promise<void>((resolve) => (free = resolve))
    // Every connection busy with someone's long work: PGlite's one, PostgreSQL's pool of two.
    const holders = Array.from({ length: t.kind === 'pglite' ? 1 : 2 }, () => t.db.connection().execute(() => held))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const busy = await t.app.inject({ url: api('/General/GetCountries') })
    expect(busy.statusCode).toBe(503)
    expect(busy.headers['retry-after']).toBe('2')
    expect(busy.json()).toMatchObject({ code: 'ServiceBusy' })
    expect(Date.now() - started).toBeLessThan(2_000)
    free()
    await Promise.all(holders)
    await healthAnswers(t)
  })
})

describe('every keyed call', () => {
  const t = useTestApp()

  /** One real call per keyed route, with what it needs to reach its handler (not a 400 on its input). */
  async function keyedCalls(): Promise<Record<string, () => Promise<{ status: number; body: string }>>> {
    const demo = await loginDemo(t.app)
    const other = await signUpDiver(t.app, `keyed-${randomBytes(4).toString('hex')}@reefline.test`)
    const departure = await insertDeparture(t.db, { seats: 50, payLater: true })
    const keyed =
      (url: string, token: string | undefined, payload?: unknown, extra: Record<string, unknown> = {}) =>
      () =>
        call(t.app, { method: 'POST', url: api(url), token, headers: { 'idempotency-key': actionKey('keyed') }, payload: payload as never, ...extra })
    const upload = (url: string, field: string) => () => {
      const body = multipart(field, png)
      return call(t.app, {
        method: 'POST',
        url: api(url),
        token: other.accessToken,
        headers: { ...body.headers, 'idempotency-key': actionKey('upload') },
        payload: body.payload,
      })
    }
    const endpoint = `https://fcm.googleapis.com/fcm/send/keyed-${randomBytes(6).toString('hex')}`
    return {
      'POST /General/ContactUS': keyed('/General/ContactUS', undefined, { name: 'Keyed', email: 'keyed@reefline.test', message: 'A keyed contact message.' }),
      'POST /Users/SendPasswordResetLink': keyed('/Users/SendPasswordResetLink', undefined, { email: 'nobody@reefline.test' }),
      'POST /Users/ResetPassword/:token': keyed(`/Users/ResetPassword/${randomBytes(32).toString('base64url')}`, undefined, { password: 'Another!Pass2026' }),
      'POST /Users/ChangePassword': keyed('/Users/ChangePassword', other.accessToken, { currentPassword: 'Rival!Diver2026', newPassword: 'Keyed!Change2026' }),
      'POST /users/changeprofileImage': upload('/users/changeprofileImage', 'file'),
      'POST /Mobile/ChangeCertificateImage': upload('/Mobile/ChangeCertificateImage', 'logo'),
      'POST /Notifications/Read/:id': keyed('/Notifications/Read/1', demo.accessToken),
      'POST /Notifications/Delete/:id': keyed('/Notifications/Delete/2', demo.accessToken),
      'POST /Notifications/ReadAll': keyed('/Notifications/ReadAll', demo.accessToken),
      'POST /Notifications/DeleteAll': keyed('/Notifications/DeleteAll', other.accessToken),
      'POST /Notifications/PushSubscribe': keyed('/Notifications/PushSubscribe', demo.accessToken, { endpoint, keys: pushKeys() }),
      'POST /Notifications/PushUnsubscribe': keyed('/Notifications/PushUnsubscribe', demo.accessToken, { endpoint }),
      'POST /Favorites/Set': keyed('/Favorites/Set', demo.accessToken, { kind: 'branch', id: departure.branch_id, favorite: true }),
      'POST /Booking/Create': keyed('/Booking/Create', demo.accessToken, { tripId: departure.id, seats: 1, paymentType: 2 }),
      'POST /Booking/CancelReservation': keyed('/Booking/CancelReservation', demo.accessToken, { reservationId: 1 }),
      'POST /Booking/Pay': keyed('/Booking/Pay', demo.accessToken, { reservationId: 1 }),
      'POST /Booking/Move': keyed('/Booking/Move', demo.accessToken, { reservationId: 1, tripId: departure.id, expectedTotal: 0 }),
      'POST /Booking/UpdateTravellers': keyed('/Booking/UpdateTravellers', demo.accessToken, {
        reservationId: 1,
        travellers: [
          {
            fullName: 'Layla Haddad',
            dateOfBirth: '1993-04-12',
            agencyId: null,
            level: 'none',
            loggedDives: 0,
            lastDiveDate: null,
            nitrox: false,
            firstAid: false,
          },
        ],
      }),
      'POST /Review/AddReview': keyed('/Review/AddReview', demo.accessToken, { body: 'Keyed review', rate: 4, tripId: departure.id }),
      'POST /Review/UpdateReview': keyed('/Review/UpdateReview?oldReviewId=1', demo.accessToken, { body: 'Keyed update', rate: 3, tripId: departure.id }),
    }
  }

  it('is answered, each one and all at once, and the server answers everyone after them', async () => {
    const calls = await keyedCalls()
    const routes = t.app.apiDocs.filter((doc) => doc.idempotent).map((doc) => `${doc.method} ${doc.url.replace('/api/website/v1', '')}`)
    // A new keyed route is added to the table above, or this fails.
    expect(Object.keys(calls).sort()).toEqual(routes.sort())

    for (const [route, send] of Object.entries(calls)) {
      const answer = await send()
      expect(answer.status, `${route}: ${answer.body}`).toBeLessThan(500)
      expect(answer.body, `${route} was refused before its handler ran`).not.toMatch(/"code":"(ValidationFailed|MalformedJson|MalformedMultipart)"/)
      await healthAnswers(t)
    }
    // Three rounds of every call at once: on PostgreSQL more requests than pooled connections.
    const all = await Promise.all([1, 2, 3].flatMap(() => Object.values(calls).map((send) => send())))
    expect(all.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([])
    await healthAnswers(t)
  })
})

describe('a slow picture upload', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it('holds no transaction while its bytes trickle in: others are answered, and the picture is kept once it has arrived', async () => {
    const { accessToken } = await loginDemo(t.app)
    const body = multipart('file', png)
    const socket = connect(port, '127.0.0.1')
    const answered = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('close', () => resolve(text))
    })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      `POST /api/website/v1/users/changeprofileImage HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${accessToken}\r\n` +
        `Idempotency-Key: ${actionKey('slow-upload')}\r\nContent-Type: multipart/form-data; boundary=${body.boundary}\r\n` +
        `Content-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`,
    )
    socket.write(body.head)
    // The upload is under way and stalled: everyone else is still answered, writes included.
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 400))
      socket.write(png.subarray(round * 8, round * 8 + 8))
      await healthAnswers(t)
      const favorite = await call(t.app, {
        method: 'POST',
        url: api('/Favorites/Set'),
        token: accessToken,
        headers: { 'idempotency-key': actionKey('beside-upload') },
        payload: { kind: 'branch', id: 1, favorite: round % 2 === 0 },
      })
      expect(favorite.status).toBe(200)
    }
    // The last bytes, without closing our side: the answer comes on the same connection.
    socket.write(Buffer.concat([png.subarray(24), body.tail]))
    const response = await answered
    expect(response).toMatch(/^HTTP\/1\.1 200/)
    const imagePath = /"imagePath":"([^"]+)"/.exec(response)?.[1]
    expect(imagePath).toMatch(/^\/media\/uploads\//)
    const served = await t.app.inject({ url: imagePath! })
    expect(await pictureFacts(served.rawPayload)).toMatchObject({ width: 2, height: 2, format: 'png' })
  })
})
