import './logo-link.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Logo } from '../../../ui/logo.tsx'

/** The logo, linking home (SPEC §2.1), in the header and the footer. */
export function LogoLink() {
  const { t } = useLingui()
  return (
    // The name must contain the visible word "Reefline" in every language, so speech control finds the link by what it shows.
    <Link
      to="/"
      className="logo"
      aria-label={t({ message: 'Reefline home', comment: 'Keep the word Reefline, in Latin letters, at the start: it is the text the link shows.' })}
    >
      <Logo />
      <span className="logo-text">Reefline</span>
    </Link>
  )
}
