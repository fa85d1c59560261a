import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { DEMO_EMAIL } from '../db/seed/index.ts'
import { api, call, useTestApp } from './harness.ts'

describe('links in mail', () => {
  const t = useTestApp()

  it('point at the configured origin whatever Host or X-Forwarded-Host a request claims', async () => {
    await call(t.app, {
      method: 'POST',
      url: api('/Users/SendPasswordResetLink'),
      payload: { email: DEMO_EMAIL },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
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
