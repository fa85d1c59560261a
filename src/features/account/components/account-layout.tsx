import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLogout } from '../../../lib/logout.ts'
import { useSession } from '../../../lib/preferences-context.tsx'

/** The account area's side menu (SPEC §2.4): Profile, Bookings, Invoices, Wallet, Sign out. */
export function AccountLayout() {
  const { t } = useLingui()
  const session = useSession()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const onLogout = useLogout()
  // A session ended elsewhere (another tab, a refused refresh) leaves the guarded area.
  useEffect(() => {
    if (session?.role !== 'diver') void navigate({ to: '/auth/signin', search: { redirect: href }, replace: true })
  }, [session, navigate, href])

  const links = [
    { to: '/user/profile', label: t`Profile` },
    { to: '/user/booking', label: t`Bookings` },
    { to: '/user/invoice', label: t`Invoices` },
    { to: '/user/wallet', label: t`Wallet` },
  ] as const
  return (
    <div className="container account">
      <nav className="account-nav" aria-label={t`Account`}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeProps={{ 'aria-current': 'page', className: 'active' }}>{link.label}</Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void onLogout()}>{t`Sign out`}</button>
          </li>
        </ul>
      </nav>
      <div className="account-body">
        <Outlet />
      </div>
    </div>
  )
}
