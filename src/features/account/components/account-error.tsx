import { useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { ApiError } from '../../../api/client.ts'
import { ErrorState } from '../../../ui/error-state.tsx'

/**
 * An account page that failed to load: with no network and nothing saved it says that this page
 * has not been opened on this device yet; any other failure shows the server's message with Retry.
 */
export function AccountError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  const offline = !navigator.onLine && error instanceof ApiError && error.code === 'NetworkError'
  if (offline) {
    return (
      <div className="error-state" role="alert">
        <h1>{t`Not available offline`}</h1>
        <p>{t`This page has not been opened on this device yet, so it is not saved for offline use. Pages you have opened before still work.`}</p>
        <button type="button" className="button button-small" onClick={retry}>{t`Try again`}</button>
      </div>
    )
  }
  return <ErrorState error={error} onRetry={retry} />
}
