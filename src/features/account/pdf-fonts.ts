import { pdfFontFiles } from '../../../shared/pdf-fonts.ts'

/** The invoice's fonts, served from public/fonts (shared/pdf-fonts.ts names them for the server too). */
export const pdfFonts = {
  latin: { regular: `/fonts/${pdfFontFiles.latin.regular}`, bold: `/fonts/${pdfFontFiles.latin.bold}` },
  arabic: { regular: `/fonts/${pdfFontFiles.arabic.regular}`, bold: `/fonts/${pdfFontFiles.arabic.bold}` },
} as const

const CACHE = 'reefline-pdf-fonts'
const urls = Object.values(pdfFonts).flatMap((family) => Object.values(family))

/**
 * A font file from the device's own cache, fetched (and kept) the first time: the PDF is made with
 * no network on a boat once the invoices have been opened online.
 */
export async function fontFile(url: string): Promise<ArrayBuffer> {
  if (!('caches' in window)) return (await fetch(url)).arrayBuffer()
  const cache = await caches.open(CACHE)
  let response = await cache.match(url)
  if (!response) {
    const fetched = await fetch(url)
    if (!fetched.ok) throw new Error(`font ${url}: HTTP ${fetched.status}`)
    await cache.put(url, fetched.clone())
    response = fetched
  }
  return response.arrayBuffer()
}

/**
 * Keeps the fonts on the device ahead of the first download and says how many bytes they take (the
 * trip pack counts them). Offline it keeps what is there.
 */
export async function keepPdfFonts(): Promise<number> {
  if (!('caches' in window)) return 0
  const cache = await caches.open(CACHE)
  let bytes = 0
  for (const url of urls) {
    // One font missing (a fetch cut short by a page closing) never stops the others.
    try {
      let response = await cache.match(url)
      if (!response && navigator.onLine) {
        await cache.add(url)
        response = await cache.match(url)
      }
      if (response) bytes += (await response.blob()).size
    } catch {
      // tried again at the next pack or the next invoice page
    }
  }
  return bytes
}

/** The same, quietly, when the invoices are opened (offline it just waits). */
export function warmPdfFonts(): void {
  if (!('caches' in window) || !navigator.onLine) return
  void keepPdfFonts().catch(() => undefined)
}
