import { MutationCache, QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { ApiError } from '../api/client.ts'
import { getErrorMessage } from './errors.ts'
import { queryRoots } from './query-keys.ts'
import { persister } from './saved-cache.ts'
import { answerOfflineInOtherLanguage, isOtherLanguageCopy } from './saved-in-other-language.ts'
import { showToast } from './toast.ts'

const DAY = 86_400_000

/**
 * Queries: an answer of the server that says no (4xx) is final; a network failure or a server
 * error (5xx) is tried twice more. Offline, nothing is retried: a retry would wait for a network
 * that is not there, and a page never saved would spin instead of saying so.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 7 * DAY,
        // Cached pages render offline instead of waiting for a network that is not there.
        networkMode: 'offlineFirst',
        retry: retryQuery,
      },
      // Writes that need an answer now (sign-in, sign-up, uploads) fail at once offline and say so;
      // writes that may wait are not mutations: they go through the outbox (lib/outbox.ts).
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
    // Mutation failures are toasts (the screen that started them may be gone); query failures
    // show in the page, beside the data they failed to load.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastErrors !== false) showToast((toast) => toast.error(getErrorMessage(error)))
      },
    }),
  })
  // The diver's own data stays in memory as long as the page lives: a week-old page on a boat must
  // not forget (and so stop saving) what it cannot fetch again.
  queryClient.setQueryDefaults(queryRoots.account, { gcTime: Infinity })
  queryClient.setQueryDefaults(queryRoots.notifications, { gcTime: Infinity })
  // A page opened in one language still opens offline after a switch to the other (its saved copy).
  answerOfflineInOtherLanguage(queryClient)
  return queryClient
}

/**
 * Nothing a diver has seen is dropped for its age: a week on a boat, or a month, the saved answers
 * stay until a real answer replaces them, or until sign-out (or a refused session) wipes them. A
 * query whose refresh failed keeps its last answer, saved as that answer (persister.ts
 * `asLastAnswer`). The cache is dropped only when the shapes of the data change (`__DATA_VERSION__`,
 * a hash of contract/), not with every build: a new version that activates on a boat keeps it.
 */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: __DATA_VERSION__,
  maxAge: Infinity,
  dehydrateOptions: {
    // Another language's copy shown offline is not this language's answer: never saved as one.
    shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false && !isOtherLanguageCopy(query),
    // Writes that wait for the network live in the outbox (lib/outbox-store.ts), not in the cache.
    shouldDehydrateMutation: () => false,
  },
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean; owner?: number }
    mutationMeta: { toastErrors?: boolean }
  }
}
