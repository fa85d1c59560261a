import './ui.css'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useDocumentHead } from '../lib/document-head.ts'
import { OfflineIcon } from './icons.tsx'

/**
 * A page this device has not opened yet, asked for with no network: said plainly, with a way back
 * to what is saved — never a spinner that waits forever. `children`: what the area has saved instead
 * (the searches whose results the device kept, on a search never run here).
 */
export function OfflineUnavailable({ onRetry, children }: { onRetry?: () => void; children?: ReactNode }) {
  const { t } = useLingui()
  useDocumentHead(t`Not available offline`)
  return (
    <section className="container page state-page" role="alert">
      <OfflineIcon width="40" height="40" />
      <h1>{t`Not available offline`}</h1>
      <p className="lead">{t`This page has not been opened on this device yet, so it is not saved for offline use. Pages you have opened before still work.`}</p>
      <div className="actions">
        {window.history.length > 1 ? <button type="button" className="button" onClick={() => window.history.back()}>{t`Go back`}</button> : null}
        <Link to="/" className="button button-outline">{t`Home`}</Link>
        {onRetry ? <button type="button" className="button button-outline" onClick={onRetry}>{t`Try again`}</button> : null}
      </div>
      {children}
    </section>
  )
}
