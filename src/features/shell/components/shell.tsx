import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { withCatalog } from '../../../lib/i18n.ts'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { OfflineBanner } from '../../../ui/offline-banner.tsx'
import { useSession } from '../../../lib/preferences-context.tsx'
import { Header } from './header.tsx'

// The footer is below every page's fold: its code comes after the first paint, not in the first load
// every page waits for (the service worker keeps it with the rest for offline starts); its words
// come with it, the shell's later words (src/lib/i18n.ts), like the guest's notice below.
const loadFooter = () => withCatalog('shell', () => import('./footer.tsx')).then(({ Footer }) => ({ default: Footer }))

// The notice of a guest (SPEC §1) is code a visitor's first load does not carry: it loads for a guest
// (main.tsx asks for it before the first render when the page opens in guest mode).
export const loadGuestBanner = () => withCatalog('shell', () => import('./guest-banner.tsx')).then(({ GuestBanner }) => ({ default: GuestBanner }))

function GuestNotice() {
  const session = useSession()
  if (session?.role !== 'guest') return null
  return <LazyPiece load={loadGuestBanner} props={{}} loading={null} unavailable={null} />
}

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
      <GuestNotice />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <LazyPiece load={loadFooter} props={{}} loading={null} unavailable={null} />
    </>
  )
}
