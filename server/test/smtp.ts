import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './processes.ts'

export type SmtpCatcher = {
  /** smtp://127.0.0.1:<port>: what SMTP_URL names, so mail goes through the server's own transport */
  url: string
  /** every message received so far, parsed */
  messages: ParsedMail[]
  /** SMTP connections opened to it so far */
  connections: () => number
  /**
   * How long to keep a message's sender waiting before it is acknowledged (and kept), as a slow
   * relay would: a message in flight for a while, so another sender can try to overtake it.
   */
  hold: ((mail: ParsedMail) => number) | null
  /** resolves once `count` messages match (or fails after `ms` with what did arrive) */
  until: (match: (mail: ParsedMail) => boolean, count?: number, ms?: number) => Promise<ParsedMail[]>
  close: () => Promise<void>
}

/**
 * A real SMTP server on a free port, as a mail relay would be: every message the server sends is
 * received whole and parsed by a real parser. A message is acknowledged only once it is parsed and
 * kept, so when the sender's `sendMail` has resolved the message is in `messages`.
 */
export async function startSmtp(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = []
  let hold: SmtpCatcher['hold'] = null
  const waiters = new Set<() => void>()
  let connections = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    onData(stream, _session, callback) {
      // cid: links kept as sent (the parser would turn them into data: addresses)
      simpleParser(stream, { keepCidLinks: true }).then(
        (mail) =>
          setTimeout(
            () => {
              messages.push(mail)
              for (const wake of waiters) wake()
              callback()
            },
            hold?.(mail) ?? 0,
          ),
        (error: Error) => callback(error),
      )
    },
  })
  const port = await freePort()
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return {
    get hold() {
      return hold
    },
    set hold(wait) {
      hold = wait
    },
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    until: (match, count = 1, ms = 30_000) =>
      new Promise((done, fail) => {
        const check = () => {
          const found = messages.filter(match)
          if (found.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          done(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          fail(new Error(`expected ${count} matching messages; received: ${messages.map((m) => m.subject).join(' | ')}`))
        }, ms)
        waiters.add(check)
        check()
      }),
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/** The lines of an iCalendar text, unfolded (RFC 5545 §3.1), as `NAME;PARAMS` → value. */
export function calendarFields(ics: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at > 0 && !fields.has(line.slice(0, at))) fields.set(line.slice(0, at), line.slice(at + 1))
  }
  return fields
}
