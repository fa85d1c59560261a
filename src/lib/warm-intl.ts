import { arabic, dayOptions } from '../../shared/format-dates.ts'

/**
 * The code of the worker: the page's first day and money formatters of `locale`, built and used once
 * (the options of shared/format.ts's `formatDay` and `formatMoney`), then a message to say so.
 */
export function warmIntlSource(locale: string): string {
  const lang = JSON.stringify(locale)
  const day = JSON.stringify({ ...dayOptions(locale, 'medium'), timeZone: 'UTC' })
  const money = JSON.stringify({ style: 'currency', currency: 'EUR', currencyDisplay: arabic(locale) ? 'name' : 'symbol' })
  return `new Intl.DateTimeFormat(${lang}, ${day}).format(0);new Intl.NumberFormat(${lang}, ${money}).format(1);postMessage(0)`
}

/**
 * The first date or number formatter of a page loads the browser's locale data (ICU): one task of
 * 20–240 ms on the main thread on the 2-core machine, ten times that on a slow phone, in the middle
 * of the first render of any page that shows a day or a price. That data is the renderer's, shared by
 * its threads: built first in a throwaway worker, while the first page's code and data are on the
 * network, it is ready when the page needs it, and the page's own first formatter takes under a
 * millisecond. Resolves when the worker is done (or could not start: the page then pays as before).
 */
export function warmIntl(locale: string): Promise<void> {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    let url = ''
    try {
      // A blob, not a file: no round trip before it starts, and nothing to keep for offline starts
      // (the policy allows blob: workers, server/plugins/http.ts).
      url = URL.createObjectURL(new Blob([warmIntlSource(locale)], { type: 'text/javascript' }))
      const worker = new Worker(url)
      const done = () => {
        worker.terminate()
        URL.revokeObjectURL(url)
        resolve()
      }
      worker.onmessage = done
      worker.onerror = done
    } catch {
      if (url) URL.revokeObjectURL(url)
      resolve()
    }
  })
}
