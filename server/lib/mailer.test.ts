import { tmpdir } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { type SmtpCatcher, startSmtp } from '../test/smtp.ts'
import { createMailer, type Mailer } from './mailer.ts'

describe('the SMTP mailer', () => {
  let smtp: SmtpCatcher | undefined
  let mailer: Mailer | undefined
  afterEach(async () => {
    mailer?.close?.()
    await smtp?.close()
  })

  const burst = (count: number) =>
    Array.from({ length: count }, (_, i) => mailer!.send({ to: `diver${i}@reefline.test`, subject: `Reminder ${i}`, text: 'Your trip starts in two days.' }))

  it('carries a burst of messages over its pool of two connections, not one connection each', async () => {
    smtp = await startSmtp()
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Reefline <bookings@reefline.test>', dataDir: tmpdir() })
    await Promise.all(burst(8))
    await Promise.all(burst(4))
    expect(smtp.messages).toHaveLength(12)
    expect(smtp.connections()).toBeGreaterThan(0)
    expect(smtp.connections()).toBeLessThanOrEqual(2)
  })

  it('lets SMTP_URL turn the pool off', async () => {
    smtp = await startSmtp()
    mailer = createMailer({ smtpUrl: `${smtp.url}?pool=false`, from: 'Reefline <bookings@reefline.test>', dataDir: tmpdir() })
    await Promise.all(burst(3))
    expect(smtp.messages).toHaveLength(3)
    expect(smtp.connections()).toBe(3)
  })
})
