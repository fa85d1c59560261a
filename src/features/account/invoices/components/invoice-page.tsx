import '../../account-sheets.ts'
import '../invoices.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { showToast } from '../../../../lib/toast.ts'
import { useMoney } from '../../../../lib/use-money.ts'
import { Money } from '../../../../ui/money.tsx'
import { getErrorMessage } from '../../../../lib/errors.ts'
import { NotFoundState } from '../../../../ui/not-found-state.tsx'
import { SavedNotice } from '../../../../ui/saved-notice.tsx'
import { useDiver } from '../../hooks/use-diver.ts'
import { invoiceLabels } from '../../invoice-labels.ts'
import { invoiceQueryOptions } from '../api/invoice.ts'

/**
 * An invoice the server does not know for this diver (no such booking, or another diver's): a page that
 * says so and leads to the diver's own, never the error page's Try again, which could not help.
 */
export function InvoiceNotFound() {
  const { t } = useLingui()
  return (
    <NotFoundState
      title={t`Invoice not found`}
      text={t`This invoice does not exist, or is not one of your bookings.`}
      action={
        <Link to="/user/invoice" className="button">
          {t`All invoices`}
        </Link>
      }
    />
  )
}

/** The invoice-details page (SPEC §2.2, designed here): seller, buyer, items, totals, payment; prints cleanly. */
export function InvoicePage({ reservationId }: { reservationId: number }) {
  const { t } = useLingui()
  const { userId, lang } = useDiver()
  const query = useSuspenseQuery(invoiceQueryOptions(userId, reservationId, lang))
  const invoice = query.data.data
  const money = useMoney()
  const labels = invoiceLabels(invoice, lang)
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const { saveInvoicePdf } = await import('../../invoice-pdf.ts')
      await saveInvoicePdf(invoice, lang, money)
    } catch (error) {
      showToast((toast) => toast.error(getErrorMessage(error)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="invoice-page" aria-labelledby="invoice-title">
      <div className="invoice-toolbar no-print">
        <Link to="/user/invoice" className="button button-small button-outline">{t`All invoices`}</Link>
        <button type="button" className="button button-small button-outline" onClick={() => window.print()}>{t`Print`}</button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => void download()}>
          {busy ? t`Preparing…` : t`Download PDF`}
        </button>
      </div>
      <div className="no-print">
        <SavedNotice updatedAt={query.dataUpdatedAt} error={query.error} />
      </div>
      <article className="card invoice-sheet">
        <header className="invoice-head">
          <p className="invoice-brand">Reefline</p>
          <div className="invoice-heading">
            <h1 id="invoice-title">{labels.title}</h1>
            <p>
              {labels.number}: <span dir="ltr">{invoice.invoiceNumber}</span>
            </p>
            <p>
              {labels.issued}: {labels.issuedAt}
            </p>
          </div>
        </header>
        <div className="invoice-parties">
          <section>
            <h2>{labels.seller}</h2>
            {labels.sellerLines.map((line) => (
              <p key={line}>
                <bdi>{line}</bdi>
              </p>
            ))}
          </section>
          <section>
            <h2>{labels.buyer}</h2>
            {labels.buyerLines.map((line) => (
              <p key={line}>
                <bdi>{line}</bdi>
              </p>
            ))}
          </section>
        </div>
        {/* Wider than a phone: it scrolls sideways, a region reached by Tab so the keyboard can scroll it too. */}
        <div className="invoice-items" role="region" aria-label={t`Invoice items`} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                {labels.itemHeaders.map((header, index) => (
                  <th key={header} scope="col" className={index > 1 ? 'numeric' : undefined}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.items.map((item, row) => (
                <tr key={row}>
                  {item.cells.map((cell, index) => (
                    <td key={index} dir={index === 0 ? 'auto' : undefined} className={index > 1 ? 'numeric' : undefined}>
                      {cell}
                    </td>
                  ))}
                  <td className="numeric">
                    <Money amount={item.unitPrice} currency={invoice.currency} />
                  </td>
                  <td className="numeric">
                    <Money amount={item.total} currency={invoice.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="invoice-totals">
          {labels.totals.map(([label, amount, strong]) => (
            <div key={label} className={strong ? 'is-strong' : undefined}>
              <dt>{label}</dt>
              <dd className="numeric">
                <Money amount={amount} currency={invoice.currency} />
              </dd>
            </div>
          ))}
        </dl>
        <section className="invoice-payment">
          <h2>{labels.payment}</h2>
          {labels.paymentLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </article>
    </section>
  )
}
