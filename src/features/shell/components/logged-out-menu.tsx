import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ExternalIcon } from '../../../ui/shell-icons.tsx'
import { providerSignupUrl } from '../use-nav.ts'

/**
 * Sign Up and Sign In once each, and the providers' own site. SPEC §2.1 also had a Register menu with
 * Sign up and Sign in again: every way in was offered twice, and the menu kept only the providers' link.
 */
export function LoggedOutMenu() {
  const { t } = useLingui()
  return (
    <div className="user-area">
      <a className="header-link" href={providerSignupUrl} target="_blank" rel="noopener noreferrer">
        {t`For service providers`} <ExternalIcon />
      </a>
      <Link to="/auth/signup" className="header-link">{t`Sign Up`}</Link>
      <Link to="/auth/signin" className="button button-small">{t`Sign In`}</Link>
    </div>
  )
}
