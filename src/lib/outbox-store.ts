import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'

/**
 * The outbox: the writes a diver made offline, as the HTTP requests they become, in IndexedDB where
 * both the app and the service worker read them (the worker sends them with Background Sync while
 * the app is closed; docs/architecture.md "Offline"). Imported by sw/ too: no DOM, no React.
 */
export type OutboxRecord = {
  /** the write's Idempotency-Key: the server applies it once, whoever sends it */
  key: string
  userId: number
  /** the write's kind (its mutation key, as JSON) */
  kind: string
  /** what the row it belongs to is called by (a reservation's id, a notification's, a trip's) */
  ref: number | null
  url: string
  body: string | null
  status: 'queued' | 'sent' | 'refused'
  /** the server's reason, in the diver's language, when it refused */
  message?: string
  at: number
}

/** The session as the worker needs it to send: mirrored by the app, renewed by the worker when it expired. */
export type WorkerSession = {
  data: { accessToken: string; refreshToken: string; userId: number | null; language: 1 | 2 } & Record<string, unknown>
  updatedAt: number
  renewedByWorker: boolean
}

export const OUTBOX_SYNC_TAG = 'reefline-outbox'

let store: UseStore | null = null
const outboxStore = (): UseStore => (store ??= createStore('reefline-outbox', 'outbox'))
const writeKey = (key: string) => `write:${key}`

export const outbox = {
  put: (record: OutboxRecord): Promise<void> => set(writeKey(record.key), record, outboxStore()),
  get: (key: string): Promise<OutboxRecord | undefined> => get<OutboxRecord>(writeKey(key), outboxStore()),
  remove: (key: string): Promise<void> => del(writeKey(key), outboxStore()),
  all: async (): Promise<OutboxRecord[]> =>
    (await entries<string, OutboxRecord>(outboxStore())).filter(([name]) => String(name).startsWith('write:')).map(([, record]) => record),
  session: (): Promise<WorkerSession | undefined> => get<WorkerSession>('session', outboxStore()),
  setSession: (session: WorkerSession | null): Promise<void> => (session ? set('session', session, outboxStore()) : del('session', outboxStore())),
  /** Sign-out: nothing of the diver stays. */
  clear: async (): Promise<void> => {
    for (const [name] of await entries(outboxStore())) await del(name, outboxStore())
  },
}
