import '../../account-sheets.ts'
import '../reservations.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { Money } from '../../../../ui/money.tsx'
import { formatDay } from '../../../../../shared/format.ts'
import { useDiver } from '../../hooks/use-diver.ts'
import { reservationsQueryOptions } from '../api/reservations.ts'
import { invoiceHref, kindLabels, type ReservationRow, rowTarget, splitReservations } from '../reservations.ts'
import { PathLink } from '../../components/path-link.tsx'
import { PaymentCell, StatusCell } from './reservation-status.tsx'

function CourseList({ rows, empty }: { rows: ReservationRow[]; empty: string }) {
  const { t, i18n } = useLingui()
  if (rows.length === 0) return <p className="empty-state">{empty}</p>
  return (
    <ul className="reservation-cards course-cards">
      {rows.map((row) => (
        <li key={row.reservationId} className="card reservation-card">
          <p className="muted card-kicker">
            {i18n._(kindLabels[row.kind])} · #{row.reservationId} · {formatDay(row.startDate, i18n.locale, 'long')}
          </p>
          <h3 className="card-title">
            <PathLink href={rowTarget(row, i18n.locale)} className="row-title">
              <bdi>{row.title}</bdi>
            </PathLink>
          </h3>
          <p className="muted row-branch">
            <bdi>{row.branchName}</bdi>
          </p>
          <p className="card-price">
            <Money amount={row.totalPricePaidByCustomer} currency={row.currency} /> <PaymentCell row={row} />
          </p>
          <StatusCell row={row} state={{ cancelPending: false, movePendingTo: null, reviewPending: false, refused: [], onDismiss: () => undefined }} />
          <div className="row-actions">
            <Link to="/user/voucher/$reservationId" params={{ reservationId: String(row.reservationId) }} className="button button-small">
              {t`Voucher`}
              <span className="visually-hidden">: {row.title}</span>
            </Link>
            <PathLink href={invoiceHref(row, i18n.locale)} className="button button-small button-outline">
              {t`Invoice`}
              <span className="visually-hidden">: {row.title}</span>
            </PathLink>
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * My Reservations (/user/reservations-courses, designed here): everything the diver booked (trips,
 * courses and liveaboards), coming and done, each with its voucher and invoice.
 */
export function CourseReservationsPage() {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(reservationsQueryOptions(userId, lang))
  const { upcoming, past } = useMemo(() => splitReservations(query.data.data), [query.data])
  return (
    <section aria-labelledby="courses-title">
      <h1 id="courses-title">{t`My Reservations`}</h1>
      <p className="lead">{t`Every trip, course and liveaboard you booked, with its voucher and invoice. Paying and cancelling are under Bookings.`}</p>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      <h2>{t`Coming up`}</h2>
      <CourseList rows={upcoming} empty={t`No upcoming reservations.`} />
      <h2>{t`Completed and past`}</h2>
      <CourseList rows={past} empty={t`No past reservations.`} />
    </section>
  )
}
