import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { queryRoots } from './query-keys.ts'
import { persister } from './saved-cache.ts'

/**
 * The catalogue's answers that show seats left, next dates or ratings, whoever reads them: the trips
 * area (searches, a trip, a course date, the home's departures), a branch's page, an agency's page.
 * A booking, a cancellation or a review changes them for everyone.
 */
export const catalogueShowingSeats: readonly QueryKey[] = [queryRoots.trips, [...queryRoots.branches, 'detail'], [...queryRoots.organizations, 'detail']]

/**
 * After a write the server has taken: every answer it changed is stale (the screens that show one now
 * ask again; the others ask when they are next shown, after a reload too, since the saved cache keeps
 * the mark), and the saved cache is written at once rather than within the next half second.
 */
export async function changed(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const marked = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { throwOnError: false })))
  // The marks are in the cache now (the refetches they start may take a while): saved before anything else.
  await persister.flush()
  await marked
  await persister.flush()
}
