import { describe, expect, it } from 'vitest'
import { api, callError, useTestApp } from '../test/harness.ts'

/**
 * A limit keyed by e-mail writes that e-mail into its counter's key. Input the call refuses must
 * never get that far: the 400 naming the field comes first, and spends nothing.
 */
describe('rate limits run on validated input only', () => {
  const t = useTestApp({ RATE_LIMIT: 'on' })

  for (const path of ['/Users/Login', '/Users/SendPasswordResetLink']) {
    it(`${path}: a NUL in the e-mail is a 400 naming the field, not a 500 from the limiter`, async () => {
      const { status, body } = await callError(t.app, {
        method: 'POST',
        url: api(path),
        payload: { email: 'diver\u0000@example.com', password: 'whatever-2026' },
        remoteAddress: '10.20.0.1',
      })
      expect(status).toBe(400)
      expect(body.errors?.map((e) => e.path)).toEqual(['email'])
    })
  }

  it('refused input does not use up an address’s allowance', async () => {
    // Users/Login allows 30 calls a minute from one address; 40 refused ones leave them all.
    for (let i = 0; i < 40; i++) {
      expect(
        (await callError(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'not an e-mail', password: 'x' }, remoteAddress: '10.20.0.2' }))
          .status,
      ).toBe(400)
    }
    const wrong = await callError(t.app, {
      method: 'POST',
      url: api('/Users/Login'),
      payload: { email: 'someone@example.com', password: 'wrong-2026' },
      remoteAddress: '10.20.0.2',
    })
    expect(wrong.status).toBe(401)
  })
})
