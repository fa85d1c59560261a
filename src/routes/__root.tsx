import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Shell } from '../features/shell/components/shell.tsx'
import { loadAccountCatalog } from '../lib/i18n.ts'
import { LazyPiece } from '../ui/lazy-piece.tsx'

// The notifications list is only needed once a diver opens it: its own chunk (and the account
// catalog's words), mounted by the shell. Offline before it was ever saved, it closes at once rather
// than take the page down (or open by itself when the network is back); the offline banner says why.
const loadNotifications = () => loadAccountCatalog().then(() => import('../features/notifications/components/notifications-modal.tsx'))
function ClosesAtOnce({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose])
  return null
}
function NotificationsModal({ onClose }: { onClose: () => void }) {
  return <LazyPiece load={loadNotifications} props={{ onClose }} loading={null} unavailable={<ClosesAtOnce onClose={onClose} />} />
}

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Shell NotificationsModal={NotificationsModal} />,
  // SPEC §2.1: any other path goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
})
