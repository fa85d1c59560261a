import type { Invoice } from '../contract/booking.ts'
import type { Lang } from '../contract/common.ts'
import { roundMoney } from '../contract/wallet.ts'
import { joinAddress } from './address.ts'
import { formatDay, formatPhone } from './format.ts'

/**
 * The words an invoice is written with, already in the reader's language: the PWA gives Lingui's,
 * the server its own catalogue's (server/lib/api-texts.ts). The states' names are functions of the
 * state; dates and phone numbers are written here, by the one formatter (shared/format.ts).
 */
export type InvoiceWords = {
  title: string
  number: string
  issued: string
  seller: string
  buyer: string
  headers: { description: string; startDate: string; days: string; seats: string; unitPrice: string; amount: string }
  subtotal: string
  discount: string
  total: string
  amountPaid: string
  refunded: string
  paidAfterRefund: string
  cancellationFee: string
  dueAtCenter: string
  amountDue: string
  payment: string
  paymentReference: string
  paymentStatus: string
  bookingStatus: string
  paymentState: (state: Invoice['paymentState']) => string
  paymentType: (type: Invoice['paymentType']) => string
  status: (status: Invoice['status']) => string
}

/** A line of the totals: its words, its amount in the invoice's currency (the page and the PDF format it the one way), and whether it stands out. */
export type InvoiceTotal = readonly [label: string, amount: number, strong: boolean]

/**
 * The invoice's totals: the lines that make the total (subtotal − discount + taxes), then what was
 * paid, what came back and what the center kept, and what is still due and where (the contract's
 * `invoiceMoney`, so they add up).
 */
function totalsOf(invoice: Invoice, words: InvoiceWords): InvoiceTotal[] {
  const totals: InvoiceTotal[] = [
    [words.subtotal, invoice.subtotal, false],
    [words.discount, invoice.discount ? -invoice.discount : 0, false],
    ...invoice.taxes.map((tax) => [`${tax.name} (${tax.rate}%)`, tax.amount, false] as const),
    [words.total, invoice.total, true],
    [words.amountPaid, invoice.amountPaid, false],
  ]
  if (invoice.refunded > 0)
    totals.push([words.refunded, -invoice.refunded, false], [words.paidAfterRefund, roundMoney(invoice.amountPaid - invoice.refunded, invoice.currency), true])
  if (invoice.status === 'Cancelled' && invoice.cancellationFee > 0) totals.push([words.cancellationFee, invoice.cancellationFee, false])
  if (invoice.dueAtCenter > 0) totals.push([words.dueAtCenter, invoice.dueAtCenter, true])
  else if (invoice.status !== 'Cancelled') totals.push([words.amountDue, invoice.amountDue, true])
  return totals
}

/**
 * Everything the invoice says, in the reader's language: the page, the PDF made on the device and
 * the PDF a receipt mail carries print the same words and figures (amounts in `invoice.currency`,
 * shown by each the one way).
 */
export function invoiceText(invoice: Invoice, words: InvoiceWords, lang: Lang) {
  const { seller, buyer, headers } = words
  const phone = (number: string | null) => (number ? formatPhone(number, lang) : null)
  return {
    title: words.title,
    number: words.number,
    issued: words.issued,
    issuedAt: formatDay(invoice.issuedAt, lang, 'long'),
    seller,
    buyer,
    sellerLines: [
      invoice.seller.name,
      // the seller's town, with the comma of the script its names are written in
      joinAddress([invoice.seller.city, invoice.seller.country]),
      phone(invoice.seller.tel ?? invoice.seller.mobile),
      invoice.seller.website,
    ].filter((line): line is string => Boolean(line)),
    buyerLines: [invoice.buyer.name, invoice.buyer.email, phone(invoice.buyer.mobile), invoice.buyer.country].filter((line): line is string => Boolean(line)),
    itemHeaders: [headers.description, headers.startDate, headers.days, headers.seats, headers.unitPrice, headers.amount],
    items: invoice.items.map((item) => ({
      cells: [item.description, formatDay(item.startDate, lang), String(item.days), String(item.quantity)],
      unitPrice: item.unitPrice,
      total: item.total,
    })),
    totals: totalsOf(invoice, words),
    payment: words.payment,
    paymentLines: [
      `${words.paymentReference}: ${invoice.paymentRefrence}`,
      // The kind in words after the state, as every screen says it ("Unpaid · Pay now"), never in brackets.
      `${words.paymentStatus}: ${words.paymentState(invoice.paymentState)} · ${words.paymentType(invoice.paymentType)}`,
      `${words.bookingStatus}: ${words.status(invoice.status)}`,
    ],
  }
}

export type InvoiceText = ReturnType<typeof invoiceText>
