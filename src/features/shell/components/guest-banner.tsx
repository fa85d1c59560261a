import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useSession } from '../../../lib/preferences-context.tsx'
import { UserIcon } from '../../../ui/icons.tsx'

/**
 * Under the header while the visitor continues as a guest (SPEC §1: a token without an account): what
 * a guest can do here, and that booking, favourites and the account pages need an account, with the
 * way to one. Without it "Continue as guest" looked as if it had done nothing.
 */
export function GuestBanner() {
  const { t } = useLingui()
  const session = useSession()
  const here = useRouterState({ select: (state) => state.location.href })
  // The sign-in and sign-up screens say it themselves.
  if (session?.role !== 'guest' || here.startsWith('/auth/')) return null
  return (
    <section className="guest-banner" aria-label={t`Guest mode`}>
      <UserIcon className="guest-banner-icon" />
      <p>
        <strong>{t`You are browsing as a guest.`}</strong>{' '}
        {t`You can look at every trip, course, dive center, price and review. Booking, favourites and your bookings need an account.`}
      </p>
      <p className="guest-banner-links">
        <Link to="/auth/signup" search={{ redirect: here }} className="button button-small">{t`Create an account`}</Link>
        <Link to="/auth/signin" search={{ redirect: here }} className="button button-small button-light">{t`Sign in`}</Link>
      </p>
    </section>
  )
}
