import { connect } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CARD, DEMO_EMAIL } from '../db/seed/index.ts'
import { api, call, callError, loginDemo, useTestApp } from './harness.ts'

/** A multipart body with one file part; `cut` leaves the closing boundary off, as a dropped upload does. */
function multipart(field: string, bytes: Buffer, cut = false) {
  const boundary = '----reefline-hardening'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = cut ? Buffer.alloc(0) : Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const png = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 1)])

describe('hostile bodies', () => {
  const t = useTestApp()
  let token: string
  beforeAll(async () => {
    token = (await loginDemo(t.app)).accessToken
  })

  it('a NUL in any text is a 400 naming the field', async () => {
    const register = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Register'),
      payload: { name: 'Nul\u0000Diver', email: 'nul@example.com', password: 'Long-Enough-2026' },
    })
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
      const huge = await callError(t.app, {
        method: 'POST',
        url: api(path),
        payload: '['.repeat(100_000) + ']'.repeat(100_000),
        headers: { 'content-type': 'application/json' },
        token,
      })
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
    const streamed = await call(t.app, {
      method: 'POST',
      url: api('/users/changeprofileImage'),
      token,
      payload: chunked.payload,
      headers: { ...chunked.headers, 'transfer-encoding': 'chunked' },
    })
    expect(streamed.status).toBe(413)
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual([{ name: DEMO_CARD }])
    expect(await t.db.selectFrom('users').select('image_path').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()).toEqual(before)
  })

  it('a multipart body cut off half-way is a 400', async () => {
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api('/Mobile/ChangeCertificateImage'),
      token,
      ...multipart('logo', png(2048), true),
    })
    expect(status).toBe(400)
    expect(body.code).toBe('MalformedMultipart')
    expect(await t.db.selectFrom('uploads').select('name').execute()).toEqual([{ name: DEMO_CARD }])
  })

  it('a body that is not an object (an array, null, a number) is a 400 on every call that takes one, and changes nothing', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()
    const withBody = t.app.apiDocs.filter((doc) => doc.body !== undefined)
    expect(withBody.length).toBeGreaterThan(20)
    for (const doc of withBody) {
      const url = doc.url.replace(':token', 'a'.repeat(43)).replace(':id', '1')
      for (const payload of ['[1,2,3]', 'null', '[]', '42', '"text"']) {
        const { status, body } = await callError(t.app, { method: doc.method, url, payload, headers: { 'content-type': 'application/json' }, token })
        expect(status, `${doc.url} ${payload}`).toBe(400)
        expect(body.code, `${doc.url} ${payload}`).toBe('ValidationFailed')
      }
    }
    expect(await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()).toEqual(before)
  })

  it('a path parameter past its length is a 414 with the usual error body', async () => {
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api(`/Users/ResetPassword/${'a'.repeat(300)}`),
      payload: { password: 'Long-Enough-2026' },
    })
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
