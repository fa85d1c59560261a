import './saved-notice.css'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '../api/client.ts'
import { useOnline } from '../lib/use-online.ts'

const MINUTE = 60_000

function ago(updatedAt: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const minutes = Math.round((updatedAt - Date.now()) / MINUTE)
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (Math.abs(hours) < 48) return format.format(hours, 'hour')
  return format.format(Math.round(hours / 24), 'day')
}

/**
 * Data shown from the device rather than fresh from the server (offline, or the server could not
 * be reached): says so, and when it was last brought up to date.
 */
export function SavedNotice({ updatedAt, error }: { updatedAt: number; error?: unknown }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const unreachable = error instanceof ApiError && error.code === 'NetworkError'
  if ((online && !unreachable) || !updatedAt) return null
  const when = ago(updatedAt, i18n.locale)
  const exact = new Date(updatedAt).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <p className="saved-notice" role="status">
      {t`Saved on this device. Last updated ${when}`} (<time dateTime={new Date(updatedAt).toISOString()}>{exact}</time>)
    </p>
  )
}
