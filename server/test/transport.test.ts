import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { call, createTestApp } from './harness.ts'

describe('transport and settings', () => {
  it('send HSTS over HTTPS only', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' })
    try {
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined()
      expect((await call(t.app, { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      )
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
      expect((await call(t.app, { method: 'GET', url: '/api/health' })).headers['content-security-policy']).toContain(
        "connect-src 'self' https://tiles.example",
      )
    } finally {
      await t.close()
    }
  })
})
