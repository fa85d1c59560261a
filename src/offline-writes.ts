import { offlineWritesIn } from './lib/offline-writes.ts'

/**
 * Every write that may wait for the network, found by the name of the file that declares it: a
 * feature's `api/writes.ts`, and `lib/writes.ts` for the writes several features make. A new one is
 * declared there (lib/offline-writes.ts) and is registered by nothing else (docs/architecture.md
 * "One offline write"). Read at start, before the first screen: a write the service worker sent while
 * the app was closed is followed up by its declaration.
 */
export const offlineWrites = offlineWritesIn(import.meta.glob<Record<string, unknown>>(['./features/**/api/writes.ts', './lib/writes.ts'], { eager: true }))
