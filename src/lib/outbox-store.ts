import { del, entries, get, set, type UseStore } from 'idb-keyval'

/**
 * The outbox: the writes a diver made that wait for the network, as the HTTP requests they become, in
 * IndexedDB where both the app and the service worker read them. It is the one queue: a write is put
 * here when the diver confirms it, sent from here (lib/outbox-send.ts) and shown pending from here
 * (docs/architecture.md "One offline write"). Imported by sw/ too: no DOM, no React.
 */
export type OutboxRecord = {
  /** the write's Idempotency-Key: the server applies it once, whoever sends it */
  key: string
  userId: number
  /** the write's kind (its declaration's `kind`, lib/offline-writes.ts) */
  kind: string
  /** what the row it belongs to is called by (a reservation's id, a notification's, a trip's) */
  ref: number | null
  /** absent on a write queued before the app knew other methods: POST */
  method?: 'POST' | 'GET'
  url: string
  body: string | null
  /** the write as the screen made it: what its row shows while it waits */
  variables?: unknown
  status: 'queued' | 'sent' | 'refused'
  /** the server's reason, in the diver's language, when it refused */
  message?: string
  /** the server's answer (its `data`) once sent, for what the app does after (a new session) */
  answer?: unknown
  /** a refusal the diver has been told of (a toast, once, by whichever window saw it first) */
  told?: boolean
  at: number
}

/** The session as the worker needs it to send: mirrored by the app, renewed by the worker when it expired. */
export type WorkerSession = {
  data: { accessToken: string; refreshToken: string; userId: number | null; language: 1 | 2 } & Record<string, unknown>
  updatedAt: number
  renewedByWorker: boolean
  /** the language on the diver's screen (the server's messages, a refusal's reason, come in it) */
  lang?: 'en' | 'ar'
}

export const OUTBOX_SYNC_TAG = 'reefline-outbox'

/**
 * idb-keyval's store, with every transaction committed to disk before it reports done (`durability:
 * 'strict'`): by default Chrome may lose a write it reported done when the browser is killed just
 * after, and a write is queued here the moment the diver confirms it, which is when a phone on a boat
 * is put away. A lost record is a cancellation or a move the diver was told is pending and that never
 * leaves.
 */
function durableStore(dbName: string, storeName: string): UseStore {
  let opened: Promise<IDBDatabase> | undefined
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName)
      request.onupgradeneeded = () => request.result.createObjectStore(storeName)
      request.onsuccess = () => {
        const db = request.result
        db.onclose = () => (opened = undefined)
        resolve(db)
      }
      request.onerror = () => {
        opened = undefined
        reject(request.error ?? new Error(`${dbName} did not open`))
      }
    }))
  return (mode, callback) => database().then((db) => callback(db.transaction(storeName, mode, { durability: 'strict' }).objectStore(storeName)))
}

let store: UseStore | null = null
const outboxStore = (): UseStore => (store ??= durableStore('reefline-outbox', 'outbox'))
const writeKey = (key: string) => `write:${key}`

/**
 * One read and one change of a record in a single readwrite transaction: IndexedDB runs such
 * transactions on one store one after another, across windows and the service worker, so two callers
 * can never both take the same record.
 */
function change<T>(key: string, decide: (record: OutboxRecord | undefined) => { next: OutboxRecord | null | undefined; result: T }): Promise<T> {
  return outboxStore()('readwrite', (objects) => {
    const { transaction } = objects
    return new Promise<T>((resolve, reject) => {
      let result: T
      const read = objects.get(writeKey(key))
      read.onsuccess = () => {
        const decided = decide(read.result as OutboxRecord | undefined)
        result = decided.result
        if (decided.next === null) objects.delete(writeKey(key))
        else if (decided.next) objects.put(decided.next, writeKey(key))
      }
      transaction.oncomplete = () => resolve(result)
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction failed'))
    })
  })
}

export const outbox = {
  put: (record: OutboxRecord): Promise<void> => set(writeKey(record.key), record, outboxStore()),
  get: (key: string): Promise<OutboxRecord | undefined> => get<OutboxRecord>(writeKey(key), outboxStore()),
  remove: (key: string): Promise<void> => del(writeKey(key), outboxStore()),
  all: async (): Promise<OutboxRecord[]> =>
    (await entries<string, OutboxRecord>(outboxStore())).filter(([name]) => String(name).startsWith('write:')).map(([, record]) => record),
  /** Removes a record and gives it to the one caller that removed it (a sent write's follow-up runs once). */
  take: (key: string): Promise<OutboxRecord | undefined> => change(key, (record) => ({ next: record ? null : undefined, result: record })),
  /** Marks a refusal told; gives it to the one caller that marked it (the diver hears of it once). */
  tell: (key: string): Promise<OutboxRecord | undefined> =>
    change(key, (record) =>
      record?.status === 'refused' && !record.told ? { next: { ...record, told: true }, result: record } : { next: undefined, result: undefined },
    ),
  /**
   * Removes a write that still waits and gives it to the one caller that removed it; nothing once it
   * has been sent or refused (taken back too late: the server has it). Senders hold their lock around
   * this (outbox-send.ts `withdrawQueued`), so a write is never taken back while it is on its way.
   */
  withdraw: (key: string): Promise<OutboxRecord | undefined> =>
    change(key, (record) => (record?.status === 'queued' ? { next: null, result: record } : { next: undefined, result: undefined })),
  session: (): Promise<WorkerSession | undefined> => get<WorkerSession>('session', outboxStore()),
  setSession: (session: WorkerSession | null): Promise<void> => (session ? set('session', session, outboxStore()) : del('session', outboxStore())),
  /** Sign-out: nothing of the diver stays. */
  clear: async (): Promise<void> => {
    for (const [name] of await entries(outboxStore())) await del(name, outboxStore())
  },
}

/** The outbox as its users see it: IndexedDB here, a map in the unit tests. */
export type OutboxStore = Omit<typeof outbox, 'session' | 'setSession' | 'clear'>
