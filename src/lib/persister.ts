import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { del, get, set } from 'idb-keyval'

/** A write persisted while its answer was still on the way resumes as a paused one after a reload. */
export function pausePending(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending' && !mutation.state.isPaused ? { ...mutation, state: { ...mutation.state, isPaused: true } } : mutation,
  )
  return { ...client, clientState: { ...client.clientState, mutations } }
}

/**
 * The query cache in IndexedDB (idb-keyval), written at most twice a second: the data a diver
 * opens on a boat with no signal (docs/architecture.md "One offline write").
 */
export function createIdbPersister(key = 'reefline-query-cache', throttleMs = 500): Persister {
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const latest = pending
    pending = null
    if (latest) void set(key, pausePending(latest)).catch(() => undefined)
  }
  // A page closed or hidden within the throttle still keeps its last change (a write made offline).
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush()
    })
  }
  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(flush, throttleMs)
    },
    restoreClient: () => get<PersistedClient>(key),
    async removeClient() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      await del(key)
    },
  }
}
