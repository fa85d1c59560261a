import { clear, createStore, get, set, type UseStore } from 'idb-keyval'

/**
 * What a diver keeps on this device besides the query cache (the certification card picture), in
 * its own IndexedDB database, so that sign-out can drop it whole and a boat with no signal still
 * shows it: the service worker's image cache is bounded and may evict it.
 */
let store: UseStore | null = null
const files = (): UseStore => (store ??= createStore('reefline-account', 'files'))

export const saveDeviceFile = (key: string, value: unknown): Promise<void> => set(key, value, files())
export const readDeviceFile = <T>(key: string): Promise<T | undefined> => get<T>(key, files())
export const wipeDeviceFiles = (): Promise<void> => clear(files())
