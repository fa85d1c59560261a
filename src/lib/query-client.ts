import { MutationCache, QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { ApiError } from '../api/client.ts'
import { getErrorMessage } from './errors.ts'
import { registerFavoriteMutation } from './favorites.ts'
import { createIdbPersister } from './persister.ts'
import { showToast } from './toast.ts'

const DAY = 86_400_000

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 7 * DAY,
        // Cached pages render offline instead of waiting for a network that is not there.
        networkMode: 'offlineFirst',
        // No retry while the device is offline: a retry would pause until the network returns, and a
        // page never seen would say "Loading…" forever instead of "not available offline".
        retry: (count, error) => navigator.onLine && !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
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
  // Mutations that can wait for the network are registered before the cache is restored.
  registerFavoriteMutation(queryClient)
  return queryClient
}

export const persister = createIdbPersister()

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: __BUILD_ID__,
  maxAge: 30 * DAY,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
  },
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
    mutationMeta: { toastErrors?: boolean }
  }
}
