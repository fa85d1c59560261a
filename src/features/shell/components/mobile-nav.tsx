import './mobile-nav.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSignOut } from '../../../lib/logout.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { ExternalIcon } from '../../../ui/icons.tsx'
import { providerSignupUrl, useHelpNav, usePrimaryNav } from '../use-nav.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { useShowFlag } from './user-menu.tsx'

/** On a phone the header collapses into this panel: every header item, one tap each. */
export function MobileNav({ onClose, onNotifications }: { onClose: () => void; onNotifications: () => void }) {
  const { t } = useLingui()
  const session = useSession()
  const primary = usePrimaryNav()
  const help = useHelpNav()
  const onSignOut = useSignOut()
  const showFlag = useShowFlag(session)
  const isDiver = session?.role === 'diver'
  return (
    <Dialog title={t`Menu`} onClose={onClose} className="drawer" id="mobile-nav">
      <nav aria-label={t`Main`} className="drawer-nav">
        <ul>
          {primary.map((item) => (
            <li key={item.key}>
              <Link {...item.link} onClick={onClose}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <h3>{t`Help`}</h3>
        <ul>
          {help.map((item) => (
            <li key={item.key}>
              <Link {...item.link} onClick={onClose}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <h3>{t`Account`}</h3>
        <ul>
          {isDiver ? (
            <>
              <li>
                <Link to="/user/profile" onClick={onClose}>{t`User Profile`}</Link>
              </li>
              <li>
                <Link to="/user/booking" onClick={onClose}>{t`Bookings`}</Link>
              </li>
              <li>
                <Link to="/user/certificate" onClick={onClose}>{t`My certificate`}</Link>
              </li>
              <li>
                <Link to="/user/reservations-courses" onClick={onClose}>{t`My Reservations`}</Link>
              </li>
              <li>
                <Link to="/user/favorite-courses" onClick={onClose}>{t`Favorites`}</Link>
              </li>
              <li>
                <button type="button" onClick={onNotifications}>
                  {t`Notifications`} {showFlag ? <span className="badge">{t`New`}</span> : null}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose()
                    void onSignOut()
                  }}
                >{t`Logout`}</button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/auth/signin" onClick={onClose}>{t`Sign In`}</Link>
              </li>
              <li>
                <Link to="/auth/signup" onClick={onClose}>{t`Sign Up`}</Link>
              </li>
              <li>
                <a href={providerSignupUrl} target="_blank" rel="noopener noreferrer">
                  {t`Register as service provider`} <ExternalIcon />
                </a>
              </li>
            </>
          )}
        </ul>
        <div className="drawer-tools">
          <LanguageSwitch />
        </div>
      </nav>
    </Dialog>
  )
}
