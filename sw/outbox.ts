/// <reference lib="webworker" />
import { apiBase } from '../contract/common.ts'
import { IN_PROGRESS_CODE, inProgressDelay, pauseFor } from '../src/api/in-progress.ts'
import { outbox, OUTBOX_SYNC_TAG, type OutboxRecord, type WorkerSession } from '../src/lib/outbox-store.ts'

declare const self: ServiceWorkerGlobalScope
type SyncEvent = ExtendableEvent & { tag: string }

class Later extends Error {}

async function send(record: OutboxRecord, session: WorkerSession): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': session.data.language === 2 ? 'ar' : 'en',
    authorization: `Bearer ${session.data.accessToken}`,
    'idempotency-key': record.key,
  }
  if (record.body !== null) headers['content-type'] = 'application/json'
  try {
    return await fetch(record.url, { method: 'POST', headers, body: record.body })
  } catch {
    throw new Later() // no network after all: the browser fires sync again
  }
}

/** The error body's code and retryAfter, read from a copy (the answer is still read after). */
async function errorOf(response: Response): Promise<{ code?: string; retryAfter?: number }> {
  try {
    return (await response.clone().json()) as { code?: string; retryAfter?: number }
  } catch {
    return {}
  }
}

/**
 * Sends a record; answered `409 IdempotencyInProgress` (the app, or a process that died, is still on
 * an earlier attempt with its key), asks again with the same key as the app does (src/api/in-progress.ts).
 * Still in progress after that, it stays queued for the next sync: it is neither sent nor refused.
 */
async function sendUntilAnswered(record: OutboxRecord, session: WorkerSession): Promise<Response> {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    const response = await send(record, session)
    const error = response.status === 409 ? await errorOf(response) : {}
    if (error.code !== IN_PROGRESS_CODE) return response
    const delay = inProgressDelay(attempt, Date.now() - started, Number(response.headers.get('retry-after')) || error.retryAfter)
    if (delay === null) throw new Later()
    await pauseFor(delay)
  }
}

/**
 * An expired access token is renewed here only when no page of the app is open (an open app renews
 * its own, and two renewals of one refresh token would end the session); the app takes the renewed
 * session back when it next starts (src/lib/outbox.ts).
 */
async function renew(session: WorkerSession): Promise<WorkerSession | null> {
  if ((await self.clients.matchAll({ type: 'window' })).length > 0) return null
  const response = await fetch(`${apiBase}/Users/RefreshTokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: session.data.refreshToken }),
  }).catch(() => null)
  if (!response?.ok) return null
  const { data } = (await response.json()) as { data: WorkerSession['data'] }
  const renewed: WorkerSession = { data, updatedAt: Date.now(), renewedByWorker: true }
  await outbox.setSession(renewed)
  return renewed
}

async function messageOf(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? response.statusText
  } catch {
    return response.statusText || `HTTP ${response.status}`
  }
}

/**
 * Sends what the diver queued offline, each once with its Idempotency-Key (the server answers a
 * repeat with the first answer): sent, it is marked so and the app drops it from its queue;
 * refused (4xx), it keeps the server's reason for its row. A server out of reach or in trouble, or
 * one still carrying out an earlier attempt of a write, leaves the rest for the next sync.
 */
async function drain(): Promise<void> {
  let session = await outbox.session()
  if (!session?.data.userId) return
  const queued = (await outbox.all()).filter((record) => record.status === 'queued' && record.userId === session!.data.userId).sort((a, b) => a.at - b.at)
  let changed = false
  try {
    for (const record of queued) {
      let response = await sendUntilAnswered(record, session)
      if (response.status === 401) {
        const renewed = await renew(session)
        if (!renewed) return // the app sends it when it next opens
        session = renewed
        response = await sendUntilAnswered(record, session)
      }
      if (response.ok) {
        await outbox.put({ ...record, status: 'sent', at: Date.now() })
      } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 408 && response.status !== 429) {
        await outbox.put({ ...record, status: 'refused', message: await messageOf(response), at: Date.now() })
      } else {
        throw new Later()
      }
      changed = true
    }
  } finally {
    if (changed) for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'outbox-changed' })
  }
}

/** Background Sync (Chromium): the browser wakes the worker when the network is back, the app open or not. */
export function registerOutboxSync(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(drain())
  }) as EventListener)
}
