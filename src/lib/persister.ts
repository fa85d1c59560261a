import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { del, get, set } from 'idb-keyval'

type SavedQuery = PersistedClient['clientState']['queries'][number]

/**
 * A query whose last refresh failed (no network on a boat, a server out of reach) is saved as its
 * last answer: the data and when it came, without the failure. Restored, it is simply old data that
 * the next real answer replaces; saved as a failure it would come back as one, or not at all.
 */
export function asLastAnswer(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query): SavedQuery =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null, fetchStatus: 'idle' } }
      : query,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
}

/**
 * Two saved copies of the cache made one: for each query the newer answer (the later copy's when
 * both hold the same), and the later copy's writes. The copy kept in local storage as a page closed
 * may hold only the diver's part of the cache.
 */
export function mergeSaved(a: PersistedClient | undefined, b: PersistedClient | undefined): PersistedClient | undefined {
  if (!a || !b) return a ?? b
  const [older, newer] = a.timestamp <= b.timestamp ? [a, b] : [b, a]
  const queries = new Map<string, SavedQuery>(older.clientState.queries.map((query) => [query.queryHash, query]))
  for (const query of newer.clientState.queries) {
    const other = queries.get(query.queryHash)
    if (!other || query.state.dataUpdatedAt >= other.state.dataUpdatedAt) queries.set(query.queryHash, query)
  }
  return { ...newer, clientState: { queries: [...queries.values()], mutations: newer.clientState.mutations } }
}

/** The diver's own queries: what must survive a page closing at any moment. */
function diverPart(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: { queries: client.clientState.queries.filter((query) => query.meta?.owner !== undefined), mutations: client.clientState.mutations },
  }
}

function readSpare(spareKey: string): PersistedClient | undefined {
  try {
    const raw = localStorage.getItem(spareKey)
    return raw ? (JSON.parse(raw) as PersistedClient) : undefined
  } catch {
    return undefined
  }
}

function writeSpare(spareKey: string, client: PersistedClient): void {
  // Local storage is small (about 5 MB an origin): the whole cache when it fits, else the diver's part.
  for (const copy of [client, diverPart(client)]) {
    try {
      localStorage.setItem(spareKey, JSON.stringify(copy))
      return
    } catch {
      // too big (or storage refused): try the smaller copy
    }
  }
}

function dropSpare(spareKey: string, upTo: number): void {
  try {
    const spare = readSpare(spareKey)
    if (spare && spare.timestamp <= upTo) localStorage.removeItem(spareKey)
  } catch {
    // nothing kept
  }
}

/**
 * The query cache in IndexedDB (idb-keyval), written at most twice a second: the data a diver
 * opens on a boat with no signal (docs/architecture.md "Offline").
 *
 * IndexedDB writes are asynchronous, and a write still on its way when the page unloads (a reload
 * right after a booking, the app swiped away) may be lost. So when the page is hidden or closed with
 * a change not yet written, the change also goes to local storage, which is written at once; the
 * next start reads both and keeps the newer answer of each query, then drops the spare copy.
 */
export type SavingPersister = Persister & {
  /** Writes what is waiting now (after a write that changed the diver's data, before a navigation). */
  flush: () => Promise<void>
  /** The storage refused the last write (full: a quota error); the previous copy is still there. */
  full: () => boolean
}

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'UnknownError')

export function createIdbPersister(key = 'reefline-query-cache', throttleMs = 500): SavingPersister {
  const spareKey = `${key}:unsaved`
  let pending: PersistedClient | null = null
  let writing: { client: PersistedClient; done: Promise<void> } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let full = false

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    const latest = pending
    pending = null
    if (!latest) return writing?.done ?? Promise.resolve()
    const client = asLastAnswer(latest)
    const done = set(key, client)
      .then(() => {
        full = false
        dropSpare(spareKey, client.timestamp)
      })
      // A full disk keeps the previous copy (and the spare one), and says so (the account area shows it).
      .catch((error: unknown) => {
        if (isQuotaError(error)) full = true
      })
      .finally(() => {
        if (writing?.client === client) writing = null
      })
    writing = { client, done }
    return done
  }

  const onLeave = () => {
    const unsaved = pending ? asLastAnswer(pending) : writing?.client
    if (unsaved) writeSpare(spareKey, unsaved)
    void flush()
  }
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', onLeave)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') onLeave()
    })
  }

  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(() => void flush(), throttleMs)
    },
    async restoreClient() {
      const [saved, spare] = await Promise.all([get<PersistedClient>(key), Promise.resolve(readSpare(spareKey))])
      const merged = mergeSaved(saved, spare)
      // Writes saved here by an earlier version as paused mutations: their requests are in the outbox
      // (lib/outbox-store.ts), which sends them; restored here they would be nobody's.
      return merged && { ...merged, clientState: { ...merged.clientState, mutations: [] } }
    },
    async removeClient() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      try {
        localStorage.removeItem(spareKey)
      } catch {
        // nothing kept
      }
      await writing?.done
      await del(key)
    },
    flush,
    full: () => full,
  }
}
