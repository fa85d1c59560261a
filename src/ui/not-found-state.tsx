import './ui.css'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useDocumentHead } from '../lib/document-head.ts'

/** A record that does not exist (unknown or malformed id): a real page with a way back. */
export function NotFoundState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  const { t } = useLingui()
  useDocumentHead(title || t`Not found`)
  return (
    <section className="container page state-page">
      <p className="state-code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <div className="actions">{action}</div>
    </section>
  )
}
