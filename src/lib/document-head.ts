import { useEffect } from 'react'

const SITE = 'Reefline'

function setDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = text
}

/**
 * Sets the document title ("Page · Reefline") and meta description while a page is shown. Call it
 * with translated strings: a language switch re-renders the page, so the head follows the screen.
 */
export function useDocumentHead(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE
    if (description) setDescription(description)
  }, [title, description])
}
