import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateBookingResponseSchema } from '../../../contract/booking.ts'
import { type PushPayload, PushKeyResponseSchema } from '../../../contract/push.ts'
import { SessionResponseSchema } from '../../../contract/users.ts'
import { createMemoryMailer } from '../../lib/mailer.ts'
import { actionKey, api, call, callError, callOk, signUpDiver, useTestApp, cancelReservation } from '../../test/harness.ts'
import { browserKeys, pushServiceCertificate, startPushService } from '../../test/push-service.ts'
import { BOOKING_MESSAGE_JOB, BOOKING_PUSH_JOB } from '../messages/booking-messages.ts'
import { bookingMessageJob, bookingPushJob } from '../messages/booking-messages.service.ts'
import { Outbox } from '../outbox/outbox.ts'
import { loadVapidKeys, PUSH_JOB, PushService } from './push.service.ts'

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
const t = useTestApp({ VAPID_SUBJECT: 'mailto:ops@reefline.example' }, { pushAgent: tls.agent })

let n = 0
async function freshTrip() {
  const branch = await t.db.selectFrom('branches').select('id').where('pay_now', '=', true).orderBy('id').executeTakeFirstOrThrow()
  const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
  const trip = await t.db
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

async function diver() {
  return signUpDiver(t.app, `push-${n++}@reefline.test`)
}

const book = (token: string, tripId: number) =>
  callOk(t.app, CreateBookingResponseSchema, {
    method: 'POST',
    url: api('/Booking/Create'),
    token,
    headers: { 'idempotency-key': actionKey('book') },
    payload: { tripId, seats: 1, paymentType: 1, useWallet: false },
  })

const subscribe = (token: string, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t.app, { method: 'POST', url: api('/Notifications/PushSubscribe'), token, headers: { 'accept-language': lang }, payload: body })

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
    await t.app.outbox.drain()
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
    await t.app.outbox.drain()
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
    await t.app.outbox.drain()
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
    await t.app.outbox.enqueue(
      t.db,
      PUSH_JOB,
      { deviceId: kept.id, userId: me.userId, endpoint: phone.endpoint, payload, ttl: 60 },
      { key, dueAt: new Date(Date.now() + 3_600_000) },
    )
    // …when the same browser (same keys) is signed in to another account and subscribes again.
    expect((await subscribe(next.accessToken, phone.body)).status).toBe(200)
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('key', '=', key).execute()
    await t.app.outbox.drain()
    // The job ran (it is done, not waiting) and sent nothing.
    const job = await t.db.selectFrom('outbox').select('done_at').where('key', '=', key).executeTakeFirstOrThrow()
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
    await t.app.outbox.drain()
    expect(service.received.filter((r) => r.path === gone.path)).toHaveLength(1)
    expect(deliveredTo(live).map((p) => p.title)).toEqual(['Booking confirmed'])
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', me.userId).execute()).toEqual([{ endpoint: live.endpoint }])
    // Nothing is left to retry: the gone device's job is done, not failing.
    expect(await t.db.selectFrom('outbox').select('id').where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()).toEqual([])
  })

  it('retries a device the push service failed for, and sends once when it recovers', async () => {
    const me = await diver()
    const flaky = device('flaky')
    await subscribe(me.accessToken, flaky.body)
    service.answer(flaky.path, 503)
    await book(me.accessToken, (await freshTrip()).id)
    await t.app.outbox.drain()
    expect(service.received.filter((r) => r.path === flaky.path)).toHaveLength(1)
    expect(deliveredTo(flaky)).toHaveLength(1)
    const failing = await t.db.selectFrom('outbox').select(['id', 'last_error']).where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()
    expect(failing).toHaveLength(1)
    service.answer(flaky.path, 201)
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date() }).where('id', '=', failing[0]!.id).execute()
    await t.app.outbox.drain()
    await t.app.outbox.drain()
    expect(service.received.filter((r) => r.path === flaky.path)).toHaveLength(2)
    expect(await t.db.selectFrom('outbox').select('id').where('kind', '=', PUSH_JOB).where('done_at', 'is', null).execute()).toEqual([])
  })

  it('sends each message once with two outbox workers draining at the same time, and withdraws a cancelled booking’s reminder', async () => {
    const me = await diver()
    await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=2'), token: me.accessToken })
    const phones = [device('twice-a'), device('twice-b'), device('twice-c')]
    for (const phone of phones) await subscribe(me.accessToken, phone.body, 'ar')
    // A second process's worker on the same database, with the same handlers.
    const other = new Outbox(t.db)
    const push = new PushService(t.db, other, { keys: await loadVapidKeys(t.db, undefined), subject: 'mailto:ops@reefline.example', agent: tls.agent })
    other.handle('mail', () => Promise.resolve())
    other.handle(BOOKING_MESSAGE_JOB, bookingMessageJob(t.db, createMemoryMailer(), 'https://reefline.example'))
    other.handle(BOOKING_PUSH_JOB, bookingPushJob(t.db, push))
    other.handle(PUSH_JOB, push.job())
    const trip = await freshTrip()
    const booked = await book(me.accessToken, trip.id)
    const id = booked.data.reservationId
    await Promise.all([t.app.outbox.drain(), other.drain(), t.app.outbox.drain(), other.drain()])
    await cancelReservation(t.app, me.accessToken, id, 'original')
    await Promise.all([t.app.outbox.drain(), other.drain()])
    await Promise.all([t.app.outbox.drain(), other.drain()])
    for (const phone of phones) {
      expect(deliveredTo(phone).map((p) => [p.title, p.url])).toEqual([
        ['تم تأكيد حجزك', `/user/voucher/${id}`],
        ['تم إلغاء حجزك', '/user/booking'],
      ])
    }
    // The reminder and review request were withdrawn with the e-mails': none is left to send later.
    expect(await t.db.selectFrom('outbox').select('key').where('key', 'like', `booking:${id}:%`).where('done_at', 'is', null).execute()).toEqual([])
  })
})
