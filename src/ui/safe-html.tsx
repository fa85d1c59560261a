import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * HTML from the database, sanitized before it reaches the page (docs/decisions/006-csp-and-safe-html.md):
 * scripts, event handlers, forms and frames never survive, links open safely.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] }),
    [html],
  )
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
