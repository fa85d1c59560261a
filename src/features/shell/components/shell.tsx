import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { OfflineBanner } from '../../../ui/offline-banner.tsx'
import { GuestBanner } from './guest-banner.tsx'
import { Header } from './header.tsx'

// The footer is below every page's fold: its code comes after the first paint, not in the first load
// every page waits for (the service worker keeps it with the rest for offline starts).
const loadFooter = () => import('./footer.tsx').then(({ Footer }) => ({ default: Footer }))

type ShellProps = {
  /** the notifications list the header opens (SPEC §2.1), handed in by the root route */
  NotificationsModal: ComponentType<{ onClose: () => void }>
}

/** Every page sits inside header, body and footer (SPEC §2.1). */
export function Shell({ NotificationsModal }: ShellProps) {
  const { t } = useLingui()
  return (
    <>
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <Header NotificationsModal={NotificationsModal} />
      <OfflineBanner />
      <GuestBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyPiece load={loadFooter} props={{}} loading={null} unavailable={null} />
    </>
  )
}
