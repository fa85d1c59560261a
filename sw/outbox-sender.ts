/// <reference lib="webworker" />
import { apiBase } from '../contract/common.ts'
import { renewSession } from '../src/api/renewal.ts'
import { drainOutbox, type Sender } from '../src/lib/outbox-send.ts'
import { outbox, OUTBOX_SYNC_TAG } from '../src/lib/outbox-store.ts'

declare const self: ServiceWorkerGlobalScope
type SyncEvent = ExtendableEvent & { tag: string }

class Later extends Error {}

/** Whether the mirrored session's diver has writes waiting. */
async function somethingWaits(): Promise<boolean> {
  const session = await workerSender.session()
  return session !== null && (await outbox.all()).some((record) => record.status === 'queued' && record.userId === session.userId)
}

/** Every window of the app, controlled by this worker or not yet. */
const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true })

/**
 * The worker sends as the session the app mirrored. It renews an expired access token itself, since no
 * window is open to do it (it drains only then), and leaves the new session for the app to take back
 * when it next starts (src/lib/outbox.ts); a window that opened meanwhile renews its own instead.
 */
const workerSender: Sender = {
  session: async () => {
    const session = await outbox.session()
    const userId = session?.data.userId
    if (!session || userId === null || userId === undefined) return null
    return { userId, accessToken: session.data.accessToken, lang: session.lang ?? (session.data.language === 2 ? 'ar' : 'en') }
  },
  renew: async () => {
    const session = await outbox.session()
    if (!session || (await windows()).length > 0) return false
    const renewal = await renewSession(apiBase, session.data.refreshToken)
    if (renewal.kind !== 'renewed') return false
    await outbox.setSession({ ...session, data: renewal.data as unknown as typeof session.data, updatedAt: Date.now(), renewedByWorker: true })
    return true
  },
}

/**
 * Background Sync (Chromium): the browser wakes the worker when the network is back, the app open or
 * not. An open window sends (it is asked to, and its own 'online' event says so too); the worker sends
 * only when none is open, under the same lock as the app (src/lib/outbox-send.ts), so a window opening
 * halfway waits for it instead of sending the same write again. What is left for later makes the
 * browser fire the sync again.
 */
async function sync(): Promise<void> {
  const open = await windows()
  if (open.length > 0) {
    for (const client of open) client.postMessage({ type: 'outbox-flush' })
    // Still waiting a little later (the window had no network after all, or closed): the browser fires
    // the sync again, so what was queued leaves even if no window opens again.
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    if (await somethingWaits()) throw new Later()
    return
  }
  const outcome = await drainOutbox(workerSender)
  // A window that opened while the worker sent reads what changed.
  for (const client of await windows()) client.postMessage({ type: 'outbox-changed' })
  if (outcome === 'later') throw new Later()
}

export function registerOutboxSync(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sync())
  }) as EventListener)
}
