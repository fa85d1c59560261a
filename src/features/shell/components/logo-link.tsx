import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Logo } from '../../../ui/logo.tsx'

/** The logo, linking home (SPEC §2.1), in the header and the footer. */
export function LogoLink() {
  const { t } = useLingui()
  return (
    <Link to="/" className="logo" aria-label={t`Reefline home`}>
      <Logo />
      <span className="logo-text">Reefline</span>
    </Link>
  )
}
