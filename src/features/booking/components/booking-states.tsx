import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NotFoundState } from '../../../ui/not-found-state.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'

/** An unknown trip, course date or reservation: a real page that leads on. */
export function BookingNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Not found`}
      text={t`This trip, course date or booking does not exist, or is no longer listed on Reefline.`}
      action={<Link to="/trips" className="button">{t`Browse trips`}</Link>}
    />
  )
}

/** While the booking page loads: a title, the summary card and the form's fields. */
export function BookingPending() {
  const { t } = useLingui()
  return (
    <div className="container page booking-page" role="status" aria-label={t`Loading`}>
      <Skeleton width="60%" height="2rem" />
      <div className="booking-layout">
        <div className="booking-summary">
          <Skeleton height="10rem" />
          <Skeleton lines={3} />
        </div>
        <div className="booking-form">
          <Skeleton lines={6} height="1.5rem" />
        </div>
      </div>
    </div>
  )
}
