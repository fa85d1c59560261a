import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { i18n } from '../../lib/i18n.ts'
import { day, invoiceDay, money } from './format.ts'
import { paymentStatusLabels, paymentTypeLabels, statusLabels } from './reservations.ts'

/**
 * Everything the invoice says, as text in the reader's language: the page and the PDF print the
 * same words and figures.
 */
export function invoiceLabels(invoice: Invoice, lang: Lang) {
  const locale = lang
  const cash = (amount: number) => money(amount, invoice.currency, locale)
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
    sellerLines: [seller.name, _(msg`${seller.city}, ${seller.country}`), seller.tel ?? seller.mobile, seller.website].filter((line): line is string => Boolean(line)),
    buyerLines: [buyer.name, buyer.email, buyer.mobile, buyer.country].filter((line): line is string => Boolean(line)),
    itemHeaders: [_(msg`Description`), _(msg`Start date`), _(msg`Days`), _(msg`Seats`), _(msg`Unit price`), _(msg`Amount`)],
    items: invoice.items.map((item) => [item.description, day(item.startDate, locale), String(item.days), String(item.quantity), cash(item.netUnitPrice), cash(item.total)]),
    totals: [
      [_(msg`Subtotal`), cash(invoice.subtotal), false],
      [_(msg`Discount`), cash(invoice.discount ? -invoice.discount : 0), false],
      ...invoice.taxes.map((tax) => [`${tax.name} (${tax.rate}%)`, cash(tax.amount), false] as const),
      [_(msg`Total`), cash(invoice.total), true],
      [_(msg`Amount paid`), cash(invoice.amountPaid), false],
      [_(msg`Amount due`), cash(invoice.amountDue), true],
    ] as ReadonlyArray<readonly [string, string, boolean]>,
    payment: _(msg`Payment`),
    paymentLines: [
      `${_(msg`Payment reference`)}: ${invoice.paymentRefrence}`,
      `${_(msg`Payment status`)}: ${_(paymentStatusLabels[invoice.paymentStatus])} ${_(paymentTypeLabels[invoice.paymentType])}`,
      `${_(msg`Booking status`)}: ${_(statusLabels[invoice.status])}`,
    ],
  }
}
