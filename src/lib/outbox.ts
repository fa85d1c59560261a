import { msg } from '@lingui/core/macro'
import { onlineManager, type QueryClient, type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionData } from '../../contract/session.ts'
import { buildUrl, refreshOnce, tellInProgress } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { changed } from './changes.ts'
import { currentLang, i18n } from './i18n.ts'
import { type AnyOfflineWrite, type DiverWrite, newIdempotencyKey, type OfflineWrite } from './offline-writes.ts'
import { drainOutbox, type DrainOutcome, type Sender, withdrawQueued } from './outbox-send.ts'
import { outbox, OUTBOX_SYNC_TAG, type OutboxRecord } from './outbox-store.ts'
import { diverKeys } from './query-keys.ts'
import { showToast } from './toast.ts'

/**
 * The app's side of the one queue (docs/architecture.md "One offline write"): a screen queues a write
 * (`queueWrite`), its row shows it from the outbox (`usePendingWrites`, `useRefusedWrites`), the app
 * sends it while a window is open (lib/outbox-send.ts, under the lock the service worker takes too),
 * and once the server has answered, whoever sent it, the app marks stale what it changed.
 */

const writes = new Map<string, AnyOfflineWrite>()
let client: QueryClient | null = null

/** The diver's waiting and refused writes, read from IndexedDB (the outbox is their only copy). */
const outboxKey = (userId: number) => ['outbox', userId] as const

/** Records being written: a read of the outbox waits for them, so a write just queued never blinks away. */
const putting = new Set<Promise<unknown>>()
let storing: Promise<unknown> = Promise.resolve()

const outboxQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: outboxKey(userId),
    queryFn: async (): Promise<OutboxRecord[]> => {
      for (;;) {
        await Promise.allSettled(putting)
        const records = await outbox.all().catch(() => [] as OutboxRecord[])
        // A write queued while this read was on its way is read again, not left out.
        if (putting.size === 0) return records.filter((record) => record.userId === userId).sort((a, b) => a.at - b.at)
      }
    },
    meta: { persist: false, owner: userId },
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: Infinity,
  })

const reread = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['outbox'] })

const signedInDiver = (): number | null => {
  const session = sessionStore.get()
  return session?.role === 'diver' && session.userId !== null ? session.userId : null
}

/** Asks the browser to wake the service worker when the network is back (Chromium's Background Sync). */
async function askForSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  // Background Sync is Chromium's alone (not in every TypeScript's DOM types): elsewhere the app sends at its next start.
  if (registration && 'sync' in registration)
    await (registration as unknown as { sync: { register: (tag: string) => Promise<void> } }).sync.register(OUTBOX_SYNC_TAG).catch(() => undefined)
}

/** The app sends as the session on screen, renews it with the client's one renewal, and says when the server is still on a write. */
const appSender: Sender = {
  session: () => {
    const userId = signedInDiver()
    const accessToken = sessionStore.get()?.accessToken
    return Promise.resolve(userId !== null && accessToken ? { userId, accessToken, lang: currentLang() } : null)
  },
  renew: refreshOnce,
  onInProgress: tellInProgress,
}

const changesOf = (record: OutboxRecord): readonly QueryKey[] => {
  const write = writes.get(record.kind)
  // A write queued by an earlier version under a kind since renamed: everything of the diver is read again.
  if (!write || record.variables === undefined) return [diverKeys.all(record.userId)]
  return write.changes(record.variables as never)
}

/**
 * What the server answered, whoever sent it (this window, another, or the worker while the app was
 * closed): a sent write leaves the outbox and what it changed is read again; a refusal is said once
 * (a toast) and stays on its row until dismissed. Each record is taken by one window only.
 */
async function takeAnswers(queryClient: QueryClient): Promise<void> {
  const userId = signedInDiver()
  for (const record of await outbox.all().catch(() => [] as OutboxRecord[])) {
    if (record.status === 'sent') {
      const taken = await outbox.take(record.key).catch(() => undefined)
      if (!taken || taken.userId !== userId) continue
      if (taken.variables !== undefined) writes.get(taken.kind)?.onSent?.(taken.variables as never, taken.answer, queryClient)
      await changed(queryClient, changesOf(taken))
    } else if (record.status === 'refused' && !record.told && record.userId === userId) {
      const told = await outbox.tell(record.key).catch(() => undefined)
      if (!told) continue
      showToast((toast) => toast.error(told.message ?? i18n._(msg`The server did not accept a change you made offline.`)))
      await changed(queryClient, changesOf(told))
    }
  }
  await reread(queryClient)
}

let draining: Promise<void> | null = null
let again = false
let retryTimer: ReturnType<typeof setTimeout> | null = null
let retries = 0

/** No network, or the server said "not now": asked again after 1, 2, 4… s, at most every 30 s. */
function retryLater(): void {
  if (retryTimer) return
  const delay = Math.min(1000 * 2 ** retries, 30_000)
  retries++
  retryTimer = setTimeout(() => {
    retryTimer = null
    flush()
  }, delay)
}

/**
 * Sends what waits, if the browser has a network. Many reasons to flush may come at once (back online,
 * the worker's message, a write just queued): one drain runs and then one more, never two side by side.
 */
function flush(): void {
  const queryClient = client
  if (!queryClient) return
  if (draining) {
    again = true
    return
  }
  if (!onlineManager.isOnline() || signedInDiver() === null) return
  draining = (async () => {
    let outcome: DrainOutcome
    do {
      again = false
      outcome = await drainOutbox(appSender).catch((): DrainOutcome => 'later')
      await takeAnswers(queryClient)
    } while (again)
    if (outcome === 'done') retries = 0
    else if (signedInDiver() !== null) retryLater()
  })().finally(() => {
    draining = null
  })
}

/** Whether the signed-in diver has writes waiting. */
const somethingWaits = async () => {
  const userId = signedInDiver()
  return userId !== null && (await outbox.all().catch(() => [] as OutboxRecord[])).some((record) => record.status === 'queued' && record.userId === userId)
}

/**
 * Takes back a write the diver queued and has not sent (a cancellation made offline by mistake): gone
 * from the outbox, so its row is as before it. Nothing on the device changed when it was queued (its
 * row read it from the outbox), so nothing else is read again. False when it had already left: the
 * server has it, and its answer comes as any other's. Throws when the device's storage cannot be read:
 * the write is then neither taken back nor known to have left.
 */
export async function withdrawWrite(key: string): Promise<boolean> {
  // A write queued a moment ago may still be on its way into the outbox.
  await storing
  const record = await withdrawQueued(key)
  const queryClient = client
  if (queryClient) {
    if (!record) flush()
    await reread(queryClient)
  }
  return record !== undefined
}

/**
 * Queues a write for the signed-in diver: in the outbox at once (its row shows it pending, after a
 * reload too), sent now when there is a network, otherwise when there is one again, by this app or,
 * with every window closed, by the service worker. Returns the write's Idempotency-Key.
 */
export function queueWrite<TVariables extends DiverWrite>(write: OfflineWrite<TVariables>, variables: TVariables): string {
  const queryClient = client
  if (!queryClient || !writes.has(write.kind)) throw new Error(`Offline write ${write.kind} is not registered (src/offline-writes.ts)`)
  const { method = 'POST', path, query, body } = write.request(variables)
  const url = buildUrl(path, query)
  const ref = write.ref(variables)
  const record: OutboxRecord = {
    key: newIdempotencyKey(),
    userId: variables.userId,
    kind: write.kind,
    ref,
    method,
    url: url.startsWith('http') ? url : `${location.origin}${url}`,
    body: body === undefined ? null : JSON.stringify(body),
    variables,
    status: 'queued',
    at: Date.now(),
  }
  const replaced = (other: OutboxRecord) => Boolean(write.latestOnly) && other.status === 'queued' && other.kind === write.kind && other.ref === ref
  queryClient.setQueryData(outboxKey(variables.userId), (records: OutboxRecord[] = []) => [...records.filter((other) => !replaced(other)), record])
  // One after another, so a write that replaces others finds them stored.
  const stored = storing.then(async () => {
    if (write.latestOnly) {
      for (const other of await outbox.all()) if (other.userId === variables.userId && replaced(other)) await outbox.remove(other.key)
    }
    await outbox.put(record)
  })
  storing = stored.catch(() => undefined)
  putting.add(stored)
  void stored
    .catch(() => undefined)
    .finally(() => {
      putting.delete(stored)
      copySession()
      if (onlineManager.isOnline()) flush()
      else void askForSync()
    })
  return record.key
}

/** The writes of one kind still waiting for the diver (on their way, or for the network): their rows show them pending. */
export function usePendingWrites<TVariables extends DiverWrite>(write: OfflineWrite<TVariables>, userId: number | null): TVariables[] {
  const { data } = useQuery({
    ...outboxQueryOptions(userId ?? 0),
    enabled: userId !== null,
    select: (records) =>
      records
        .filter((record) => record.status === 'queued' && record.kind === write.kind && record.variables !== undefined)
        .map((record) => record.variables as TVariables),
  })
  return data ?? noWrites
}
const noWrites: never[] = []

/**
 * The writes of several kinds still waiting for the diver, as queued: a row that more than one feature
 * writes to (a booking: cancelled from the bookings, moved from its voucher) shows each, and offers
 * neither while the other waits. Kinds, not declarations: a feature never imports another's.
 */
export function useWaitingWrites(kinds: readonly string[], userId: number | null): OutboxRecord[] {
  const { data } = useQuery({
    ...outboxQueryOptions(userId ?? 0),
    enabled: userId !== null,
    select: (records) => records.filter((record) => record.status === 'queued' && kinds.includes(record.kind) && record.variables !== undefined),
  })
  return data ?? noWrites
}

/** The writes of one kind the server refused, with its reasons: their rows say so until dismissed. */
export function useRefusedWrites(write: Pick<AnyOfflineWrite, 'kind'>, userId: number): { refused: OutboxRecord[]; dismiss: (key: string) => void } {
  const queryClient = useQueryClient()
  const { data } = useQuery({
    ...outboxQueryOptions(userId),
    select: (records) => records.filter((record) => record.status === 'refused' && record.kind === write.kind),
  })
  const dismiss = (key: string) => void outbox.remove(key).then(() => reread(queryClient))
  return { refused: data ?? noWrites, dismiss }
}

/** The session, copied where the service worker reads it, with the language on screen. */
function copySession(): void {
  const session = sessionStore.get()
  void outbox.setSession(session ? { data: session, updatedAt: Date.now(), renewedByWorker: false, lang: currentLang() } : null).catch(() => undefined)
}

/** A session the worker renewed while the app was closed is taken back first: the old refresh token was spent. */
async function takeWorkerSession(): Promise<void> {
  const mirrored = await outbox.session().catch(() => undefined)
  const local = sessionStore.get()
  if (mirrored?.renewedByWorker && local && mirrored.data.userId === local.userId && mirrored.data.refreshToken !== local.refreshToken) {
    sessionStore.set(mirrored.data as unknown as SessionData)
  }
}

/**
 * Starts the queue with every declared write (src/offline-writes.ts): takes back what the worker
 * renewed, reads the diver's outbox before the first screen, takes what was answered while the app
 * was closed, then sends what waits, now and whenever the network comes back. A page hidden with
 * writes waiting asks for Background Sync, so that they leave even if it is never opened again.
 */
export async function startOutbox(queryClient: QueryClient, declared: readonly AnyOfflineWrite[]): Promise<() => void> {
  client = queryClient
  for (const write of declared) writes.set(write.kind, write)
  const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'outbox-flush') flush()
    if (event.data?.type === 'outbox-changed') void takeAnswers(queryClient)
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void somethingWaits().then((waits) => (waits ? askForSync() : undefined))
  }
  const stops = [
    sessionStore.subscribe(() => {
      copySession()
      flush()
    }),
    onlineManager.subscribe((online) => {
      if (online) flush()
    }),
    () => navigator.serviceWorker?.removeEventListener('message', onMessage),
    () => document.removeEventListener('visibilitychange', onHidden),
  ]
  navigator.serviceWorker?.addEventListener('message', onMessage)
  navigator.serviceWorker?.startMessages()
  document.addEventListener('visibilitychange', onHidden)
  await takeWorkerSession()
  copySession()
  const userId = signedInDiver()
  if (userId !== null) await queryClient.prefetchQuery(outboxQueryOptions(userId))
  await takeAnswers(queryClient)
  flush()
  // Stops listening and forgets the client (a test's next start is a fresh app).
  return () => {
    for (const stop of stops) void stop()
    if (retryTimer) clearTimeout(retryTimer)
    retryTimer = null
    retries = 0
    client = null
    writes.clear()
  }
}
