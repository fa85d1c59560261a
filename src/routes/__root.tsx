import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router'
import { lazy } from 'react'
import { Shell } from '../features/shell/components/shell.tsx'
import { loadAccountCatalog } from '../lib/i18n.ts'

// The notifications list is only needed once a diver opens it: its own chunk (and the account
// catalog's words), mounted by the shell.
const NotificationsModal = lazy(() => loadAccountCatalog().then(() => import('../features/notifications/components/notifications-modal.tsx')))

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Shell NotificationsModal={NotificationsModal} />,
  // SPEC §2.1: any other path goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
})
