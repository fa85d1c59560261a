import type { OutboxRecord, OutboxStore, WorkerSession } from '../lib/outbox-store.ts'

/**
 * The outbox as a map, for unit tests (the test DOM has no IndexedDB): the same operations, each
 * taking its turn as IndexedDB's transactions on one store do.
 */
export function memoryOutbox(): OutboxStore & {
  records: Map<string, OutboxRecord>
  session: () => Promise<WorkerSession | undefined>
  setSession: (session: WorkerSession | null) => Promise<void>
  clear: () => Promise<void>
} {
  const records = new Map<string, OutboxRecord>()
  let session: WorkerSession | undefined
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value))
  return {
    records,
    put: (record) => Promise.resolve(void records.set(record.key, copy(record))),
    get: (key) => Promise.resolve(copy(records.get(key))),
    remove: (key) => Promise.resolve(void records.delete(key)),
    all: () => Promise.resolve([...records.values()].map(copy)),
    take: (key) => {
      const record = records.get(key)
      records.delete(key)
      return Promise.resolve(record)
    },
    withdraw: (key) => {
      const record = records.get(key)
      if (record?.status !== 'queued') return Promise.resolve(undefined)
      records.delete(key)
      return Promise.resolve(record)
    },
    tell: (key) => {
      const record = records.get(key)
      if (record?.status !== 'refused' || record.told) return Promise.resolve(undefined)
      records.set(key, { ...record, told: true })
      return Promise.resolve(copy(record))
    },
    session: () => Promise.resolve(copy(session)),
    setSession: (next) => Promise.resolve(void (session = next ?? undefined)),
    clear: () => Promise.resolve(records.clear()),
  }
}
