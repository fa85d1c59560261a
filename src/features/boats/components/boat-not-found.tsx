import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NotFoundState } from '../../../ui/not-found-state.tsx'

/** An unknown or malformed boat id: a real page that leads to the liveaboards. */
export function BoatNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Boat not found`}
      text={t`This boat does not exist, or is no longer listed on Reefline.`}
      action={
        <Link to="/trips" search={{ activity: 'liveaboard' }} className="button">
          {t`Browse liveaboards`}
        </Link>
      }
    />
  )
}
