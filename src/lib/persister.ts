import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { del, get, set } from 'idb-keyval'

/**
 * The query cache in IndexedDB (idb-keyval), written at most once a second: the data a diver
 * opens on a boat with no signal (docs/architecture.md "One offline write").
 */
export function createIdbPersister(key = 'reefline-query-cache', throttleMs = 1000): Persister {
  let pending: PersistedClient | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    persistClient(client) {
      pending = client
      timer ??= setTimeout(() => {
        timer = null
        const latest = pending
        pending = null
        if (latest) void set(key, latest).catch(() => undefined)
      }, throttleMs)
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
