import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { SavedNotice } from '../../../ui/saved-notice.tsx'
import { Money } from '../../../ui/money.tsx'
import { day } from '../format.ts'
import { useDiver } from '../hooks/use-diver.ts'
import { reservationsQueryOptions } from '../queries.ts'
import { invoiceHref, type ReservationRow, rowTarget, splitReservations } from '../reservations.ts'
import { PathLink } from './path-link.tsx'
import { PaymentCell, StatusCell } from './reservation-status.tsx'

function CourseList({ rows, empty }: { rows: ReservationRow[]; empty: string }) {
  const { t, i18n } = useLingui()
  if (rows.length === 0) return <p className="empty-state">{empty}</p>
  return (
    <ul className="reservation-cards course-cards">
      {rows.map((row) => (
        <li key={row.reservationId} className="card reservation-card">
          <p className="muted card-kicker">#{row.reservationId} · {day(row.startDate, i18n.locale, 'long')}</p>
          <h3 className="card-title"><PathLink href={rowTarget(row, i18n.locale)} className="row-title"><bdi>{row.title}</bdi></PathLink></h3>
          <p className="muted row-branch"><bdi>{row.branchName}</bdi></p>
          <p className="card-price"><Money amount={row.totalPricePaidByCustomer} currency={row.currency} /> <PaymentCell row={row} /></p>
          <StatusCell row={row} state={{ cancelPending: false, reviewPending: false, refused: [], onDismiss: () => undefined }} />
          <PathLink href={invoiceHref(row, i18n.locale)} className="button button-small button-outline">{t`Invoice`}<span className="visually-hidden">: {row.title}</span></PathLink>
        </li>
      ))}
    </ul>
  )
}

/** My Reservations (/user/reservations-courses, designed here): the diver's course places, coming and done. */
export function CourseReservationsPage() {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(reservationsQueryOptions(userId, lang))
  const { upcoming, past } = useMemo(() => {
    const all = splitReservations(query.data.data)
    return { upcoming: all.upcoming.filter((row) => row.kind === 'course'), past: all.past.filter((row) => row.kind === 'course') }
  }, [query.data])
  return (
    <section aria-labelledby="courses-title">
      <h1 id="courses-title">{t`My Reservations`}</h1>
      <p className="lead">{t`Your course places. Trips and liveaboards are under Bookings.`}</p>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      <h2>{t`Coming up`}</h2>
      <CourseList rows={upcoming} empty={t`No upcoming courses.`} />
      <h2>{t`Completed and past`}</h2>
      <CourseList rows={past} empty={t`No past courses.`} />
    </section>
  )
}
