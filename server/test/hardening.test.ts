import { connect } from 'node:net'
import { sql } from 'kysely'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { BranchDetailResponseSchema } from '../../contract/branches.ts'
import { ReservationsResponseSchema, type Reservation } from '../../contract/booking.ts'
import { NotificationsResponseSchema } from '../../contract/notifications.ts'
import { ChangePasswordResponseSchema, SessionResponseSchema } from '../../contract/users.ts'
import { loadConfig } from '../config.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { createMemoryMailer } from '../lib/mailer.ts'
import { actionKey, api, call, callError, callOk, createTestApp, loginDemo, signUpDiver, type TestApp, useTestApp } from './harness.ts'

/** A multipart body with one file part; `cut` leaves the closing boundary off, as a dropped upload does. */
function multipart(field: string, bytes: Buffer, cut = false) {
  const boundary = '----reefline-hardening'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = cut ? Buffer.alloc(0) : Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const png = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 1)])

const pastUnreviewed = async (t: TestApp, token: string): Promise<Reservation> => {
  const { data } = await callOk(t.app, ReservationsResponseSchema, { method: 'GET', url: api('/Booking/Reservations'), token })
  const past = [...data.past.pastTripReservationsAfterAddingReview, ...data.past.pastCourseReservationsAfterAddingReview]
  const open = past.filter((r) => r.reviewId === null && r.status === 'Completed')
  expect(open.length, 'the demo diver has a completed, unreviewed reservation').toBeGreaterThan(0)
  return open[0]!
}

describe('links in mail', () => {
  const t = useTestApp()

  it('point at the configured origin whatever Host or X-Forwarded-Host a request claims', async () => {
    await call(t.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: DEMO_EMAIL }, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })
    const mail = (await t.mail()).at(-1)!
    expect(mail.to).toBe(DEMO_EMAIL)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/auth\/reset\/[\w-]{43}\b/)
  })

  it('need PUBLIC_URL in production, and use it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set when NODE_ENV=production/)
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://reefline.app/' }).publicUrl).toBe('https://reefline.app')
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000')
  })
})

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT: 'on' })
  const from = (ip: string) => ({ remoteAddress: ip })

  it('count each call on its own: a busy call never spends the contact form’s allowance', async () => {
    const check = (i: number) => call(t.app, { method: 'POST', url: api('/Users/CheckMobileAndEmail'), payload: { email: `c${i}@example.com` }, ...from('10.0.0.1') })
    const statuses = []
    for (let i = 0; i < 22; i++) statuses.push((await check(i)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const contact = await call(t.app, { method: 'POST', url: api('/General/ContactUS'), payload: { name: 'Reem', email: 'reem@example.com', message: 'Do you rent dry suits?' }, ...from('10.0.0.1') })
    expect(contact.status).toBe(201)
  })

  it('say when to try again', async () => {
    const attempt = () => callError(t.app, { method: 'POST', url: api('/Users/Login?lang=2'), payload: { email: 'when@example.com', password: 'wrong-pass' }, ...from('10.0.0.2') })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const last = await attempt()
    expect(last.status).toBe(429)
    expect(last.body.retryAfter).toBeGreaterThan(0)
    expect(last.body.retryAfter).toBeLessThanOrEqual(60)
    expect(last.body.message).toBe('محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.')
  })

  it('do not let an attacker elsewhere lock a diver out of sign-in', async () => {
    for (let i = 0; i < 12; i++) await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: 'guessing-123' }, ...from('10.6.6.6') })
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ...from('10.6.6.6') })).status).toBe(429)
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ...from('10.1.2.3') })).status).toBe(200)
  })

  it('stop one address from spraying many accounts', async () => {
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: `spray${i}@example.com`, password: 'Summer2026!' }, ...from('10.7.7.7') })).status)
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('send one diver a few reset mails an hour, however many addresses ask', async () => {
    const before = (await t.mail()).filter((mail) => mail.to === DEMO_EMAIL && mail.subject.includes('Reset')).length
    for (let i = 0; i < 12; i++) {
      expect((await call(t.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: DEMO_EMAIL }, ...from(`10.9.0.${i}`) })).status).toBe(200)
    }
    const after = (await t.mail()).filter((mail) => mail.to === DEMO_EMAIL && mail.subject.includes('Reset')).length
    expect(after - before).toBe(3)
  })
})

describe('races and transactions', () => {
  const t = useTestApp()
  let demo: { accessToken: string; userId: number }
  beforeAll(async () => {
    demo = await loginDemo(t.app)
  })

  it('give ten simultaneous reviews of one reservation one 201 and nine 409s', async () => {
    const target = await pastUnreviewed(t, demo.accessToken)
    const item = target.courseName ? { courseId: target.tempId } : target.livaboardId ? { liveabordId: target.livaboardId } : { tripId: target.tempId }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, { method: 'POST', url: api('/Review/AddReview'), token: demo.accessToken, payload: { body: 'Same time', rate: 4, ...item } })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(9).fill(409)])
    expect(await t.db.selectFrom('reviews').select('id').where('reservation_id', '=', target.reservationId).execute()).toHaveLength(1)
  })

  it('book once when the answer cannot be stored: the booking commits before its card is charged, and a retry with its key finds it', async () => {
    const trip = await t.db
      .selectFrom('trips as tr')
      .innerJoin('branches as b', 'b.id', 'tr.branch_id')
      .select(['tr.id', 'tr.seats_available'])
      .where('b.pay_later', '=', true)
      .where('tr.seats_available', '>=', 2)
      .where('tr.start_date', '>', new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
      .orderBy('tr.id', 'desc')
      .executeTakeFirstOrThrow()
    // The answer cannot be written (as when the process dies right after the handler's work).
    await sql`create function refuse_answers() returns trigger language plpgsql as $$ begin raise exception 'answer store down'; end $$`.execute(t.db)
    await sql`create trigger refuse_answers before update on idempotency_keys for each row when (new.response is not null) execute function refuse_answers()`.execute(t.db)
    const key = actionKey('book-undone')
    const request = { method: 'POST' as const, url: api('/Booking/Create'), token: demo.accessToken, headers: { 'idempotency-key': key }, payload: { tripId: trip.id, seats: 1, paymentType: 2 } }
    try {
      expect((await call(t.app, request)).status).toBe(500)
    } finally {
      await sql`drop trigger refuse_answers on idempotency_keys`.execute(t.db)
    }
    const made = await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).where('user_id', '=', demo.userId).execute()
    expect(made).toHaveLength(1)
    // The same action retried with its key answers with that booking: one reservation, one seat taken.
    const retried = await call(t.app, request)
    expect(retried.status).toBe(201)
    expect((retried.json as { data: { reservationId: number } }).data.reservationId).toBe(made[0]!.id)
    expect((await call(t.app, request)).headers['idempotent-replayed']).toBe('true')
    expect(await t.db.selectFrom('reservations').select('id').where('trip_id', '=', trip.id).where('user_id', '=', demo.userId).execute()).toHaveLength(1)
    expect((await t.db.selectFrom('trips').select('seats_available').where('id', '=', trip.id).executeTakeFirstOrThrow()).seats_available).toBe(trip.seats_available - 1)
  })

  it('let a claim left by a dead process be taken over after five minutes, not before', async () => {
    const owner = `user:${demo.userId}`
    const claim = (key: string, minutesAgo: number) =>
      t.db.insertInto('idempotency_keys').values({ owner, key, method: 'POST', path: '/api/website/v1/Notifications/ReadAll', request_hash: 'x', created_at: new Date(Date.now() - minutesAgo * 60_000) }).execute()
    const readAll = (key: string) => call(t.app, { method: 'POST', url: api('/Notifications/ReadAll'), token: demo.accessToken, headers: { 'idempotency-key': key } })
    // Same request hash as the real call would have: claim through one call first, then age it.
    const fresh = actionKey('claim-fresh')
    const stale = actionKey('claim-stale')
    await claim(fresh, 1)
    await claim(stale, 6)
    const hash = (await t.db.selectFrom('idempotency_keys').select('request_hash').where('owner', '=', owner).where('key', '=', stale).executeTakeFirstOrThrow()).request_hash
    expect(hash).toBe('x')
    // A claim's request must match to be taken over: give both the real hash.
    const probe = actionKey('claim-probe')
    expect((await readAll(probe)).status).toBe(200)
    const real = (await t.db.selectFrom('idempotency_keys').select('request_hash').where('key', '=', probe).executeTakeFirstOrThrow()).request_hash
    await t.db.updateTable('idempotency_keys').set({ request_hash: real }).where('key', 'in', [fresh, stale]).execute()
    const busy = await callError(t.app, { method: 'POST', url: api('/Notifications/ReadAll'), token: demo.accessToken, headers: { 'idempotency-key': fresh } })
    expect(busy.status).toBe(409)
    expect(busy.body.code).toBe('IdempotencyInProgress')
    expect((await readAll(stale)).status).toBe(200)
    const taken = await t.db.selectFrom('idempotency_keys').select(['status_code', 'response']).where('key', '=', stale).executeTakeFirstOrThrow()
    expect(taken.status_code).toBe(200)
  })
})

describe('sessions', () => {
  const t = useTestApp()

  it('a valid token whose account was deleted is a 401, never a 500', async () => {
    const gone = await signUpDiver(t.app, 'gone@example.com')
    await t.db.deleteFrom('users').where('id', '=', gone.userId).execute()
    for (const path of ['/Users/GetProfileData', '/Booking/Reservations', '/Wallet/GetAllTransactionForCurrentUser', '/Notifications/Get', '/Users/SendConfirmationCode', '/Favorites/Ids']) {
      const { status, body } = await callError(t.app, { method: 'GET', url: api(path), token: gone.accessToken })
      expect(status, path).toBe(401)
      expect(body.code).toBe('SessionEnded')
    }
    expect((await call(t.app, { method: 'POST', url: api('/Users/UpdateProfile'), token: gone.accessToken, payload: { name: 'Ghost' } })).status).toBe(401)
  })

  it('a new password ends every other session, and says how many', async () => {
    const email = 'three-phones@example.com'
    const password = 'Three-Phones-2026'
    await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Three Phones', email, password } })
    const signIn = async () => v.parse(SessionResponseSchema, (await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email, password } })).json).data
    const [phone, tablet, laptop] = [await signIn(), await signIn(), await signIn()]
    const { metaData } = await callOk(t.app, ChangePasswordResponseSchema, { method: 'POST', url: api('/Users/ChangePassword'), token: phone.accessToken, payload: { currentPassword: password, newPassword: 'New-Reef-Password-1' } })
    // The registration's own session, the tablet and the laptop.
    expect(metaData.otherSessionsSignedOut).toBe(3)
    for (const other of [tablet, laptop]) {
      expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: other.accessToken })).status).toBe(401)
      expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: other.refreshToken } })).status).toBe(401)
    }
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: phone.accessToken })).status).toBe(200)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: phone.refreshToken } })).status).toBe(200)
  })

  it('sign-in and account answers are never stored by a browser or a proxy', async () => {
    const login = await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })
    expect(login.headers['cache-control']).toBe('no-store')
    const token = (login.json as { data: { accessToken: string } }).data.accessToken
    for (const path of ['/Users/GetProfileData', '/Booking/Reservations', '/Wallet/GetAllTransactionForCurrentUser', '/Notifications/Get']) {
      expect((await call(t.app, { method: 'GET', url: api(path), token })).headers['cache-control'], path).toBe('no-store')
    }
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData') })).headers['cache-control']).toBe('no-store')
  })
})

describe('mail that cannot be sent', () => {
  const mailer = createMemoryMailer()
  const t = useTestApp({}, { mailer })

  it('never fails a sign-up or a contact message; the mail follows when the server is back', async () => {
    mailer.down = true
    const signUp = await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Mona', email: 'mona@example.com', password: 'Giftun-Island-7' } })
    expect(signUp.status).toBe(201)
    const contact = await call(t.app, { method: 'POST', url: api('/General/ContactUS'), payload: { name: 'Mona', email: 'mona@example.com', message: 'Is the house reef good for beginners?' } })
    expect(contact.status).toBe(201)
    expect(await t.mail()).toEqual([])
    expect(await t.app.outbox.pending()).toBe(2)
    // Retrying the sign-up finds the account that was kept, not a half-written one.
    expect((await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Mona', email: 'mona@example.com', password: 'Giftun-Island-7' } })).status).toBe(409)
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'mona@example.com', password: 'Giftun-Island-7' } })).status).toBe(200)

    mailer.down = false
    await t.db.updateTable('outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('done_at', 'is', null).execute()
    const sent = await t.mail()
    expect(sent.map((mail) => mail.to)).toEqual(['mona@example.com', 'mona@example.com'])
    expect(sent[0]!.text).toMatch(/\b\d{6}\b/)
    expect(await t.app.outbox.pending()).toBe(0)
    // What a sent job carried (the code) is not kept.
    const kept = await t.db.selectFrom('outbox').select('payload').execute()
    expect(JSON.stringify(kept)).not.toMatch(/\b\d{6}\b/)
  })
})

describe('hostile bodies', () => {
  const t = useTestApp()
  let token: string
  beforeAll(async () => {
    token = (await loginDemo(t.app)).accessToken
  })

  it('a NUL in any text is a 400 naming the field', async () => {
    const register = await callError(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Nul\u0000Diver', email: 'nul@example.com', password: 'Long-Enough-2026' } })
    expect(register.status).toBe(400)
    expect(register.body.errors).toEqual([{ path: 'name', message: 'This text contains a character that is not allowed.' }])
    const query = await callError(t.app, { method: 'GET', url: api('/General/GetPageContent?pageName=terms%00'), token })
    expect(query.status).toBe(400)
    expect(query.body.errors?.[0]?.path).toBe('pageName')
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nul@example.com').execute()).toEqual([])
  })

  it('a deeply nested JSON body is a 400 (and one too large for any call a 413), before anything walks it', async () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000)
    const deeper = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)
    for (const path of ['/BranchWeb/DiveCenters', '/Users/Login', '/Booking/Create']) {
      for (const payload of [deep, deeper]) {
        const { status, body } = await callError(t.app, { method: 'POST', url: api(path), payload, headers: { 'content-type': 'application/json' }, token })
        expect(status, path).toBe(400)
        expect(body.code).toBe('TooDeep')
      }
      const huge = await callError(t.app, { method: 'POST', url: api(path), payload: '['.repeat(100_000) + ']'.repeat(100_000), headers: { 'content-type': 'application/json' }, token })
      expect(huge.status).toBe(413)
    }
  })

  it('an upload over 5 MB is a 413 that stores nothing, whatever its size', async () => {
    const before = await t.db.selectFrom('users').select('image_path').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()
    for (const size of [5 * 1024 * 1024 + 1, 10 * 1024 * 1024, 12 * 1024 * 1024]) {
      const { status, body } = await callError(t.app, { method: 'POST', url: api('/users/changeprofileImage'), token, ...multipart('file', png(size)) })
      expect(status, String(size)).toBe(413)
      expect(body.message).toContain('5 MB')
    }
    // Sent without a declared length (chunked): cut at the limit, and refused.
    const chunked = multipart('file', png(7 * 1024 * 1024))
    const streamed = await call(t.app, { method: 'POST', url: api('/users/changeprofileImage'), token, payload: chunked.payload, headers: { ...chunked.headers, 'transfer-encoding': 'chunked' } })
    expect(streamed.status).toBe(413)
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual([])
    expect(await t.db.selectFrom('users').select('image_path').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()).toEqual(before)
  })

  it('a multipart body cut off half-way is a 400', async () => {
    const { status, body } = await callError(t.app, { method: 'POST', url: api('/Mobile/ChangeCertificateImage'), token, ...multipart('logo', png(2048), true) })
    expect(status).toBe(400)
    expect(body.code).toBe('MalformedMultipart')
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual([])
  })

  it('a path parameter past its length is a 414 with the usual error body', async () => {
    const { status, body } = await callError(t.app, { method: 'POST', url: api(`/Users/ResetPassword/${'a'.repeat(300)}`), payload: { password: 'Long-Enough-2026' } })
    expect(status).toBe(414)
    expect(body).toMatchObject({ code: 'UriTooLong', message: 'The address is too long.' })
  })

  it('headers too large are a 431 with the usual error body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const raw = await new Promise<string>((done, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(40_000)}\r\n\r\n`))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => done(text))
      socket.on('error', fail)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The request headers are too large.', code: 'HeadersTooLarge' })
  })
})

describe('transport and settings', () => {
  it('send HSTS over HTTPS only', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' })
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined()
      expect((await call(t.app, { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await t.close()
    }
  })

  it('read MAP_ORIGINS and PG_POOL_MAX through Config', async () => {
    expect(loadConfig({ MAP_ORIGINS: 'https://tiles.example https://styles.example' }).mapOrigins).toEqual(['https://tiles.example', 'https://styles.example'])
    expect(loadConfig({ PG_POOL_MAX: '4' }).pgPoolMax).toBe(4)
    expect(() => loadConfig({ PG_POOL_MAX: 'lots' })).toThrow(/PG_POOL_MAX/)
    const t = await createTestApp({ MAP_ORIGINS: 'https://tiles.example' })
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).headers['content-security-policy']).toContain("connect-src 'self' https://tiles.example")
    } finally {
      await t.close()
    }
  })
})

describe('notifications and course dates', () => {
  const t = useTestApp()

  it('page through sixty new notifications, oldest unseen first, skipping none', async () => {
    const diver = await signUpDiver(t.app, 'sixty@example.com')
    const note = (i: number) => ({ user_id: diver.userId, title_en: `N${i}`, title_ar: `ت${i}`, text_en: 'x', text_ar: 'س', type: 0, item_id: null })
    await t.db.insertInto('notifications').values(Array.from({ length: 60 }, (_, i) => note(i))).execute()
    const all = await t.db.selectFrom('notifications').select('id').where('user_id', '=', diver.userId).orderBy('id').execute()
    expect(all).toHaveLength(60)
    const seen: number[] = []
    let cursor = 0
    let calls = 0
    for (;;) {
      const page = await callOk(t.app, NotificationsResponseSchema, { method: 'GET', url: api(`/Notifications/Get?lastNotificationNumber=${cursor}`), token: diver.accessToken })
      calls++
      expect(page.data.map((n) => n.id)).toEqual([...page.data.map((n) => n.id)].sort((a, b) => b - a)) // newest first on screen
      seen.push(...page.data.map((n) => n.id))
      cursor = page.metaData.lastNotificationNumber
      if (!page.metaData.hasMore) break
    }
    expect(calls).toBe(2)
    expect(seen.sort((a, b) => a - b)).toEqual(all.map((row) => row.id))
    expect(cursor).toBe(all.at(-1)!.id)
  })

  it('list at most eight dates a course on a branch page and count them all', async () => {
    const busiest = await t.db
      .selectFrom('course_dates')
      .select(['branch_id', 'template_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('start_date', '>=', new Date().toISOString().slice(0, 10))
      .groupBy(['branch_id', 'template_id'])
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow()
    // Give one course more dates than a page lists.
    const base = await t.db.selectFrom('course_dates').selectAll().where('branch_id', '=', busiest.branch_id).where('template_id', '=', busiest.template_id).executeTakeFirstOrThrow()
    const { id: _id, ...copy } = base
    await t.db
      .insertInto('course_dates')
      .values(Array.from({ length: 10 }, (_, i) => ({ ...copy, is_online: false, start_date: new Date(Date.now() + (60 + i) * 86_400_000).toISOString().slice(0, 10) })))
      .execute()
    const upcoming = await t.db.selectFrom('course_dates').select((eb) => eb.fn.countAll<number>().as('n')).where('branch_id', '=', busiest.branch_id).where('start_date', '>=', new Date().toISOString().slice(0, 10)).executeTakeFirstOrThrow()
    const { data } = await callOk(t.app, BranchDetailResponseSchema, { method: 'GET', url: api(`/BranchWeb/BranchDetail?BranchId=${busiest.branch_id}`) })
    expect(data.branchDetailsDto.groupedCourses.length).toBeGreaterThan(0)
    for (const group of data.branchDetailsDto.groupedCourses) expect(group.courses.length).toBeLessThanOrEqual(8)
    expect(data.branchDetailsDto.groupedCourses.some((group) => group.courses.length === 8)).toBe(true)
    expect(data.coursesCount).toBe(Number(upcoming.n))
    expect(data.coursesCount).toBeGreaterThan(data.branchDetailsDto.courses.length + data.branchDetailsDto.webCourses.length)
  })
})
