import { msg } from '@lingui/core/macro'
import { jsPDF } from 'jspdf'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { i18n } from '../../lib/i18n.ts'
import { downloadFile } from '../../lib/calendar.ts'
import type { MoneyParts } from '../../lib/money.ts'
import { invoiceLabels } from './invoice-labels.ts'
import { fontFile, pdfFonts } from './pdf-fonts.ts'

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/
// jsPDF orders and shapes bidirectional text itself; direction marks from Intl would print as boxes.
const plain = (text: string) => text.replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

async function loadFonts(doc: jsPDF): Promise<void> {
  const entries = [
    ['latin', 'normal', pdfFonts.latin.regular],
    ['latin', 'bold', pdfFonts.latin.bold],
    ['arabic', 'normal', pdfFonts.arabic.regular],
    ['arabic', 'bold', pdfFonts.arabic.bold],
  ] as const
  const files = await Promise.all(entries.map(([, , url]) => fontFile(url)))
  entries.forEach(([family, style, url], index) => {
    const name = url.slice(url.lastIndexOf('/') + 1)
    doc.addFileToVFS(name, toBase64(files[index]!))
    doc.addFont(name, family, style)
  })
}

/** An amount of the invoice the one way every screen shows it: the diver's currency, the charged one beside it (`useMoney`). */
type MoneyOf = (amount: number, currency: string) => MoneyParts

/**
 * The invoice as a real PDF, made on the device (offline too): Arabic is shaped and laid out right
 * to left with the Arabic font, Latin runs (names, references, amounts) use the Latin font.
 */
export async function invoicePdf(invoice: Invoice, lang: Lang, money: MoneyOf): Promise<Blob> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  await loadFonts(doc)
  const rtl = lang === 'ar'
  const width = doc.internal.pageSize.getWidth()
  const margin = 48
  const labels = invoiceLabels(invoice, lang)
  // Positions are measured from the start edge of the reading direction.
  const at = (offset: number) => (rtl ? width - margin - offset : margin + offset)
  const write = (text: string, offset: number, y: number, options: { size?: number; bold?: boolean; end?: boolean; color?: number } = {}) => {
    const value = plain(text)
    doc.setFont(ARABIC.test(value) ? 'arabic' : 'latin', options.bold ? 'bold' : 'normal')
    doc.setFontSize(options.size ?? 10)
    doc.setTextColor(options.color ?? 20)
    const align = options.end ? (rtl ? 'left' : 'right') : rtl ? 'right' : 'left'
    doc.text(value, at(offset), y, { align })
  }
  const content = width - 2 * margin

  write('Reefline', 0, 64, { size: 22, bold: true, color: 11 })
  write(labels.title, content, 64, { size: 22, bold: true, end: true })
  write(`${labels.number}: ${invoice.invoiceNumber}`, content, 84, { end: true })
  write(`${labels.issued}: ${labels.issuedAt}`, content, 98, { end: true })

  let y = 136
  write(labels.seller, 0, y, { bold: true, size: 11 })
  write(labels.buyer, content / 2, y, { bold: true, size: 11 })
  labels.sellerLines.forEach((line, index) => write(line, 0, y + 16 + index * 14))
  labels.buyerLines.forEach((line, index) => write(line, content / 2, y + 16 + index * 14))

  y += 30 + Math.max(labels.sellerLines.length, labels.buyerLines.length) * 14
  // The amount in the diver's currency, the charged one beneath it (too wide for a column side by side).
  const amount = (value: number, offset: number, at: number, bold = false): number => {
    const { shown, charged } = money(value, invoice.currency)
    write(shown, offset, at, { end: true, bold })
    if (charged) write(`(${charged})`, offset, at + 11, { end: true, size: 8, color: 90 })
    return charged ? 11 : 0
  }
  const columns = [0, 190, 265, 300]
  const unitEnd = content - 110
  doc.setDrawColor(200)
  doc.line(margin, y - 12, width - margin, y - 12)
  labels.itemHeaders.forEach((header, index) => write(header, index === 4 ? unitEnd : index === 5 ? content : columns[index]!, y, { bold: true, end: index >= 4 }))
  doc.line(margin, y + 6, width - margin, y + 6)
  for (const item of labels.items) {
    y += 22
    item.cells.forEach((cell, index) => write(cell, columns[index]!, y))
    y += Math.max(amount(item.unitPrice, unitEnd, y), amount(item.total, content, y))
  }
  y += 14
  doc.line(margin, y, width - margin, y)

  for (const [label, value, strong] of labels.totals) {
    y += 18
    write(label, content - 260, y, { bold: strong })
    y += amount(value, content, y, strong)
  }
  y += 36
  write(labels.payment, 0, y, { bold: true, size: 11 })
  labels.paymentLines.forEach((line, index) => write(line, 0, y + 16 + index * 14))
  write(i18n._(msg`Made on your device by Reefline.`), 0, doc.internal.pageSize.getHeight() - 40, { size: 8, color: 120 })
  return doc.output('blob')
}

export async function saveInvoicePdf(invoice: Invoice, lang: Lang, money: MoneyOf): Promise<void> {
  downloadFile(`${invoice.invoiceNumber}.pdf`, 'application/pdf', await invoicePdf(invoice, lang, money))
}
