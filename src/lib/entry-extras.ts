import type { QueryClient } from '@tanstack/react-query'
import type { Lang } from '../../contract/common.ts'
import { type EntryExtra, entryExtras, type EntryPageName } from '../../contract/entry-extras.ts'
import { usedCountriesQueryOptions } from './countries.ts'
import { organizationsQueryOptions } from './organizations.ts'
import { ratesQueryOptions } from './rates.ts'

/** How the page asks for each extra: the query options built on the contract's call of that name. */
const extraQueries = {
  usedCountries: (queryClient: QueryClient, lang: Lang) => queryClient.prefetchQuery(usedCountriesQueryOptions(lang)),
  organizations: (queryClient: QueryClient, lang: Lang) => queryClient.prefetchQuery(organizationsQueryOptions(lang)),
  rates: (queryClient: QueryClient) => queryClient.prefetchQuery(ratesQueryOptions()),
} satisfies Record<EntryExtra, (queryClient: QueryClient, lang: Lang) => Promise<void>>

/**
 * Asks for what an entry page wants beside its own answer (contract/entry-extras.ts, the list the
 * server's first view carries too), without waiting: the page shows without them. One whose answer
 * is fresh in the cache (a first view's, an earlier visit's) is not asked again.
 */
export function prefetchEntryExtras(queryClient: QueryClient, page: EntryPageName, lang: Lang): void {
  for (const extra of entryExtras[page]) void extraQueries[extra](queryClient, lang)
}
