import { IN_PROGRESS_CODE, inProgressDelay, pauseFor } from '../api/in-progress.ts'
import { outbox, type OutboxRecord, type OutboxStore } from './outbox-store.ts'

/**
 * The one sender of queued writes (docs/decisions/023-one-offline-write.md). The app runs it while a
 * window is open, the service worker only when none is; either way it runs under one Web Lock, held
 * across every window and the worker, so two drains never overlap and a write is sent once however
 * many of them wake at the same moment (the 'online' event, Background Sync, a second tab). Imported
 * by sw/ too: no DOM, no React.
 */

/** Who is sending, as whom. */
export type Sender = {
  /** the signed-in diver where this runs, with a token and the screen's language; null: send nothing */
  session: () => Promise<{ userId: number; accessToken: string; lang: string } | null>
  /** the access token was refused (401): renew it; false means stop, the rest waits for another drain */
  renew: () => Promise<boolean>
  /** a write waits for an earlier attempt with its key (409 IdempotencyInProgress), and stops waiting */
  onInProgress?: (event: { key: string; waiting: boolean; retryInMs: number }) => void
}

/** `done`: nothing of the diver's left; `later`: no network or "not now", the rest waits; `stopped`: no session to send with. */
export type DrainOutcome = 'done' | 'later' | 'stopped'

/**
 * "Not now", not "no": the body took too long (408), too many calls (429), the proxy found no process
 * or none answered in time (502, 504), every database connection was busy (503). Nothing was
 * applied, and the same key makes a later attempt safe.
 */
const notNowStatuses = new Set([408, 429, 502, 503, 504])

type Attempt = { kind: 'sent'; answer: unknown } | { kind: 'refused'; message: string } | { kind: 'later' } | { kind: 'unauthorized' }

/** The body of an error answer (its code, message and retryAfter), or nothing when it is not JSON. */
async function errorOf(response: Response): Promise<{ code?: string; message?: string; retryAfter?: number }> {
  try {
    return (await response.json()) as { code?: string; message?: string; retryAfter?: number }
  } catch {
    return {}
  }
}

async function dataOf(response: Response): Promise<unknown> {
  try {
    return ((await response.json()) as { data?: unknown }).data
  } catch {
    return undefined
  }
}

/**
 * Sends a record once; answered `409 IdempotencyInProgress` (an earlier attempt with its key, the
 * server still on it), asks again with the same key for up to 30 s (api/in-progress.ts), then leaves it
 * queued: neither sent nor refused.
 */
async function attempt(record: OutboxRecord, session: { accessToken: string; lang: string }, sender: Sender): Promise<Attempt> {
  const method = record.method ?? 'POST'
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': session.lang,
    authorization: `Bearer ${session.accessToken}`,
    'idempotency-key': record.key,
  }
  if (method !== 'GET' && record.body !== null) headers['content-type'] = 'application/json'
  const started = Date.now()
  let waited = false
  try {
    for (let count = 0; ; count++) {
      let response: Response
      try {
        response = await fetch(record.url, { method, headers, body: method === 'GET' ? undefined : (record.body ?? undefined) })
      } catch {
        return { kind: 'later' } // no network after all
      }
      if (response.ok) return { kind: 'sent', answer: await dataOf(response) }
      if (response.status === 401) return { kind: 'unauthorized' }
      if (notNowStatuses.has(response.status)) return { kind: 'later' }
      const error = await errorOf(response)
      if (response.status === 409 && error.code === IN_PROGRESS_CODE) {
        const delay = inProgressDelay(count, Date.now() - started, Number(response.headers.get('retry-after')) || error.retryAfter)
        if (delay === null) return { kind: 'later' }
        waited = true
        sender.onInProgress?.({ key: record.key, waiting: true, retryInMs: delay })
        await pauseFor(delay)
        continue
      }
      // A real answer (a refusal, a 500) is final: kept with its reason for the write's row.
      return { kind: 'refused', message: error.message ?? (response.statusText || `HTTP ${response.status}`) }
    }
  } finally {
    if (waited) sender.onInProgress?.({ key: record.key, waiting: false, retryInMs: 0 })
  }
}

/** The diver's oldest queued write: writes leave in the order they were made (a heart set then unset). */
const nextOf = (records: OutboxRecord[], userId: number) =>
  records.filter((record) => record.status === 'queued' && record.userId === userId).sort((a, b) => a.at - b.at)[0]

async function drain(sender: Sender, store: OutboxStore): Promise<DrainOutcome> {
  for (;;) {
    const session = await sender.session()
    if (!session) return 'stopped'
    const record = nextOf(await store.all(), session.userId)
    if (!record) return 'done'
    let result = await attempt(record, session, sender)
    if (result.kind === 'unauthorized') {
      if (!(await sender.renew())) return 'stopped'
      const renewed = await sender.session()
      if (!renewed || renewed.userId !== record.userId) return 'stopped'
      result = await attempt(record, renewed, sender)
      if (result.kind === 'unauthorized') return 'stopped'
    }
    if (result.kind === 'later') return 'later'
    await store.put(
      result.kind === 'sent'
        ? { ...record, status: 'sent', answer: result.answer, at: Date.now() }
        : { ...record, status: 'refused', message: result.message, at: Date.now() },
    )
  }
}

/** The name of the lock every sender takes: one drain at a time in the whole origin. */
export const OUTBOX_LOCK = 'reefline-outbox-send'

let local: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` holding the outbox's lock. Web Locks span every window and worker of the origin and are
 * let go when their holder's page or worker ends, so a drain that died never blocks the next. Without
 * them (a browser from before 2022, which has no Background Sync either, so no worker sends) the
 * drains of this page still take turns.
 */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return locks.request(OUTBOX_LOCK, work)
  const run = local.then(work, work)
  local = run.catch(() => undefined)
  return run
}

/**
 * Takes back a queued write under the senders' lock: a drain has either sent it already (it stays, as
 * sent, and comes back undefined here) or never will. A drain waiting on the server for it (up to 30 s
 * of "still in progress") is waited for.
 */
export function withdrawQueued(key: string, store: OutboxStore = outbox): Promise<OutboxRecord | undefined> {
  return exclusively(() => store.withdraw(key))
}

/** Sends the signed-in diver's queued writes, oldest first, each once with its Idempotency-Key. */
export function drainOutbox(sender: Sender, store: OutboxStore = outbox): Promise<DrainOutcome> {
  return exclusively(() => drain(sender, store))
}
