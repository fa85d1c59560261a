import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

/** A message: a plain-text part always, an HTML part and attachments (a calendar event) when it has them. */
export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** `cid` makes an attachment a picture the HTML part shows (`<img src="cid:…">`); `base64` content is binary */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64'; cid?: string }[]
}
export type Mailer = { send: (mail: Mail) => Promise<void>; close?: () => void }

/**
 * nodemailer: SMTP_URL sends for real; otherwise each message is written to <DATA_DIR>/mail as
 * JSON and logged, so confirmation and reset work on a laptop with no mail server.
 *
 * Over SMTP the connections are pooled: a burst of booking messages (a morning's reminders) reuses
 * two open connections instead of a TCP and TLS handshake and a login per message, which relays
 * also rate-limit. An idle connection closes after a minute. `?pool=false` (or another
 * `maxConnections`) in SMTP_URL overrides this, as its parameters override these defaults.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log?: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 2, idleTimeout: 60_000 })
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })), close: () => transport.close() }
  }
  const folder = join(options.dataDir, 'mail')
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail })
      mkdirSync(folder, { recursive: true })
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.json`)
      writeFileSync(file, String(info.message))
      options.log?.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to the mail folder')
    },
  }
}

/** Tests read what was sent; `down` makes every send fail, as a mail server that is unreachable. */
export function createMemoryMailer(): Mailer & { sent: Mail[]; down: boolean } {
  const mailer = {
    sent: [] as Mail[],
    down: false,
    send: (mail: Mail) => (mailer.down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587')) : Promise.resolve(void mailer.sent.push(mail))),
  }
  return mailer
}
