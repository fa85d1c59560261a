import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SessionData } from '../../../../contract/session.ts'
import { useSignOut } from '../../../lib/logout.ts'
import { usePreferences } from '../../../lib/preferences-context.tsx'
import { HeartIcon, UserIcon } from '../../../ui/shell-icons.tsx'
import { Menu } from '../../../ui/menu.tsx'
import { initializeQueryOptions } from '../../../lib/settings.ts'

/** The profile picture, falling back to an icon when there is none or it fails to load (SPEC §2.1). */
export function Avatar({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false)
  if (!url || failed)
    return (
      <span className="avatar avatar-fallback">
        <UserIcon />
      </span>
    )
  return <img className="avatar" src={url} alt="" width="32" height="32" onError={() => setFailed(true)} />
}

export function useShowFlag(session: SessionData | null): boolean {
  const { lang } = usePreferences()
  const signedIn = session?.role === 'diver'
  const { data } = useQuery({ ...initializeQueryOptions(lang, session?.userId ?? null), enabled: signedIn })
  return signedIn && (data?.metaData.showFlag ?? false)
}

/** My Reservations and the favorites heart: on a desktop beside the picture; on a phone in the menu. */
export function DiverLinks() {
  const { t } = useLingui()
  return (
    <>
      <Link to="/user/reservations-courses" className="header-link">{t`My Reservations`}</Link>
      <Link to="/user/favorite-courses" className="icon-button" aria-label={t`Favorites`} title={t`Favorites`}>
        <HeartIcon />
      </Link>
    </>
  )
}

/** The picture menu, shown on every width: the avatar and the unread dot are visible on a phone too. */
export function LoggedInMenu({ session, onNotifications }: { session: SessionData; onNotifications: () => void }) {
  const { t } = useLingui()
  const onSignOut = useSignOut()
  const showFlag = useShowFlag(session)
  return (
    <Menu
      className="avatar-menu"
      label={showFlag ? t`Account menu, new notifications` : t`Account menu`}
      align="end"
      button={
        <span className="avatar-wrap">
          <Avatar url={session.logoUrl} />
          {showFlag ? <span className="badge-dot" aria-hidden="true" /> : null}
        </span>
      }
      items={[
        { key: 'profile', kind: 'link', label: t`User Profile`, link: { to: '/user/profile' } },
        { key: 'bookings', kind: 'link', label: t`Bookings`, link: { to: '/user/booking' } },
        { key: 'certificate', kind: 'link', label: t`My certificate`, link: { to: '/user/certificate' } },
        {
          key: 'notifications',
          kind: 'action',
          label: (
            <>
              {t`Notifications`}
              {showFlag ? <span className="badge">{t`New`}</span> : null}
            </>
          ),
          onSelect: onNotifications,
        },
        { key: 'logout', kind: 'action', label: t`Logout`, onSelect: () => void onSignOut() },
      ]}
    />
  )
}

/**
 * A signed-in diver's part of the header: their links beside the picture menu on a desktop, the menu
 * alone on a phone. Loaded when a diver is signed in (header.tsx): a visitor's first load does not carry it.
 */
export function SignedInArea({ session, onNotifications }: { session: SessionData; onNotifications: () => void }) {
  return (
    <div className="user-area">
      <span className="desktop-only user-area">
        <DiverLinks />
      </span>
      <LoggedInMenu session={session} onNotifications={onNotifications} />
    </div>
  )
}
