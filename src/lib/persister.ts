import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { del, get, set } from 'idb-keyval'

/**
 * The query cache in IndexedDB (idb-keyval), written at most once a second: the data a diver
 * opens on a boat with no signal (docs/architecture.md "One offline write").
 */
export function createIdbPersister(key = 'reefline-query-cache', throttleMs = 1000): Persister {
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const latest = pending
    pending = null
    if (latest) void set(key, latest).catch(() => undefined)
  }
  // Leaving the page (reload, tab closed, app sent to the background) writes what the throttle held.
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
