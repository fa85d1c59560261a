import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { jsPDF } from 'jspdf'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../contract/booking.ts'
import type { Lang } from '../../../contract/common.ts'
import { activateLanguage, loadAccountCatalog } from '../../lib/i18n.ts'
import { formatMoney } from '../../../shared/format.ts'
import { COLUMN_GAP, itemColumns, visualOrder } from '../../../shared/invoice-pdf.ts'
import { invoicePdf } from './invoice-pdf.ts'
import { invoiceLabels } from './invoice-labels.ts'

// The vendored fonts from the repository, as the device's cache would give them.
vi.mock('./pdf-fonts.ts', async (original) => ({
  ...(await original<typeof import('./pdf-fonts.ts')>()),
  fontFile: (url: string) => {
    const bytes = readFileSync(join(process.cwd(), 'public', url))
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  },
}))

const invoice: Invoice = {
  invoiceNumber: 'INV-7Q2K9',
  issuedAt: '2026-11-20T09:30:00Z',
  reservationId: 41,
  type: 'trip',
  tempId: 188,
  status: 'AwaitingPayment',
  paymentStatus: 'Unpaid',
  paymentType: 1,
  paymentRefrence: '7Q2K9',
  seller: { branchId: 3, name: 'Lagoon Dive Center Aqaba', city: 'Aqaba', country: 'Jordan', tel: '+962 3 201 0000', mobile: null, website: null },
  buyer: { name: 'Test Diver', email: 'diver@reefline.test', mobile: null, country: 'Egypt' },
  // The widest figures a seat's price reaches in the seed, in a currency written with letters.
  items: [
    {
      description: 'Liveaboard to the Brothers, Daedalus and Elphinstone, 7 nights',
      startDate: '2026-12-04',
      days: 8,
      quantity: 2,
      unitPrice: 5480,
      total: 10960,
    },
  ],
  currency: 'EGP',
  subtotal: 10960,
  discount: 0,
  taxes: [],
  total: 10960,
  amountPaid: 0,
  refunded: 0,
  cancellationFee: 0,
  amountDue: 10960,
  dueAtCenter: 0,
  paymentState: 'unpaid',
}

type Run = { text: string; x: number; y: number; width: number }

/** Every run of text pdf.js reads from the invoice's PDF, with where it is drawn. */
async function pdfRuns(lang: Lang, converted = false): Promise<Run[]> {
  await activateLanguage(lang)
  await loadAccountCatalog()
  const money = (amount: number, currency: string) =>
    converted
      ? { shown: formatMoney(amount / 50, 'USD', lang), charged: formatMoney(amount, currency, lang) }
      : { shown: formatMoney(amount, currency, lang), charged: null }
  const blob = await invoicePdf(invoice, lang, money)
  const document = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), useSystemFonts: false }).promise
  const content = await (await document.getPage(1)).getTextContent()
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str.normalize('NFKC'), x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
      : [],
  )
}

const runOf = (runs: Run[], text: string) => {
  const found = runs.find((run) => run.text === text)
  if (!found) throw new Error(`no run "${text}" in ${JSON.stringify(runs.map((run) => run.text))}`)
  return found
}

afterAll(() => activateLanguage('en'))

describe('the invoice PDF', () => {
  it('lays the items table out so that no two columns share a point, the description taking what is left', () => {
    const widths = [40, 62, 22, 26, 80, 84]
    const columns = itemColumns(widths, 499)
    expect(columns.at(-1)!.end).toBe(499)
    columns.slice(1).forEach((column, index) => {
      expect(column.end - column.start).toBe(widths[index + 1])
      expect(column.start - columns[index]!.end).toBeGreaterThanOrEqual(COLUMN_GAP)
    })
    expect(columns[0]).toEqual({ start: 0, end: 499 - 84 - 80 - 26 - 22 - 62 - 5 * COLUMN_GAP })
    // Far too wide for the page: the columns still never touch.
    const crowded = itemColumns([40, 200, 200, 200, 200, 200], 499)
    crowded.slice(1).forEach((column, index) => expect(column.start - crowded[index]!.end).toBeGreaterThanOrEqual(COLUMN_GAP))
  })

  it("in English, the unit price and the amount stand apart, each ending at its column's end", async () => {
    const runs = await pdfRuns('en')
    const unit = runOf(runs, 'EGP 5,480.00')
    const amount = runs.filter((run) => run.text === 'EGP 10,960.00').find((run) => Math.abs(run.y - unit.y) < 1)!
    expect(amount).toBeDefined()
    expect(amount.x - (unit.x + unit.width)).toBeGreaterThanOrEqual(COLUMN_GAP - 0.5)
    // Right-aligned figures: each ends where its header ends.
    expect(unit.x + unit.width).toBeCloseTo(runOf(runs, 'Unit price').x + runOf(runs, 'Unit price').width, 0)
    expect(amount.x + amount.width).toBeCloseTo(runOf(runs, 'Amount').x + runOf(runs, 'Amount').width, 0)
  })

  it('in one currency or with the charged one beneath it, in Arabic too, no two columns of a row overlap', async () => {
    for (const [lang, converted] of [
      ['en', false],
      ['en', true],
      ['ar', false],
      ['ar', true],
    ] as const) {
      const runs = await pdfRuns(lang, converted)
      const header = runOf(runs, lang === 'en' ? 'Amount' : 'المبلغ')
      // The items' rows: below the headers, above the totals.
      const rows = runs.filter((run) => run.y < header.y && run.y > header.y - 40)
      const byRow = Map.groupBy(rows, (run) => Math.round(run.y))
      expect(byRow.size).toBeGreaterThan(0)
      for (const row of byRow.values()) {
        const sorted = row.toSorted((a, b) => a.x - b.x)
        sorted.slice(1).forEach((run, index) => expect(run.x, `${sorted[index]!.text} | ${run.text}`).toBeGreaterThan(sorted[index]!.x + sorted[index]!.width))
      }
    }
  })

  it('in Arabic, a bracketed part keeps its brackets the right way round, and the payment kind follows its state in words', async () => {
    const line = 'حالة الدفع: غير مدفوع (ادفع الآن)'
    // A line of Arabic and neutrals only is drawn, left to right, as its reverse with the brackets mirrored.
    const mirror = (char: string) => ({ '(': ')', ')': '(' })[char] ?? char
    const shaped = (jsPDF.API as unknown as { processArabic: (text: string) => string }).processArabic(line)
    expect(visualOrder(line, true)).toBe([...shaped].reverse().map(mirror).join(''))
    expect(visualOrder(line, true).startsWith('(')).toBe(true)

    const runs = await pdfRuns('ar')
    // The kind as every screen words it, after a middle dot: no brackets ("(ادفع الآن)" read as an order).
    expect(runs.map((run) => run.text)).toContain('حالة الدفع: غير مدفوع · الدفع الآن')
  })

  it("joins the seller's town with the comma of its names' script, in either language", async () => {
    const arabicSeller = { ...invoice, seller: { ...invoice.seller, city: 'العقبة', country: 'الأردن' } }
    for (const lang of ['en', 'ar'] as const) {
      await activateLanguage(lang)
      await loadAccountCatalog()
      expect(invoiceLabels(invoice, lang).sellerLines).toContain('Aqaba, Jordan')
      expect(invoiceLabels(arabicSeller, lang).sellerLines).toContain('العقبة، الأردن')
    }
    // The PDF prints the page's line: Latin names with a Latin comma under Arabic words too.
    const runs = (await pdfRuns('ar')).map((run) => run.text)
    expect(runs).toContain('Aqaba, Jordan')
    expect(runs.join(' ')).not.toContain('،')
  })
})
