import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { OfflineBanner } from './offline-banner.tsx'

/** Every page sits inside header, body and footer (SPEC §2.1). */
export function Shell() {
  const { t } = useLingui()
  return (
    <>
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
