import type { ReactNode } from 'react'

/** A plain page for an area whose screens are not built yet: title, one line of what will be here, and what to do now. */
export function PagePlaceholder({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="container page placeholder">
      <h1>{title}</h1>
      <p className="lead">{children}</p>
      {actions ? <div className="actions">{actions}</div> : null}
    </section>
  )
}
