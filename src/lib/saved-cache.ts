import { createIdbPersister } from './persister.ts'

/** The one saved copy of the query cache (IndexedDB, with a spare in local storage as a page closes). */
export const persister = createIdbPersister()
