import '../booking.css'
import { useLingui } from '@lingui/react/macro'
import { bookingFigures, voucherShowsCode } from '../../../../contract/booking.ts'
import { joinAddress } from '../../../../shared/address.ts'
import { downloadFile, reservationCalendar } from '../../../lib/calendar.ts'
import { useDocumentHead } from '../../../lib/document-head.ts'
import { CenterContactList } from '../../../ui/center-contacts.tsx'
import { CalendarIcon } from '../../../ui/icons.tsx'
import { LocationMap } from '../../../ui/location-map.tsx'
import { SavedNotice } from '../../../ui/saved-notice.tsx'
import { PolicyText } from './policy-text.tsx'
import { QrCode } from './qr-code.tsx'
import { VoucherTravellers } from './voucher-travellers.tsx'
import { EditTravellers } from './edit-travellers.tsx'
import { VoucherLiveaboard } from './voucher-liveaboard.tsx'
import { ChangeDate } from './change-date.tsx'
import { VoucherDue } from './voucher-due.tsx'
import { BookingFacts, BookingLinks, useVoucherQuery, voucherTitle } from './voucher-parts.tsx'

/**
 * What the diver shows on the day (SPEC §2.2, designed here): the reference and its QR code, the trip, dates,
 * meeting point, seats, payment and the policy. Kept on the device, so it opens on the boat; prints
 * as the sheet alone. A booking that still has to be paid online, or was cancelled, has no QR code
 * to show: the center would take it for a valid booking.
 */
export function VoucherPage({ reservationId }: { reservationId: number }) {
  const { t } = useLingui()
  const query = useVoucherQuery(reservationId)
  const voucher = query.data.data
  const { reservation, branch } = voucher
  const title = voucherTitle(voucher)
  const figures = bookingFigures(reservation)
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
      <VoucherDue reservation={reservation} figures={figures} />
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
