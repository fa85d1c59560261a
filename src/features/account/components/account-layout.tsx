import '../account-sheets.ts'
import { useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useSignOut } from '../../../lib/logout.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { OfflineStatus } from './offline-status.tsx'

/**
 * The account area's side menu (SPEC §2.4: Profile, Bookings, Invoices, Wallet, Sign out, plus the
 * certificate, course reservations and favorites). Sign out is the header's one path: home first,
 * then the wipe. A session that ends while here renders nothing; the session watcher moves on.
 */
export function AccountLayout() {
  const { t } = useLingui()
  const session = useSession()
  const onSignOut = useSignOut()
  if (session?.role !== 'diver') return null

  const links = [
    { to: '/user/profile', label: t`Profile` },
    { to: '/user/booking', label: t`Bookings` },
    { to: '/user/invoice', label: t`Invoices` },
    { to: '/user/wallet', label: t`Wallet` },
    { to: '/user/certificate', label: t`My certificate` },
    { to: '/user/reservations-courses', label: t`My Reservations` },
    { to: '/user/favorite-courses', label: t`Favorites` },
  ] as const
  return (
    <div className="container account">
      <nav className="account-nav" aria-label={t`Account`}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeOptions={{ includeSearch: false }} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void onSignOut()}>{t`Sign out`}</button>
          </li>
        </ul>
        <OfflineStatus />
      </nav>
      <div className="account-body">
        <Outlet />
      </div>
    </div>
  )
}
