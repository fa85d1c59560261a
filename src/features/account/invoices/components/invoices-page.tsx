import '../../account-sheets.ts'
import '../invoices.css'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { bookingFigures } from '../../../../../contract/booking.ts'
import { showToast } from '../../../../lib/toast.ts'
import { getErrorMessage } from '../../../../lib/errors.ts'
import { useMediaQuery } from '../../../../lib/use-media-query.ts'
import { useMoney } from '../../../../lib/use-money.ts'
import { Money } from '../../../../ui/money.tsx'
import { PaymentState } from '../../../../ui/payment-state.tsx'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { formatDay } from '../../../../../shared/format.ts'
import { useDiver } from '../../hooks/use-diver.ts'
import { reservationsQueryOptions } from '../../reservations/api/reservations.ts'
import { invoiceQueryOptions } from '../api/invoice.ts'
import { invoiceHref, type ReservationRow, splitReservations } from '../../reservations/reservations.ts'
import { PathLink } from '../../components/path-link.tsx'
import { TableHead } from '../../components/table-head.tsx'

/** Builds the PDF on the device (its library and fonts load only when asked). */
function useInvoiceDownload(userId: number) {
  const queryClient = useQueryClient()
  const { i18n } = useLingui()
  const money = useMoney()
  const [busy, setBusy] = useState<number | null>(null)
  const download = async (row: ReservationRow) => {
    setBusy(row.reservationId)
    try {
      const lang = i18n.locale === 'ar' ? 'ar' : 'en'
      const [{ data }, { saveInvoicePdf }] = await Promise.all([
        queryClient.ensureQueryData(invoiceQueryOptions(userId, row.reservationId, lang)),
        import('../../invoice-pdf.ts'),
      ])
      await saveInvoicePdf(data, lang, money)
    } catch (error) {
      showToast((toast) => toast.error(getErrorMessage(error)))
    } finally {
      setBusy(null)
    }
  }
  return { download, busy }
}

/**
 * SPEC §2.4 Invoices: trips and courses with name, branch, start date, total paid, View and Download.
 * "Total paid" is what the diver has paid in the end (`bookingFigures`' netPaid: nothing for an unpaid
 * booking, less what came back for a refunded one), with where the payment stands beneath it.
 */
export function InvoicesPage() {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(reservationsQueryOptions(userId, lang))
  const rows = useMemo(() => {
    const { upcoming, past } = splitReservations(query.data.data)
    return [...upcoming, ...past].sort((a, b) => b.startDate.localeCompare(a.startDate))
  }, [query.data])
  const wide = useMediaQuery('(min-width: 900px)')
  const { download, busy } = useInvoiceDownload(userId)

  const actions = (row: ReservationRow) => (
    <div className="row-actions">
      <PathLink href={invoiceHref(row, lang)} className="button button-small button-outline">
        {t`View`}
        <span className="visually-hidden">: {row.title}</span>
      </PathLink>
      <button type="button" className="button button-small" disabled={busy === row.reservationId} onClick={() => void download(row)}>
        {busy === row.reservationId ? t`Preparing…` : t`Download`}
        <span className="visually-hidden">: {row.title} (PDF)</span>
      </button>
    </div>
  )
  const total = (row: ReservationRow) => {
    const figures = bookingFigures(row)
    return (
      <span className="invoice-paid">
        <Money amount={figures.netPaid} currency={figures.currency} />
        <PaymentState figures={figures} />
      </span>
    )
  }

  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t`Invoices`}</h1>
      <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      {rows.length === 0 ? (
        <p className="empty-state">{t`You have no invoices yet.`}</p>
      ) : wide ? (
        <table className="data-table">
          <TableHead columns={[t`Name`, t`Branch`, t`Start date`, t`Total paid`]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.reservationId}>
                <td>
                  <bdi className="row-title">{row.title}</bdi>
                </td>
                <td>
                  <bdi>{row.branchName}</bdi>
                </td>
                <td className="nowrap">{formatDay(row.startDate, lang, 'long')}</td>
                <td className="numeric">{total(row)}</td>
                <td>{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="reservation-cards">
          {rows.map((row) => (
            <li key={row.reservationId} className="card reservation-card">
              <p className="muted card-kicker">{formatDay(row.startDate, lang)}</p>
              <h2 className="card-title">
                <bdi>{row.title}</bdi>
              </h2>
              <p className="muted row-branch">
                <bdi>{row.branchName}</bdi>
              </p>
              <div className="card-price">{total(row)}</div>
              {actions(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
