import type { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness: a preload always runs the loader, and the loader's
    // ensureQueryData answers from the cache while the data is still fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A route whose own error screen is in the chunk that failed to load (its code not kept on a
    // boat) still says, in the diver's words, that the page is not available offline. Loaded when
    // needed, from the files every install keeps: the first load does not carry it.
    defaultErrorComponent: lazyRouteComponent(() => import('./ui/route-error.tsx'), 'RouteError'),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
