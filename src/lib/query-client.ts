import { MutationCache, QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { toast } from 'sonner'
import { ApiError } from '../api/client.ts'
import { getErrorMessage } from './errors.ts'
import { createIdbPersister } from './persister.ts'

const DAY = 86_400_000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 7 * DAY,
        // Cached pages render offline instead of waiting for a network that is not there.
        networkMode: 'offlineFirst',
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
    // Mutation failures are toasts (the screen that started them may be gone); query failures
    // show in the page, beside the data they failed to load.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastErrors !== false) toast.error(getErrorMessage(error))
      },
    }),
  })
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
