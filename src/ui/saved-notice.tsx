import './saved-notice.css'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatLocalTime } from '../../shared/format.ts'
import { ApiError } from '../api/client.ts'
import { useOnline } from '../lib/use-online.ts'

const MINUTE = 60_000

/** "5 minutes ago", "3 hours ago", "yesterday", "3 days ago", in the screen's language. */
export function ago(updatedAt: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const minutes = Math.round((updatedAt - now) / MINUTE)
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 24) return format.format(hours, 'hour')
  return format.format(Math.round(hours / 24), 'day')
}

/** The time, again every minute: a screen left open on a boat keeps telling the truth about its age. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * Every screen of the diver's own data says it is kept on this device and when the server last
 * answered for it; offline (or with the server out of reach) the line stands out, since that is
 * then all there is.
 */
export function SavedNotice({ updatedAt, error }: { updatedAt: number; error?: unknown }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const now = useNow()
  if (!updatedAt) return null
  const away = !online || (error instanceof ApiError && error.code === 'NetworkError')
  const when = ago(updatedAt, Math.max(now, updatedAt), i18n.locale)
  const exact = formatLocalTime(updatedAt, i18n.locale)
  return (
    <p className={away ? 'saved-notice is-away' : 'saved-notice'} role="status">
      {t`Saved on this device · updated ${when}`} <time dateTime={new Date(updatedAt).toISOString()}>({exact})</time>
    </p>
  )
}
