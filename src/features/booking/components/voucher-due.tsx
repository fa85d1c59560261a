import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type BookingFigures, type Reservation } from '../../../../contract/booking.ts'
import { canPayBalance } from '../../../../contract/deposits.ts'
import { formatDay } from '../../../../shared/format.ts'
import { Money } from '../../../ui/money.tsx'

type DueReservation = Pick<Reservation, 'reservationId' | 'balanceDue' | 'paymentStatus' | 'status'>

/**
 * What is still to pay online, and by when: a booking not paid yet, a deposit booking's balance, or
 * the rest of a paid booking moved to a dearer date (decision 038), which has no deposit to speak of.
 * A cancelled booking, or one with nothing due, has none.
 */
export function VoucherDue({ reservation, figures }: { reservation: DueReservation; figures: BookingFigures }) {
  const { t, i18n } = useLingui()
  if (figures.due <= 0 || reservation.status === 'Cancelled') return null
  const due = <Money amount={figures.due} currency={figures.currency} />
  const by = reservation.balanceDue ? <time dateTime={reservation.balanceDue}>{formatDay(reservation.balanceDue, i18n.locale)}</time> : null
  return (
    <section className="voucher-due" aria-labelledby="voucher-due-title">
      <h2 id="voucher-due-title">{reservation.balanceDue ? t`Balance due` : t`Payment due`}</h2>
      <p>
        {!reservation.balanceDue ? (
          <Trans>This booking is not paid yet: {due} is due. The voucher and its QR code are ready once it is paid.</Trans>
        ) : figures.state === 'partlyPaid' ? (
          <Trans>
            Part of this booking is paid: its new date costs more. The rest, {due}, is due by {by}; unpaid after that day, the booking is cancelled under the
            dive center’s policy. The voucher and its QR code are ready once it is paid.
          </Trans>
        ) : (
          <Trans>
            The deposit is paid. The balance of {due} is due by {by}; unpaid after that day, the booking is cancelled under the dive center’s policy. The
            voucher and its QR code are ready once it is paid.
          </Trans>
        )}
      </p>
      {reservation.balanceDue === null || canPayBalance(reservation) ? (
        <Link to="/user/booking" search={{ pay: reservation.reservationId }} className="button no-print">
          {reservation.balanceDue ? t`Pay the balance` : t`Pay this booking`}
        </Link>
      ) : null}
    </section>
  )
}
