import { describe, expect, it } from 'vitest'
import { createMemoryMailer } from '../lib/mailer.ts'
import { api, call, useTestApp } from './harness.ts'

describe('mail that cannot be sent', () => {
  const mailer = createMemoryMailer()
  const t = useTestApp({}, { mailer })

  it('never fails a sign-up or a contact message; the mail follows when the server is back', async () => {
    mailer.down = true
    const signUp = await call(t.app, {
      method: 'POST',
      url: api('/Users/Register'),
      payload: { name: 'Mona', email: 'mona@example.com', password: 'Giftun-Island-7' },
    })
    expect(signUp.status).toBe(201)
    const contact = await call(t.app, {
      method: 'POST',
      url: api('/General/ContactUS'),
      payload: { name: 'Mona', email: 'mona@example.com', message: 'Is the house reef good for beginners?' },
    })
    expect(contact.status).toBe(201)
    expect(await t.mail()).toEqual([])
    expect(await t.app.jobs.pending()).toBe(2)
    // Retrying the sign-up finds the account that was kept, not a half-written one.
    expect(
      (await call(t.app, { method: 'POST', url: api('/Users/Register'), payload: { name: 'Mona', email: 'mona@example.com', password: 'Giftun-Island-7' } }))
        .status,
    ).toBe(409)
    expect((await call(t.app, { method: 'POST', url: api('/Users/Login'), payload: { email: 'mona@example.com', password: 'Giftun-Island-7' } })).status).toBe(
      200,
    )

    mailer.down = false
    await t.db
      .updateTable('jobs')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('done_at', 'is', null)
      .execute()
    const sent = await t.mail()
    expect(sent.map((mail) => mail.to)).toEqual(['mona@example.com', 'mona@example.com'])
    expect(sent[0]!.text).toMatch(/\b\d{6}\b/)
    expect(await t.app.jobs.pending()).toBe(0)
    // What a sent job carried (the code) is not kept.
    const kept = await t.db.selectFrom('jobs').select('payload').execute()
    expect(JSON.stringify(kept)).not.toMatch(/\b\d{6}\b/)
  })
})
