import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { invoiceText, type InvoiceWords } from '../../../shared/invoice-text.ts'
import { i18n } from '../../lib/i18n.ts'
import { paymentStateLabels, paymentTypeLabels } from '../../lib/payment-labels.ts'
import { statusLabels } from './reservations/reservations.ts'

/** The invoice's words in Lingui's active language (the server has its own, server/lib/api-texts.ts). */
function invoiceWords(): InvoiceWords {
  const _ = (descriptor: MessageDescriptor) => i18n._(descriptor)
  return {
    title: _(msg`Invoice`),
    number: _(msg`Invoice number`),
    issued: _(msg`Issued`),
    seller: _(msg`Seller`),
    buyer: _(msg`Billed to`),
    headers: {
      description: _(msg`Description`),
      startDate: _(msg`Start date`),
      days: _(msg`Days`),
      seats: _(msg`Seats`),
      unitPrice: _(msg`Unit price`),
      amount: _(msg`Amount`),
    },
    subtotal: _(msg`Subtotal`),
    discount: _(msg`Discount`),
    total: _(msg`Total`),
    amountPaid: _(msg`Amount paid`),
    refunded: _(msg`Refunded`),
    paidAfterRefund: _(msg`Paid after the refund`),
    cancellationFee: _(msg`Cancellation fee kept by the center`),
    dueAtCenter: _(msg`Due at the center on arrival`),
    amountDue: _(msg`Amount due`),
    payment: _(msg`Payment`),
    paymentReference: _(msg`Payment reference`),
    paymentStatus: _(msg`Payment status`),
    bookingStatus: _(msg`Booking status`),
    paymentState: (state) => _(paymentStateLabels[state]),
    paymentType: (type) => _(paymentTypeLabels[type]),
    status: (status) => _(statusLabels[status]),
  }
}

/**
 * Everything the invoice says, in the reader's language: the page and the PDF print the same words
 * and figures (amounts in `invoice.currency`, shown by each the one way: the diver's currency with
 * the charged one beside it).
 */
export const invoiceLabels = (invoice: Invoice, lang: Lang) => invoiceText(invoice, invoiceWords(), lang)
