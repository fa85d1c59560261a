import { useLingui } from '@lingui/react/macro'

/** While an account page loads for the first time: grey blocks shaped like a title and rows. */
export function AccountPending() {
  const { t } = useLingui()
  return (
    <div className="account-pending" role="status" aria-label={t`Loading`}>
      <span className="skeleton-block skeleton-title" />
      <span className="skeleton-block skeleton-bar" />
      {[0, 1, 2, 3].map((row) => (
        <span key={row} className="skeleton-block skeleton-row" />
      ))}
    </div>
  )
}
