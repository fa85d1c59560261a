import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { type PushPayload, PushKeyResponseSchema } from '../../../contract/push.ts'
import { SessionResponseSchema } from '../../../contract/users.ts'
import { createMemoryMailer } from '../../lib/mailer.ts'
import { actionKey, api, call, callError, callOk, signUpDiver, useTestApp, cancelReservation } from '../../test/harness.ts'
import { browserKeys, pushServiceCertificate, startBlackHole, startPushService } from '../../test/push-service.ts'
import { BOOKING_MESSAGE_JOB, BOOKING_PUSH_JOB } from '../booking-messages/booking-messages.ts'
import { bookingMessageJob, bookingPushJob } from '../booking-messages/booking-messages.service.ts'
import { Jobs } from '../jobs/jobs.ts'
import { loadConfig } from '../../config.ts'
import { allowedAddressLookup, isAllowedAddress } from './push-endpoints.ts'
import { loadVapidKeys, PUSH_JOB, PUSH_JOB_OPTIONS, PUSH_LANE, PushService } from './push.service.ts'
import { invoice, voucher } from '../booking/booking.service.ts'

/**
 * Booking events reach a diver's devices through a push service of the test's own (HTTPS, its
 * certificate trusted by the server's push agent only). The devices subscribe with keys made as a
 * browser makes them, and each request the service gets is decrypted (RFC 8291) as the browser would.
 */
const tls = pushServiceCertificate()
let service: Awaited<ReturnType<typeof startPushService>>
beforeAll(async () => {
  service = await startPushService(tls)
})
afterAll(() => service?.close())
// The test's push service is on 127.0.0.1: only a setting meant for tests lets the server reach a loopback address.
const t = useTestApp({ VAPID_SUBJECT: 'mailto:ops@reefline.example', PUSH_ALLOW_LOOPBACK: '1' }, { pushAgent: tls.agent })

let n = 0
async function freshTrip(db = t.db) {
  const branch = await db.selectFrom('branches').select('id').where('pay_now', '=', true).orderBy('id').executeTakeFirstOrThrow()
  const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
  const trip = await db
    .insertInto('trips')
    .values({
      branch_id: branch.id,
      kind: 'diving',
      name_en: `Blue Hole ${n}`,
      name_ar: `الحفرة الزرقاء ${n++}`,
      image_url: '/x.svg',
      days: 2,
      start_date: start,
      seats_total: 10,
      seats_available: 10,
      number_of_dives: 4,
      price: 90,
      net_price: 80,
      currency: 'USD',
    })
    .returning(['id', 'name_en', 'name_ar'])
    .executeTakeFirstOrThrow()
  return trip
}

async function diver(app: FastifyInstance = t.app) {
  const email = `push-${n++}@reefline.test`
  return { ...(await signUpDiver(app, email)), email }
}

const book = (token: string, tripId: number, app: FastifyInstance = t.app) =>
  callOk(app, CreateBookingResponseSchema, {
    method: 'POST',
    url: api('/Booking/Create'),
    token,
    headers: { 'idempotency-key': actionKey('book') },
    payload: { tripId, seats: 1, paymentType: 1, useWallet: false },
  })

const subscribe = (token: string, body: object, lang: 'en' | 'ar' = 'en', app: FastifyInstance = t.app) =>
  call(app, { method: 'POST', url: api('/Notifications/PushSubscribe'), token, headers: { 'accept-language': lang }, payload: body })

const unsubscribe = (token: string, endpoint: string) =>
  call(t.app, { method: 'POST', url: api('/Notifications/PushUnsubscribe'), token, payload: { endpoint } })

/** A device as the app subscribes it: its endpoint at the push service and the browser's keys. */
function device(name: string) {
  const browser = browserKeys()
  const endpoint = service.endpoint(name)
  return { endpoint, path: new URL(endpoint).pathname, body: { endpoint, keys: browser.keys }, decrypt: browser.decrypt }
}

/** What the push service got for one device, decrypted. */
const deliveredTo = (phone: ReturnType<typeof device>) =>
  service.received.filter((r) => r.path === phone.path).map((r) => JSON.parse(phone.decrypt(r.body)) as PushPayload)

describe('Web Push for booking events', () => {
  it('hands out one VAPID public key, the same every process loads from the database', async () => {
    const me = await diver()
    const { data } = await callOk(t.app, PushKeyResponseSchema, { method: 'GET', url: api('/Notifications/PushKey'), token: me.accessToken })
    expect(Buffer.from(data.publicKey, 'base64url')).toHaveLength(65)
    expect((await loadVapidKeys(t.db, undefined)).publicKey).toBe(data.publicKey)
    expect((await call(t.app, { method: 'GET', url: api('/Notifications/PushKey') })).status).toBe(401)
  })

  it('refuses an address that is not https and keys of the wrong size, naming the field', async () => {
    const me = await diver()
    const good = device('good').body
    const cases: Array<[object, string]> = [
      [{ ...good, endpoint: 'http://127.0.0.1/push/x' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, -1)}+` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } }, 'keys.auth'],
    ]
    for (const [body, path] of cases) {
      const answer = await callError(t.app, {
        method: 'POST',
        url: api('/Notifications/PushSubscribe'),
        token: me.accessToken,
        headers: { 'accept-language': 'ar' },
        payload: body,
      })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.map((e) => e.path)).toEqual([path])
      expect(answer.body.errors?.[0]?.message).toMatch(/[\u0600-\u06ff]/)
    }
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', me.userId).execute()).toEqual([])
  })

  it('sends a booking confirmation to each of the diver’s devices, encrypted, in each device’s language, with the page to open', async () => {
    const me = await diver()
    const phone = device('phone-en')
    const tablet = device('tablet-ar')
    expect((await subscribe(me.accessToken, phone.body, 'en')).status).toBe(200)
    expect((await subscribe(me.accessToken, tablet.body, 'ar')).status).toBe(200)
    const trip = await freshTrip()
    const booked = await book(me.accessToken, trip.id)
    await t.app.jobs.drain()
    const id = booked.data.reservationId
    const [en, ...moreEn] = deliveredTo(phone)
    const [ar, ...moreAr] = deliveredTo(tablet)
    expect([moreEn, moreAr]).toEqual([[], []])
    expect(en).toMatchObject({ title: 'Booking confirmed', url: `/user/voucher/${id}`, lang: 'en', tag: `booking-${id}-confirmed` })
    expect(en!.body).toContain(trip.name_en)
    expect(ar).toMatchObject({ title: 'تم تأكيد حجزك', url: `/user/voucher/${id}`, lang: 'ar', tag: `booking-${id}-confirmed` })
    expect(ar!.body).toContain(trip.name_ar)
    // Signed with the server's VAPID key, as push services require.
    const { publicKey } = await loadVapidKeys(t.db, undefined)
    const request = service.received.find((r) => r.path === phone.path)!
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`))
    expect(Number(request.headers.ttl)).toBeGreaterThan(0)
  })

  it('writes to a device in the language it last told, after the diver switched the app', async () => {
    const me = await diver()
    const phone = device('switched')
    expect((await subscribe(me.accessToken, phone.body, 'en')).status).toBe(200)
    expect((await subscribe(me.accessToken, phone.body, 'ar')).status).toBe(200)
    const trip = await freshTrip()
    await book(me.accessToken, trip.id)
    await t.app.jobs.drain()
    expect(deliveredTo(phone).map((p) => [p.lang, p.title])).toEqual([['ar', 'تم تأكيد حجزك']])
  })

  it('keeps a device to its diver: another cannot remove or take it', async () => {
    const me = await diver()
    const rival = await diver()
    const phone = device('owned')
    expect((await subscribe(me.accessToken, phone.body)).status).toBe(200)
    expect((await unsubscribe(rival.accessToken, phone.endpoint)).status).toBe(404)
    expect((await subscribe(rival.accessToken, { endpoint: phone.endpoint, keys: browserKeys().keys })).status).toBe(409)
    const kept = await t.db.selectFrom('push_subscriptions').select(['user_id', 'p256dh']).where('endpoint', '=', phone.endpoint).executeTakeFirstOrThrow()
    expect(kept).toEqual({ user_id: me.userId, p256dh: phone.body.keys.p256dh })
    // The diver's own removal works, and nothing is sent to it after.
    expect((await unsubscribe(me.accessToken, phone.endpoint)).status).toBe(200)
    await book(me.accessToken, (await freshTrip()).id)
    await t.app.jobs.drain()
    expect(deliveredTo(phone)).toEqual([])
  })

  it('never shows one diver’s booking on the notifications of another who took over the browser', async () => {
    const me = await diver()
    const next = await diver()
    const phone = device('shared-browser')
    expect((await subscribe(me.accessToken, phone.body)).status).toBe(200)
    const kept = await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', phone.endpoint).executeTakeFirstOrThrow()
    // A message for the first diver, queued for this device and not yet sent (held back an hour, so
    // neither the worker's poll nor a response's drain can send it before the hand-over below)…
    const payload: PushPayload = { title: 'Booking confirmed', body: 'Reef Safari', url: '/user/voucher/1', lang: 'en', tag: 'booking-1-confirmed' }
    const key = `handover:${kept.id}`
    await t.app.jobs.enqueue(
      t.db,
      PUSH_JOB,
      { deviceId: kept.id, userId: me.userId, endpoint: phone.endpoint, payload, ttl: 60 },
      { key, dueAt: new Date(Date.now() + 3_600_000) },
    )
    // …when the same browser (same keys) is signed in to another account and subscribes again.
    expect((await subscribe(next.accessToken, phone.body)).status).toBe(200)
    await t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('key', '=', key).execute()
    await t.app.jobs.drain()
    // The job ran (it is done, not waiting) and sent nothing.
    const job = await t.db.selectFrom('jobs').select('done_at').where('key', '=', key).executeTakeFirstOrThrow()
    expect(job.done_at).toBeInstanceOf(Date)
    expect(deliveredTo(phone)).toEqual([])
  })

  it('forgets a device the push service says is gone (410), and sends to the others', async () => {
    const me = await diver()
    const gone = device('gone')
    const live = device('live')
    await subscribe(me.accessToken, gone.body)
    await subscribe(me.accessToken, live.body)
    service.answer(gone.path, 410)
    await book(me.accessToken, (await freshTrip()).id)
    await t.app.jobs.drain()
    expect(service.received.filter((r) => r.path === gone.path)).toHaveLength(1)
    expect(deliveredTo(live).map((p) => p.title)).toEqual(['Booking confirmed'])
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', me.userId).execute()).toEqual([{ endpoint: live.endpoint }])
    // Nothing is left to retry: the gone device's job is done, not failing.
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()).toEqual([])
  })

  it('retries a device the push service failed for, and sends once when it recovers', async () => {
    const me = await diver()
    const flaky = device('flaky')
    await subscribe(me.accessToken, flaky.body)
    service.answer(flaky.path, 503)
    await book(me.accessToken, (await freshTrip()).id)
    await t.app.jobs.drain()
    expect(service.received.filter((r) => r.path === flaky.path)).toHaveLength(1)
    expect(deliveredTo(flaky)).toHaveLength(1)
    const failing = await t.db.selectFrom('jobs').select(['id', 'last_error']).where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()
    expect(failing).toHaveLength(1)
    service.answer(flaky.path, 201)
    await t.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('id', '=', failing[0]!.id).execute()
    await t.app.jobs.drain()
    await t.app.jobs.drain()
    expect(service.received.filter((r) => r.path === flaky.path)).toHaveLength(2)
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()).toEqual([])
  })

  it('sends each message once with two job workers draining at the same time, and withdraws a cancelled booking’s reminder', async () => {
    const me = await diver()
    await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=2'), token: me.accessToken })
    const phones = [device('twice-a'), device('twice-b'), device('twice-c')]
    for (const phone of phones) await subscribe(me.accessToken, phone.body, 'ar')
    // A second process's worker on the same database, with the same handlers.
    const other = new Jobs(t.db)
    const push = new PushService(t.db, other, {
      keys: await loadVapidKeys(t.db, undefined),
      subject: 'mailto:ops@reefline.example',
      agent: tls.agent,
      ...loadConfig({ PUSH_ALLOW_LOOPBACK: '1' }).push,
    })
    other.handle('mail', () => Promise.resolve())
    other.handle(
      BOOKING_MESSAGE_JOB,
      bookingMessageJob(t.db, createMemoryMailer(), { voucher, invoice }, 'https://reefline.example', 'Reefline <no-reply@reefline.test>'),
    )
    other.handle(BOOKING_PUSH_JOB, bookingPushJob(t.db, push), { lane: PUSH_LANE })
    other.handle(PUSH_JOB, push.job(), PUSH_JOB_OPTIONS)
    const trip = await freshTrip()
    const booked = await book(me.accessToken, trip.id)
    const id = booked.data.reservationId
    await Promise.all([t.app.jobs.drain(), other.drain(), t.app.jobs.drain(), other.drain()])
    await cancelReservation(t.app, me.accessToken, id, 'original')
    await Promise.all([t.app.jobs.drain(), other.drain()])
    await Promise.all([t.app.jobs.drain(), other.drain()])
    for (const phone of phones) {
      expect(deliveredTo(phone).map((p) => [p.title, p.url])).toEqual([
        ['تم تأكيد حجزك', `/user/voucher/${id}`],
        ['تم إلغاء حجزك', '/user/booking'],
      ])
    }
    // The reminder and review request were withdrawn with the e-mails': none is left to send later.
    expect(await t.db.selectFrom('jobs').select('key').where('key', 'like', `booking:${id}:%`).where('done_at', 'is', null).execute()).toEqual([])
  })
})

/** A push service's address as a browser's subscription gives it: Chrome's (FCM) unless told. */
const serviceEndpoint = (prefix = 'https://fcm.googleapis.com/fcm/send/') => `${prefix}${randomUUID()}`
const keysOnly = () => browserKeys().keys

/**
 * Where a device's endpoint may point: only a browser's push service (the list `PUSH_HOSTS` sets,
 * its default the real ones), never the server's own host, its network or a cloud's metadata
 * service, however the address is spelled. Nothing here ever sends: no diver of this block books.
 */
describe('the push services a device may name', () => {
  const app = useTestApp()
  const subscribeHere = (token: string, endpoint: string, lang: 'en' | 'ar' = 'en', key?: string) =>
    call(app.app, {
      method: 'POST',
      url: api('/Notifications/PushSubscribe'),
      token,
      headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { endpoint, keys: keysOnly() },
    })
  const devicesOf = async (userId: number) =>
    (await app.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.endpoint)

  it('refuses loopback, private and link-local addresses in every spelling, user names, odd ports and other hosts, naming the field in the request’s language', async () => {
    const me = await diver(app.app)
    const refused = [
      'https://127.0.0.1/push/x',
      'https://127.0.0.1:8443/push/x',
      'https://127.1/push/x',
      'https://0x7f000001/push/x',
      'https://2130706433/push/x',
      'https://0177.0.0.1/push/x',
      'https://0/push/x',
      'https://localhost/push/x',
      'https://localhost./push/x',
      'https://push.localhost/push/x',
      'https://[::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://[::]/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[fe80::1]/push/x',
      'https://10.0.0.8/push/x',
      'https://172.16.0.1/push/x',
      'https://192.168.1.1/push/x',
      'https://100.64.0.1/push/x',
      'https://[fd12:3456::1]/push/x',
      'https://8.8.8.8/push/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://attacker.example/fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com.attacker.example/w/?token=x',
    ]
    for (const endpoint of refused) {
      const answer = await callError(app.app, {
        method: 'POST',
        url: api('/Notifications/PushSubscribe'),
        token: me.accessToken,
        headers: { 'accept-language': 'ar' },
        payload: { endpoint, keys: keysOnly() },
      })
      expect([endpoint, answer.status, answer.body.errors?.map((e) => e.path)]).toEqual([endpoint, 400, ['endpoint']])
      expect(answer.body.errors?.[0]?.message).toMatch(/[\u0600-\u06ff]/)
    }
    const reason = async (endpoint: string) =>
      (await callError(app.app, { method: 'POST', url: api('/Notifications/PushSubscribe'), token: me.accessToken, payload: { endpoint, keys: keysOnly() } }))
        .body.errors?.[0]?.message
    expect(await reason('https://127.0.0.1/push/x')).toBe('This address is not a browser’s push service.')
    expect(await reason('https://user:pw@fcm.googleapis.com/fcm/send/x')).toBe('A push service address has no user name or password.')
    expect(await reason('https://fcm.googleapis.com:8443/fcm/send/x')).toBe('A push service address uses the standard HTTPS port.')
    expect(await devicesOf(me.userId)).toEqual([])
  })

  it('takes the addresses Chrome, Firefox, Safari and Edge hand out', async () => {
    const me = await diver(app.app)
    const accepted = [
      serviceEndpoint('https://fcm.googleapis.com/fcm/send/'),
      serviceEndpoint('https://fcm.googleapis.com/wp/'),
      serviceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/'),
      serviceEndpoint('https://web.push.apple.com/QO'),
      serviceEndpoint('https://wns2-par02p.notify.windows.com/w/?token='),
    ]
    for (const endpoint of accepted) expect([endpoint, (await subscribeHere(me.accessToken, endpoint)).status]).toEqual([endpoint, 200])
    // The standard port written out is the same address.
    expect((await subscribeHere(me.accessToken, serviceEndpoint('https://fcm.googleapis.com:443/wp/'))).status).toBe(200)
    expect(await devicesOf(me.userId)).toHaveLength(6)
  })

  it('keeps a diver’s ten most recently subscribed devices: an eleventh pushes out the one subscribed longest ago', async () => {
    const me = await diver(app.app)
    const phones = Array.from({ length: 12 }, () => serviceEndpoint())
    for (const phone of phones) expect((await subscribeHere(me.accessToken, phone)).status).toBe(200)
    expect(await devicesOf(me.userId)).toEqual(phones.slice(2))
    // Subscribing again (the app does at each language change) makes a device the newest: the next one to go is the one after it.
    expect((await subscribeHere(me.accessToken, phones[2]!)).status).toBe(200)
    const another = serviceEndpoint()
    expect((await subscribeHere(me.accessToken, another)).status).toBe(200)
    expect((await devicesOf(me.userId)).toSorted()).toEqual([phones[2]!, ...phones.slice(4), another].toSorted())
  })

  it('keeps at most ten devices when a diver’s subscriptions arrive all at once', async () => {
    const me = await diver(app.app)
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => subscribeHere(me.accessToken, serviceEndpoint(), 'en', i % 2 ? actionKey('push') : undefined)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 14 }, () => 200))
    expect(await devicesOf(me.userId)).toHaveLength(10)
  })
})

/**
 * What the worker connects to is checked again when it sends: a device stored before the endpoints
 * were checked, or whose host the list no longer names, is never connected to, and neither is a listed
 * name whose address turns out to be a loopback or private one.
 */
describe('the addresses a push is sent to', () => {
  let hole: Awaited<ReturnType<typeof startBlackHole>>
  const env: Record<string, string> = {}
  beforeAll(async () => {
    hole = await startBlackHole()
    // An operator's list naming a host that resolves to 127.0.0.1.
    env.PUSH_HOSTS = `fcm.googleapis.com, localhost:${hole.port}`
  })
  afterAll(() => hole?.close())
  const app = useTestApp(env)

  it('never opens a connection to a refused address, whenever the device was stored', async () => {
    const me = await diver(app.app)
    const listed = `https://localhost:${hole.port}/push/listed`
    expect((await subscribe(me.accessToken, { endpoint: listed, keys: keysOnly() }, 'en', app.app)).status).toBe(200)
    // Stored before endpoints were checked.
    await app.db
      .insertInto('push_subscriptions')
      .values({ user_id: me.userId, endpoint: `https://127.0.0.1:${hole.port}/push/old`, ...keysOnly(), language: 1 })
      .execute()
    const devices = await app.db.selectFrom('push_subscriptions').select(['id', 'endpoint']).where('user_id', '=', me.userId).execute()
    expect(devices).toHaveLength(2)
    const payload: PushPayload = { title: 'Booking confirmed', body: 'Reef Safari', url: '/user/voucher/1', lang: 'en', tag: 'booking-1-confirmed' }
    for (const device of devices)
      await app.app.jobs.enqueue(
        app.db,
        PUSH_JOB,
        { deviceId: device.id, userId: me.userId, endpoint: device.endpoint, payload, ttl: 60 },
        { key: `refused:${device.id}` },
      )
    await app.app.jobs.drain()
    expect(hole.connections()).toBe(0)
    const jobs = await app.db.selectFrom('jobs').select(['key', 'done_at', 'last_error']).where('key', 'like', 'refused:%').orderBy('id').execute()
    // The listed name resolved to 127.0.0.1: refused before connecting, and tried again later (DNS may change back).
    expect(jobs[0]).toMatchObject({ done_at: null, last_error: expect.stringMatching(/127\.0\.0\.1.*not a public address/) as unknown })
    // The address stored before the policy is not a push service's: nothing to send, nothing to retry.
    expect(jobs[1]!.done_at).toBeInstanceOf(Date)
    // …and a booking queues nothing for it.
    await book(me.accessToken, (await freshTrip(app.db)).id, app.app)
    await app.app.jobs.drain()
    expect(hole.connections()).toBe(0)
  })
})

/**
 * A device whose push service takes connections and never answers (26 such devices once held a
 * password-reset mail back 12 minutes): pushes wait on a lane of their own, each for a few seconds,
 * and mail goes by on its own lanes.
 */
describe('a push service that never answers', () => {
  let hole: Awaited<ReturnType<typeof startBlackHole>>
  beforeAll(async () => {
    hole = await startBlackHole()
  })
  afterAll(() => hole?.close())
  const app = useTestApp({ PUSH_ALLOW_LOOPBACK: '1' }, { pushAgent: tls.agent })

  it('holds back no mail: a password-reset link arrives at once while two dozen pushes wait on it', async () => {
    const asker = await diver(app.app)
    const payload: PushPayload = { title: 'Booking confirmed', body: 'Reef Safari', url: '/user/voucher/1', lang: 'en', tag: 'booking-1-confirmed' }
    for (let d = 0; d < 3; d++) {
      const owner = await diver(app.app)
      for (let p = 0; p < 8; p++)
        expect((await subscribe(owner.accessToken, { endpoint: hole.endpoint(`dead-${d}-${p}`), keys: keysOnly() }, 'en', app.app)).status).toBe(200)
    }
    await app.app.jobs.drain()
    const dead = await app.db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint']).execute()
    expect(dead.length).toBeGreaterThanOrEqual(24)
    for (const phone of dead)
      await app.app.jobs.enqueue(
        app.db,
        PUSH_JOB,
        { deviceId: phone.id, userId: phone.user_id, endpoint: phone.endpoint, payload, ttl: 60 },
        { key: `dead:${phone.id}` },
      )
    app.app.jobs.wake()
    await until(() => hole.connections() > 0)
    const asked = Date.now()
    expect((await call(app.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: asker.email } })).status).toBe(200)
    await until(() => app.mailer.sent.some((mail) => mail.to === asker.email && /auth\/reset\//.test(mail.text)), 20_000)
    const waited = Date.now() - asked
    expect(waited).toBeLessThan(2_000)
    expect(hole.connections()).toBeGreaterThan(0)
    // Nothing is left to wait on when the app closes.
    await app.db.deleteFrom('jobs').where('key', 'like', 'dead:%').where('done_at', 'is', null).execute()
  }, 60_000)

  it('cuts a push off after five seconds, and gives it up after its fifth attempt', async () => {
    // The pushes of the test before, still waiting on the service, finish first.
    await app.app.jobs.drain()
    const owner = await diver(app.app)
    const endpoint = hole.endpoint('lonely')
    expect((await subscribe(owner.accessToken, { endpoint, keys: keysOnly() }, 'en', app.app)).status).toBe(200)
    const phone = await app.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirstOrThrow()
    const payload: PushPayload = { title: 'Booking confirmed', body: 'Reef Safari', url: '/user/voucher/1', lang: 'en', tag: 'booking-1-confirmed' }
    const key = `lonely:${phone.id}`
    const job = () => app.db.selectFrom('jobs').select(['attempts', 'done_at', 'given_up_at', 'last_error']).where('key', '=', key).executeTakeFirstOrThrow()
    const before = hole.connections()
    const started = Date.now()
    await app.app.jobs.enqueue(app.db, PUSH_JOB, { deviceId: phone.id, userId: owner.userId, endpoint, payload, ttl: 60 }, { key })
    app.app.jobs.wake()
    let failed = await job()
    while (failed.last_error === null && Date.now() - started < 15_000) {
      await new Promise((wait) => setTimeout(wait, 50))
      failed = await job()
    }
    const took = Date.now() - started
    expect(failed).toMatchObject({ attempts: 1, done_at: null, last_error: 'the push service did not answer within 5000 ms' })
    expect(took).toBeGreaterThanOrEqual(4_900)
    expect(took).toBeLessThan(8_000)
    // Four attempts have failed; the fifth is the last.
    await app.db.updateTable('jobs').set({ attempts: 4, next_attempt_at: new Date() }).where('key', '=', key).execute()
    await app.app.jobs.drain()
    const last = await job()
    expect(last).toMatchObject({ attempts: 5, last_error: 'the push service did not answer within 5000 ms' })
    expect(last.given_up_at).toBeInstanceOf(Date)
    expect(hole.connections() - before).toBe(2)
    // Given up: not tried again.
    await app.db.updateTable('jobs').set({ next_attempt_at: new Date() }).where('key', '=', key).execute()
    await app.app.jobs.drain()
    expect(hole.connections() - before).toBe(2)
  }, 40_000)
})

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('still waiting')
    await new Promise((wait) => setTimeout(wait, 20))
  }
}

describe('push settings and addresses', () => {
  it('reads PUSH_HOSTS as host names, wildcards and ports, and refuses addresses, bare top-level wildcards and loopback in production', () => {
    expect(loadConfig({}).push).toMatchObject({ allowLoopback: false, timeoutMs: 5_000 })
    expect(loadConfig({}).push.hosts.map((h) => `${h.wildcard ? '*.' : ''}${h.name}${h.port ? `:${h.port}` : ''}`)).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ])
    expect(loadConfig({ PUSH_HOSTS: ' Push.Example.com:8443, *.push.example.net:443 ' }).push.hosts).toEqual([
      { name: 'push.example.com', wildcard: false, port: '8443' },
      { name: 'push.example.net', wildcard: true, port: '' },
    ])
    for (const bad of ['127.0.0.1', '[::1]', '*.com', 'push.example.com:99999', 'https://push.example.com', 'push_example.com', ','])
      expect(() => loadConfig({ PUSH_HOSTS: bad })).toThrow(/PUSH_HOSTS/)
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: '1', NODE_ENV: 'production', PUBLIC_URL: 'https://reefline.app' })).toThrow(/PUSH_ALLOW_LOOPBACK/)
    expect(() => loadConfig({ PUSH_TIMEOUT_MS: '0' })).toThrow(/PUSH_TIMEOUT_MS/)
  })

  it('connects only to public addresses, and to loopback only when the tests allow it', async () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '10.1.2.3', '172.31.0.1', '192.168.0.1', '169.254.169.254'])
      expect([address, isAllowedAddress(address, false)]).toEqual([address, false])
    for (const address of ['100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'fe80::1', 'fd00::1', '64:ff9b::7f00:1', '2001:db8::1'])
      expect([address, isAllowedAddress(address, false)]).toEqual([address, false])
    for (const address of ['142.250.74.106', '2a00:1450:4001:82b::200a', '::ffff:142.250.74.106'])
      expect([address, isAllowedAddress(address, false)]).toEqual([address, true])
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true)
    expect(isAllowedAddress('::1', true)).toBe(true)
    expect(isAllowedAddress('10.1.2.3', true)).toBe(false)
    const looked = (allowLoopback: boolean) =>
      new Promise<string>((resolve) =>
        allowedAddressLookup(allowLoopback)('localhost', { all: true }, (error, addresses) =>
          resolve(error ? `refused: ${error.message}` : JSON.stringify(addresses)),
        ),
      )
    expect(await looked(false)).toMatch(/^refused: push: localhost resolves to (127\.0\.0\.1|::1), not a public address/)
    expect(await looked(true)).toMatch(/127\.0\.0\.1|::1/)
  })
})
