import { useLingui } from '@lingui/react/macro'
import { formatLocalTime } from '../../../../shared/format.ts'
import { ApiError } from '../../../api/client.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { ago } from '../../../ui/saved-notice.tsx'

/**
 * With no network (or the server out of reach) the list is the answer this device saved, however old:
 * a recent search opened on a boat says when its results came, since seats and prices may have moved
 * since. Online nothing is said: the answer is the server's, or is being asked again.
 */
export function ResultsAge({ updatedAt, error }: { updatedAt: number; error: unknown }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const away = !online || (error instanceof ApiError && error.code === 'NetworkError')
  if (!away || !updatedAt) return null
  const when = ago(updatedAt, Math.max(Date.now(), updatedAt), i18n.locale)
  return (
    <p className="saved-notice is-away results-age" role="status">
      {t`Results from ${when}, saved on this device`} <time dateTime={new Date(updatedAt).toISOString()}>({formatLocalTime(updatedAt, i18n.locale)})</time>
    </p>
  )
}
