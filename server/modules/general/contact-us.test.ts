import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ContactUsResponseSchema } from '../../../contract/general.ts'
import { api, call, callError, useTestApp } from '../../test/harness.ts'

const spam = {
  name: 'Win a prize at http://spam.example',
  subject: 'Cheap pills http://spam.example/pills',
  message: 'Click http://spam.example/win now, your account is suspended',
}

/**
 * Anyone may write to the team and give any e-mail address: the acknowledgement goes to that
 * address, so it must carry nothing the sender wrote, or the contact form mails whatever anyone
 * likes to whoever they like.
 */
describe('General/ContactUS acknowledgements', () => {
  const t = useTestApp()

  it('say the message arrived and give its reference, in the sender’s language, and repeat none of it', async () => {
    for (const [lang, words] of [
      ['1', /we received your message/],
      ['2', /استلمنا رسالتك/],
    ] as const) {
      const response = await call(t.app, {
        method: 'POST',
        url: api(`/General/ContactUS?lang=${lang}`),
        payload: { ...spam, email: `victim${lang}@example.com` },
      })
      expect(response.status).toBe(201)
      const { ticketId } = v.parse(ContactUsResponseSchema, response.json).data
      const mail = (await t.mail()).find((sent) => sent.to === `victim${lang}@example.com`)
      expect(mail, 'an acknowledgement was sent').toBeDefined()
      expect(`${mail!.subject}\n${mail!.text}`).toMatch(words)
      expect(mail!.subject).toContain(String(ticketId))
      expect(mail!.text).toContain(String(ticketId))
      for (const part of [spam.name, spam.subject, spam.message, 'spam.example', 'Click', 'pills']) {
        expect(mail!.subject).not.toContain(part)
        expect(mail!.text).not.toContain(part)
      }
      // The team still has the whole message.
      const stored = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', ticketId).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ subject: spam.subject, message: spam.message, name: spam.name })
    }
  })

  it('go to one address a few times a day, however many senders name it', async () => {
    const to = 'flooded@example.com'
    for (let i = 0; i < 6; i++) {
      const response = await call(t.app, {
        method: 'POST',
        url: api('/General/ContactUS'),
        payload: { name: 'Someone', email: i % 2 ? to.toUpperCase() : to, message: `Question number ${i} about groups` },
        remoteAddress: `10.30.0.${i}`,
      })
      expect(response.status).toBe(201)
    }
    expect((await t.mail()).filter((mail) => mail.to.toLowerCase() === to)).toHaveLength(3)
    expect(await t.db.selectFrom('contact_messages').select('id').where('email', 'in', [to, to.toUpperCase()]).execute()).toHaveLength(6)
  })

  it('go to one address a few times a day when its senders send at once', async () => {
    const to = 'stampede@example.com'
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: api('/General/ContactUS'),
          payload: { name: 'Someone', email: to, message: `Question number ${i} about the same trip` },
          remoteAddress: `10.31.0.${i}`,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    expect((await t.mail()).filter((mail) => mail.to === to)).toHaveLength(3)
  })

  it('are never sent for a message refused: half a surrogate pair is a 400 naming the field', async () => {
    const before = (await t.db.selectFrom('contact_messages').select('id').execute()).length
    const { status, body } = await callError(t.app, {
      method: 'POST',
      url: api('/General/ContactUS'),
      payload: { name: 'Reem', email: 'reem@example.com', subject: 'Hi \ud83d', message: 'A message long enough' },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ path: 'subject', message: 'This text contains a character that is not allowed.' }])
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(before)
  })
})

describe('General/ContactUS limit per address', () => {
  const t = useTestApp({ RATE_LIMIT: 'on' })

  it('counts only messages that were accepted: a form refused ten times still sends five', async () => {
    const from = { remoteAddress: '10.31.0.1' }
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(t.app, { method: 'POST', url: api('/General/ContactUS'), payload: { name: 'Reem', email: 'not-an-address', message: 'short' }, ...from }))
          .status,
      ).toBe(400)
    }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call(t.app, {
            method: 'POST',
            url: api('/General/ContactUS'),
            payload: { name: 'Reem', email: 'reem@example.com', message: `Do you rent dry suits? (${i})` },
            ...from,
          })
        ).status,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
