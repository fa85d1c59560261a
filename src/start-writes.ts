import type { QueryClient } from '@tanstack/react-query'
import { saveKeptFavorite } from './lib/favorites.ts'
import { startOutbox } from './lib/outbox.ts'
import { offlineWrites } from './offline-writes.ts'

/**
 * A signed-in diver's queued writes: the outbox is read (their rows show them), what the service
 * worker sent while the app was closed is followed up, what waits is sent (lib/outbox.ts), and a
 * heart tapped before signing in is queued (lib/favorites.ts). Writes are a diver's only, so this
 * loads with the first diver of the page (main.tsx): a visitor's first load carries none of it.
 */
export async function startWrites(queryClient: QueryClient): Promise<void> {
  await startOutbox(queryClient, offlineWrites)
  saveKeptFavorite()
}
