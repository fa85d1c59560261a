import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NotFoundState } from '../../../ui/not-found-state.tsx'

/** An unknown or malformed trip or course id: a real page that leads back to the trips area. */
export function DepartureNotFound({ kind }: { kind: 'trip' | 'course' }) {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={kind === 'trip' ? t`Trip not found` : t`Course not found`}
      text={
        kind === 'trip'
          ? t`This trip does not exist, or is no longer listed on Reefline.`
          : t`This course date does not exist, or is no longer listed on Reefline.`
      }
      action={<Link to="/trips" className="button">{t`Browse trips`}</Link>}
    />
  )
}
