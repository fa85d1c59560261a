import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useMediaQuery } from '../../../../lib/use-media-query.ts'
import { Money } from '../../../../ui/money.tsx'
import { formatDay } from '../../../../../shared/format.ts'
import { kindLabels, type ReservationRow, rowTarget } from '../reservations.ts'
import { PathLink } from '../../components/path-link.tsx'
import { ReservationActions, type RowHandlers } from './reservation-actions.tsx'
import { PaymentCell, type RowView, StatusCell } from './reservation-status.tsx'
import { TableHead } from '../../components/table-head.tsx'

type ListProps = { rows: ReservationRow[]; upcoming: boolean; stateOf: (row: ReservationRow) => RowView; handlers: RowHandlers }

/**
 * A table on a desktop, cards on a phone (SPEC §2.4: type, ID, title, date, price, payment,
 * status). A click anywhere on a row follows the SPEC §4 rule; the title is the same link for the
 * keyboard and screen readers, and the buttons in a row do only their own thing.
 */
export function ReservationList({ rows, upcoming, stateOf, handlers }: ListProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  // Its seven columns and a row's buttons need about 930 px: beside the account menu, a window of 1,200 px.
  const wide = useMediaQuery('(min-width: 1200px)')
  if (rows.length === 0) {
    return <p className="empty-state">{upcoming ? t`You have no upcoming bookings.` : t`You have no past bookings.`}</p>
  }
  const open = (row: ReservationRow) => router.history.push(rowTarget(row, i18n.locale))
  const title = (row: ReservationRow) => (
    <>
      <PathLink href={rowTarget(row, i18n.locale)} className="row-title">
        <bdi>{row.title}</bdi>
      </PathLink>
      <span className="muted row-branch">
        <bdi>{row.branchName}</bdi>
      </span>
    </>
  )
  const price = (row: ReservationRow) => <Money amount={row.totalPricePaidByCustomer} currency={row.currency} />
  const parts = (row: ReservationRow) => ({
    payment: <PaymentCell row={row} />,
    status: <StatusCell row={row} state={stateOf(row)} />,
    actions: <ReservationActions row={row} upcoming={upcoming} state={stateOf(row)} handlers={handlers} />,
  })

  if (wide) {
    return (
      <div className="table-scroll">
        <table className="data-table reservations-table">
          <TableHead columns={[t`Type`, t`ID`, t`Title`, t`Date`, t`Price`, t`Payment`, t`Status`]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.reservationId} className="clickable-row" onClick={() => open(row)}>
                <td>{i18n._(kindLabels[row.kind])}</td>
                <td className="numeric">#{row.reservationId}</td>
                <td className="title-cell">{title(row)}</td>
                <td className="nowrap">{formatDay(row.startDate, i18n.locale)}</td>
                <td className="numeric">{price(row)}</td>
                <td>{parts(row).payment}</td>
                <td>{parts(row).status}</td>
                <td>{parts(row).actions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  }
  return (
    <ul className="reservation-cards">
      {rows.map((row) => (
        <li key={row.reservationId}>
          <article className="card reservation-card clickable-row" onClick={() => open(row)}>
            <p className="muted card-kicker">
              {i18n._(kindLabels[row.kind])} · #{row.reservationId} · {formatDay(row.startDate, i18n.locale)}
            </p>
            <h2 className="card-title">{title(row)}</h2>
            <p className="card-price">
              {price(row)} {parts(row).payment}
            </p>
            {parts(row).status}
            {parts(row).actions}
          </article>
        </li>
      ))}
    </ul>
  )
}
