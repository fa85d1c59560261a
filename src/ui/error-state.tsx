import { useLingui } from '@lingui/react/macro'
import { getErrorMessage } from '../lib/errors.ts'

/** A query that failed: what happened, in the user's language, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <div className="error-state" role="alert">
      <p>{getErrorMessage(error)}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  )
}
