import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router'
import { Shell } from '../features/shell/components/shell.tsx'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  // SPEC §2.1: any other path goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
})
