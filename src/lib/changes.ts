import { partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
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
 *
 * Resolves when the answers of `waitFor` (by default all of `keys`) that a screen shows are back, so a
 * write's "Saving…" lasts until the screen shows what was saved, and not while every other answer it
 * marked is asked again: a profile change marks all of the diver's data (a voucher shows the name),
 * and with the trip pack watching every booking, voucher and invoice, waiting for all of them kept the
 * button busy for seconds after the save.
 */
export async function changed(queryClient: QueryClient, keys: readonly QueryKey[], { waitFor = keys }: { waitFor?: readonly QueryKey[] } = {}): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })))
  // The marks are in the cache now: saved before anything is asked again.
  await persister.flush()
  const marked = (query: Query) => keys.some((key) => partialMatchKey(query.queryKey, key))
  const awaited = (query: Query) => waitFor.some((key) => partialMatchKey(query.queryKey, key))
  const rest = queryClient.refetchQueries({ type: 'active', predicate: (query) => marked(query) && !awaited(query) }, { throwOnError: false })
  void rest.then(() => persister.flush())
  await queryClient.refetchQueries({ type: 'active', predicate: (query) => marked(query) && awaited(query) }, { throwOnError: false })
  await persister.flush()
}
