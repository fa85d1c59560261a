import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { OfflineBanner } from '../../../ui/offline-banner.tsx'
import { Footer } from './footer.tsx'
import { GuestBanner } from './guest-banner.tsx'
import { Header } from './header.tsx'

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
      <Footer />
    </>
  )
}
