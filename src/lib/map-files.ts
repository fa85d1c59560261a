import { askWorker } from './pwa.ts'

let kept = false

/**
 * Asks the service worker to keep the maps' files (maplibre and the outlines it draws offline), once a
 * page: a diver who has searched opens those results on a boat, their map with them, even on a phone
 * where the map was never switched on. A first visit that searches nothing still leaves them out. Its
 * own module, loaded with the trips area: the first load carries only `askWorker`.
 */
export function keepMapFiles(): void {
  if (kept) return
  kept = true
  void askWorker('KEEP_MAP_FILES')
}
