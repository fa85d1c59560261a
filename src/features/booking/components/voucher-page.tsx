import '../booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { bookingFigures, voucherShowsCode } from '../../../../contract/booking.ts'
import { canPayBalance } from '../../../../contract/deposits.ts'
import { joinAddress } from '../../../../shared/address.ts'
import { formatDay } from '../../../../shared/format.ts'
import { downloadFile, reservationCalendar } from '../../../lib/calendar.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { CenterContactList } from '../../../ui/center-contacts.tsx'
import { CalendarIcon } from '../../../ui/icons.tsx'
import { Money } from '../../../ui/money.tsx'
import { LocationMap } from '../../../ui/location-map.tsx'
import { SavedNotice } from '../../../ui/saved-notice.tsx'
import { PolicyText } from './policy-text.tsx'
import { QrCode } from './qr-code.tsx'
import { VoucherTravellers } from './voucher-travellers.tsx'
import { EditTravellers } from './edit-travellers.tsx'
import { VoucherLiveaboard } from './voucher-liveaboard.tsx'
import { ChangeDate } from './change-date.tsx'
import { BookingFacts, BookingLinks, useVoucherQuery, voucherTitle } from './voucher-parts.tsx'

/**
 * What the diver shows on the day (SPEC §2.2, designed here): the reference and its QR code, the trip, dates,
 * meeting point, seats, payment and the policy. Kept on the device, so it opens on the boat; prints
 * as the sheet alone. A booking that still has to be paid online, or was cancelled, has no QR code
 * to show: the center would take it for a valid booking.
 */
export function VoucherPage({ reservationId }: { reservationId: number }) {
  const { t, i18n } = useLingui()
  const query = useVoucherQuery(reservationId)
  const voucher = query.data.data
  const { reservation, branch } = voucher
  const title = voucherTitle(voucher)
  const figures = bookingFigures(reservation)
  const balanceDay = reservation.balanceDue ? formatDay(reservation.balanceDue, i18n.locale) : ''
  const valid = voucherShowsCode(reservation)
  useDocumentHead(t`Voucher: ${title}`, t`The voucher of your booking of ${title}.`)
  const addToCalendar = () =>
    downloadFile(
      `reefline-${reservation.reservationId}.ics`,
      'text/calendar',
      reservationCalendar({ ...reservation, title, days: voucher.days, branchName: branch.name }, new Date(), { reference: t`Booking reference` }),
    )

  return (
    <article className="voucher-sheet">
      <div className="no-print">
        <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      </div>
      <header className="voucher-head">
        <div>
          <p className="voucher-kicker">{t`Voucher`}</p>
          <h1 dir="auto">{title}</h1>
          <p className="muted" dir="auto">
            {branch.name} · {joinAddress([branch.city, branch.country])}
          </p>
        </div>
        {valid ? <QrCode value={reservation.paymentRefrence} label={t`QR code of the booking reference ${reservation.paymentRefrence}`} /> : null}
      </header>
      {reservation.status === 'Cancelled' ? <p className="voucher-cancelled" role="status">{t`This booking was cancelled.`}</p> : null}
      {figures.due > 0 && reservation.status !== 'Cancelled' ? (
        <section className="voucher-due" aria-labelledby="voucher-due-title">
          <h2 id="voucher-due-title">{reservation.balanceDue ? t`Balance due` : t`Payment due`}</h2>
          <p>
            {reservation.balanceDue ? (
              <Trans>
                The deposit is paid. The balance of <Money amount={figures.due} currency={figures.currency} /> is due by{' '}
                <time dateTime={reservation.balanceDue}>{balanceDay}</time>; unpaid after that day, the booking is cancelled under the dive center’s policy. The
                voucher and its QR code are ready once it is paid.
              </Trans>
            ) : (
              <Trans>
                This booking is not paid yet: <Money amount={figures.due} currency={figures.currency} /> is due. The voucher and its QR code are ready once it
                is paid.
              </Trans>
            )}
          </p>
          {reservation.balanceDue === null || canPayBalance(reservation) ? (
            <Link to="/user/booking" search={{ pay: reservation.reservationId }} className="button no-print">
              {reservation.balanceDue ? t`Pay the balance` : t`Pay this booking`}
            </Link>
          ) : null}
        </section>
      ) : null}
      <BookingFacts voucher={voucher} />
      {voucher.liveaboard ? <VoucherLiveaboard liveaboard={voucher.liveaboard} currency={voucher.reservation.currency} /> : null}
      <VoucherTravellers travellers={voucher.travellers} />
      <EditTravellers voucher={voucher} />
      <ChangeDate voucher={voucher} />
      {voucher.included.length > 0 ? (
        <section aria-labelledby="voucher-included">
          <h2 id="voucher-included">{t`Included`}</h2>
          <ul className="voucher-included">
            {voucher.included.map((item) => (
              <li key={item} dir="auto">
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="voucher-policy">
        <h2 id="voucher-policy">{t`Cancellation policy`}</h2>
        <PolicyText
          policy={voucher.policy}
          startDate={reservation.startDate}
          freeUntil={voucher.freeCancellationUntil ? new Date(voucher.freeCancellationUntil) : null}
        />
      </section>
      <section aria-labelledby="voucher-place" className="no-print">
        <h2 id="voucher-place">{t`Where to meet`}</h2>
        <LocationMap lat={branch.lat} lng={branch.lng} name={branch.name} unplaced={t`This dive center has not placed itself on the map yet.`} />
      </section>
      <section aria-labelledby="voucher-center">
        <h2 id="voucher-center">{t`Dive center`}</h2>
        <p dir="auto">{branch.name}</p>
        {/* Numbers a phone dials and a chat it opens: the diver may be calling from the jetty. */}
        <CenterContactList
          center={{ tel: branch.tel, mobile: branch.mobile, email: branch.email ?? null, whatsapp: branch.whatsapp ?? null }}
          address={[branch.city, branch.country]}
        />
      </section>
      <div className="actions booking-actions no-print">
        <button type="button" className="button" onClick={addToCalendar}>
          <CalendarIcon /> {t`Add to calendar`}
        </button>
        <button type="button" className="button button-outline" onClick={() => window.print()}>{t`Print`}</button>
        <BookingLinks voucher={voucher} />
      </div>
    </article>
  )
}
