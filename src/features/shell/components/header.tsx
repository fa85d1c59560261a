import './header.css'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { type ComponentType, useEffect, useState } from 'react'
import { withCatalog } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { CaretDownIcon, MenuIcon } from '../../../ui/shell-icons.tsx'
import { LazyPiece } from '../../../ui/lazy-piece.tsx'
import { Menu } from '../../../ui/menu.tsx'
import { useHelpNav, usePrimaryNav } from '../use-nav.ts'
import { CurrencyMenu } from './currency-menu.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { LogoLink } from './logo-link.tsx'
import { LoggedOutMenu } from './logged-out-menu.tsx'

// The phone's menu panel is code no page needs until the menu button is pressed: it loads then (from
// the service worker's copy after the first visit), and is asked for as the finger touches the button.
// Its words come with it (the shell's later words, src/lib/i18n.ts), as with the picture menu below.
const loadMobileNav = () => withCatalog('shell', () => import('./mobile-nav.tsx')).then(({ MobileNav }) => ({ default: MobileNav }))

// A signed-in diver's links and picture menu load with the first diver of the page, not with every
// visitor's first load; main.tsx asks for them before the first render when a diver is signed in.
export const loadSignedInArea = () => withCatalog('shell', () => import('./user-menu.tsx')).then(({ SignedInArea }) => ({ default: SignedInArea }))

/** The picture menu's place while it loads, its size: the header's tools do not move when it comes. */
function SignedInPlaceholder() {
  return (
    <div className="user-area" aria-hidden="true">
      <span className="menu avatar-menu">
        <span className="menu-button">
          <span className="avatar avatar-fallback" />
          <CaretDownIcon />
        </span>
      </span>
    </div>
  )
}

/** `NotificationsModal` comes from the root route, which composes the features (a feature never imports another). */
export function Header({ NotificationsModal }: { NotificationsModal: ComponentType<{ onClose: () => void }> }) {
  const { t } = useLingui()
  const session = useSession()
  const primary = usePrimaryNav()
  const help = useHelpNav()
  const [mobileOpen, setMobileOpen] = useState(false)
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setMobileOpen(false), [pathname])
  const isDiver = session?.role === 'diver'

  return (
    <header className="site-header">
      <div className="container header-bar">
        <LogoLink />
        <nav className="primary-nav" aria-label={t`Main`}>
          {primary.map((item) => (
            <Link key={item.key} {...item.link} className="header-link" activeProps={{ 'aria-current': 'page' }}>
              {item.label}
            </Link>
          ))}
          <Menu label={t`Help`} button={t`Help`} items={help.map((item) => ({ ...item, kind: 'link' }))} />
        </nav>
        <div className="header-tools">
          <CurrencyMenu />
          <LanguageSwitch className="desktop-only" />
          {isDiver && session ? (
            <LazyPiece
              load={loadSignedInArea}
              props={{ session, onNotifications: () => setNotificationsOpen(true) }}
              loading={<SignedInPlaceholder />}
              unavailable={null}
            />
          ) : (
            <div className="desktop-only">
              <LoggedOutMenu />
            </div>
          )}
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            aria-label={t`Open menu`}
            onPointerDown={() => void loadMobileNav()}
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {mobileOpen ? (
        <LazyPiece
          load={loadMobileNav}
          props={{
            onClose: () => setMobileOpen(false),
            onNotifications: () => {
              setMobileOpen(false)
              setNotificationsOpen(true)
            },
          }}
          loading={null}
          unavailable={null}
        />
      ) : null}
      {notificationsOpen ? <NotificationsModal onClose={() => setNotificationsOpen(false)} /> : null}
    </header>
  )
}
