import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { type Socket, connect } from 'node:net'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../../contract/common.ts'
import { type Cluster, nginxAvailable, startCluster } from '../../scripts/cluster.ts'
import { message } from '../lib/api-texts.ts'
import { freshPostgresDatabase } from './harness.ts'

/**
 * What nginx (deploy/nginx.conf.template) answers itself, in front of a real API process started as
 * `npm run start:cluster` starts it: under /api/ each of its errors is the API's JSON error, and one
 * client address is held to its connection and request limits while the others are served.
 * Other clients are other loopback addresses: Linux answers all of 127.0.0.0/8 on `lo`.
 */
const runs = process.env.TEST_DB === 'postgres'
if (runs && !nginxAvailable()) throw new Error('the nginx tests need nginx: `sudo apt-get install nginx` (.ci/run installs it)')

const template = readFileSync(resolve(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8')
/** the shipped number, so that the test holds exactly as many connections as the proxy allows */
const connectionLimit = Number(/limit_conn reefline_conn (\d+);/.exec(template)?.[1] ?? 100)

let cluster: Cluster
let drop: () => Promise<void>

type Answer = { status: number; type: string | undefined; retryAfter: string | undefined; text: string }

/** A GET on its own connection from the client address `from`. */
function send(path: string, from = '127.0.0.1') {
  const { hostname, port } = new URL(cluster.url)
  return new Promise<Answer>((done, fail) => {
    const sent = request({ host: hostname, port, path, localAddress: from, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          retryAfter: response.headers['retry-after'],
          text,
        }),
      )
    })
    sent.on('error', fail)
    sent.end()
  })
}

/** The API's error body, as the client reads it (src/api/client.ts parses it with the same schema). */
function apiError(answer: { type: string | undefined | null; text: string }) {
  expect(answer.type).toBe('application/json; charset=utf-8')
  return v.parse(ErrorBodySchema, JSON.parse(answer.text))
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((wait) => setTimeout(wait, 50))
  }
}

describe.runIf(runs)('what nginx answers itself, in front of an API process', () => {
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    cluster = await startCluster({ databaseUrl: fresh.url, size: 1, distDir: '/nonexistent', env: { JWT_SECRET: '' } })
  }, 120_000)
  afterAll(async () => {
    await cluster?.stop()
    await drop?.()
  })

  it('answers a body over client_max_body_size with the API’s 413, in the request’s language', async () => {
    const tooLarge = new Uint8Array(7 * 1024 * 1024)
    const search = await fetch(`${cluster.url}/api/website/v1/Trips/Search`, {
      method: 'POST',
      body: tooLarge,
      headers: { 'content-type': 'application/json' },
    })
    expect(search.status).toBe(413)
    expect(search.headers.get('cache-control')).toBe('no-store')
    expect(apiError({ type: search.headers.get('content-type'), text: await search.text() })).toEqual({
      message: message('PayloadTooLarge', 'en'),
      code: 'PayloadTooLarge',
    })
    // A picture over the limit, as the app sends it: the upload's own answer, in Arabic.
    const form = new FormData()
    form.append('file', new Blob([tooLarge], { type: 'image/jpeg' }), 'reef.jpg')
    const upload = await fetch(`${cluster.url}/api/website/v1/users/changeprofileImage`, { method: 'POST', body: form, headers: { 'accept-language': 'ar' } })
    expect(upload.status).toBe(413)
    expect(apiError({ type: upload.headers.get('content-type'), text: await upload.text() })).toEqual({
      message: message('FileTooLarge', 'ar'),
      code: 'FileTooLarge',
    })
    // Outside the API nginx's own page stays.
    const page = await fetch(`${cluster.url}/trips`, { method: 'POST', body: tooLarge })
    expect(page.status).toBe(413)
    expect(page.headers.get('content-type')).toBe('text/html')
  })

  it('passes the process’s own error answers through as the process wrote them', async () => {
    const path = '/api/website/v1/BranchWeb/BranchDetail?BranchId=not-a-number'
    const direct = await fetch(`http://127.0.0.1:${cluster.processes[0]!.port}${path}`)
    const proxied = await fetch(`${cluster.url}${path}`)
    expect(proxied.status).toBe(400)
    const body = apiError({ type: proxied.headers.get('content-type'), text: await proxied.text() })
    expect(body.code).toBe('ValidationFailed')
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(body).toEqual(await direct.json())
  })

  it('refuses one address more connections than the limit with the API’s 429, and serves everyone else', async () => {
    // Uploads that never send their bytes, as a slow or hostile client holds them open.
    const held: Socket[] = []
    const { hostname, port } = new URL(cluster.url)
    const hold = () =>
      new Promise<void>((done, fail) => {
        const socket = connect({ host: hostname, port: Number(port), localAddress: '127.0.0.2' }, () => {
          socket.write(`POST /api/website/v1/users/changeprofileImage HTTP/1.1\r\nHost: reefline\r\nContent-Length: 100000\r\n\r\n`)
          done()
        })
        socket.on('error', fail)
        held.push(socket)
      })
    try {
      for (let i = 0; i < connectionLimit; i++) await hold()
      const refused = await until(
        () => send('/api/health', '127.0.0.2'),
        (answer) => answer.status === 429,
      )
      expect(refused.status).toBe(429)
      expect(refused.retryAfter).toBe('1')
      expect(apiError(refused)).toEqual({ message: message('TooManyRequests', 'en'), code: 'TooManyRequests', retryAfter: 1 })
      expect(cluster.proxyLog()).toContain('limiting connections by zone "reefline_conn", client: 127.0.0.2')
      // The API keeps answering every other address.
      expect((await send('/api/health')).status).toBe(200)
      // One connection fewer, and the address is served again: the limit is the shipped number.
      held.pop()!.destroy()
      const again = await until(
        () => send('/api/health', '127.0.0.2'),
        (answer) => answer.status === 200,
      )
      expect(again.status).toBe(200)
    } finally {
      for (const socket of held) socket.destroy()
    }
  })

  it('refuses a flood of calls from one address with the API’s 429, and serves everyone else', async () => {
    // Sent all at once without waiting for answers: past the burst, the proxy refuses.
    const flood = Array.from({ length: 400 }, () => send('/api/health', '127.0.0.3'))
    expect((await send('/api/health')).status).toBe(200)
    const answers = await Promise.all(flood)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true)
    for (const answer of refused) expect(apiError(answer).code).toBe('TooManyRequests')
    expect(cluster.proxyLog()).toMatch(/limiting requests, excess: [\d.]+ by zone "reefline_req", client: 127\.0\.0\.3/)
  })

  it('answers the API’s 502 when no process can be reached, and the page’s own 502 elsewhere', async () => {
    await cluster.kill(0)
    try {
      const api = await fetch(`${cluster.url}/api/website/v1/Settings/Intialize`, { method: 'POST', headers: { 'idempotency-key': 'nginx-502' } })
      expect(api.status).toBe(502)
      expect(apiError({ type: api.headers.get('content-type'), text: await api.text() })).toEqual({
        message: message('ServiceUnavailable', 'en'),
        code: 'ServiceUnavailable',
      })
      const page = await fetch(`${cluster.url}/`)
      expect(page.status).toBe(502)
      expect(page.headers.get('content-type')).toBe('text/html')
    } finally {
      await cluster.restart(0)
    }
  })
})
