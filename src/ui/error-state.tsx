import { useLingui } from '@lingui/react/macro'
import { getErrorMessage, isOfflineError } from '../lib/errors.ts'

/**
 * A query that failed: what happened, in the user's language, and a way to try again. With no
 * network and nothing saved it says the content is not available offline, with a way back.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui()
  const offline = isOfflineError(error)
  return (
    <div className="error-state" role="alert">
      <p>{offline ? t`Not available offline: this has not been opened on this device yet.` : getErrorMessage(error)}</p>
      <div className="actions">
        {offline && window.history.length > 1 ? (
          <button type="button" className="button button-small button-outline" onClick={() => window.history.back()}>{t`Go back`}</button>
        ) : null}
        <button type="button" className="button button-small" onClick={onRetry}>
          {t`Try again`}
        </button>
      </div>
    </div>
  )
}
