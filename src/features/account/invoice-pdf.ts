import { msg } from '@lingui/core/macro'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { invoicePdfBytes, type MoneyOf } from '../../../shared/invoice-pdf.ts'
import { i18n } from '../../lib/i18n.ts'
import { downloadFile } from '../../lib/calendar.ts'
import { invoiceLabels } from './invoice-labels.ts'
import { fontFile } from './pdf-fonts.ts'

/**
 * The invoice as a real PDF, made on the device (offline too, from the fonts the device keeps) by
 * the builder the server's receipt mail uses too (shared/invoice-pdf.ts), with Lingui's words.
 */
export async function invoicePdf(invoice: Invoice, lang: Lang, money: MoneyOf): Promise<Blob> {
  const bytes = await invoicePdfBytes({
    invoice,
    lang,
    text: invoiceLabels(invoice, lang),
    money,
    footer: i18n._(msg`Made on your device by Reefline.`),
    fonts: (name) => fontFile(`/fonts/${name}`),
  })
  return new Blob([bytes], { type: 'application/pdf' })
}

export async function saveInvoicePdf(invoice: Invoice, lang: Lang, money: MoneyOf): Promise<void> {
  downloadFile(`${invoice.invoiceNumber}.pdf`, 'application/pdf', await invoicePdf(invoice, lang, money))
}
