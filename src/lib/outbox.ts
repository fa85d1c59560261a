import { type Mutation, type MutationKey, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SessionData } from '../../contract/users.ts'
import { buildUrl } from '../api/client.ts'
import { sessionStore } from '../api/session.ts'
import { outbox, OUTBOX_SYNC_TAG, type OutboxRecord } from './outbox-store.ts'

export type WriteRequest = { path: string; query?: Record<string, string | number | boolean | null | undefined>; body?: unknown }
type Registered = {
  request: (variables: unknown) => Promise<WriteRequest>
  ref: (variables: unknown) => number | null
  onSettled?: (variables: unknown) => unknown
}

/** Each offline write's request and row, by its mutation key (filled by registerOfflineWrite). */
export const writeRequests = new Map<string, Registered>()

type Variables = { userId: number; idempotencyKey: string }
type AnyMutation = Mutation<unknown, Error, unknown, unknown>
const variablesOf = (mutation: AnyMutation) => mutation.state.variables as Variables | undefined
const kindOf = (mutationKey: MutationKey | undefined) => JSON.stringify(mutationKey ?? [])

/** Asks the browser to wake the service worker when the network is back (Chromium's Background Sync). */
async function askForSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return
  const registration = await navigator.serviceWorker.getRegistration()
  // Background Sync is Chromium's alone (not in every TypeScript's DOM types): elsewhere the app sends at its next start.
  if (registration && 'sync' in registration)
    await (registration as unknown as { sync: { register: (tag: string) => Promise<void> } }).sync.register(OUTBOX_SYNC_TAG)
}

async function recordOf(mutation: AnyMutation, status: OutboxRecord['status'], message?: string): Promise<OutboxRecord | null> {
  const variables = variablesOf(mutation)
  const registered = writeRequests.get(kindOf(mutation.options.mutationKey))
  if (!variables || !registered) return null
  const { path, query, body } = await registered.request(variables)
  const url = buildUrl(path, query)
  return {
    key: variables.idempotencyKey,
    userId: variables.userId,
    kind: kindOf(mutation.options.mutationKey),
    ref: registered.ref(variables),
    url: url.startsWith('http') ? url : `${location.origin}${url}`,
    body: body === undefined ? null : JSON.stringify(body),
    status,
    ...(message ? { message } : {}),
    at: Date.now(),
  }
}

export const refusedWritesKey = (userId: number) => ['outbox', userId, 'refused'] as const

/** The write the server refused stays in the outbox with its reason (and leaves the queue). */
export async function recordRefused(queryClient: QueryClient, mutationKey: MutationKey, variables: Variables, error: unknown): Promise<void> {
  const mutation = queryClient
    .getMutationCache()
    .findAll({ mutationKey, exact: true })
    .find((item) => variablesOf(item)?.idempotencyKey === variables.idempotencyKey)
  const message = error instanceof Error ? error.message : String(error)
  const record = mutation ? await recordOf(mutation, 'refused', message).catch(() => null) : null
  if (record) await outbox.put(record).catch(() => undefined)
  if (mutation) queryClient.getMutationCache().remove(mutation)
  await queryClient.invalidateQueries({ queryKey: refusedWritesKey(variables.userId) })
}

/**
 * What the service worker did while the app was closed: a write it sent leaves the app's queue (so
 * it is not sent twice) and what it changed is read again; one the server refused leaves the queue
 * and stays in the outbox for its row. Runs before the queue resumes, and when the worker says so.
 */
export async function reconcileOutbox(queryClient: QueryClient): Promise<void> {
  const records = await outbox.all().catch(() => [] as OutboxRecord[])
  const cache = queryClient.getMutationCache()
  for (const record of records) {
    const mutation = cache.getAll().find((item) => variablesOf(item)?.idempotencyKey === record.key)
    if (record.status === 'queued') {
      if (!mutation) await outbox.remove(record.key).catch(() => undefined) // sent by the app, or signed out
      continue
    }
    if (mutation) cache.remove(mutation)
    if (record.status === 'sent') {
      await outbox.remove(record.key).catch(() => undefined)
      if (mutation) await writeRequests.get(record.kind)?.onSettled?.(variablesOf(mutation))
    }
  }
  await queryClient.invalidateQueries({ queryKey: ['outbox'] })
}

/**
 * The session, copied where the service worker reads it. A session the worker renewed while the app
 * was closed (the access token had expired) is taken back first: the old refresh token was spent.
 */
async function mirrorSession(): Promise<void> {
  const mirrored = await outbox.session().catch(() => undefined)
  const local = sessionStore.get()
  if (mirrored?.renewedByWorker && local && mirrored.data.userId === local.userId && mirrored.data.refreshToken !== local.refreshToken) {
    sessionStore.set(mirrored.data as unknown as SessionData)
  }
  const copy = () => {
    const session = sessionStore.get()
    void outbox.setSession(session ? { data: session, updatedAt: Date.now(), renewedByWorker: false } : null).catch(() => undefined)
  }
  copy()
  sessionStore.subscribe(copy)
}

/**
 * Keeps the outbox beside the queue: a write that pauses offline goes in (and Background Sync is
 * asked for), one that lands comes out. Call after the cache is restored, before the queue resumes.
 */
export async function startOutbox(queryClient: QueryClient): Promise<void> {
  await mirrorSession()
  await reconcileOutbox(queryClient)
  const queued = new Set<string>()
  const queue = (mutation: AnyMutation) => {
    const key = variablesOf(mutation)?.idempotencyKey
    if (!key || queued.has(key)) return
    queued.add(key)
    // Never over a record the worker or a refusal has already settled.
    void Promise.all([recordOf(mutation, 'queued'), outbox.get(key)])
      .then(([record, settled]) => (record && !settled ? outbox.put(record).then(askForSync) : undefined))
      .catch(() => undefined)
  }
  for (const mutation of queryClient.getMutationCache().getAll()) if (mutation.meta?.offline && mutation.state.isPaused) queue(mutation)
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !event.mutation.meta?.offline) return
    const mutation = event.mutation as AnyMutation
    const { state } = mutation
    if (state.isPaused && state.status === 'pending') queue(mutation)
    else if (state.status === 'success') {
      const key = variablesOf(mutation)?.idempotencyKey
      if (key) void outbox.remove(key).catch(() => undefined)
    }
  })
  // The worker sent (or saw refused) what waited: the open app follows.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'outbox-changed') void reconcileOutbox(queryClient)
  })
  navigator.serviceWorker?.startMessages()
}

/** The writes of one kind the server refused, with its reasons: their rows say so until dismissed. */
export function useRefusedWrites(mutationKey: MutationKey, userId: number): { refused: OutboxRecord[]; dismiss: (key: string) => void } {
  const queryClient = useQueryClient()
  const { data } = useQuery(
    queryOptions({
      queryKey: refusedWritesKey(userId),
      queryFn: async () => (await outbox.all()).filter((record) => record.status === 'refused' && record.userId === userId),
      meta: { persist: false, owner: userId },
      networkMode: 'always',
      staleTime: Infinity,
    }),
  )
  const kind = kindOf(mutationKey)
  const dismiss = (key: string) => void outbox.remove(key).then(() => queryClient.invalidateQueries({ queryKey: refusedWritesKey(userId) }))
  return { refused: (data ?? []).filter((record) => record.kind === kind), dismiss }
}
