import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** One key per user action, made when the diver confirms and kept with the write until it lands. */
export const newIdempotencyKey = (): string => crypto.randomUUID()

/** The HTTP request a write becomes: a path under the API base, its query and JSON body. */
export type WriteRequest = {
  method?: 'POST' | 'GET'
  path: string
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
}

/** What every write that may wait for the network carries: whose it is (its key is made when it is queued). */
export type DiverWrite = { userId: number }

/**
 * A write that may wait for the network (a cancellation, a review, a heart, a notification read, the
 * language), declared once in its feature's `api/writes.ts` (one several features use: `lib/writes.ts`),
 * and registered by nothing else: `src/offline-writes.ts` finds those files by name. A screen queues it
 * with `queueWrite(write, variables)` and reads its state with `usePendingWrites` / `useRefusedWrites`
 * (lib/outbox.ts); whoever sends it (the app, or the service worker with no window open) sends this one
 * request under the write's Idempotency-Key (docs/decisions/023-one-offline-write.md).
 */
export type OfflineWrite<TVariables extends DiverWrite> = {
  /** its name in the outbox, stored with every queued write: a shipped kind is never renamed */
  kind: string
  /** the one HTTP request it is; the variables are JSON (they are kept in IndexedDB while it waits) */
  request: (variables: TVariables) => WriteRequest
  /** the row it belongs to (a reservation, a notification, a trip): where a refusal is shown */
  ref: (variables: TVariables) => number | null
  /** what it changed, marked stale (and asked again where shown) once the server has answered it */
  changes: (variables: TVariables) => readonly QueryKey[]
  /** a new one replaces one of the same row still waiting: only the last choice counts (the language) */
  latestOnly?: boolean
  /**
   * what follows the server's taking it, wherever the diver is by then (a toast, a new session, the
   * change made again on lists an answer asked before it has put back), before `changes` are read again
   */
  onSent?: (variables: TVariables, answer: unknown, queryClient: QueryClient) => void
}

/** Declares a write (a typed identity: the declaration is the value screens pass around). */
export const offlineWrite = <TVariables extends DiverWrite>(write: OfflineWrite<TVariables>): OfflineWrite<TVariables> => write

/** Any declaration, whatever its variables (each is only ever called with its own, read back from its record). */
export type AnyOfflineWrite = OfflineWrite<never>

const isOfflineWrite = (value: unknown): value is AnyOfflineWrite =>
  typeof value === 'object' && value !== null && typeof (value as AnyOfflineWrite).kind === 'string' && typeof (value as AnyOfflineWrite).request === 'function'

/** The declarations exported by some modules (import.meta.glob's answer); a kind declared twice is a mistake. */
export function offlineWritesIn(modules: Record<string, Record<string, unknown>>): AnyOfflineWrite[] {
  const writes = Object.values(modules).flatMap((module) => Object.values(module).filter(isOfflineWrite))
  const kinds = new Set<string>()
  for (const write of writes) {
    if (kinds.has(write.kind)) throw new Error(`Two offline writes are called ${write.kind}`)
    kinds.add(write.kind)
  }
  return writes
}
