import { SignJWT } from 'jose'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { LogoutResponseSchema, ProfileResponseSchema, SessionResponseSchema } from '../../../contract/users.ts'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seed/index.ts'
import { hashToken } from '../auth/tokens.ts'
import { api, call, callError, callOk, createTestApp, useTestApp, loginDemo, signUpDiver } from '../../test/harness.ts'

const t = useTestApp()

describe('Users/Login', () => {
  it('signs the demo diver in and returns a session with the diver role', async () => {
    const { data } = await callOk(t.app, SessionResponseSchema, {
      method: 'POST',
      url: api('/Users/Login'),
      payload: { email: DEMO_EMAIL.toUpperCase(), password: DEMO_PASSWORD },
    })
    expect(data.role).toBe('diver')
    expect(data.email).toBe(DEMO_EMAIL)
    expect(data.accessToken.split('.')).toHaveLength(3)
    expect(data.refreshToken).toMatch(/^[\w-]{40,}$/)
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(data.refreshToken) // stored hashed, never as issued
  })

  it('refuses a wrong password with 401 in the request language', async () => {
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Login?lang=2'),
      payload: { email: DEMO_EMAIL, password: 'wrong-password' },
    })
    expect(status).toBe(401)
    expect(body.code).toBe('InvalidCredentials')
    expect(body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Login'),
      payload: { email: 'nobody@reefline.test', password: 'whatever-123' },
    })
    expect(status).toBe(401)
    expect(body.code).toBe('InvalidCredentials')
  })

  it('names each bad field', async () => {
    const { status, body } = await callError(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'not-an-email', password: '' } })
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['email', 'password'])
    expect(body.errors?.find((e) => e.path === 'email')?.message).toBe('Enter a valid e-mail address.')
  })

  it('answers malformed JSON and hostile bodies with 400, never 500', async () => {
    for (const payload of [
      '{"email":',
      '[]',
      'null',
      '{"email":{"$gt":""},"password":["x"]}',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10_000) }),
    ]) {
      const response = await call(t.app, { method: 'POST', url: api('/Users/Login'), payload, headers: { 'content-type': 'application/json' } })
      expect(response.status, payload.slice(0, 30)).toBe(400)
    }
  })
})

describe('Users/LoginAsGuest', () => {
  it('issues a guest session that cannot read a profile', async () => {
    const { data } = await callOk(t.app, SessionResponseSchema, {
      method: 'POST',
      url: api('/Users/LoginAsGuest?Lang=2'),
      payload: { deviceToken: 'device-1' },
    })
    expect(data).toMatchObject({ role: 'guest', userId: null, language: 2 })
    const { status, body } = await callError(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: data.accessToken })
    expect(status).toBe(403)
    expect(body.code).toBe('AccountRequired')
  })
})

describe('access tokens', () => {
  it('requires a token for the profile', async () => {
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData') })).status).toBe(401)
  })

  it('rejects forged, re-signed and wrong-audience tokens', async () => {
    const { accessToken } = await loginDemo(t.app)
    const [header, payload] = accessToken.split('.')
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`
    const otherKey = new TextEncoder().encode('another-secret-another-secret-another!')
    const wrongKey = await new SignJWT({ role: 'diver', lang: 'en' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('user:1')
      .setIssuer('reefline')
      .setAudience('reefline-website')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey)
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'user:2' })).toString('base64url')}.${accessToken.split('.')[2]}`
    for (const token of [unsigned, wrongKey, tampered, 'garbage']) {
      expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token })).status).toBe(401)
    }
  })

  it('stops accepting a token at its expiry, though it was accepted (and remembered) before', async () => {
    const { accessToken } = await loginDemo(t.app)
    expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 })
    try {
      const late = await callError(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: accessToken })
      expect([late.status, late.body.code]).toEqual([401, 'TokenExpired'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Users/RefreshTokens', () => {
  it('rotates: the new pair works and the old token, reused after the grace window, revokes the family', async () => {
    const first = await loginDemo(t.app)
    const refreshed = await callOk(t.app, SessionResponseSchema, {
      method: 'POST',
      url: api('/Users/RefreshTokens'),
      payload: { refreshToken: first.refreshToken },
    })
    expect(refreshed.data.refreshToken).not.toBe(first.refreshToken)
    await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: refreshed.data.accessToken })

    // A second tab racing the first, inside the grace window, still gets a session.
    const racing = await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: first.refreshToken } })
    expect(racing.status).toBe(200)
    expect(v.parse(SessionResponseSchema, racing.json).data.refreshToken).toBe(refreshed.data.refreshToken)

    // Outside the window the same token is a stolen one: the whole family goes.
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('rotated_at', 'is not', null)
      .execute()
    const reuse = await callError(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: first.refreshToken } })
    expect(reuse.status).toBe(401)
    expect(reuse.body.code).toBe('InvalidRefreshToken')
    const successor = await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: refreshed.data.refreshToken } })
    expect(successor.status).toBe(401)
  })

  const refreshWith = (refreshToken: string) => call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken } })
  const liveLeaves = async (refreshToken: string) => {
    const { family_id } = await t.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashToken(refreshToken))
      .executeTakeFirstOrThrow()
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', family_id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute()
    return rows.length
  }

  it('one token presented ten times at once gives every presenter the same successor: one live token, every tab signed in', async () => {
    const first = await loginDemo(t.app)
    // At once: on PostgreSQL the ten transactions really race for the token's row.
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(first.refreshToken)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const sessions = answers.map((answer) => v.parse(SessionResponseSchema, answer.json).data)
    // Each racing tab is signed in with what it got.
    for (const session of sessions) {
      expect((await call(t.app, { method: 'GET', url: api('/Users/GetProfileData'), token: session.accessToken })).status).toBe(200)
    }
    const returned = [...new Set(sessions.map((session) => session.refreshToken))]
    const leaves = await liveLeaves(first.refreshToken)
    let working = 0
    for (const token of returned) if ((await refreshWith(token)).status === 200) working++
    expect({ distinct: returned.length, working, leaves }).toEqual({ distinct: 1, working: 1, leaves: 1 })
  })

  it('presented again one after another within the grace, a rotated token answers the live end of its chain, never a new branch', async () => {
    const first = await loginDemo(t.app)
    const tokens: string[] = []
    for (let i = 0; i < 10; i++) tokens.push(v.parse(SessionResponseSchema, (await refreshWith(first.refreshToken)).json).data.refreshToken)
    expect(new Set(tokens).size).toBe(1)
    expect(await liveLeaves(first.refreshToken)).toBe(1)
    // The first tab moves on; a tab still holding the first token catches up with it, not beside it.
    const second = v.parse(SessionResponseSchema, (await refreshWith(tokens[0]!)).json).data.refreshToken
    const late = v.parse(SessionResponseSchema, (await refreshWith(first.refreshToken)).json).data.refreshToken
    expect(late).toBe(second)
    expect(await liveLeaves(first.refreshToken)).toBe(1)
    expect((await refreshWith(second)).status).toBe(200)
  })

  it("fresh tokens from a language change retire the session's earlier refresh token: it renews nothing, and presented after the grace it ends the session", async () => {
    const first = await loginDemo(t.app)
    const changed = await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=1'), token: first.accessToken })
    expect(changed.data.refreshToken).not.toBe(first.refreshToken)
    // One live token in the session: the one just given.
    expect(await liveLeaves(changed.data.refreshToken)).toBe(1)
    // Within the grace (a request racing the change) the old one is refused, the session left alone.
    expect((await refreshWith(first.refreshToken)).status).toBe(401)
    const renewed = v.parse(SessionResponseSchema, (await refreshWith(changed.data.refreshToken)).json).data
    // Later, the old token is a stolen copy: the whole session ends.
    await t.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('rotated_at', 'is not', null)
      .execute()
    expect((await refreshWith(first.refreshToken)).status).toBe(401)
    expect((await refreshWith(renewed.refreshToken)).status).toBe(401)
  })

  it('refuses unknown and malformed tokens', async () => {
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: 'nope' } })).status).toBe(401)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: {} })).status).toBe(400)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: 42 } })).status).toBe(400)
  })
})

describe('Users/Logout', () => {
  it('revokes the refresh token', async () => {
    const session = await loginDemo(t.app)
    const out = await callOk(t.app, LogoutResponseSchema, { method: 'POST', url: api('/Users/Logout'), payload: { refreshToken: session.refreshToken } })
    expect(out.data).toBe(true)
    expect((await call(t.app, { method: 'POST', url: api('/Users/RefreshTokens'), payload: { refreshToken: session.refreshToken } })).status).toBe(401)
  })
})

describe('Users/ChangeLanguage and GetProfileData', () => {
  it('stores the language and returns a session in it', async () => {
    const session = await loginDemo(t.app)
    const changed = await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=2'), token: session.accessToken })
    expect(changed.data.language).toBe(2)
    const profile = await callOk(t.app, ProfileResponseSchema, { method: 'GET', url: api('/Users/GetProfileData'), token: changed.data.accessToken })
    expect(profile.data).toMatchObject({ email: DEMO_EMAIL, country: 'مصر', shortName: 'PADI', isDriver: true, language: 2 })
    // The spec writes both `Lang` and `lang`: query names match whatever their case.
    const back = await callOk(t.app, SessionResponseSchema, { method: 'GET', url: api('/users/changelanguage?lang=en'), token: session.accessToken })
    expect(back.data.language).toBe(1)
  })

  it('rejects an unknown language', async () => {
    const session = await loginDemo(t.app)
    const { status, body } = await callError(t.app, { method: 'GET', url: api('/Users/ChangeLanguage?Lang=7'), token: session.accessToken })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.path).toBe('Lang')
  })
})

describe('rate limits', () => {
  it('answers 429 with a message after ten logins a minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push((await call(limited.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'x@y.co', password: 'bad' } })).status)
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
      const last = await callError(limited.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'x@y.co', password: 'bad' } })
      expect(last.status).toBe(429)
      expect(last.body.code).toBe('TooManyRequests')
      expect(v.is(v.string(), last.body.message)).toBe(true)
    } finally {
      await limited.close()
    }
  })
})

describe('the per-account sign-in throttle (on with RATE_LIMIT=off: a defence, not a quota)', () => {
  const PASSWORD = 'Rival!Diver2026'
  const signIn = (email: string, password: string, address: string, cookie?: string, lang = 'en') =>
    call(t.app, {
      method: 'POST',
      url: api(`/Users/Login?lang=${lang}`),
      payload: { email, password },
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    })
  const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) => String(response.headers['set-cookie']).split(';')[0]!
  /** Forty wrong passwords for `email`, each from its own address, all at once (on PostgreSQL they race for the count). */
  const fortyAddressesGuess = async (email: string) => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(email, `guess-${i}-wrong`, `10.40.${i}.7`, undefined, i % 2 ? 'ar' : 'en')))
    return answers
  }

  it('refuses guesses at one account from forty addresses after the twentieth, yet the owner gets in from the browser and the address they used before', async () => {
    const email = 'owner-under-attack@example.com'
    await signUpDiver(t.app, email)
    const home = await signIn(email, PASSWORD, '10.1.0.1')
    expect(home.status).toBe(200)
    expect(home.headers['set-cookie']).toMatch(
      /^reefline_device_[\w-]{16}=[\w-]+\.\d+\.[\w-]+; Max-Age=15552000; Path=\/api\/website\/v1\/Users\/Login; HttpOnly; SameSite=Strict$/,
    )
    const device = cookieOf(home)

    const answers = await fortyAddressesGuess(email)
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(20).fill(429)])
    const refused = answers.find((answer, i) => answer.status === 429 && i % 2 === 1)!
    expect(refused.json).toMatchObject({ code: 'TooManySignIns' })
    expect((refused.json as { message: string }).message).toMatch(/^محاولات تسجيل دخول فاشلة كثيرة/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600)
    expect((refused.json as { retryAfter: number }).retryAfter).toBe(Number(refused.headers['retry-after']))

    // A right password from a client the account does not know is refused alike: the lock tells nothing.
    expect((await signIn(email, PASSWORD, '10.3.0.2')).status).toBe(429)
    // The owner: from the address they signed in from, and from the browser that signed in, anywhere.
    expect((await signIn(email, PASSWORD, '10.1.0.1')).status).toBe(200)
    expect((await signIn(email, PASSWORD, '10.3.0.1', device)).status).toBe(200)
    // A cookie made for another e-mail, or tampered with, recognises nothing.
    expect((await signIn(email, PASSWORD, '10.3.0.3', device.replace(/\.\d+\./, '.9999999999.'))).status).toBe(429)
    // Per account: the same addresses may still try another one; and bad input is still a 400 first.
    expect((await signIn(DEMO_EMAIL, 'wrong-password', '10.40.1.7')).status).toBe(401)
    expect((await signIn(email, '', '10.40.1.7')).status).toBe(400)
  })

  it('answers an e-mail no account has exactly the same way', async () => {
    const answers = await fortyAddressesGuess('nobody-at-all@example.com')
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(20).fill(401), ...Array<number>(20).fill(429)])
    const refused = answers.find((answer) => answer.status === 429 && answer.json && (answer.json as { message: string }).message.startsWith('Too many'))!
    expect(refused.json).toMatchObject({
      code: 'TooManySignIns',
      message: 'Too many failed sign-ins with this e-mail. Please wait and try again, or sign in on a device you have signed in on before.',
    })
  })

  it('lets a diver mistype and then sign in; a right password never counts', async () => {
    const email = 'mistyper@example.com'
    await signUpDiver(t.app, email)
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'not-my-password', `10.50.0.${i}`)).status).toBe(401)
    expect((await signIn(email, PASSWORD, '10.50.1.1')).status).toBe(200)
    // 3 failures counted, the sign-in not: 17 more fit, the 21st does not (from anywhere new).
    for (let i = 0; i < 17; i++) expect((await signIn(email, 'not-my-password', `10.51.0.${i}`)).status).toBe(401)
    expect((await signIn(email, 'not-my-password', '10.52.0.1')).status).toBe(429)
  })

  it('gives a recognised client an allowance of its own, and the shared one once that is spent', async () => {
    const email = 'known-address@example.com'
    await signUpDiver(t.app, email)
    expect((await signIn(email, PASSWORD, '10.60.0.1')).status).toBe(200)
    // Twenty guesses from the known address spend its own allowance; unknown clients still have theirs.
    for (let i = 0; i < 20; i++) expect((await signIn(email, 'guessing', '10.60.0.1')).status).toBe(401)
    expect((await signIn(email, PASSWORD, '10.61.0.1')).status).toBe(200)
    // Now the known address counts on the shared allowance (one right sign-in did not spend any of it).
    for (let i = 0; i < 20; i++) expect((await signIn(email, 'guessing', '10.60.0.1')).status).toBe(401)
    expect((await signIn(email, 'guessing', '10.60.0.1')).status).toBe(429)
  })

  it('keeps its counts and known addresses in the database, and the clean-up sweeps old ones', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000)
    await t.db
      .insertInto('sign_in_attempts')
      .values([
        { key: 'account:old-window', window_start: old, attempts: 20 },
        { key: 'account:live-window', window_start: new Date(), attempts: 3 },
      ])
      .execute()
    await t.db
      .insertInto('sign_in_addresses')
      .values([
        { key: 'address:long-ago', signed_in_at: old },
        { key: 'address:lately', signed_in_at: new Date() },
      ])
      .execute()
    const swept = await t.app.housekeeping.run()
    expect(swept?.signInRecords).toBeGreaterThanOrEqual(2)
    expect((await t.db.selectFrom('sign_in_attempts').select('key').where('key', 'like', 'account:%-window').execute()).map((row) => row.key)).toEqual([
      'account:live-window',
    ])
    expect(
      (await t.db.selectFrom('sign_in_addresses').select('key').where('key', 'in', ['address:long-ago', 'address:lately']).execute()).map((row) => row.key),
    ).toEqual(['address:lately'])
  })
})
