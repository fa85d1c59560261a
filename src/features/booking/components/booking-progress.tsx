import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * A booking the server is still carrying out from an earlier attempt with the same key (a retried
 * tap, a process that stopped halfway): while the client asks again (`waiting`), and once it stopped
 * asking without an answer (`unconfirmed`). Then the booking may have gone through: Confirm again
 * sends the same key, so it cannot book twice, but the diver should look at the bookings first.
 */
export function BookingProgress({ waiting, unconfirmed }: { waiting: boolean; unconfirmed: boolean }) {
  const { t } = useLingui()
  if (waiting) {
    return (
      <p className="booking-waiting" role="status">
        {t`Your booking is still being confirmed… An earlier attempt is still going through, and we are checking on it. Keep this page open.`}
      </p>
    )
  }
  if (!unconfirmed) return null
  return (
    <p className="field-error" role="alert">
      <Trans>
        We could not confirm your booking yet, and it may have gone through. Check <Link to="/user/booking">your bookings</Link> before you try again.
      </Trans>
    </p>
  )
}
