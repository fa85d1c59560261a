import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { invoicePdfBytes } from '../../../shared/invoice-pdf.ts'
import { invoiceText } from '../../../shared/invoice-text.ts'
import { invoiceWords } from '../../lib/messages.ts'
import { money } from './booking.mails.ts'

/** The vendored fonts the PWA serves from /fonts/, read from the checkout the server runs from. */
const FONTS_DIR = resolve(import.meta.dirname, '../../../public/fonts')
// Read once per process: about 360 KB, and every receipt needs all four.
const fonts = new Map<string, Promise<Buffer>>()
const fontBytes = (name: string) => {
  let bytes = fonts.get(name)
  if (!bytes) {
    fonts.set(name, (bytes = readFile(join(FONTS_DIR, name))))
    // A failed read is tried again at the job's next attempt, not remembered.
    bytes.catch(() => fonts.delete(name))
  }
  return bytes
}

/**
 * The invoice's PDF as the PWA's Download button makes it (shared/invoice-pdf.ts), in the diver's
 * language, with the server's words. Amounts are in the booking's own currency: the mail does not
 * know which currency the diver's screen shows.
 */
export async function invoicePdf(invoice: Invoice, lang: Lang): Promise<Buffer> {
  const { footer, ...words } = invoiceWords(lang)
  const bytes = await invoicePdfBytes({
    invoice,
    lang,
    text: invoiceText(invoice, words, lang),
    money: (amount, currency) => ({ shown: money(amount, currency, lang), charged: null }),
    footer,
    fonts: fontBytes,
  })
  return Buffer.from(bytes)
}
