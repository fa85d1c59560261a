import './guest-banner.css'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState, useSyncExternalStore } from 'react'
import { sessionStore } from '../../../api/session.ts'
import { useSession } from '../../../lib/preferences-context.tsx'
import { CloseIcon, UserIcon } from '../../../ui/shell-icons.tsx'

const useGuestNoticeClosed = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.guestNoticeClosed, () => false)

/**
 * Under the header while the visitor continues as a guest (SPEC §1: a token without an account): what
 * a guest can do here, and that booking, favorites and the account pages need an account, with the
 * way to one. Without it "Continue as guest" looked as if it had done nothing.
 *
 * On a phone it is two short lines: the lead and the ways to an account, the detail behind "Details".
 * The guest may close it for the rest of the guest session (the sign-in screen's guest button still
 * says what a guest can do); focus then goes to the page's content, not to the document.
 */
export function GuestBanner() {
  const { t } = useLingui()
  const session = useSession()
  const closed = useGuestNoticeClosed()
  const here = useRouterState({ select: (state) => state.location.href })
  const [detailShown, setDetailShown] = useState(false)
  const detailId = useId()
  // The sign-in and sign-up screens say it themselves.
  if (session?.role !== 'guest' || closed || here.startsWith('/auth/')) return null
  const close = () => {
    document.getElementById('main')?.focus({ preventScroll: true })
    sessionStore.closeGuestNotice()
  }
  return (
    <section className={detailShown ? 'guest-banner guest-banner-open' : 'guest-banner'} aria-label={t`Guest mode`}>
      <UserIcon className="guest-banner-icon" />
      <p className="guest-banner-text">
        <strong>{t`You are browsing as a guest.`}</strong>{' '}
        <span id={detailId} className="guest-banner-detail">
          {t`You can look at every trip, course, dive center, price and review. Booking, favorites and your bookings need an account.`}
        </span>{' '}
        <button
          type="button"
          className="guest-banner-more"
          aria-expanded={detailShown}
          aria-controls={detailId}
          onClick={() => setDetailShown((shown) => !shown)}
        >{t`Details`}</button>
      </p>
      <p className="guest-banner-links">
        <Link to="/auth/signup" search={{ redirect: here }} className="button button-small">{t`Create an account`}</Link>
        <Link to="/auth/signin" search={{ redirect: here }} className="button button-small button-light">{t`Sign in`}</Link>
      </p>
      <button type="button" className="icon-button guest-banner-close" aria-label={t`Close the guest notice`} onClick={close}>
        <CloseIcon />
      </button>
    </section>
  )
}
