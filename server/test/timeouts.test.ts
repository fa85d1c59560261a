import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { useTestApp } from './harness.ts'

type Dribble = { closedAfterMs: number; bytesSent: number; answer: string }

/**
 * Opens a real connection, sends `head`, then one byte of `tail` every `everyMs` for as long as
 * the server keeps the connection, at most `giveUpMs`. A server without timeouts keeps it forever:
 * fifty such connections cost an attacker nothing.
 */
function dribble(port: number, head: string, tail: string, everyMs: number, giveUpMs: number): Promise<Dribble> {
  return new Promise((done, fail) => {
    const started = Date.now()
    let answer = ''
    let sent = 0
    let timer: ReturnType<typeof setInterval> | undefined
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head)
      timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return
        socket.write(tail[sent % tail.length]!)
        sent++
      }, everyMs)
    })
    const finish = () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      done({ closedAfterMs: Date.now() - started, bytesSent: sent, answer })
    }
    const giveUp = setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      fail(new Error(`still open after ${giveUpMs} ms (${sent} bytes sent)`))
    }, giveUpMs)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', finish)
    socket.on('error', () => undefined) // a reset ends it as well
  })
}

describe('slow clients are cut off', () => {
  const t = useTestApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '700', CONNECTION_TIMEOUT_MS: '5000' })
  const listen = async () => Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
  let port: number

  it('a body sent a byte at a time is cut off at the request timeout, with a 408 in the API’s shape', async () => {
    port = await listen()
    const head = 'POST /api/website/v1/General/ContactUS HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n'
    // Twenty connections at once, each a byte every 200 ms: never idle, never done.
    const results = await Promise.all(Array.from({ length: 20 }, () => dribble(port, head, '{"name":"x"', 200, 10_000)))
    for (const result of results) {
      expect(result.closedAfterMs).toBeGreaterThanOrEqual(1400)
      expect(result.closedAfterMs).toBeLessThan(4000)
      expect(result.bytesSent).toBeGreaterThan(3) // it was still sending when cut off
    }
    const answer = results[0]!.answer
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The request took too long to arrive.', code: 'RequestTimeout' })
  })

  it('headers sent a byte at a time are cut off at the headers timeout', async () => {
    const result = await dribble(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n', 100, 10_000)
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(700)
    expect(result.closedAfterMs).toBeLessThan(1400) // before the request timeout
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const closedAfterMs = await new Promise<number>((done, fail) => {
      let started = 0
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'))
      socket.once('data', () => (started = Date.now()))
      socket.on('close', () => done(Date.now() - started))
      socket.on('error', fail)
      setTimeout(() => fail(new Error('still open')), 10_000).unref()
    })
    expect(closedAfterMs).toBeGreaterThanOrEqual(600)
    expect(closedAfterMs).toBeLessThan(2000)
  })
})

describe('reading the timeouts', () => {
  it('has defaults a phone on a slow network can live with', () => {
    const config = loadConfig({})
    expect(config.requestTimeoutMs).toBe(120_000)
    expect(config.headersTimeoutMs).toBe(30_000)
    expect(config.keepAliveTimeoutMs).toBe(72_000)
    expect(config.connectionTimeoutMs).toBe(60_000)
  })

  it('refuses what it cannot use', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/)
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/)
  })
})
