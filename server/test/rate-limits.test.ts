import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts'
import { api, call, callError, useTestApp } from './harness.ts'

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT: 'on' })
  const from = (ip: string) => ({ remoteAddress: ip })

  it('count each call on its own: a busy call never spends the contact form’s allowance', async () => {
    const check = (i: number) =>
      call(t.app, { method: 'POST', url: api('/Users/CheckMobileAndEmail'), payload: { email: `c${i}@example.com` }, ...from('10.0.0.1') })
    const statuses = []
    for (let i = 0; i < 22; i++) statuses.push((await check(i)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    const contact = await call(t.app, {
      method: 'POST',
      url: api('/General/ContactUS'),
      payload: { name: 'Reem', email: 'reem@example.com', message: 'Do you rent dry suits?' },
      ...from('10.0.0.1'),
    })
    expect(contact.status).toBe(201)
  })

  it('say when to try again', async () => {
    const attempt = () =>
      callError(t.app, { method: 'POST', url: api('/Users/Login?lang=2'), payload: { email: 'when@example.com', password: 'wrong-pass' }, ...from('10.0.0.2') })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const last = await attempt()
    expect(last.status).toBe(429)
    expect(last.body.retryAfter).toBeGreaterThan(0)
    expect(last.body.retryAfter).toBeLessThanOrEqual(60)
    expect(last.body.message).toBe('محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.')
  })

  it('do not let an attacker elsewhere lock a diver out of sign-in', async () => {
    for (let i = 0; i < 12; i++)
      await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: 'guessing-123' }, ...from('10.6.6.6') })
    expect(
      (await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ...from('10.6.6.6') })).status,
    ).toBe(429)
    expect(
      (await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ...from('10.1.2.3') })).status,
    ).toBe(200)
  })

  it('stop one address from spraying many accounts', async () => {
    const statuses = []
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await call(t.app, {
            method: 'POST',
            url: api('/Users/Login'),
            payload: { email: `spray${i}@example.com`, password: 'Summer2026!' },
            ...from('10.7.7.7'),
          })
        ).status,
      )
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('send one diver a few reset mails an hour, however many addresses ask', async () => {
    const before = (await t.mail()).filter((mail) => mail.to === DEMO_EMAIL && mail.subject.includes('Reset')).length
    for (let i = 0; i < 12; i++) {
      expect(
        (await call(t.app, { method: 'POST', url: api('/Users/SendPasswordResetLink'), payload: { email: DEMO_EMAIL }, ...from(`10.9.0.${i}`) })).status,
      ).toBe(200)
    }
    const after = (await t.mail()).filter((mail) => mail.to === DEMO_EMAIL && mail.subject.includes('Reset')).length
    expect(after - before).toBe(3)
  })
})
