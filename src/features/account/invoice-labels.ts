import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { roundMoney } from '../../../contract/wallet.ts'
import { i18n } from '../../lib/i18n.ts'
import { paymentStateLabels } from '../../lib/payment-labels.ts'
import { day, invoiceDay } from './format.ts'
import { paymentTypeLabels, statusLabels } from './reservations/reservations.ts'

/** A line of the totals: its words, its amount in the invoice's currency (the page and the PDF format it the one way), and whether it stands out. */
type Total = readonly [label: string, amount: number, strong: boolean]

/**
 * The invoice's totals: the lines that make the total (subtotal − discount + taxes), then what was
 * paid, what came back and what the center kept, and what is still due and where (the contract's
 * `invoiceMoney`, so they add up).
 */
function totalsOf(invoice: Invoice, _: (descriptor: MessageDescriptor) => string): Total[] {
  const totals: Total[] = [
    [_(msg`Subtotal`), invoice.subtotal, false],
    [_(msg`Discount`), invoice.discount ? -invoice.discount : 0, false],
    ...invoice.taxes.map((tax) => [`${tax.name} (${tax.rate}%)`, tax.amount, false] as const),
    [_(msg`Total`), invoice.total, true],
    [_(msg`Amount paid`), invoice.amountPaid, false],
  ]
  if (invoice.refunded > 0)
    totals.push(
      [_(msg`Refunded`), -invoice.refunded, false],
      [_(msg`Paid after the refund`), roundMoney(invoice.amountPaid - invoice.refunded, invoice.currency), true],
    )
  if (invoice.status === 'Cancelled' && invoice.cancellationFee > 0) totals.push([_(msg`Cancellation fee kept by the center`), invoice.cancellationFee, false])
  if (invoice.dueAtCenter > 0) totals.push([_(msg`Due at the center on arrival`), invoice.dueAtCenter, true])
  else if (invoice.status !== 'Cancelled') totals.push([_(msg`Amount due`), invoice.amountDue, true])
  return totals
}

/**
 * Everything the invoice says, in the reader's language: the page and the PDF print the same words
 * and figures (amounts in `invoice.currency`, shown by each the one way: the diver's currency with
 * the charged one beside it).
 */
export function invoiceLabels(invoice: Invoice, lang: Lang) {
  const locale = lang
  const _ = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const seller = invoice.seller
  const buyer = invoice.buyer
  return {
    title: _(msg`Invoice`),
    number: _(msg`Invoice number`),
    issued: _(msg`Issued`),
    issuedAt: invoiceDay(invoice.issuedAt, lang, 'long'),
    seller: _(msg`Seller`),
    buyer: _(msg`Billed to`),
    sellerLines: [seller.name, _(msg`${seller.city}, ${seller.country}`), seller.tel ?? seller.mobile, seller.website].filter((line): line is string =>
      Boolean(line),
    ),
    buyerLines: [buyer.name, buyer.email, buyer.mobile, buyer.country].filter((line): line is string => Boolean(line)),
    itemHeaders: [_(msg`Description`), _(msg`Start date`), _(msg`Days`), _(msg`Seats`), _(msg`Unit price`), _(msg`Amount`)],
    items: invoice.items.map((item) => ({
      cells: [item.description, day(item.startDate, locale), String(item.days), String(item.quantity)],
      unitPrice: item.unitPrice,
      total: item.total,
    })),
    totals: totalsOf(invoice, _),
    payment: _(msg`Payment`),
    paymentLines: [
      `${_(msg`Payment reference`)}: ${invoice.paymentRefrence}`,
      `${_(msg`Payment status`)}: ${_(paymentStateLabels[invoice.paymentState])} ${_(paymentTypeLabels[invoice.paymentType])}`,
      `${_(msg`Booking status`)}: ${_(statusLabels[invoice.status])}`,
    ],
  }
}
