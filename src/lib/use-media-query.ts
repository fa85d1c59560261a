import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, following changes (e.g. a table on a desktop, cards on a phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (callback) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', callback)
      return () => list.removeEventListener('change', callback)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
