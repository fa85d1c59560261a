/**
 * The invoice's fonts (vendored OFL TTFs in public/fonts, README.txt there): Latin for Latin text,
 * Arabic for Arabic. The PWA fetches them from /fonts/ and keeps them on the device; the server
 * reads them from the same folder on disk. Apart from the PDF builder so that keeping the fonts
 * never loads jsPDF.
 */
export const pdfFontFiles = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
} as const
