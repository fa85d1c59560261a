import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { invoicePdfBytes } from '../../../shared/invoice-pdf.ts'
import { invoiceText } from '../../../shared/invoice-text.ts'
import type { Rates } from '../../../contract/wallet.ts'
import { writtenMoney } from '../../lib/intl.ts'
import { invoiceWords } from '../../lib/api-texts.ts'

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
 * language, with the server's words. Amounts are written as the mail writes them: in US dollars
 * with the charged amount beside (server/lib/intl.ts says why), by the app's formatter.
 */
export async function invoicePdf(invoice: Invoice, lang: Lang, rates: Rates['rates'] | undefined): Promise<Buffer> {
  const { footer, ...words } = invoiceWords(lang)
  const bytes = await invoicePdfBytes({
    invoice,
    lang,
    text: invoiceText(invoice, words, lang),
    money: writtenMoney(rates, lang),
    footer,
    fonts: fontBytes,
  })
  return Buffer.from(bytes)
}
