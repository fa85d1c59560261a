import './ui.css'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ChevronIcon } from './icons.tsx'
import { Skeleton } from './skeleton.tsx'

/** A short list under its heading, with the link to the whole list at the far end (home, a country, an agency). */
export function ListSection({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section className="list-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  )
}

/** The "see all" link of a ListSection. */
export function SeeAll({ label, ...link }: LinkProps & { label: string }) {
  return (
    <Link {...link} className="section-more">
      {label} <ChevronIcon />
    </Link>
  )
}

/** A page of short lists while its loader runs: the heading, a line, then rows of card-shaped blocks. */
export function ListPageSkeleton() {
  const { t } = useLingui()
  return (
    <div className="container page" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton width="20ch" height="2.2rem" />
      <Skeleton width="min(36ch, 100%)" height="1.1rem" />
      <ul className="card-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="skeleton card-skeleton" />
        ))}
      </ul>
    </div>
  )
}
