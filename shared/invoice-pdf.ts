import { jsPDF } from 'jspdf'
import type { Invoice } from '../contract/booking.ts'
import type { Lang } from '../contract/common.ts'
import type { InvoiceText } from './invoice-text.ts'
import { pdfFontFiles } from './pdf-fonts.ts'

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/
// jsPDF orders and shapes bidirectional text itself; direction marks from Intl would print as boxes.
const plain = (text: string) => text.replace(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g, '')

/** The bytes of each of the four files of `pdfFontFiles`, by their file name. */
export type PdfFontBytes = (name: string) => Promise<ArrayBuffer | Uint8Array>

/**
 * jsPDF's bidi options for a line with Arabic in it. Its default reads the text as already in visual
 * order, which puts a bracketed part at the wrong end with its brackets turned round ("(حالة الدفع:
 * غير مدفوع )ادفع الآن"); the text is in logical order, in a paragraph of the page's direction, and
 * is drawn left to right with brackets mirrored, as the Unicode bidi algorithm does on screen.
 */
export const bidiOptions = (rtl: boolean) => ({ isInputVisual: false, isOutputVisual: true, isInputRtl: rtl, isOutputRtl: false, isSymmetricSwapping: true })

/** The characters of a line in the order jsPDF draws them from left to right (shaped Arabic included). */
export function visualOrder(text: string, rtl: boolean): string {
  const value = plain(text)
  if (!ARABIC.test(value)) return value
  const shaped = (jsPDF.API as unknown as { processArabic: (text: string) => string }).processArabic(value)
  const Engine = (jsPDF as unknown as { __bidiEngine__: new (options: object) => { doBidiReorder: (text: string) => string } }).__bidiEngine__
  return new Engine(bidiOptions(rtl)).doBidiReorder(shaped)
}

/** Room between two columns of the items' table, in points. */
export const COLUMN_GAP = 14
/** The description keeps at least this much; longer descriptions wrap. */
const DESCRIPTION_MIN = 110

export type ColumnRange = { start: number; end: number }

/**
 * The items' table laid out from the widest thing each column holds (its header included), from the
 * end edge back: the amounts' column at the end, each column before it a gap earlier, and the
 * description takes what is left (at least DESCRIPTION_MIN). Offsets are from the start edge of the
 * reading direction; no two columns ever share a point.
 */
export function itemColumns(widths: readonly number[], content: number, gap = COLUMN_GAP): ColumnRange[] {
  const ranges: ColumnRange[] = []
  let end = content
  for (let index = widths.length - 1; index >= 1; index--) {
    const start = end - widths[index]!
    ranges.unshift({ start, end })
    end = start - gap
  }
  ranges.unshift({ start: 0, end: Math.max(end, DESCRIPTION_MIN) })
  // A table too wide for the page (never with real figures) keeps its columns apart and runs off the end.
  for (let index = 1; index < ranges.length; index++) {
    const shift = ranges[index - 1]!.end + gap - ranges[index]!.start
    if (shift > 0) for (const range of ranges.slice(index)) Object.assign(range, { start: range.start + shift, end: range.end + shift })
  }
  return ranges
}

function toBase64(buffer: ArrayBuffer | Uint8Array): string {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

async function loadFonts(doc: jsPDF, fontBytes: PdfFontBytes): Promise<void> {
  const entries = [
    ['latin', 'normal', pdfFontFiles.latin.regular],
    ['latin', 'bold', pdfFontFiles.latin.bold],
    ['arabic', 'normal', pdfFontFiles.arabic.regular],
    ['arabic', 'bold', pdfFontFiles.arabic.bold],
  ] as const
  const files = await Promise.all(entries.map(([, , name]) => fontBytes(name)))
  entries.forEach(([family, style, name], index) => {
    doc.addFileToVFS(name, toBase64(files[index]!))
    doc.addFont(name, family, style)
  })
}

/** An amount as the reader sees it, and the charged one beside it when the reader's currency differs (the PWA's `useMoney`). */
export type MoneyParts = { shown: string; charged: string | null }
export type MoneyOf = (amount: number, currency: string) => MoneyParts

/** What the PDF is made from, all of it already in the reader's language. */
export type InvoicePdfInput = {
  invoice: Invoice
  lang: Lang
  text: InvoiceText
  money: MoneyOf
  /** the line at the foot of the page: where the PDF was made */
  footer: string
  fonts: PdfFontBytes
}

/**
 * The invoice as a real PDF, the one the PWA downloads (made on the device, offline too) and the one
 * a receipt mail carries (made by the server): Arabic is shaped and laid out right to left with the
 * Arabic font, Latin runs (names, references, amounts) use the Latin font. No DOM, no Lingui: the
 * words come in, the file's bytes go out.
 */
export async function invoicePdfBytes({ invoice, lang, text: labels, money, footer, fonts }: InvoicePdfInput): Promise<ArrayBuffer> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' })
  await loadFonts(doc, fonts)
  const rtl = lang === 'ar'
  const width = doc.internal.pageSize.getWidth()
  const margin = 48
  // Positions are measured from the start edge of the reading direction.
  const at = (offset: number) => (rtl ? width - margin - offset : margin + offset)
  type Look = { size?: number; bold?: boolean; end?: boolean; color?: number }
  const setLook = (value: string, options: Look) => {
    doc.setFont(ARABIC.test(value) ? 'arabic' : 'latin', options.bold ? 'bold' : 'normal')
    doc.setFontSize(options.size ?? 10)
  }
  const write = (text: string, offset: number, y: number, options: Look = {}) => {
    const value = plain(text)
    setLook(value, options)
    doc.setTextColor(options.color ?? 20)
    const align = options.end ? (rtl ? 'left' : 'right') : rtl ? 'right' : 'left'
    doc.text(value, at(offset), y, { align, ...(ARABIC.test(value) ? bidiOptions(rtl) : {}) })
  }
  const measure = (text: string, options: Look = {}) => {
    const value = plain(text)
    setLook(value, options)
    return doc.getTextWidth(value)
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
  const amountWidth = (value: number, bold = false) => {
    const { shown, charged } = money(value, invoice.currency)
    return Math.max(measure(shown, { bold }), charged ? measure(`(${charged})`, { size: 8 }) : 0)
  }
  // Each column as wide as the widest thing in it: figures never run into the next column.
  const headers = labels.itemHeaders
  const widths = headers.map((header, index) => {
    const cells = labels.items.map((item) => (index < 4 ? measure(item.cells[index]!) : amountWidth(index === 4 ? item.unitPrice : item.total)))
    return Math.max(measure(header, { bold: true }), ...cells)
  })
  const columns = itemColumns(widths, content)
  // Dates and descriptions from the column's start; counts and amounts end at its end, one under another.
  const figure = (index: number) => index >= 2
  const offsetOf = (index: number) => (figure(index) ? columns[index]!.end : columns[index]!.start)
  doc.setDrawColor(200)
  doc.line(margin, y - 12, width - margin, y - 12)
  headers.forEach((header, index) => write(header, offsetOf(index), y, { bold: true, end: figure(index) }))
  doc.line(margin, y + 6, width - margin, y + 6)
  for (const item of labels.items) {
    y += 22
    setLook(item.cells[0]!, {})
    const description = doc.splitTextToSize(plain(item.cells[0]!), columns[0]!.end - columns[0]!.start) as string[]
    description.forEach((line, index) => write(line, 0, y + index * 13))
    item.cells.slice(1).forEach((cell, index) => write(cell, offsetOf(index + 1), y, { end: figure(index + 1) }))
    y += Math.max((description.length - 1) * 13, amount(item.unitPrice, columns[4]!.end, y), amount(item.total, columns[5]!.end, y))
  }
  y += 14
  doc.line(margin, y, width - margin, y)

  // The totals' words end a gap before their widest amount: a long label never runs into a figure.
  const totalsLabelWidth = Math.max(...labels.totals.map(([label, , strong]) => measure(label, { bold: strong })))
  const totalsAmountWidth = Math.max(...labels.totals.map(([, value, strong]) => amountWidth(value, strong)))
  const totalsLabel = Math.max(0, Math.min(content - 260, content - totalsAmountWidth - COLUMN_GAP - totalsLabelWidth))
  for (const [label, value, strong] of labels.totals) {
    y += 18
    write(label, totalsLabel, y, { bold: strong })
    y += amount(value, content, y, strong)
  }
  y += 36
  write(labels.payment, 0, y, { bold: true, size: 11 })
  labels.paymentLines.forEach((line, index) => write(line, 0, y + 16 + index * 14))
  write(footer, 0, doc.internal.pageSize.getHeight() - 40, { size: 8, color: 120 })
  return doc.output('arraybuffer')
}
