import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { api, call, useTestApp } from './harness.ts'
import { startServer } from './processes.ts'

/** A contact message a limit counts: five every ten minutes from one client address. */
const contact = (headers: Record<string, string>, remoteAddress: string) =>
  ({
    method: 'POST',
    url: api('/General/ContactUS'),
    payload: { name: 'Reem', email: 'reem@example.com', message: 'Do you rent dry suits?' },
    headers,
    remoteAddress,
  }) as const

/**
 * Behind one proxy (nginx appends the address it saw to X-Forwarded-For), the client is the last
 * address of the header; anything before it was written by the client and proves nothing.
 */
describe('TRUST_PROXY=1: one proxy in front', () => {
  const t = useTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: '1' })

  it('a client’s own X-Forwarded-For entry does not give it a fresh rate-limit bucket', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      // A different forged address each time; the proxy (10.0.0.2) appends the real one.
      const response = await call(t.app, contact({ 'x-forwarded-for': `1.2.3.${i}, 203.0.113.7` }, '10.0.0.2'))
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    // Another client behind the same proxy has its own allowance.
    expect((await call(t.app, contact({ 'x-forwarded-for': '1.2.3.0, 203.0.113.8' }, '10.0.0.2'))).status).toBe(201)
  })
})

describe('TRUST_PROXY as the proxies’ addresses', () => {
  const t = useTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' })

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    // Straight from the internet (not a listed proxy): the header is the client's own claim.
    const direct: number[] = []
    for (let i = 0; i < 6; i++) direct.push((await call(t.app, contact({ 'x-forwarded-for': `198.51.100.${i}` }, '203.0.113.50'))).status)
    expect(direct).toEqual([201, 201, 201, 201, 201, 429])
    // Through listed proxies, the first address no listed proxy wrote is the client.
    const proxied: number[] = []
    for (let i = 0; i < 6; i++) proxied.push((await call(t.app, contact({ 'x-forwarded-for': `1.1.1.${i}, 203.0.113.60, 192.0.2.10` }, '10.1.1.1'))).status)
    expect(proxied).toEqual([201, 201, 201, 201, 201, 429])
  })
})

describe('reading TRUST_PROXY', () => {
  it('takes a number of proxies, or their addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,172.16.0.1, ::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('refuses what it cannot understand, and “every hop”', () => {
    for (const value of ['true', 'yes', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0', 'nginx', '10.0.0.1,,10.0.0.2', '10.0.0.1/8x']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY /)
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/every/)
  })

  it('stops the server at start with one clear line', async () => {
    const server = await startServer({ TRUST_PROXY: 'true', DATABASE_URL: '', DATA_DIR: '/nonexistent-never-opened' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Reefline could not start: TRUST_PROXY')
  }, 60_000)
})
