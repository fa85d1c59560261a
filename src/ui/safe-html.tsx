import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * An image in database HTML stays only when it is one of ours (an upload under /media/): the page's
 * CSP refuses other hosts' images (an error in the console and an empty frame), and any other path
 * of this site is not a picture (a broken-image icon in the description).
 */
const ownPicture = (src: string | null) => src !== null && /^\/media\/[^/]/.test(src)

/** Its own instance: the hook below applies to database HTML only, not to any other use of DOMPurify. */
const purifier = typeof window === 'undefined' ? null : DOMPurify(window)
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !ownPicture(node.getAttribute('src'))) node.remove()
})

/**
 * Event-handler attributes renamed inside tags before the browser parses the text: Chromium reports
 * a CSP violation for an `onerror` even in the inert document DOMPurify parses into (the handler
 * never runs either way). DOMPurify then drops the renamed attribute (no data attributes are kept); this
 * pass only keeps the console clean, the sanitizer stays the guard.
 */
const withoutHandlers = (html: string) => html.replace(/<[^>]*>/g, (tag) => tag.replace(/(\s)on([a-z]+\s*=)/gi, '$1data-dropped-on$2'))

/**
 * HTML from the database, sanitized before it reaches the page (docs/decisions/006-csp-and-safe-html.md):
 * scripts, event handlers, forms and frames never survive, links open safely, images only our own.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      purifier?.sanitize(withoutHandlers(html), {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
        FORBID_ATTR: ['style'],
        ALLOW_DATA_ATTR: false,
      }) ?? '',
    [html],
  )
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
