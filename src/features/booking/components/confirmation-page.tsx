import '../booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { BookingFacts, BookingLinks, useVoucher, voucherTitle } from './voucher-parts.tsx'

/** After Confirm: the reservation ID and what was booked, and where to go next. */
export function ConfirmationPage({ reservationId }: { reservationId: number }) {
  const { t } = useLingui()
  const voucher = useVoucher(reservationId)
  const title = voucherTitle(voucher)
  const confirming = voucher.reservation.status === 'Pending'
  useDocumentHead(confirming ? t`Confirming your payment` : t`Booking confirmed`, t`Your booking of ${title} is confirmed.`)
  return (
    <div className="container page booking-page booking-confirmation">
      <div className="confirmation-banner" role="status">
        <h1>{confirming ? t`Confirming your payment` : t`Booking confirmed`}</h1>
        {confirming ? (
          <p>
            <Trans>
              Your seats on <bdi>{title}</bdi> are held while the card payment is confirmed. This page updates by itself; you can also leave it. Reservation ID{' '}
              <strong dir="ltr">{reservationId}</strong>.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              <bdi>{title}</bdi> with <bdi>{voucher.branch.name}</bdi> is booked. Reservation ID <strong dir="ltr">{reservationId}</strong>.
            </Trans>
          </p>
        )}
      </div>
      <BookingFacts voucher={voucher} />
      <div className="actions booking-actions">
        <Link to="/user/voucher/$reservationId" params={{ reservationId: String(reservationId) }} className="button">{t`Open the voucher`}</Link>
        <BookingLinks voucher={voucher} />
      </div>
    </div>
  )
}
