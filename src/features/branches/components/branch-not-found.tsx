import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NotFoundState } from '../../../ui/not-found-state.tsx'

/** An unknown or malformed branch id: a real page that leads back to the directory. */
export function BranchNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Dive center not found`}
      text={t`This dive center or instructor does not exist, or is no longer listed on Reefline.`}
      action={<Link to="/branch/list/$type" params={{ type: 'diveCenters' }} className="button">{t`Browse dive centers`}</Link>}
    />
  )
}
